#!/usr/bin/env bash
# Fails when the repository points outside itself or at a markdown file it does not have:
#   1. any file mentions the folder `shared` beside the repository, which a user's checkout does
#      not have, or names the team's source documents kept there (the text is assembled below
#      so that this script does not match itself);
#   2. a markdown file (*.md) has a relative link to a *.md file that is not in the repository
#      (inline links `[text](path.md#anchor)` and definitions `[label]: path.md`, outside code
#      blocks and code spans; links with a scheme, absolute paths and bare anchors are skipped).
# "The repository" is the files git would commit: tracked, plus new files that are not ignored.
# Each problem is printed as file:line: message; the exit status is 1 when there is any.
# Usage: scripts/check-links.sh (from anywhere inside the repository). Needs git and awk.
set -euo pipefail

cd "$(git rev-parse --show-toplevel)"

files=$(mktemp)
trap 'rm -f "$files"' EXIT
git ls-files --cached --others --exclude-standard | while IFS= read -r f; do
  [[ -f $f ]] && printf '%s\n' "$f"
done | sort -u >"$files"

status=0

# 1. Mentions of the outside folder, in every text file (binary files skipped).
outside='..''/shared'
if mentions=$(git grep --untracked -n -I -F -e "$outside" -- . ':!.git'); then
  while IFS= read -r hit; do
    printf '%s: mentions %s, which is outside the repository\n' "${hit%%:*}:$(cut -d: -f2 <<<"$hit")" "$outside"
  done <<<"$mentions"
  status=1
fi

# 1b. The team's source documents by name: the repository tells the rules in its own words
# (docs/rules/), so no file may send a reader to a document a checkout does not have.
for name in 'RULES''.md' 'COURT_PIECE''.md' 'API''.md'; do
  if mentions=$(git grep --untracked -n -I -w -F -e "$name" -- . ':!.git'); then
    while IFS= read -r hit; do
      printf '%s: names %s, which is not in the repository (docs/rules/ tells the rules)\n' "${hit%%:*}:$(cut -d: -f2 <<<"$hit")" "$name"
    done <<<"$mentions"
    status=1
  fi
done

# 2. Relative links to markdown files that do not exist.
mapfile -t markdown < <(grep -E '\.md$' "$files" || true)
if ((${#markdown[@]})); then
  if ! awk -v list="$files" '
    BEGIN { while ((getline f < list) > 0) have[f] = 1; bad = 0 }
    FNR == 1 { fence = ""; dir = FILENAME; sub(/[^\/]*$/, "", dir) }
    # Fenced code blocks: ``` or ~~~ opens one, the same run closes it.
    /^[ \t]*(```|~~~)/ {
      match($0, /(```|~~~)/); mark = substr($0, RSTART, 3)
      if (fence == "") { fence = mark; next }
      if (mark == fence) { fence = ""; next }
    }
    fence != "" { next }
    {
      line = $0
      gsub(/`[^`]*`/, "", line)                       # code spans are not links
      targets = ""
      rest = line
      while (match(rest, /\]\([^)]*\)/)) {             # [text](target "title")
        targets = targets "\n" substr(rest, RSTART + 2, RLENGTH - 3)
        rest = substr(rest, RSTART + RLENGTH)
      }
      if (match(line, /^[ \t]*\[[^]]+\]:[ \t]*[^ \t]+/)) {   # [label]: target
        def = substr(line, RSTART, RLENGTH); sub(/^[^]]*\]:[ \t]*/, "", def)
        targets = targets "\n" def
      }
      n = split(targets, list_, "\n")
      for (i = 2; i <= n; i++) check(list_[i])
    }
    function check(t,   path, parts, k, m, out, j) {
      sub(/^[ \t]+/, "", t); sub(/[ \t].*$/, "", t)   # drop a title
      gsub(/^<|>$/, "", t)
      if (t == "" || t ~ /^#/ || t ~ /^[a-zA-Z][a-zA-Z0-9+.-]*:/ || t ~ /^\//) return
      sub(/[#?].*$/, "", t)
      if (t !~ /\.md$/) return
      path = dir t
      m = split(path, parts, "/"); k = 0
      for (j = 1; j <= m; j++) {
        if (parts[j] == "" || parts[j] == ".") continue
        if (parts[j] == "..") { if (k == 0) { k = -1; break } k--; continue }
        out[++k] = parts[j]
      }
      path = ""
      if (k > 0) { path = out[1]; for (j = 2; j <= k; j++) path = path "/" out[j] }
      if (k < 0 || !(path in have)) {
        printf "%s:%d: links %s, which is not in the repository\n", FILENAME, FNR, t
        bad = 1
      }
    }
    END { exit bad }
  ' "${markdown[@]}"; then
    status=1
  fi
fi

exit "$status"
