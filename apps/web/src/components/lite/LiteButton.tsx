import type { ButtonHTMLAttributes } from "react";
import styles from "./lite.module.css";

interface LiteButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: "contained" | "outlined";
}

/** A large, full-width button in the theme's contained or outlined look, without MUI. */
export function LiteButton({ variant, type = "button", className, ...button }: LiteButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(" ")}
      {...button}
    />
  );
}
