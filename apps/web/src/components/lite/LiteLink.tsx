import { Link, type LinkProps } from "react-router";
import styles from "./lite.module.css";

/** A router link in the theme's link look (primary colour, soft underline), without MUI. */
export function LiteLink({ className, ...link }: LinkProps) {
  return <Link className={[styles.link, className].filter(Boolean).join(" ")} {...link} />;
}
