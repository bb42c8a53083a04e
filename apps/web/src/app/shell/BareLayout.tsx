import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./BareLayout.module.css";
import { Footer } from "./Footer.tsx";

/**
 * A centred card for pages outside the shell: sign-in, auth errors, activation. Plain CSS, no MUI: it
 * is the frame of the first page most visitors load (MUI pages inside it bring their own providers).
 */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          Strata
        </Link>
      </header>
      <main className={styles.card}>{children}</main>
      <div className={styles.below}>
        <Footer />
      </div>
    </div>
  );
}
