import { Link } from "react-router";
import styles from "./Footer.module.css";
import { FOOTER_LINKS } from "./footer-links.ts";

/** The footer of the shell and of the bare card; plain CSS, as the sign-in page loads no MUI. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>© {new Date().getFullYear()} Strata</p>
      <nav aria-label="Footer" className={styles.links}>
        {FOOTER_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={styles.link}>
            {link.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
