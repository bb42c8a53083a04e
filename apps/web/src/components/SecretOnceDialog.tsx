import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { type ReactNode, useId, useState } from "react";

/**
 * A secret the server answers once (a service account's API key, a person's access token): shown
 * with a copy button and the warning that it cannot be shown again; `children` say how to use it.
 */
export function SecretOnceDialog({
  title,
  label,
  secret,
  lost,
  confirmLabel,
  onClose,
  children,
}: {
  title: string;
  /** What the secret is, e.g. "API key". */
  label: string;
  secret: string;
  /** What to do if it is lost, e.g. "If it is lost, rotate the key." */
  lost: string;
  confirmLabel: string;
  onClose(): void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth onClose={onClose}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now and keep it somewhere safe. It is shown only once: once you close this dialog it cannot
          be shown again. {lost}
        </Alert>
        <TextField
          label={label}
          value={secret}
          fullWidth
          autoFocus
          onFocus={(e) => e.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: "monospace" } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copied ? "Copied" : "Copy"}>
                    <IconButton aria-label={`Copy the ${label}`} onClick={copy} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        {children}
        {copied ? (
          <Typography role="status" variant="body2" color="success.main" sx={{ mt: 1 }}>
            Copied to the clipboard.
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
