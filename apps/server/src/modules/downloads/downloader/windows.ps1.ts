import { commentText, psQuote, type ScriptInput } from "./quote.ts";

/**
 * The Windows downloader, a PowerShell script (Windows PowerShell 5.1 and PowerShell 7): .NET's
 * HttpClient fetches the ZIP into `<zip>.part` with a Range from the bytes already there and
 * `If-Range` with the archive's ETag, retrying in a loop; then Expand-Archive unpacks it and
 * Get-FileHash checks every file against MANIFEST.sha256. Written with a UTF-8 BOM by the route, so
 * Windows PowerShell 5.1 reads a name outside ASCII correctly.
 */
export function windowsScript(input: ScriptInput): string {
  return `# Strata downloader (Windows) for the package "${commentText(input.packageName)}" from ${commentText(input.portal)}.
# Run it in PowerShell, in the folder it was saved to:
#   powershell -ExecutionPolicy Bypass -File .\\${input.baseName}.ps1
# It downloads the package's ZIP with resume (run it again after an interruption: it carries on
# where it stopped), unpacks it into .\\${input.baseName}\\ and verifies every file against MANIFEST.sha256.
# It holds a personal download link, valid until ${input.expiresAt.toISOString()}: do not share it.
$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'

$Name = ${psQuote(input.packageName)}
$Url = ${psQuote(input.url)}
$Zip = Join-Path -Path (Get-Location).Path -ChildPath ${psQuote(`${input.baseName}.zip`)}
$Dir = Join-Path -Path (Get-Location).Path -ChildPath ${psQuote(input.baseName)}
$Size = [int64]${Math.trunc(input.size)}
$ETag = ${psQuote(`"${input.etag}"`)}
$Attempts = 10
$Part = "$Zip.part"

function Fail([string]$Message) {
  [Console]::Error.WriteLine("strata: $Message")
  exit 1
}
function Get-SizeOf([string]$Path) {
  if (Test-Path -LiteralPath $Path -PathType Leaf) { return [int64](Get-Item -LiteralPath $Path).Length }
  return [int64]0
}

Add-Type -AssemblyName System.Net.Http
[Net.ServicePointManager]::SecurityProtocol = [Net.ServicePointManager]::SecurityProtocol -bor [Net.SecurityProtocolType]::Tls12
$client = New-Object System.Net.Http.HttpClient
$client.Timeout = [System.Threading.Timeout]::InfiniteTimeSpan

if ((Get-SizeOf $Zip) -eq $Size) {
  Write-Host "Already downloaded: $Zip"
} else {
  for ($attempt = 1; ; $attempt++) {
    $have = Get-SizeOf $Part
    if ($have -gt $Size) { Remove-Item -LiteralPath $Part; $have = [int64]0 }
    if ($have -eq $Size) { break }
    if ($have -gt 0) { Write-Host "Resuming $Name at byte $have of $Size (attempt $attempt)" } else { Write-Host "Downloading $Name ($Size bytes) into $Zip" }
    try {
      $request = New-Object System.Net.Http.HttpRequestMessage([System.Net.Http.HttpMethod]::Get, $Url)
      if ($have -gt 0) {
        $request.Headers.Range = New-Object System.Net.Http.Headers.RangeHeaderValue($have, $null)
        [void]$request.Headers.TryAddWithoutValidation('If-Range', $ETag)
      }
      $response = $client.SendAsync($request, [System.Net.Http.HttpCompletionOption]::ResponseHeadersRead).GetAwaiter().GetResult()
      $status = [int]$response.StatusCode
      if ($status -ge 400 -and $status -lt 500 -and $status -ne 408 -and $status -ne 429) {
        $body = $response.Content.ReadAsStringAsync().GetAwaiter().GetResult()
        $reason = $body
        try { $reason = ($body | ConvertFrom-Json).error.message } catch { }
        Fail "the portal refused the download (HTTP $status): $reason Download a new script from the package's page."
      }
      if (-not $response.IsSuccessStatusCode) { throw "HTTP $status" }
      if ($have -gt 0 -and $status -ne 206) {
        Fail "the package changed since this script was made: download a new script from the package's page."
      }
      $mode = if ($status -eq 206) { [System.IO.FileMode]::Append } else { [System.IO.FileMode]::Create }
      $out = New-Object System.IO.FileStream($Part, $mode, [System.IO.FileAccess]::Write, [System.IO.FileShare]::None)
      try {
        $in = $response.Content.ReadAsStreamAsync().GetAwaiter().GetResult()
        $in.CopyTo($out, 1048576)
      } finally {
        $out.Dispose()
        $response.Dispose()
      }
      if ((Get-SizeOf $Part) -eq $Size) { break }
      throw "the connection closed early"
    } catch {
      if ($attempt -ge $Attempts) {
        Fail "the download did not finish after $Attempts attempts ($($_.Exception.Message)); run this script again to resume."
      }
      Write-Warning "The download was interrupted ($($_.Exception.Message)); retrying."
      Start-Sleep -Seconds 2
    }
  }
  Move-Item -LiteralPath $Part -Destination $Zip -Force
}

Write-Host "Unpacking $Zip into $Dir"
try { Expand-Archive -LiteralPath $Zip -DestinationPath $Dir -Force }
catch { Fail "$Zip could not be unpacked ($($_.Exception.Message))." }

Write-Host "Verifying the files against MANIFEST.sha256"
$manifest = Join-Path -Path $Dir -ChildPath 'MANIFEST.sha256'
$checked = 0
$bad = @()
foreach ($line in [System.IO.File]::ReadAllLines($manifest)) {
  if ($line -notmatch '^([0-9a-f]{64})  (.+)$') { continue }
  $want = $Matches[1]
  $relative = $Matches[2]
  $checked++
  $file = Join-Path -Path $Dir -ChildPath ($relative -replace '/', '\\')
  $got = $null
  if (Test-Path -LiteralPath $file -PathType Leaf) {
    $got = (Get-FileHash -LiteralPath $file -Algorithm SHA256).Hash.ToLowerInvariant()
  }
  if ($got -ne $want) { $bad += $relative; [Console]::Error.WriteLine("$($relative): FAILED") }
}
if ($bad.Count -gt 0) {
  Fail "$($bad.Count) of $checked files do not match MANIFEST.sha256 (listed above): delete $Zip and run this script again."
}
Write-Host "Done: $checked files verified in $Dir"
`;
}
