import { Button } from "@mui/material";
import { useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/** A row or page action that asks first (the admin kit's ConfirmDialog shows a failure in place). */
export function ConfirmButton(props: {
  label: string;
  title: string;
  text: string;
  color?: "error" | "warning" | "primary";
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color={props.color ?? "primary"}
        disabled={props.disabled}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </Button>
      <ConfirmDialog
        open={open}
        title={props.title}
        message={props.text}
        confirmLabel={props.label}
        destructive={props.color === "error" || props.color === "warning"}
        onConfirm={props.onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
