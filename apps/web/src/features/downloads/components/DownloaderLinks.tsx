import { Box, Button, Stack, Typography } from "@mui/material";
import { DOWNLOADER_OS_LABELS, DOWNLOADER_OSES, downloaderFileName } from "@strata/core";
import { downloaderUrl } from "../api/keys.ts";

/**
 * The downloader by operating system (section 7): plain links to a script that downloads this
 * package with resume and verifies its checksums, for packages too big for a browser.
 */
export function DownloaderLinks({ packageId, packageName }: { packageId: string; packageName: string }) {
  const sh = downloaderFileName(packageName, "linux");
  const ps1 = downloaderFileName(packageName, "windows");
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          Downloader script:
        </Typography>
        {DOWNLOADER_OSES.map((os) => (
          <Button
            key={os}
            size="small"
            variant="outlined"
            component="a"
            href={downloaderUrl(os, packageId)}
            download={downloaderFileName(packageName, os)}
          >
            {DOWNLOADER_OS_LABELS[os]}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="downloader-help">
        For a large package: run <code>sh {sh}</code> (Linux, macOS) or{" "}
        <code>powershell -ExecutionPolicy Bypass -File .\{ps1}</code> (Windows) in the folder you saved it to;
        it resumes when run again and verifies every file's checksum.
      </Typography>
    </Box>
  );
}
