import { commentText, type ScriptInput, shQuote } from "./quote.ts";

/**
 * The POSIX sh downloader (Linux and macOS): curl fetches the ZIP into `<zip>.part` with `-C -`
 * (a Range from the bytes already there) and `If-Range` with the archive's ETag, retrying in a loop,
 * so an interrupted run and a run started again both carry on where the file stopped. Then it
 * unpacks the ZIP and checks every file against MANIFEST.sha256 (sha256sum on Linux, shasum on macOS).
 */
export function posixScript(os: "linux" | "macos", input: ScriptInput): string {
  const label = os === "macos" ? "macOS" : "Linux";
  const checksum =
    os === "macos"
      ? `if command -v shasum >/dev/null 2>&1; then
  shasum -a 256 -c --quiet MANIFEST.sha256
elif command -v sha256sum >/dev/null 2>&1; then
  sha256sum -c --quiet MANIFEST.sha256
else
  fail "shasum is needed to verify the files."
fi`
      : `if command -v sha256sum >/dev/null 2>&1; then
  sha256sum -c --quiet MANIFEST.sha256
elif command -v shasum >/dev/null 2>&1; then
  shasum -a 256 -c --quiet MANIFEST.sha256
else
  fail "sha256sum (coreutils) is needed to verify the files."
fi`;
  return `#!/bin/sh
# Strata downloader (${label}) for the package "${commentText(input.packageName)}" from ${commentText(input.portal)}.
# Run it with: sh ${input.baseName}.sh
# It downloads the package's ZIP with resume (run it again after an interruption: it carries on
# where it stopped), unpacks it into ./${input.baseName}/ and verifies every file against MANIFEST.sha256.
# It holds a personal download link, valid until ${input.expiresAt.toISOString()}: do not share it.
set -u

NAME=${shQuote(input.packageName)}
URL=${shQuote(input.url)}
ZIP=${shQuote(`${input.baseName}.zip`)}
DIR=${shQuote(input.baseName)}
SIZE=${Math.trunc(input.size)}
ETAG=${shQuote(`"${input.etag}"`)}
ATTEMPTS=10
PART="$ZIP.part"

say() { printf '%s\\n' "$*" >&2; }
fail() { say "strata: $*"; exit 1; }
size_of() { if [ -f "$1" ]; then wc -c < "$1" | tr -d ' '; else echo 0; fi; }
# The portal's reason for refusing ({"error":{"message":"..."}}), read with a one-byte request.
reason() { curl -s -r 0-0 "$URL" | sed -n 's/.*"message":"\\([^"]*\\)".*/\\1/p'; }

command -v curl >/dev/null 2>&1 || fail "curl is needed: install it and run this script again."

if [ "$(size_of "$ZIP")" -eq "$SIZE" ]; then
  say "Already downloaded: $ZIP"
else
  attempt=1
  while :; do
    have=$(size_of "$PART")
    if [ "$have" -gt "$SIZE" ]; then rm -f "$PART"; have=0; fi
    [ "$have" -eq "$SIZE" ] && break
    if [ "$have" -gt 0 ]; then
      say "Resuming $NAME at byte $have of $SIZE (attempt $attempt)"
    else
      say "Downloading $NAME: $SIZE bytes into $ZIP"
    fi
    status=$(curl --fail --globoff --location --show-error --progress-bar --connect-timeout 30 \\
      -C - -H "If-Range: $ETAG" -w '%{http_code}' -o "$PART" "$URL")
    code=$?
    if [ "$code" -eq 0 ] && [ "$(size_of "$PART")" -eq "$SIZE" ]; then break; fi
    case "$code:$status" in
      22:4*)
        case "$status" in 408 | 429) ;; *)
          fail "the portal refused the download (HTTP $status): $(reason) Download a new script from the package's page." ;;
        esac ;;
      33:*)
        fail "the package changed since this script was made: download a new script from the package's page." ;;
    esac
    if [ "$attempt" -ge "$ATTEMPTS" ]; then
      fail "the download did not finish after $ATTEMPTS attempts; run this script again to resume."
    fi
    say "The download was interrupted (curl exit $code); retrying."
    attempt=$((attempt + 1))
    sleep 2
  done
  mv -f "$PART" "$ZIP" || fail "cannot rename $PART to $ZIP."
fi

say "Unpacking $ZIP into $DIR/"
mkdir -p "$DIR" || fail "cannot create the folder $DIR."
if command -v unzip >/dev/null 2>&1; then
  unzip -o -q "$ZIP" -d "$DIR" || fail "$ZIP could not be unpacked."
elif command -v bsdtar >/dev/null 2>&1; then
  bsdtar -xf "$ZIP" -C "$DIR" || fail "$ZIP could not be unpacked."
elif command -v python3 >/dev/null 2>&1; then
  python3 -m zipfile -e "$ZIP" "$DIR" || fail "$ZIP could not be unpacked."
else
  fail "unzip is needed to unpack $ZIP: install it and run this script again."
fi

cd "$DIR" || fail "cannot enter $DIR."
say "Verifying the files against MANIFEST.sha256"
${checksum}
[ $? -eq 0 ] || fail "some files do not match MANIFEST.sha256 (listed above): delete $ZIP and run this script again."
say "Done: $(wc -l < MANIFEST.sha256 | tr -d ' ') files verified in $DIR/"
`;
}
