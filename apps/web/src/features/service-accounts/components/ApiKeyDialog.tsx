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
import type { ServiceAccountWithKey } from "@strata/core";
import { useId, useState } from "react";

/**
 * Shows an API key the one time the server answers it (on create and on rotate), with a copy button
 * and the warning that it cannot be shown again.
 */
export function ApiKeyDialog({ created, onClose }: { created: ServiceAccountWithKey; onClose(): void }) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.apiKey);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth onClose={onClose}>
      <DialogTitle id={titleId}>API key for {created.account.name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this key now and keep it somewhere safe. It is shown only once: once you close this dialog it
          cannot be shown again. If it is lost, rotate the key.
        </Alert>
        <TextField
          label="API key"
          value={created.apiKey}
          fullWidth
          autoFocus
          onFocus={(e) => e.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: "monospace" } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copied ? "Copied" : "Copy the key"}>
                    <IconButton aria-label="Copy the API key" onClick={copy} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          The client signs in with <code>POST /api/service-accounts/sign-in</code> and the body{" "}
          <code>{'{ "apiKey": "…" }'}</code>, then sends the token it gets as{" "}
          <code>Authorization: Bearer …</code>. A token lasts 15 minutes.
        </Typography>
        {copied ? (
          <Typography role="status" variant="body2" color="success.main" sx={{ mt: 1 }}>
            Copied to the clipboard.
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          I have copied the key
        </Button>
      </DialogActions>
    </Dialog>
  );
}
