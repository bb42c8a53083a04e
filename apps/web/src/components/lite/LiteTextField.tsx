import { type InputHTMLAttributes, useId } from "react";
import styles from "./lite.module.css";

interface LiteTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled text input in the theme's outlined look (full width, normal margin), without MUI. */
export function LiteTextField({ label, id, ...input }: LiteTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input id={inputId} className={styles.input} {...input} />
    </div>
  );
}
