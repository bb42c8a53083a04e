import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useState } from "react";

/** A button that asks before a destructive action (until the admin kit's ConfirmDialog is merged). */
export function ConfirmButton(props: {
  label: string;
  title: string;
  text: string;
  confirmLabel?: string;
  color?: "error" | "warning" | "primary";
  disabled?: boolean;
  onConfirm: () => void;
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
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{props.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            color={props.color ?? "primary"}
            variant="contained"
            onClick={() => {
              setOpen(false);
              props.onConfirm();
            }}
          >
            {props.confirmLabel ?? props.label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
