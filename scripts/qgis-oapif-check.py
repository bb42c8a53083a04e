#!/usr/bin/python3
"""
By hand, not in CI (Debian's QGIS is ~900 MB; issue 29): opens every OGC API – Features collection of
a running portal through QGIS's own OAPIF provider, signed in as a service account as a QGIS user
would be, and checks what QGIS reads against what the server says it holds.

    apt-get install -y --no-install-recommends python3-qgis qgis-providers
    python3 scripts/qgis-oapif-check.py https://<portal>/ogc <account id> <key>

The account needs `catalogue:read` (or `gis:catalogue`), and `bid-rounds:read` for the bid-round
blocks.

For each collection: QGIS's layer is valid, QGIS reads as many features as the server's
`numberMatched`, each with a geometry and, for catalogue records, the record page's `link`, and a bounding-box request
(QGIS's own, around the first feature) gives the features the server gives for the same bbox.
Prints one line per collection and exits 1 on any difference.
"""
import base64
import json
import os
import sys
import tempfile
import urllib.request

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QGIS_AUTH_DB_DIR_PATH", tempfile.mkdtemp(prefix="qgis-auth-"))

from qgis.core import (  # noqa: E402  (after the environment QGIS reads at import)
    QgsApplication,
    QgsAuthMethodConfig,
    QgsFeatureRequest,
    QgsRectangle,
    QgsVectorLayer,
)

root, user, key = sys.argv[1:4]
root = root.rstrip("/")
# Small pages (QGIS_PAGE_SIZE=7) make QGIS follow the `next` links page after page.
page_size = os.environ.get("QGIS_PAGE_SIZE", "1000")
basic = "Basic " + base64.b64encode(f"{user}:{key}".encode()).decode()


def server(path):
    request = urllib.request.Request(root + path, headers={"Authorization": basic, "Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as answer:
        return json.load(answer)


app = QgsApplication([], False)
app.initQgis()
auth = QgsApplication.authManager()
auth.setMasterPassword("strata-qgis-check", True)
config = QgsAuthMethodConfig("Basic")
config.setName("strata service account")
config.setConfig("username", user)
config.setConfig("password", key)
auth.storeAuthenticationConfig(config)

failures = 0
for collection in server("/collections")["collections"]:
    cid = collection["id"]
    uri = f"url='{root}' typename='{cid}' authcfg={config.id()} restrictToRequestBBOX='0' pageSize='{page_size}'"
    layer = QgsVectorLayer(uri, cid, "OAPIF")
    if not layer.isValid():
        print(f"{cid}: QGIS could not open it: {layer.error().summary()}")
        failures += 1
        continue
    matched = server(f"/collections/{cid}/items?limit=1")["numberMatched"]
    features = list(layer.getFeatures())
    no_geometry = sum(1 for f in features if f.geometry().isEmpty())
    # Catalogue records link to their page; blocks are no record and have no link.
    has_link = "link" in layer.fields().names()
    no_link = sum(1 for f in features if has_link and not str(f["link"] or "").startswith("http"))
    first = features[0].geometry().boundingBox() if features else QgsRectangle(100, 0, 120, 10)
    box = QgsRectangle(first.xMinimum() - 0.5, first.yMinimum() - 0.5, first.xMaximum() + 0.5, first.yMaximum() + 0.5)
    in_box_qgis = sum(1 for _ in layer.getFeatures(QgsFeatureRequest().setFilterRect(box)))
    bbox = f"{box.xMinimum()},{box.yMinimum()},{box.xMaximum()},{box.yMaximum()}"
    in_box_server = server(f"/collections/{cid}/items?limit=1&bbox={bbox}")["numberMatched"]
    same = len(features) == matched and no_geometry == 0 and no_link == 0 and in_box_qgis == in_box_server
    failures += 0 if same else 1
    print(
        f"{cid}: QGIS read {len(features)} of {matched} features "
        f"({no_geometry} without geometry, {no_link if has_link else 'no'} without link); "
        f"bbox {bbox}: QGIS {in_box_qgis}, server {in_box_server}; {'ok' if same else 'DIFFERENT'}"
    )

app.exitQgis()
sys.exit(1 if failures else 0)
