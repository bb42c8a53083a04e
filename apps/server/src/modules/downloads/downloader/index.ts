import { type DownloaderOs, downloaderFileName } from "@strata/core";
import { posixScript } from "./posix.sh.ts";
import type { ScriptInput } from "./quote.ts";
import { windowsScript } from "./windows.ps1.ts";

export type { ScriptInput } from "./quote.ts";

export interface DownloaderScript {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The downloader script for one package and operating system, ready to send as an attachment. */
export function downloaderScript(os: DownloaderOs, input: ScriptInput): DownloaderScript {
  const fileName = downloaderFileName(input.packageName, os);
  if (os === "windows") {
    // CRLF and a BOM: what Windows PowerShell 5.1 and Notepad expect of a script.
    const text = windowsScript(input).replace(/\n/g, "\r\n");
    return {
      fileName,
      contentType: "text/plain; charset=utf-8",
      body: Buffer.concat([UTF8_BOM, Buffer.from(text, "utf8")]),
    };
  }
  return {
    fileName,
    contentType: "application/x-sh; charset=utf-8",
    body: Buffer.from(posixScript(os, input), "utf8"),
  };
}
