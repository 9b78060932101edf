#!/bin/sh
# The production image's entrypoint (deploy/shell/Containerfile; docs/deploying.md, "The production image"). Writes
# config.json, the Content-Security-Policy and the nginx site from the environment, then runs nginx in the foreground.
# Plain POSIX sh: the image is Debian's nginx, without Node. Paths are variables so that a test can run this script
# on the image's file tree laid out elsewhere (tests/e2e/production-image.spec.ts).
# No pathname expansion: the lists split below are addresses.
set -euf

HOME_DIR=${TRELLIS_HOME:-/usr/share/trellis}
RUN_DIR=${TRELLIS_RUN_DIR:-/tmp/trellis}
NGINX=${NGINX_PATH:-/usr/sbin/nginx}
MIME_TYPES=${TRELLIS_MIME_TYPES:-/etc/nginx/mime.types}
PORT=${TRELLIS_PORT:-8080}
BASE=${TRELLIS_BASE:-/}

fail() {
  echo "trellis-start: $*" >&2
  exit 64
}

# A JSON string; a value with a line break is refused rather than written into config.json.
json_string() {
  case "$1" in *'
'*) fail "a value holds a line break: $1" ;; esac
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# A comma-separated list as a JSON array of strings.
json_list() {
  list=""
  old_ifs=$IFS
  IFS=','
  for item in $1; do
    item=$(printf '%s' "$item" | tr -d ' ')
    [ -n "$item" ] && list="$list${list:+,}$(json_string "$item")"
  done
  IFS=$old_ifs
  printf '[%s]' "$list"
}

json_boolean() {
  case "$2" in
  true | 1) printf true ;;
  false | 0) printf false ;;
  *) fail "$1 must be true or false, not $2" ;;
  esac
}

# The origin of an absolute http(s) address as URL parsing gives it (scheme and host in lower case, no user, no
# default port), one a line; nothing for a path on the app's origin or another scheme. An address whose origin this
# cannot read as the policy function would is refused rather than written differently.
origin_of() {
  case "$1" in
  //*) fail "give the scheme of $1 (https://…)" ;;
  [Hh][Tt][Tt][Pp]://* | [Hh][Tt][Tt][Pp][Ss]://*) ;;
  *) return 0 ;;
  esac
  origin=$(printf '%s' "$1" | sed 's#^\([A-Za-z]*://\)\([^/?#]*@\)\{0,1\}\([^/?#]*\).*#\1\3#' | tr 'A-Z' 'a-z' |
    sed -e 's#^\(http://.*\):80$#\1#' -e 's#^\(https://.*\):443$#\1#')
  printf '%s\n' "$origin" | grep -Eqx 'https?://([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:[1-9][0-9]{0,4})?' ||
    fail "cannot read the origin of $1"
  printf '%s\n' "$origin"
}

# The origins of addresses given one a line, or separated by commas or spaces, on one line.
origins_of() {
  origins=""
  for address in $(printf '%s' "$1" | tr ',' ' '); do
    origin=$(origin_of "$address") || exit 64
    origins="$origins $origin"
  done
  printf '%s' "$origins"
}

[ -n "${TRELLIS_API_UPSTREAM:-}" ] ||
  fail "TRELLIS_API_UPSTREAM is not set: the address nginx proxies /api/ to (e.g. http://api.internal:8080)."
case "$BASE" in
/ | /*/) ;;
*) fail "TRELLIS_BASE must start and end with a slash (/ or /trellis/), not $BASE" ;;
esac
case "$BASE$PORT" in
*[!A-Za-z0-9/._~-]*) fail "TRELLIS_BASE and TRELLIS_PORT hold a character nginx's configuration would misread" ;;
esac

# ---- config.json (docs/deploying.md lists every key) ----
api="{\"baseUrl\":$(json_string "${TRELLIS_API_BASE_URL:-}"),\"tokenOrigins\":$(json_list "${TRELLIS_API_TOKEN_ORIGINS:-}")}"
if [ -n "${TRELLIS_OIDC_AUTHORITY:-}" ]; then
  [ -n "${TRELLIS_OIDC_CLIENT_ID:-}" ] ||
    fail "TRELLIS_OIDC_CLIENT_ID is not set: the client registered for the shell at ${TRELLIS_OIDC_AUTHORITY}."
  oidc="{\"authority\":$(json_string "$TRELLIS_OIDC_AUTHORITY"),\"clientId\":$(json_string "$TRELLIS_OIDC_CLIENT_ID")"
  oidc="$oidc,\"scope\":$(json_string "${TRELLIS_OIDC_SCOPE:-openid email read}")"
  oidc="$oidc,\"requireHttps\":$(json_boolean TRELLIS_OIDC_REQUIRE_HTTPS "${TRELLIS_OIDC_REQUIRE_HTTPS:-true}")}"
else
  oidc=null
fi
analytics=null
[ -n "${TRELLIS_ANALYTICS_SCRIPT_URL:-}" ] && analytics="{\"scriptUrl\":$(json_string "$TRELLIS_ANALYTICS_SCRIPT_URL")}"
telemetry=null
[ -n "${TRELLIS_TELEMETRY_ENDPOINT:-}" ] && telemetry="{\"endpoint\":$(json_string "$TRELLIS_TELEMETRY_ENDPOINT")}"
links=""
[ -n "${TRELLIS_LINK_PRIVACY_NOTICE:-}" ] && links="\"privacyNotice\":$(json_string "$TRELLIS_LINK_PRIVACY_NOTICE")"
[ -n "${TRELLIS_LINK_COMMUNITY:-}" ] && links="$links${links:+,}\"community\":$(json_string "$TRELLIS_LINK_COMMUNITY")"
[ -n "${TRELLIS_LINK_CONNECTED_APP_ORIGIN:-}" ] &&
  links="$links${links:+,}\"connectedAppOrigin\":$(json_string "$TRELLIS_LINK_CONNECTED_APP_ORIGIN")"
modules=${TRELLIS_MODULES:-[]}
case "$modules" in
\[*\] | \{*'"entries"'*\}) ;;
*) fail "TRELLIS_MODULES must be a JSON array of module entries, or { \"entries\": [...], \"allowOverrides\": ... } (docs/modules.md)" ;;
esac
case "$modules" in *'\/'*) fail "TRELLIS_MODULES: write its addresses without escaped slashes (\\/)" ;; esac

mkdir -p "$RUN_DIR"
printf '{"api":%s,"oidc":%s,"analytics":%s,"telemetry":%s,"links":{%s},"modules":%s}\n' \
  "$api" "$oidc" "$analytics" "$telemetry" "$links" "$modules" >"$RUN_DIR/config.json"

# ---- the Content-Security-Policy: `npm run --silent csp -- config.json` of this config.json ----
# The build wrote the policy with stand-ins (deploy/shell/policy-templates.ts); each becomes the origins the
# environment names, and a directive keeps the first of an origin named twice, as the policy function does.
modules_line=$(printf '%s' "$modules" | tr '\n' ' ')
strings_of() { grep -o '"[^"]*"' | tr -d '"'; }
module_entries=$(printf '%s' "$modules_line" | grep -o '"entry"[[:space:]]*:[[:space:]]*"[^"]*"' | sed 's/^"entry"[^:]*://' |
  strings_of || true)
module_addresses() {
  printf '%s' "$modules_line" | grep -o "\"$1\"[[:space:]]*:[[:space:]]*\\[[^]]*\\]" | sed 's/^[^[]*\[//' | strings_of || true
}
template=csp.template
printf '%s' "$modules_line" | grep -q '"allowOverrides"[[:space:]]*:[[:space:]]*true' && template=csp-overrides.template
api_origins=$(origins_of "${TRELLIS_API_BASE_URL:-},${TRELLIS_TELEMETRY_ENDPOINT:-},${TRELLIS_API_TOKEN_ORIGINS:-}") ||
  exit 64
oidc_origins=$(origins_of "${TRELLIS_OIDC_AUTHORITY:-}") || exit 64
analytics_origins=$(origins_of "${TRELLIS_ANALYTICS_SCRIPT_URL:-}") || exit 64
connect_origins=$(origins_of "${TRELLIS_CSP_CONNECT_SRC:-}") || exit 64
module_entry_origins=$(origins_of "$module_entries") || exit 64
module_connect_origins=$(origins_of "$(module_addresses connect)") || exit 64
module_image_origins=$(origins_of "$(module_addresses images)") || exit 64
fill() { printf 's#https://%s\\.trellis-stand-in\\.invalid#%s#g\n' "$1" "$2"; }
policy=$(
  sed -e "$(fill api "$api_origins")" -e "$(fill oidc "$oidc_origins")" -e "$(fill analytics "$analytics_origins")" \
    -e "$(fill connect "$connect_origins")" -e "$(fill module-entries "$module_entry_origins")" \
    -e "$(fill module-connect "$module_connect_origins")" -e "$(fill module-images "$module_image_origins")" \
    "$HOME_DIR/$template" |
    awk '{
      policy = ""
      count = split($0, directives, /; /)
      for (d = 1; d <= count; d++) {
        words = split(directives[d], word)
        split("", seen)
        directive = ""
        for (w = 1; w <= words; w++) {
          if (word[w] in seen) continue
          seen[word[w]] = 1
          directive = directive (directive == "" ? "" : " ") word[w]
        }
        policy = policy (d > 1 ? "; " : "") directive
      }
      print policy
    }'
)
case "$policy" in *stand-in*) fail "the policy template names a stand-in this script does not fill: $policy" ;; esac
policy=${TRELLIS_CSP:-$policy}
case "$policy" in
*'"'* | *frame-ancestors*) fail "TRELLIS_CSP holds a double quote or frame-ancestors (trellis.conf adds it per path)" ;;
esac
printf '%s\n' "$policy" >"$RUN_DIR/content-security-policy"

# ---- the nginx site (docs/nginx/trellis.conf) and the nginx.conf around it ----
sed_value() { printf '%s' "$1" | sed -e 's/[\\|&]/\\&/g'; }
sed \
  -e "s|__PORT__|$(sed_value "$PORT")|g" \
  -e "s|__BASE__|$(sed_value "$BASE")|g" \
  -e "s|__DIST__|$(sed_value "$HOME_DIR/dist")|g" \
  -e "s|__CONFIG_JSON__|$(sed_value "$RUN_DIR/config.json")|g" \
  -e "s|__API_UPSTREAM__|$(sed_value "$TRELLIS_API_UPSTREAM")|g" \
  -e "s|__CSP__|$(sed_value "$policy")|g" \
  "$HOME_DIR/trellis.conf" >"$RUN_DIR/site.conf"
left=$(grep -o '__[A-Z_]*__' "$RUN_DIR/site.conf" | sort -u | tr '\n' ' ' || true)
[ -z "$left" ] || fail "docs/nginx/trellis.conf has placeholders this script does not fill: $left"

mkdir -p "$RUN_DIR/temp"
cat >"$RUN_DIR/nginx.conf" <<NGINX
worker_processes auto;
pid $RUN_DIR/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include $MIME_TYPES;
  default_type application/octet-stream;
  sendfile on;
  server_tokens off;
  log_format trellis escape=json '{"time":"\$time_iso8601","remote":"\$remote_addr","method":"\$request_method",'
    '"uri":"\$request_uri","status":\$status,"bytes":\$body_bytes_sent,"seconds":\$request_time,'
    '"requestId":"\$trellis_request_id","traceparent":"\$http_traceparent"}';
  access_log ${TRELLIS_ACCESS_LOG:-/dev/stdout} trellis;
  client_body_temp_path $RUN_DIR/temp/body;
  proxy_temp_path $RUN_DIR/temp/proxy;
  fastcgi_temp_path $RUN_DIR/temp/fastcgi;
  uwsgi_temp_path $RUN_DIR/temp/uwsgi;
  scgi_temp_path $RUN_DIR/temp/scgi;
  include $RUN_DIR/site.conf;
}
NGINX

"$NGINX" -t -q -e stderr -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf"
echo "trellis-start: Trellis $(cat "$HOME_DIR/release" 2>/dev/null || echo '(release unknown)') at port $PORT, under $BASE" >&2
exec "$NGINX" -e stderr -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -g 'daemon off;'
