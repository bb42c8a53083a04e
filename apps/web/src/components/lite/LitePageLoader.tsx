import styles from "./lite.module.css";

/** The page loader without MUI: shown while a route's code or the MUI frame is still loading. */
export function LitePageLoader() {
  return <div className={styles.spinner} role="progressbar" aria-label="Loading" />;
}
