"""df24 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1): engineering threads in areas no earlier df part collected ====
# ---- Docker multi-stage builds and distroless base images ----
TIL = GH + "luantranminh/til/issues/160"
ODK = GH + "INCATools/ontology-development-kit/issues/466"
MYSQLDBG = GH + "y-asaba/docker-mysql-debug/pull/5"
NETATALK = GH + "Netatalk/netatalk/pull/1620"
UPLOADSRV = GH + "mayth/go-simple-upload-server/pull/6"
ORCH = GH + "openark/orchestrator/pull/545"
KAPP = GH + "kalisio/kApp/issues/71"
HTTPX = GH + "projectdiscovery/httpx/pull/133"
LANDROID = GH + "virtualzone/landroid-bridge/pull/89"
PASTY = GH + "lus/pasty/pull/43"
HEXDOCKER = GH + "hexops-graveyard/dockerfile/issues/10"
INSPIRCD = GH + "inspircd/docker/issues/123"
KUBEVIRT = GH + "kubevirt/cloud-provider-kubevirt/issues/50"
# ---- Content Security Policy: 'unsafe-inline', nonces and strict-dynamic ----
SECHEADERS = GH + "juunas11/aspnetcore-security-headers/issues/31"
LETTERTHIEF = GH + "coorasse/letter_thief/pull/16"
NOUNSAFE = GH + "MocioF/No-unsafe-inline/issues/3"
VIUR = GH + "viur-framework/viur-core/pull/1347"
NWEBSEC = GH + "NWebsec/NWebsec/issues/80"
KIRBYSEC = GH + "bnomei/kirby3-security-headers/issues/19"
ADOBEDOCS = GH + "AdobeDocs/experience-platform.en/issues/549"

# ---- lockfiles: committing package-lock.json (or yarn.lock) or ignoring it ----
KPI = GH + "kobotoolbox/kpi/pull/1718"
DATACLI = GH + "datopian/data-cli/issues/163"
BANGUMI = GH + "wxt2005/bangumi-list/pull/61"
IPYNIIVUE = GH + "niivue/ipyniivue/issues/282"
SCHULCLOUD = GH + "hpi-schul-cloud/schulcloud-client/pull/700"
WEBCOMPAT = GH + "webcompat/webcompat.com/issues/1873"
BASIGX = GH + "terrestris/BasiGX/pull/192"
GROMMERCE = GH + "Grommerce/grommerce-frontend/issues/18"
XPROFILER = GH + "X-Profiler/xprofiler/issues/77"
# ---- password hashing: bcrypt or Argon2 ----
BLAKE3 = GH + "BLAKE3-team/BLAKE3/issues/249"
WRATH = GH + "CalPolySEC/wrath-ctf-framework/issues/55"
HESTIA = GH + "hestiacp/hestiacp/pull/2752"
PHXAUTH = GH + "aaronrenner/phx_gen_auth/issues/97"
INSPIRCDARGON = GH + "inspircd/inspircd/issues/1540"
# ---- N+1 queries and eager loading ----
PROSPERO = GH + "Roskus/prospero-flow-crm/pull/39"
HYPERSIST = GH + "vladmihalcea/hypersistence-optimizer/issues/154"
EMPIRICAL = GH + "empirical-org/Empirical-Core/pull/1017"
PHPAR = GH + "jpfuentes2/php-activerecord/issues/552"
ANNICT = GH + "annict/annict/pull/565"
RESERVATIONS = GH + "YaleSTC/reservations/pull/1613"
DATAMAPPER = GH + "vlucas/phpDataMapper/issues/8"
FASTKIT = GH + "fastkit-org/fastkit-core/pull/3"

# ---- ReDoS: catastrophic backtracking in regular expressions ----
AWESOMEPENTEST = GH + "enaqx/awesome-pentest/pull/255"
CADDYWAF = GH + "fabriziosalmi/caddy-waf/issues/111"
SYNTAX = GH + "DmitrySoshnikov/syntax/issues/127"
LEARNREGEX = GH + "ziishaned/learn-regex/issues/111"
OWASPCOMM = GH + "OWASP/www-community/pull/1027"
MICELL = GH + "micell/micell/pull/142"
CODEMIRROR = GH + "codemirror/codemirror5/issues/7128"
# ---- soft delete: a deleted_at timestamp instead of removing rows ----
CLASSROOM = GH + "github-education-resources/classroom/pull/88"
PIEFORPROV = GH + "pieforproviders/pieforproviders/issues/1743"
SENTINEL = GH + "rydurham/Sentinel/issues/70"
CI4 = GH + "codeigniter4/CodeIgniter4/pull/2051"
ARSOFTDEL = GH + "yii2tech/ar-softdelete/issues/1"
# ---- changelogs: a CHANGELOG.md (Keep a Changelog) or GitHub release notes ----
EPYMORPH = GH + "NAU-CCL/Epymorph/issues/312"
MOONDL = GH + "LeyckerS/moondownloader/pull/15"
FETCH = GH + "JakeChampion/fetch/issues/152"
UNBOX = GH + "JohnSundell/Unbox/issues/130"
KEEPACL = GH + "release-it/keep-a-changelog/issues/33"
ARKEEP = GH + "arkeep-io/arkeep/issues/16"
PROMNESIA = GH + "karlicoss/promnesia/issues/215"
GEMINI = GH + "scylladb/gemini/pull/32"
MODUS = GH + "trimble-oss/modus-web-components/issues/31"
BIGCHAIN = GH + "bigchaindb/bigchaindb/issues/51"

# ---- monorepos: Lerna, npm/yarn/pnpm workspaces, Nx and Turborepo ----
HONEYOTEL = GH + "honeycombio/honeycomb-opentelemetry-node/issues/38"
HAPPYDOM = GH + "capricorn86/happy-dom/issues/427"
REACTBOIL = GH + "udaypydi/react-simple-boilerplate/issues/77"
TESTNEST = GH + "jmcdo29/testing-nestjs/issues/1222"
CALCULANG = GH + "calculang/calculang/issues/63"
WEBAUTHN = GH + "MasterKale/SimpleWebAuthn/issues/199"
SRMONO = GH + "pmowrer/semantic-release-monorepo/issues/118"
INLANG = GH + "opral/inlang/pull/86"
# ---- database connection pools: pool size and exhaustion ----
ULTICAL = GH + "ultical/ultical/issues/7"
IBMDB = GH + "ibmdb/node-ibm_db/issues/67"
TILESERVER = GH + "tilezen/tileserver/pull/61"
NODEPOOL = GH + "coopernurse/node-pool/issues/1"
R2D2 = GH + "sfackler/r2d2/issues/111"
# ---- ordinal follow-ups found while searching for them (numbered options and approaches) ----
BACKBONEFUND = GH + "addyosmani/backbone-fundamentals/pull/41"
HOUSING = GH + "focusconsulting/housing-insights/pull/234"
JSPUZZLES = GH + "EastBayJS/javascript-puzzles/pull/9"
HTTPSLOCAL = GH + "httpslocal/proposals/pull/17"

STUYPULSE = GH + "StuyPulse/team694.github.io/issues/38"
# ---- further threads of the areas above (collected after the first registration) ----
ARGONBROWSER = GH + "antelle/argon2-browser/issues/4"
ARGON2ID = GH + "alexedwards/argon2id/issues/4"
CSHARPARGON = GH + "alipha/csharp-argon2/issues/12"
ROOTPAGES = GH + "LukeShortCloud/rootpages/issues/473"
URLSHORT = GH + "vancanhuit/url-shortener/pull/37"
STELLARQS = GH + "stellar/quickstart/pull/829"
ARTTOOLS = GH + "openshift-eng/art-tools/pull/3026"
NTTCONF = GH + "ntt-developers/ntt-tech-conference/pull/118"
NODETWIG = GH + "bitmade/node-twig/issues/8"
BETTERT = GH + "AmanVarshney01/create-better-t-stack/issues/69"

# Every thread above is used as a history except those in QUESTION_ONLY, which only lend a sentence.

# ---- the bank: real sentences from df24 threads, each placed after at most two other df24 histories of the same area ----
# Docker multi-stage builds and distroless
K_MULTI = "Multi-stage builds in Docker allow for the creation of images in multiple stages, each with its own dependencies and files."
K_METHOD = "Multi-stage builds are a method to install into a Docker image files that have been prepared inside another Docker image."
K_SLIMMER = "Distroless is much slimmer than alpine and provides lesser attack surface."
K_GLIBC = "Distroless generates smaller images than using the Alpine base images."
# Content Security Policy
C_TOGETHER = "You cannot use unsafe-inline and nonce together."
C_UA = "If the UA supports nonces, the 'unsafe-inline' source will be ignored, and all scripts will be checked for the nonce."
C_ACCESS = "JavaScript code has access to the nonce value of its own <script> element, so it can get the nonce automatically if it is present."
C_META = "It is also important that a CSP nonce not be stored in an html meta tag (such as to make it accessible as a data element)."

# lockfiles
L_NOTICE = "npm notice created a lockfile as package-lock.json. You should commit this file."
L_LIKE = "I like committing my lock file so you can quickly tell a module was updated."
# password hashing
W_TUNE = "once you tune Argon2 to be as responsive as indicated by UX studies for interactive authentication (<=500ms), it's actually worse than bcrypt from a defense perspective"
W_STRONGER = "Actually, bcrypt is stronger than Argon2 for authentication (target runtime < 500ms.)"
W_MEMORY = "argon2 has a quite a bit of added protection, especially due to being a memory hard function"
# N+1 queries
N_ALLEVIATES = "Eager loading alleviates the \"N + 1\" query problem."
N_EITHER = "Either explicit (`FetchType.EAGER`) or implicit (`@OneToOne(mappedBy)`) eager fetching can trigger N+1 query issues."

# ReDoS
R_ATTACK = "A ReDoS attack is a denial of service condition executed by exploiting the nature of certain regular expression engines that require exponential time to compute a given input."
R_AFFECTS = "Catastrophic backtracking affects nearly every major language, including perl, ruby, java, javascript, python, C#, C++-11, and PHP."
R_WAF = "A regex-driven WAF is itself a target for catastrophic backtracking (ReDoS): a crafted request could turn an expensive rule into a CPU denial-of-service."
# soft delete
D_IMPORTANT = "It is certainly important to know when a record was deleted, not just whether it was."
# changelogs
G_EVERY = "I think every project should have ChangeLog, because users should have a quick way to find what was changed in new release."
G_NICE = "A CHANGELOG.md file is nice to have for lots of reasons."
G_MANUAL = "Manually maintaining a CHANGELOG.md could be extra work, but some users may expect to see a CHANGELOG in the project root."

# monorepos
M_LERNA = "Lerna is not maintained anymore."
M_YARN = "yarn workspaces are good for monlith repos but has complexities in publishing the packages and maintaining versions."
M_PNPM = "`pnpm workspaces` are incredibly similar to `lerna` to be honest."
M_NATIVE = "npm now supporting `workspaces` natively."
# connection pools
O_MAX = "The maximum size is the maximum number of connections the pool will maintain concurrently."
O_ACTIVE = "If the number of active connections is at the max_size, the pool will not make more connections."

# further bank sentences
W_VARIANTS = "The Argon2 algorithm has 3 variants which work slightly differently: Argon2d, Argon2i and Argon2id."
K_FROM = "In a Dockerfile, every `FROM` instruction creates another stage."


# The lead appends part 2's lenders here: QUESTION_ONLY = (*P1, *P2_QUESTION_ONLY).
QUESTION_ONLY: tuple[str, ...] = ()


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- Docker multi-stage builds and distroless base images ----
    ti1 = (U, "Multi-stage builds in Docker", "u1")
    # The description's general claim, naming its subject: a trap in its own thread.
    rec(TIL, [ti1], K_MULTI, False, SAME, [], None, author="u1")
    tiq = "By copying only necessary artifacts between stages, multi-stage builds can reduce the size of the final Docker image by avoiding unnecessary files and dependencies."
    rec(TIL, [ti1, (U, K_MULTI, "u1")], tiq, False, SAME, [], None, author="u1")
    lend(TIL, [ti1], K_SLIMMER, SAME, PASTY)

    od1 = (U, "Consider using multi-stage builds", "u1")
    rec(ODK, [od1], K_METHOD, False, SAME, [], None, author="u1")
    od2 = (U, K_METHOD + "\n\nAmong other things, it allows to build a program in a (temporary) Docker image and copy *only* the resulting program to another (final) image, leaving all the build-time dependencies (that are only required to build the program) out of the final image. It should therefore allow to considerably reduce the size of an image.", "u1")
    rec(ODK, [od1, od2], "That would be so awesome..", True, "pronoun", ["That"], "Using multi-stage builds for the ontology-development-kit Docker image would be so awesome.", author="u2")
    rec(ODK, [od1, od2, (A, "That would be so awesome..", "u2")], "Done with #475.", True, "ellipsis", [], "Multi-stage builds for the ontology-development-kit Docker image were done with #475.", author="u1")
    lend(ODK, [od1], K_GLIBC, SAME, INSPIRCD)

    my1 = (U, "Use multi stage builds", "u1")
    rec(MYSQLDBG, [my1], "This changes to use multi-stage builds to reduce container size.", True, "pronoun", ["This"], "This pull request changes docker-mysql-debug's Dockerfile to use multi-stage builds to reduce the container size.", author="u1")
    lend(MYSQLDBG, [my1], K_MULTI, SAME, TIL)

    na1 = (U, "docker: use multistage build to isolate build from final image", "u1")
    naclaim = "For those not familiar, Docker multistage builds reduce the size of the final image and keep a cleaner separation between build artifacts vs. what actually needs to be deployed."
    rec(NETATALK, [na1], naclaim, False, SAME, [], None, author="u1")
    naq = "In this case, it looks like this cuts the image size from ~300MB to ~120MB."
    rec(NETATALK, [na1, (U, naclaim + "  The general idea is to build and then copy the artifacts into a fresh base.", "u1")], naq, True, "pronoun", ["this case", "this"], "Using a multistage build for the netatalk Docker image cuts its size from ~300MB to ~120MB.", author="u1")
    rec(NETATALK, [na1, (U, naclaim + "\n\n" + naq, "u1")], "Much more elegant solution, thank you!", True, "ellipsis", ["solution"], "Isolating the netatalk Docker build from the final image with a multistage build is a much more elegant solution, thank you!", author="u2")

    up1 = (U, "Use multi-stage Docker build to decrease image size", "u1")
    up2 = (U, "Using new multi-stage feature from Docker (available for Docker Hub for auto-build), it was possible to decrease the size of image from 721MB to ~10MB.", "u1")
    rec(UPLOADSRV, [up1, up2], "BTW, this PR attempts to address #5", True, "pronoun", ["this PR"], "The pull request using a multi-stage Docker build for go-simple-upload-server attempts to address issue #5.", author="u1")
    rec(UPLOADSRV, [up1, up2, (U, "BTW, this PR attempts to address #5", "u1")], "thank you for your pull-request. this looks nice :)", True, "pronoun", ["your pull-request", "this"], "Thank you for the pull request using a multi-stage Docker build for go-simple-upload-server; it looks nice.", author="u2")
    lend(UPLOADSRV, [up1], K_METHOD, SAME, ODK)

    or1 = (U, "Reduce container image size by using multi-stage builds", "u1")
    orq = "By using multi stage builds we can reduce the image size by 50%."
    rec(ORCH, [or1], orq, True, "ellipsis", ["the image size"], "By using multi-stage builds we can reduce the orchestrator container image size by 50%.", author="u1")
    or2 = (A, "Nice!\nI've never seen the use of `FROM` twice in the same Dockerfile.", "u2")
    rec(ORCH, [or1, (U, orq, "u1"), or2], "Perhaps we should add comment specifying you'd need a `17.09` or later?", True, "ellipsis", [], "Perhaps orchestrator's Dockerfile should add a comment saying that multi-stage builds need Docker `17.09` or later?", author="u2")

    ka1 = (U, "Enhance docker build to decrease image size", "u1")
    ka2 = (U, "Using multi-stage build:\n- Compressed size:  714.97 MB => 180.24 MB\n- Compressed size: 1.96GB =>719MB", "u1")
    rec(KAPP, [ka1, ka2], "Deployed on dev and works fine.", True, "ellipsis", [], "kApp's multi-stage Docker build is deployed on dev and works fine.", author="u1")
    lend(KAPP, [ka1], K_MULTI, SAME, TIL)

    hx1 = (U, "Dockerfile updated, image size reduced using multi-stage build", "u1")
    hxq = "Reduced docker image from 525MB to 16.9MB using multi-stage build."
    rec(HTTPX, [hx1], hxq, True, "ellipsis", [], "httpx's docker image is reduced from 525MB to 16.9MB using a multi-stage build.", author="u1")
    rec(HTTPX, [hx1, (U, hxq, "u1")], "Thank you @jsav0 for the update.", True, "ellipsis", ["the update"], "Thank you @jsav0 for the httpx Dockerfile update that reduces the image size with a multi-stage build.", author="u2")

    la1 = (U, "Introducing multi-staged Docker build to reduce final image size", "u1")
    laq = "With these changes I was able to reduce the final image size by approx. 50 MB."
    rec(LANDROID, [la1], laq, True, "pronoun", ["these changes"], "With a multi-staged Docker build for landroid-bridge I was able to reduce the final image size by approx. 50 MB.", author="u1")
    la2 = (U, laq + " This is achieved by running the `npm install` step inside a staged build container.", "u1")
    laq2 = "We don't need the NPM dev dependencies in the final container, they are only required for building the app (compiling the TypeScript into JavaScript)."
    rec(LANDROID, [la1, la2], laq2, True, "ellipsis", ["the final container", "the app"], "landroid-bridge doesn't need the NPM dev dependencies in its final container; they are only required for building the app (compiling the TypeScript into JavaScript).", author="u1")
    lend(LANDROID, [la1], K_METHOD, SAME, ODK)

    pa1 = (U, "docker: Switch to distroless", "u1")
    rec(PASTY, [pa1], K_SLIMMER, False, SAME, [], None, author="u1")
    paq = "I have tested most functions, and they look working on distroless image."
    rec(PASTY, [pa1, (U, K_SLIMMER, "u1")], paq, True, "ellipsis", ["most functions"], "I have tested most of pasty's functions, and they look working on the distroless image.", author="u1")
    rec(PASTY, [pa1, (U, K_SLIMMER + " " + paq, "u1")], "Sorry for the late reply. LGTM and (very) quick testing also did not reveal any issues. Thank you!", True, "ellipsis", [], "Sorry for the late reply. Switching pasty's Docker image to distroless looks good to me and (very) quick testing also did not reveal any issues. Thank you!", author="u2")

    he1 = (U, "Don't use Alpine of full OS images, promote Distroless instead", "u1")
    he2 = (U, "Try building `static` binaries for you app and use minimalist base image, like Distroless: \nhttps://github.com/GoogleContainerTools/distroless", "u1")
    heq = "I'm happy to accept a PR that adds to the README a succinct explanation for why someone should **consider** using Distroless."
    rec(HEXDOCKER, [he1, he2], heq, True, "ellipsis", ["the README"], "I'm happy to accept a PR that adds to the hexops dockerfile README a succinct explanation for why someone should consider using Distroless.", author="u2")
    rec(HEXDOCKER, [he1, he2, (A, heq, "u2")], "Not a huge fan of distroless but alpne has some troubles with dns and networking, etc.", False, SAME, [], None, author="u3")
    lend(HEXDOCKER, [he1], K_GLIBC, SAME, INSPIRCD)

    ir1 = (U, "Look into using Distroless for the container base image", "u1")
    rec(INSPIRCD, [ir1], K_GLIBC, False, SAME, [], None, author="u1")
    rec(INSPIRCD, [ir1, (U, K_GLIBC, "u1")], "It also uses glibc which is generally less quirky (i.e. to spec but broken in practise) than musl.", True, "pronoun", ["It"], "Distroless also uses glibc, which is generally less quirky (i.e. to spec but broken in practise) than musl.", author="u1")
    lend(INSPIRCD, [ir1], K_SLIMMER, SAME, PASTY)

    kv1 = (U, "Use distroless base image rather than alpine", "u1")
    kvclaim = "Many of Kubernetes community folks decided to use Distroless as their base image."
    rec(KUBEVIRT, [kv1], kvclaim, False, SELF, [], None, author="u1")
    kv2 = (U, kvclaim + " Alpine is a great distro but what about using Distroless? :)", "u1")
    rec(KUBEVIRT, [kv1, kv2], "we've decided to go with UBI image registry.redhat.io/ubi9/ubi-micro", True, "ellipsis", [], "For cloud-provider-kubevirt's base image we've decided to go with the UBI image registry.redhat.io/ubi9/ubi-micro rather than Distroless or Alpine.", author="u2")

    # ---- Content Security Policy: 'unsafe-inline', nonces and strict-dynamic ----
    sh1 = (U, "'unsafe-inline' is ignored if either a hash or nonce value is present in the source list", "u1")
    rec(SECHEADERS, [sh1], "I got error while using this lib", True, "pronoun", ["this lib"], "I got an error ('unsafe-inline' is ignored if a hash or nonce is present) while using the aspnetcore-security-headers library.", author="u1")
    sh2 = (A, "That's not really related to this library, but how you are using Content Security Policy. You can't use inline styles if you specify a nonce.", "u2")
    sh3 = (U, "app.UseCsp(csp =>\n            {\n                csp.AllowScripts\n                    .FromSelf()\n                    .AllowUnsafeInline()\n                    .AddNonce();\n            });", "u1")
    sh4 = (A, "But you have added a nonce to the CSP. Your browser is ignoring unsafe-inline since a nonce is in the CSP.", "u2")
    rec(SECHEADERS, [sh1, (U, "I got error while using this lib", "u1"), sh2, sh3, sh4], "how i can resolve it?", True, "pronoun", ["it"], "How can I resolve my browser ignoring unsafe-inline because my CSP from aspnetcore-security-headers includes a nonce?", author="u1")
    lend(SECHEADERS, [sh1], C_UA, SELF, NWEBSEC)

    lt1 = (U, "Must remove style nonce directive to allow unsafe_inline", "u1")
    ltclaim = "a common CSP setting is using nonces to allow exceptions, and when using nonces alongside policies, `unsafe_inline` is ignored if nonces are enabled."
    rec(LETTERTHIEF, [lt1], ltclaim, False, SAME, [], None, author="u1")
    rec(LETTERTHIEF, [lt1, (U, "Thanks for addressing the CSP issue. I agree that since it shouldn't be for the general public, unsafe inline should be fine. However, " + ltclaim, "u1")], "This PR overrides the applications nonce setting to turn it off, thereby preventing the above issue.", True, "pronoun", ["This PR", "it", "the above issue"], "The letter_thief pull request overrides the application's CSP nonce setting to turn it off, so that unsafe_inline is no longer ignored.", author="u1")
    lend(LETTERTHIEF, [lt1], C_TOGETHER, SAME, VIUR)

    nu1 = (U, "The plugin adds nonce header everytime", "u1")
    nuq = "But it adds \"nonce\" directive to content-security-policy header (style-src). And it ruins all queries with my 'unsafe-inline' setting."
    rec(NOUNSAFE, [nu1, (U, "Hi, nice handy plugin. But I faced with a problem. I want to use plugin without scanning resources, with only setting Base Rules.", "u1")], nuq, True, "pronoun", ["it"], "But the No-unsafe-inline plugin adds a \"nonce\" directive to the content-security-policy header (style-src), and that ruins all queries with my 'unsafe-inline' setting.", author="u1")
    lend(NOUNSAFE, [nu1], C_TOGETHER, SAME, VIUR)

    vi1 = (U, "fix: Don't create a CSP nonce if unsafe-inline is enabled", "u1")
    rec(VIUR, [vi1], C_TOGETHER, False, SAME, [], None, author="u1")
    rec(VIUR, [vi1, (U, C_TOGETHER, "u1")], "Chrome refuses all styles otherwise.", True, "ellipsis", ["otherwise"], "If a CSP has both unsafe-inline and a nonce, Chrome refuses all styles.", author="u1")
    lend(VIUR, [vi1], C_META, SELF, ADOBEDOCS)

    nw1 = (U, "CSP nonce does not work in safari", "u1")
    nwq = "Safari does not support this, but I don't want to turn on unsafe-inline for every browser."
    rec(NWEBSEC, [nw1, (U, "Is it possible to be able to turn of unsafe inline, only for browsers that does not support nonce for inline scripts?", "u1")], nwq, True, "pronoun", ["this"], "Safari does not support CSP nonces for inline scripts, but I don't want NWebsec to turn on unsafe-inline for every browser.", author="u1")
    nw2 = (A, "The idea is to combine the nonce with the unsafe-inline directive.", "u2")
    rec(NWEBSEC, [nw1, nw2], C_UA, False, SAME, [], None, author="u2")
    rec(NWEBSEC, [nw1, nw2, (A, C_UA, "u2")], "This is a trick to make the introduction of the nonces backwards compatible.", True, "pronoun", ["This"], "Combining the CSP nonce with the 'unsafe-inline' directive is a trick to make the introduction of nonces backwards compatible with browsers like Safari that ignore nonces.", author="u2")

    ki1 = (U, "<style> doesn't respect $site->nonce()", "u1")
    ki2 = (U, "when playing around with your plugin, I noticed that `$site->nonce()` works for CSS files (via `<link>` tag) and JS files (via `<script>` tag), but not for inline CSS via `<style>` - which is odd ..", "u1")
    kiq = "@bnomei any idea? I guess I'm doing something wrong - smells fishy .."
    rec(KIRBYSEC, [ki1, ki2], kiq, True, "ellipsis", ["any idea?"], "@bnomei any idea why kirby3-security-headers' `$site->nonce()` doesn't work for inline CSS in a `<style>` tag? I guess I'm doing something wrong.", author="u1")
    rec(KIRBYSEC, [ki1, ki2, (U, kiq, "u1")], "what means \"does not work\"?", True, "ellipsis", ["\"does not work\""], "What do you mean when you say `$site->nonce()` \"does not work\" for an inline `<style>` tag?", author="u2")
    lend(KIRBYSEC, [ki1], C_ACCESS, SELF, ADOBEDOCS)

    ad1 = (U, "Content Security Policy supports strict-dynamic keyword as an additional way of allowing inline scripts", "u1")
    ad2 = (U, "The Content Security Policy page describes two approaches to supporting inline scripts in a CSP.\n\n1. Using nonces and configuring the Core extension with nonce data (most secure)\n2. Using unsafe-inline (least secure)", "u1")
    rec(ADOBEDOCS, [ad1, ad2], "There is a middleground: the \"strict-dynamic\" keyword in script-src.", True, "ellipsis", ["a middleground"], "Between using nonces and using unsafe-inline for inline scripts in a CSP, there is a middle ground: the \"strict-dynamic\" keyword in script-src.", author="u1")
    rec(ADOBEDOCS, [ad1, ad2], C_ACCESS, False, SELF, [], None, author="u1")
    rec(ADOBEDOCS, [ad1, ad2], C_META, False, SELF, [], None, author="u1")

    # ---- lockfiles: committing package-lock.json (or yarn.lock) or ignoring it ----
    kp1 = (U, "keep package-lock in repository for more safety", "u1")
    kpq = "We should have it in the repository: https://stackoverflow.com/questions/44206782/do-i-commit-the-package-lock-json-file-created-by-npm-5"
    rec(KPI, [kp1], kpq, True, "pronoun", ["it", "the repository"], "We should keep package-lock.json in the kpi repository: https://stackoverflow.com/questions/44206782/do-i-commit-the-package-lock-json-file-created-by-npm-5", author="u1")
    rec(KPI, [kp1, (U, kpq, "u1"), (U, "@pmusaraj ping :)", "u1")], "Closing, see #1808", True, "ellipsis", [], "Closing the kpi pull request that keeps package-lock.json in the repository; see #1808.", author="u2")
    lend(KPI, [kp1], L_NOTICE, SELF, WEBCOMPAT)

    dc1 = (U, "include package-lock.json in commits", "u1")
    dc2 = (U, "Currently, we have `package-lock.json` in `.gitignore` while the idea of it is to be shared as said in npm documentation", "u1")
    dcq = "It describes the exact tree that was generated, such that subsequent installs are able to generate identical trees, regardless of intermediate dependency updates."
    rec(DATACLI, [dc1, dc2], dcq, True, "pronoun", ["It"], "package-lock.json describes the exact tree that was generated, such that subsequent installs are able to generate identical trees, regardless of intermediate dependency updates.", author="u1")
    rec(DATACLI, [dc1, dc2, (U, "## Tasks\n\n* [ ] commit and push `package-lock.json`", "u1")], "FIXED/OBSOLETE we have yarn.lock instead", True, "ellipsis", [], "Committing package-lock.json in data-cli is fixed/obsolete: data-cli has a yarn.lock instead.", author="u1")
    lend(DATACLI, [dc1], L_LIKE, SELF, GROMMERCE)

    bg1 = (U, "Add package-lock.json into repo", "u1")
    bg2 = (U, "Per the document of npm, `package-lock.json` is \"intended to be committed into source repositories\".", "u1")
    rec(BANGUMI, [bg1, bg2], "The file this PR adds is the one `npm` generates automatically.", True, "pronoun", ["The file this PR adds"], "The package-lock.json that this bangumi-list pull request adds is the one `npm` generates automatically.", author="u1")
    lend(BANGUMI, [bg1], L_NOTICE, SELF, WEBCOMPAT)

    ip1 = (U, "Commit package-lock.json to version control", "u1")
    ip2 = (U, "The `package-lock.json` was added to `.gitignore` in #139. npm's docs explicitly say this file should be committed", "u1")
    ipq = "Without it, `npm install` can resolve different dependency versions depending on when and where it runs."
    rec(IPYNIIVUE, [ip1, ip2], ipq, True, "pronoun", ["it"], "Without a committed package-lock.json, `npm install` can resolve different dependency versions depending on when and where it runs.", author="u1")
    rec(IPYNIIVUE, [ip1, ip2, (U, ipq + " Contributors and CI can end up with different `node_modules` trees, which makes bugs harder to track down.", "u1")], "Worth removing it from `.gitignore` and checking in the current lockfile.", True, "pronoun", ["it", "the current lockfile"], "It is worth removing package-lock.json from ipyniivue's `.gitignore` and checking in the current lockfile.", author="u1")
    lend(IPYNIIVUE, [ip1], L_LIKE, SELF, GROMMERCE)

    sc1 = (U, "Remove package-lock from .gitignore", "u1")
    rec(SCHULCLOUD, [sc1], "According to npmjs docs:\n> This file is intended to be committed into source repositories (...)", True, "pronoun", ["This file"], "According to the npmjs docs, package-lock.json is intended to be committed into source repositories, so schulcloud-client should remove it from .gitignore.", author="u1")

    wc1 = (U, "Commit package-lock.json?", "u1")
    wc2 = (U, "When you setup the repo, after npm build runs you get the following:\n\n`" + L_NOTICE + "`", "u1")
    # npm's notice names the lockfile it speaks of: a trap in its own thread.
    rec(WEBCOMPAT, [wc1], L_NOTICE, False, SELF, [], None, author="u1")
    wcq = "Reading up at https://docs.npmjs.com/files/package-lock.json, it seems like a good idea?"
    rec(WEBCOMPAT, [wc1, wc2], wcq, True, "pronoun", ["it"], "Reading up at https://docs.npmjs.com/files/package-lock.json, committing package-lock.json to webcompat.com seems like a good idea?", author="u1")
    wc3 = (U, "Then again... maybe people hate this: https://twitter.com/brianleroux/status/930516598846144512", "u1")
    rec(WEBCOMPAT, [wc1, wc2, (U, wcq + "\n\nI'll defer to @zoepage though.", "u1"), wc3], "I'm also not a big fan, but it might be helpful.", True, "pronoun", ["it"], "I'm also not a big fan of committing package-lock.json, but it might be helpful for webcompat.com.", author="u2")

    bx1 = (U, "Add package-lock.json", "u1")
    bxq = "`npm` (since v5.x.x) generates this file, and it should be committed in repositories."
    rec(BASIGX, [bx1], bxq, True, "pronoun", ["this file", "it"], "`npm` (since v5.x.x) generates package-lock.json, and it should be committed in repositories.", author="u1")
    rec(BASIGX, [bx1, (U, bxq + " Even `npm` itself advises us to commit it:\n\n```\n" + L_NOTICE + "\n```\n\nPlease review.", "u1")], "LGTM, please merge :pineapple:", True, "ellipsis", [], "Adding package-lock.json to BasiGX looks good to me, please merge.", author="u2")

    gm1 = (U, "Should we add package-lock.json in gitignore?", "u1")
    gm2 = (U, "Found this link online, so I don't think it's be a great idea to package-lock.json in regular commits. \n\nhttps://stackoverflow.com/questions/44206782/do-i-commit-the-package-lock-json-file-created-by-npm-5\n\nPlease enlighten me about your experiences and suggestions.", "u1")
    gm3 = (A, "Hi - sorry again to intrude. This is just my opinion so take it lightly. " + L_LIKE, "u2")
    rec(GROMMERCE, [gm1, gm2], L_LIKE, False, SELF, [], None, author="u2")
    rec(GROMMERCE, [gm1, gm2, gm3], "@mariolo1985 Interesting and I think that is one of the pros that package-lock has. +1 for this.", True, "pronoun", ["that", "this"], "@mariolo1985 Interesting: quickly telling that a module was updated is one of the pros of committing package-lock.json. +1 for committing it.", author="u1")

    xp1 = (U, "Add package-lock.json into repo", "u1")
    xp2 = (U, "According document at npmjs.com, this file should \"be committed into source repositories\" to reduce several, improve stability and speed.", "u1")
    rec(XPROFILER, [xp1, xp2], "Thx, I'll commit this file :)", True, "pronoun", ["this file"], "Thanks, I'll commit package-lock.json into the xprofiler repository.", author="u2")

    # ---- password hashing: bcrypt or Argon2 ----
    bl1 = (U, "maybe recommend bcrypt over argon2?", "u1")
    rec(BLAKE3, [bl1], W_TUNE, False, SELF, [], None, author="u1")
    bl2 = (U, "Multiple judges for the Password Hashing Competition - that selected the Argon2 family as its winner - have since acknowledged that " + W_TUNE + ".\n\nperhaps bcrypt is a better recommendation than Argon2?   (and fwiw, which is nothing, at my job, we use bcrypt)", "u1")
    rec(BLAKE3, [bl1, bl2], "I looked into that claim in the past, I'd have to dig it up", True, "pronoun", ["that claim", "it"], "I looked into the claim that Argon2 tuned for interactive authentication is worse than bcrypt in the past; I'd have to dig up what I found.", author="u2")
    lend(BLAKE3, [bl1], W_MEMORY, SAME, INSPIRCDARGON)

    wr1 = (U, "Migrate to Argon2 from Bcrypt", "u1")
    wrq = "Do we want to upgrade our password hashing algorithm to the current best, or are we saying bcrypt is plenty good?"
    rec(WRATH, [wr1], wrq, True, "ellipsis", ["the current best"], "Do we want to upgrade wrath-ctf-framework's password hashing from bcrypt to Argon2, the current best, or is bcrypt plenty good?", author="u1")
    rec(WRATH, [wr1, (U, wrq, "u1"), (A, "+1 for switching to Argon2\n\nIn my (very) limited understanding of password crypto in 2017, Argon2 is considered better over bcrypt.", "u2")], "It takes a bunch of memory, so it makes GPU's useless for cracking hashes.", True, "pronoun", ["It", "it"], "Argon2 takes a bunch of memory, so it makes GPUs useless for cracking hashes.", author="u2")
    lend(WRATH, [wr1], W_STRONGER, SAME, HESTIA)

    hs1 = (U, "switch from argon2 to bcrypt", "u1")
    rec(HESTIA, [hs1], W_STRONGER, False, SAME, [], None, author="u1")
    hs2 = (U, W_STRONGER + " Argon2 does not match or surpass bcrypt's strength until ≳ 1000ms runtimes", "u1")
    rec(HESTIA, [hs1, hs2], "but with that said, Argon2 is much better than md5! (which was the previous default until https://github.com/hestiacp/hestiacp/pull/2421 )", True, "ellipsis", ["with that said"], "Even though bcrypt is stronger than Argon2 for authentication, Argon2 is much better than md5, which was hestiacp's previous default until pull request #2421.", author="u1")
    rec(HESTIA, [hs1, hs2], "So ArgonID is stronger on higher strength but it doesn't work for authentication at that strength ...", True, "ellipsis", ["So", "that strength"], "So Argon2id is stronger than bcrypt at runtimes of about 1000ms or more, but it doesn't work for authentication at that strength?", author="u2")

    px1 = (U, "Consider using Argon2 instead of Bcrypt", "u1")
    rec(PHXAUTH, [px1], "Currently passwords are hashed using bcrypt, but we could consider switching to Argon2", True, "ellipsis", ["passwords"], "Currently phx_gen_auth hashes passwords using bcrypt, but it could consider switching to Argon2.", author="u1")
    pxclaim = "Bcrypt has a few downsides though, most notably that it has a limit on the amount of input data, limiting passwords to 72 characters"
    rec(PHXAUTH, [px1], pxclaim, False, SELF, [], None, author="u1")
    rec(PHXAUTH, [px1, (U, pxclaim + " (and recommended is to lower this to 64 to allow for string termination etc).", "u1")], "If there's agreement that Argon2 is a better alternative, I'm willing to make a PR for this.", True, "pronoun", ["this"], "If there's agreement that Argon2 is a better alternative than bcrypt, I'm willing to make a PR switching phx_gen_auth to Argon2.", author="u1")

    ia1 = (U, "Argon2 Support", "u1")
    ia2 = (U, "Please add Support for Argon2, Argon2i and Argon2id", "u1")
    rec(INSPIRCDARGON, [ia1, ia2], "What benefits do these have over existing methods e.g. bcrypt or pbkdf2?", True, "pronoun", ["these"], "What benefits do Argon2, Argon2i and Argon2id have over InspIRCd's existing methods, e.g. bcrypt or pbkdf2?", author="u2")
    rec(INSPIRCDARGON, [ia1, ia2, (A, "What benefits do these have over existing methods e.g. bcrypt or pbkdf2?", "u2")], W_MEMORY, False, SAME, [], None, author="u3")
    lend(INSPIRCDARGON, [ia1], W_TUNE, SELF, BLAKE3)

    # ---- N+1 queries and eager loading ----
    ps1 = (U, "Implement Eager Loading in queries", "u1")
    rec(PROSPERO, [ps1], N_ALLEVIATES, False, SAME, [], None, author="u1")
    psclaim = "When building a query, you may specify which relationships should be eager loaded using the `with` method."
    rec(PROSPERO, [ps1, (U, N_ALLEVIATES, "u1")], psclaim, False, SELF, [], None, author="u1")
    rec(PROSPERO, [ps1, (U, N_ALLEVIATES + "\n\n" + psclaim + "\n\nBefore.... **`[27 queries]`**\n\nand after  **`[9 queries]`**", "u1")], "Thanks for the performance improvement! Looks great", True, "ellipsis", ["the performance improvement"], "Thanks for the performance improvement from eager loading in prospero-flow-crm's queries! Looks great.", author="u2")

    hy1 = (U, "Detect N+1 query issues triggered by eager loading", "u1")
    rec(HYPERSIST, [hy1], N_EITHER, False, SAME, [], None, author="u1")
    hyq = "We need to intercept and count the number of queries that get executed and report the N+1 query issues when happening due to a JPQL or Criteria API that doesn't JOIN FETCH the associations."
    rec(HYPERSIST, [hy1, (U, N_EITHER, "u1")], hyq, True, "ellipsis", ["We"], "Hypersistence Optimizer needs to intercept and count the executed queries and report N+1 query issues caused by a JPQL or Criteria API query that doesn't JOIN FETCH eagerly fetched associations.", author="u1")
    rec(HYPERSIST, [hy1, (U, N_EITHER + " " + hyq, "u1")], "Fixed.", True, "ellipsis", [], "Hypersistence Optimizer now detects N+1 query issues triggered by eager loading.", author="u1")

    em1 = (U, "avoid N+1 queries.", "u1")
    rec(EMPIRICAL, [em1], "Use includes eager loading to avoid N+1 Queries.", True, "ellipsis", [], "This Empirical-Core pull request uses `includes` eager loading to avoid N+1 queries.", author="u1")
    lend(EMPIRICAL, [em1], N_ALLEVIATES, SAME, PROSPERO)

    ar1 = (U, "N+1 Problem", "u1")
    arq = "Need to have support of Eager Loading like in Ruby on Rails"
    rec(PHPAR, [ar1], arq, True, "ellipsis", [], "php-activerecord needs support for eager loading like in Ruby on Rails, to avoid the N+1 problem.", author="u1")
    ar2 = (A, "Any more details for your request?", "u2")
    ar3 = (U, "@koenpunt Hello, sure thing! Here it is:\nhttps://www.sitepoint.com/silver-bullet-n1-problem/", "u1")
    rec(PHPAR, [ar1, (U, arq, "u1"), ar2, ar3], "Is this what you are looking for? [Eager Loading](http://www.phpactiverecord.org/projects/main/wiki/Finders#eager-loading)", True, "pronoun", ["this"], "Is php-activerecord's documented eager loading (http://www.phpactiverecord.org/projects/main/wiki/Finders#eager-loading) what you are looking for to avoid N+1 queries?", author="u3")
    lend(PHPAR, [ar1], N_EITHER, SAME, HYPERSIST)

    an1 = (U, "Eager load work items", "u1")
    rec(ANNICT, [an1], "Prevents N+1 queries.", True, "ellipsis", [], "Eager loading work items in annict prevents N+1 queries.", author="u1")
    lend(ANNICT, [an1], N_ALLEVIATES, SAME, PROSPERO)

    rv1 = (U, "[1555] Fix N+1 Queries", "u1")
    rvq = "I did quite a bit of searching for other N+1 queries but wasn't able to find any other ones outside of those noted in the issue thread."
    rec(RESERVATIONS, [rv1, (U, "Resolves #1555", "u1")], rvq, True, "ellipsis", ["other N+1 queries", "the issue thread"], "I searched the reservations code for N+1 queries other than those noted in issue #1555 but wasn't able to find any.", author="u1")
    rec(RESERVATIONS, [rv1, (U, "Resolves #1555 \n\n" + rvq, "u1")], "Rebase to see if eager loading breaks our existing specs.", True, "ellipsis", ["our existing specs"], "Rebase the N+1 query fix for reservations to see if its eager loading breaks the existing specs.", author="u2")

    dm1 = (U, "N+1 query problem", "u1")
    dmq = "From relationships documentation:\n\n\"Currently, the above ‘HasMany’ example will incur N+1 queries. That is, one query will be executed for each set of comments requested for each post. So if 20 posts are returned and you print the comments for all posts, 20+1 queries will be executed.\""
    rec(DATAMAPPER, [dm1], dmq, True, "ellipsis", ["the above ‘HasMany’ example"], "phpDataMapper's relationships documentation says that its 'HasMany' example incurs N+1 queries: one query for each post's comments, so 20 posts printed with their comments take 20+1 queries.", author="u1")
    rec(DATAMAPPER, [dm1, (U, dmq, "u1")], "I'm going to take a stab at this in my fork so that only two queries are generated as described.", True, "pronoun", ["this", "as described"], "I'm going to take a stab at fixing phpDataMapper's N+1 query problem in my fork so that only two queries are generated for the HasMany example.", author="u1")

    fk1 = (U, "Eager Loading (Load Relationships)", "u1")
    rec(FASTKIT, [fk1], "- Support eager loading to prevent N+1 query problems.", True, "ellipsis", [], "fastkit-core should support eager loading of relationships to prevent N+1 query problems.", author="u1")
    rec(FASTKIT, [fk1, (U, "- Support eager loading to prevent N+1 query problems.", "u1")], "- The service layer passes `load_relations` parameters to the underlying repository.", True, "ellipsis", ["The service layer", "the underlying repository"], "In fastkit-core's eager loading, the service layer passes `load_relations` parameters to the underlying repository.", author="u1")
    lend(FASTKIT, [fk1], N_EITHER, SAME, HYPERSIST)

    # ---- ReDoS: catastrophic backtracking in regular expressions ----
    ap1 = (U, "Add RegEx-DoS, an analyzer for regular expressions susceptible to DoS attacks.", "u1")
    rec(AWESOMEPENTEST, [ap1], R_ATTACK, False, SAME, [], None, author="u1")
    rec(AWESOMEPENTEST, [ap1, (U, R_ATTACK, "u1")], "This tool is a static analyzer that searches through source code and reports risk levels for any regular expressions found.", True, "pronoun", ["This tool"], "RegEx-DoS is a static analyzer that searches through source code and reports ReDoS risk levels for any regular expressions found.", author="u1")
    lend(AWESOMEPENTEST, [ap1], R_AFFECTS, SAME, LEARNREGEX)

    cw1 = (U, "[Security] ReDoS resistance audit of regex rules", "u1")
    rec(CADDYWAF, [cw1], R_WAF, False, SAME, [], None, author="u1")
    rec(CADDYWAF, [cw1, (U, R_WAF, "u1")], "Goal for v0.9.x: assemble a ReDoS test corpus, review hot-path patterns for backtracking risk, and evaluate mitigations (per-match timeouts, complexity limits, or a linear-time engine).", True, "ellipsis", ["v0.9.x", "hot-path patterns"], "caddy-waf's goal for v0.9.x: assemble a ReDoS test corpus, review its hot-path regex rules for backtracking risk, and evaluate mitigations (per-match timeouts, complexity limits, or a linear-time engine).", author="u1")
    lend(CADDYWAF, [cw1], R_ATTACK, SAME, AWESOMEPENTEST)

    sy1 = (U, "A ReDoS vulnerability exists in grammar.js", "u1")
    syq = "It uses the vulnerable regular expression `'(\\\\.|[^'\\\\])*'`. When the match fails, it will cause catastrophic backtracking."
    rec(SYNTAX, [sy1, (U, "The affected code is located in grammar.js-line191.", "u1")], syq, True, "pronoun", ["It", "the match", "it"], "syntax's grammar.js (line 191) uses the vulnerable regular expression `'(\\\\.|[^'\\\\])*'`; when the match fails, it causes catastrophic backtracking.", author="u1")
    rec(SYNTAX, [sy1, (U, "The affected code is located in grammar.js-line191. " + syq, "u1")], "Thanks for the report - what's the impact here? Would be great to fix it - and will appreciate a PR for this.", True, "ellipsis", ["the report", "the impact here", "it", "this"], "Thanks for reporting the ReDoS in syntax's grammar.js - what's its impact? It would be great to fix it, and a PR fixing it is welcome.", author="u2")
    lend(SYNTAX, [sy1], R_WAF, SAME, CADDYWAF)

    lr1 = (U, "No mention of catastrophic backtracking", "u1")
    rec(LEARNREGEX, [lr1], R_AFFECTS, False, SAME, [], None, author="u1")
    rec(LEARNREGEX, [lr1, (U, R_AFFECTS, "u1")], "A guide to regular expressions is incomplete without a warning about ReDoS.", False, SAME, [], None, author="u1")
    lrq = "This is a simple regex: \"^[01]([-]*[01]+)*$\" And this is a simple sample test case can cause Catastrophic backtracking: \"1010101010101001010&\""
    # A new question in the thread that quotes its own regex and input: a trap.
    rec(LEARNREGEX, [lr1, (U, "Regular expressions can be vulnerable to Regular Expression Denial of Service (ReDoS). " + R_AFFECTS, "u1")], lrq, False, SELF, [], None, author="u2")

    ow1 = (U, "Update redos examples to make them actually vulnerable", "u1")
    rec(OWASPCOMM, [ow1], "When they're not bounded backtracking won't occur as the engine will stop processing.", True, "pronoun", ["they"], "When OWASP's ReDoS example regexes (such as `(a+)+`) are not bounded with `$`, backtracking won't occur, as the engine will stop processing.", author="u1")
    ow2 = (A, "**Examples of Evil Regex**:\n\n+- `(a+)+$`\n+- `([a-zA-Z]+)*$`\n\nAll the above are susceptible to the input\n `aaaaaaaaaaaaaaaaaaaaaaaa!`", "u2")
    rec(OWASPCOMM, [ow1, ow2], "I mean is the payload/note still applicable? I believe it is, but honestly it isn't a topic I've dug into", True, "ellipsis", ["the payload/note"], "Is the OWASP ReDoS page's note that the evil regex examples are susceptible to the input `aaaaaaaaaaaaaaaaaaaaaaaa!` still applicable after anchoring them with `$`?", author="u2")
    lend(OWASPCOMM, [ow1], R_AFFECTS, SAME, LEARNREGEX)

    mc1 = (U, "fix: eliminate redos risk", "u1")
    rec(MICELL, [mc1], "The risk is reported by Github code scanning alert tool.", True, "ellipsis", ["The risk"], "The ReDoS risk in micell is reported by GitHub's code scanning alert tool.", author="u1")

    cm7 = (U, "A ReDoS vulnerability has been identified in CodeMirror’s Markdown mode", "u1")
    cmq7 = "Specially crafted input strings can trigger catastrophic backtracking in several regular expressions, causing the affected application to freeze or significantly degrade its performance."
    rec(CODEMIRROR, [cm7], cmq7, True, "ellipsis", ["several regular expressions"], "Specially crafted input strings can trigger catastrophic backtracking in several regular expressions of CodeMirror's Markdown mode, causing the application to freeze or slow down significantly.", author="u1")
    rec(CODEMIRROR, [cm7, (U, "### Summary\n" + cmq7, "u1"), (U, "### Details\nMultiple regular expression patterns within the mode/markdown/markdown.js file are vulnerable to exponential backtracking.", "u1")], "The problem lies in the use of greedy quantifiers (e.g., + or *) in combination with unbounded capture groups that must eventually match a terminating token.", True, "ellipsis", ["The problem"], "The ReDoS problem in CodeMirror's markdown.js patterns lies in greedy quantifiers (e.g., + or *) combined with unbounded capture groups that must eventually match a terminating token.", author="u1")
    lend(CODEMIRROR, [cm7], R_WAF, SAME, CADDYWAF)

    # ---- soft delete: a deleted_at timestamp instead of removing rows ----
    cl1 = (U, "Soft Delete Models", "u1")
    rec(CLASSROOM, [cl1], "This adds the `deleted_at` column to several models. This enables the user to delete something, and even if the process of it and it's resources are still being deleted the user won't be able to access it.", True, "pronoun", ["This", "several models"], "This GitHub Classroom pull request adds a `deleted_at` column to several models, so that a user who deletes something can no longer access it even while it and its resources are still being deleted.", author="u1")
    lend(CLASSROOM, [cl1], D_IMPORTANT, SELF, ARSOFTDEL)

    pf1 = (U, "Alter Tables & Logic: Standardize soft-delete", "u1")
    pfq = "AC:\n- Add `deleted_at` to all tables as a date field\n- Remove any other `deleted` boolean fields on any tables"
    rec(PIEFORPROV, [pf1], pfq, True, "ellipsis", ["all tables"], "To standardize soft delete in pieforproviders, add `deleted_at` to all tables as a date field and remove any other `deleted` boolean fields.", author="u1")
    rec(PIEFORPROV, [pf1, (U, pfq, "u1")], "Out of scope:\nRestoring - this will still need to be done manually by an engineer by clearing out the `deleted_at` date", True, "pronoun", ["Restoring", "this"], "Restoring soft-deleted records in pieforproviders is out of scope: it will still need to be done manually by an engineer clearing out the `deleted_at` date.", author="u1")
    lend(PIEFORPROV, [pf1], D_IMPORTANT, SELF, ARSOFTDEL)

    se1 = (U, "Soft Deleting", "u1")
    rec(SENTINEL, [se1], "I'm trying to achieve a soft delete with this package.", True, "pronoun", ["this package"], "I'm trying to achieve a soft delete with the Sentinel package.", author="u1")
    rec(SENTINEL, [se1, (U, "Hi!\n\nI'm trying to achieve a soft delete with this package.", "u1")], "I added a 'deleted_at' column to my users table and all the necessary code to my User model. When deleting it still removes the row entirely. Any suggestions?", True, "ellipsis", ["When deleting"], "I added a 'deleted_at' column to my users table and the soft-delete code to my User model, but deleting a user through Sentinel still removes the row entirely. Any suggestions?", author="u1")

    c41 = (U, "Soft deletes use deleted_at", "u1")
    c4q = "First attempt. Change all references to `deleted` to use `deleted_at` instead."
    rec(CI4, [c41], c4q, True, "ellipsis", ["all references"], "A first attempt to change all of CodeIgniter4's references to the `deleted` soft-delete field to use `deleted_at` instead.", author="u1")
    c42 = (U, "@lonnieezell I might need some help. I think everything is correct now but I replaced `'deleted` => 0` with `'deleted_at' IS NULL` (and their opposites) and the PostGres handler doesn't seem to be interpreting the string as a query fragment", "u1")
    rec(CI4, [c41, (U, c4q, "u1"), c42], "Hmm in retrospect I wonder if it would except `'deleted_at' => null` as a valid criterium and translate it?", True, "pronoun", ["it", "it"], "Would CodeIgniter4's PostgreSQL handler accept `'deleted_at' => null` as a valid criterion and translate it to `deleted_at IS NULL`?", author="u1")

    as1 = (U, "Boolean vs Timestamp", "u1")
    asq = "Would it not make sense to use a unix timestamp to indicate deletion as opposed to a simple boolean?"
    rec(ARSOFTDEL, [as1], asq, True, "ellipsis", ["deletion"], "Would it not make sense for yii2tech's ar-softdelete to use a unix timestamp to indicate soft deletion as opposed to a simple boolean?", author="u1")
    rec(ARSOFTDEL, [as1, (U, asq, "u1")], D_IMPORTANT, False, SELF, [], None, author="u1")
    as2 = (U, asq + "\n\n" + D_IMPORTANT + " It could both be done with one column by storing unix timestamps instead of booleans.", "u1")
    rec(ARSOFTDEL, [as1, as2], "You mau achieve this using `yii\\db\\Expression` in `softDeleteAttributeValues`", True, "pronoun", ["this"], "You may store a deletion timestamp with ar-softdelete using `yii\\db\\Expression` (e.g. `NOW()`) in `softDeleteAttributeValues`.", author="u2")

    # ---- changelogs: a CHANGELOG.md (Keep a Changelog) or GitHub release notes ----
    ep1 = (U, "Maintain a CHANGELOG.md file", "u1")
    rec(EPYMORPH, [ep1], G_NICE, False, SAME, [], None, author="u1")
    epq = "We would like to create this file as well as use it during the release Action to populate the GitHub release's change notes, rather than have to edit them manually after the fact."
    rec(EPYMORPH, [ep1, (U, G_NICE, "u1")], epq, True, "pronoun", ["this file", "it"], "Epymorph would like to create a CHANGELOG.md file and use it during the release Action to populate the GitHub release's change notes, rather than edit them manually after the fact.", author="u1")
    rec(EPYMORPH, [ep1, (U, G_NICE + "\n\n" + epq, "u1")], "Completed in https://github.com/NAU-CCL/Epymorph/commit/c5c8916f70ed5b032dbaa43687d0c180ee7b49eb", True, "ellipsis", [], "Maintaining a CHANGELOG.md in Epymorph was completed in commit c5c8916f70ed5b032dbaa43687d0c180ee7b49eb.", author="u1")

    mo1 = (U, "docs: add CHANGELOG.md following Keep a Changelog format", "u1")
    rec(MOONDL, [mo1], "This project doesn't currently track release notes anywhere.", True, "pronoun", ["This project"], "moondownloader doesn't currently track release notes anywhere.", author="u1")
    rec(MOONDL, [mo1, (U, "This project doesn't currently track release notes anywhere. Added a `CHANGELOG.md` in the Keep a Changelog format seeded with entries reconstructed from the current v14.1 README + repo history.", "u1")], "Future releases can just prepend a new section — no build step, no tooling required.", True, "ellipsis", ["a new section"], "Future moondownloader releases can just prepend a new section to CHANGELOG.md — no build step, no tooling required.", author="u1")
    lend(MOONDL, [mo1], G_MANUAL, SAME, MODUS)

    fe1 = (U, "ChangeLog", "u1")
    rec(FETCH, [fe1], G_EVERY, False, SAME, [], None, author="u1")
    fe2 = (U, G_EVERY + "\n\nAnd many users think so too: http://keepachangelog.com/", "u1")
    rec(FETCH, [fe1, fe2], "How would you feel if we maintained Release notes instead?", True, "ellipsis", ["instead"], "How would you feel if fetch maintained GitHub release notes instead of a ChangeLog file?", author="u2")
    rec(FETCH, [fe1, fe2, (A, "How would you feel if we maintained Release notes instead?", "u2"), (U, "@mislav yeap, GitHub Release are nice too :).", "u1")], "It's done.", True, "pronoun", ["It"], "fetch's release notes on GitHub Releases are done.", author="u2")

    ub31 = (U, "Add changelog file?", "u1")
    ubq3 = "Would be great to be able to look at a file in the repo with all the changes."
    rec(UNBOX, [ub31], ubq3, True, "ellipsis", ["the repo"], "It would be great to be able to look at a file in the Unbox repository (a CHANGELOG.md) with all the changes.", author="u1")
    rec(UNBOX, [ub31, (U, ubq3 + " E.g. `CHANGELOG.md` and if it follows Keep a CHANGELOG. Cheers 😄", "u1")], "I think the detailed release notes on the Releases page serves this purpose.", True, "pronoun", ["the Releases page", "this purpose"], "I think the detailed release notes on Unbox's GitHub Releases page serve the purpose of a changelog file.", author="u2")
    lend(UNBOX, [ub31], G_EVERY, SAME, FETCH)

    kc1 = (U, "keep-a-changelog does not mantain a changelog", "u1")
    kcq = "Personally I just use https://github.com/release-it/keep-a-changelog/releases for this."
    rec(KEEPACL, [kc1, (U, ";)", "u1")], kcq, True, "pronoun", ["this"], "Personally I just use the GitHub releases page https://github.com/release-it/keep-a-changelog/releases as the changelog of release-it's keep-a-changelog plugin.", author="u2")
    rec(KEEPACL, [kc1, (U, ";)", "u1"), (A, kcq, "u2")], "No worries. It just funny since https://keepachangelog.com/en/1.1.0/ kinda expects you to maintain a `Changelog.md`", True, "pronoun", ["It"], "It's just funny that release-it's keep-a-changelog plugin keeps no changelog file, since https://keepachangelog.com/en/1.1.0/ kinda expects you to maintain a `Changelog.md`.", author="u1")
    lend(KEEPACL, [kc1], G_NICE, SAME, EPYMORPH)

    ak1 = (U, "CHANGELOG.md", "u1")
    rec(ARKEEP, [ak1], "Goreleaser already generates the changelog, it needs to be exported in a file.", True, "ellipsis", ["the changelog"], "Goreleaser already generates arkeep's changelog; it needs to be exported to a CHANGELOG.md file.", author="u1")
    lend(ARKEEP, [ak1], G_MANUAL, SAME, MODUS)

    pm1 = (U, "Keep changelog?", "u1")
    pm2 = (U, "@ankostis asked for `CHANGELOG.md` or something like that -- I agree! So far I've been keeping it in https://github.com/karlicoss/promnesia/releases , but I think best to keep in the repository because release page is a silo, unlike a file in git repo.", "u1")
    rec(PROMNESIA, [pm1, pm2], "I wouldn't want it to be obligatory after every pull request etc", True, "pronoun", ["it"], "I wouldn't want updating promnesia's CHANGELOG.md to be obligatory after every pull request etc.", author="u1")
    # "the first" and "it" point inside the sentence (CHANGES, the noteworthy changes): a complete suggestion, a trap.
    rec(PROMNESIA, [pm1, pm2, (U, "done! https://github.com/karlicoss/promnesia/blob/master/CHANGELOG.org", "u1")], "My idea if maintaining both CHANGES & github-releases is to write noteworthy changes in the first and copy-paste it verbatim  afterwards in the release-page.", False, SELF, [], None, author="u2")

    ge1 = (U, "Start a changelog", "u1")
    rec(GEMINI, [ge1], "Let's start keeping a changelog that users can read to know the differences between releases. The newly added CHANGELOG.md file is supposed to follow these conventions: https://keepachangelog.com/en/1.0.0/", True, "ellipsis", ["The newly added CHANGELOG.md file"], "Let's start keeping a changelog for gemini that users can read to know the differences between releases; its new CHANGELOG.md follows the Keep a Changelog conventions (https://keepachangelog.com/en/1.0.0/).", author="u1")
    lend(GEMINI, [ge1], G_EVERY, SAME, FETCH)

    md1 = (U, "Create a Changelog", "u1")
    rec(MODUS, [md1], "The file should live at the root of the project and be called \"CHANGELOG.md\"", True, "ellipsis", ["The file", "the project"], "modus-web-components' changelog file should live at the root of the project and be called \"CHANGELOG.md\".", author="u1")
    rec(MODUS, [md1, (U, "The file should live at the root of the project and be called \"CHANGELOG.md\"\n\nUse Keep a Changelog as a guide.\n\nEvery release should highlight new features, bug fixes, and breaking changes.", "u1")], G_MANUAL, False, SAME, [], None, author="u2")

    bc1 = (U, "Add a CHANGELOG.md file to track changes", "u1")
    bcq = "It'd be nice to have a document where the changes are listed, with attribution as appropriate."
    rec(BIGCHAIN, [bc1], bcq, True, "ellipsis", ["the changes"], "It'd be nice for bigchaindb to have a CHANGELOG.md document where its changes are listed, with attribution as appropriate.", author="u1")
    bc2 = (A, "We have a \"Releases\" page at:\n\nhttps://github.com/bigchaindb/bigchaindb/releases\n\nI gather it's auto-generated by GitHub from the tags and their associated comments.", "u2")
    rec(BIGCHAIN, [bc1, (U, bcq, "u1"), bc2], "Maybe we can just have that page for now? If so, more comments should be added to the releases so we know what changed with each one.", True, "pronoun", ["that page", "the releases"], "Maybe bigchaindb can just have its GitHub Releases page instead of a CHANGELOG.md for now? If so, more comments should be added to the releases so we know what changed with each one.", author="u2")

    # ---- monorepos: Lerna, npm/yarn/pnpm workspaces, Nx and Turborepo ----
    ho1 = (U, "[setup] Monorepo setup", "u1")
    hoq = "Since we will have multiple packages to publish from the same repo, we should properly set up a monorepo."
    rec(HONEYOTEL, [ho1], hoq, True, "ellipsis", ["the same repo"], "Since honeycomb-opentelemetry-node will have multiple packages to publish from the same repository, it should properly set up a monorepo.", author="u1")
    rec(HONEYOTEL, [ho1, (U, hoq, "u1")], "Some options to consider:\n\n- Lerna\n- Turborepo\n- NPM Workspaces\n- pnpm Workspace", True, "ellipsis", ["Some options"], "Options to consider for setting up honeycomb-opentelemetry-node as a monorepo: Lerna, Turborepo, npm workspaces, pnpm workspaces.", author="u1")
    lend(HONEYOTEL, [ho1], M_LERNA, SAME, WEBAUTHN)

    hd1 = (U, "Move from Lerna to NPM Workspaces", "u1")
    hdq = "Lerna has caused several issues with bugs and security vulnerabilities. We should therefore move to NPM Workspaces."
    rec(HAPPYDOM, [hd1], hdq, True, "ellipsis", ["We"], "Lerna has caused happy-dom several issues with bugs and security vulnerabilities, so happy-dom should move to npm workspaces.", author="u1")
    hdq2 = "@capricorn86  I'm using the pnpm workspace feature for my monorepos and it is working great so far"
    rec(HAPPYDOM, [hd1, (U, hdq, "u1")], hdq2, False, SELF, [], None, author="u2")
    rec(HAPPYDOM, [hd1, (U, hdq, "u1"), (A, hdq2, "u2"), (U, "@tobidalhof nice to hear! :slightly_smiling_face:", "u1")], "Using NPM workspaces has worked well, so the project will continue with it for now as NPM is a standard and therefore makes it a bit easier to contribute.", True, "ellipsis", ["the project"], "Using npm workspaces has worked well for happy-dom, so it will continue with them for now, as npm is a standard and makes contributing a bit easier.", author="u1")

    rb1 = (U, "Monolith using lerna", "u1")
    rb2 = (U, "**Is your feature request related to a problem? Please describe.**\nCreate a monlith using lerna", "u1")
    rec(REACTBOIL, [rb1, rb2], M_YARN, False, SAME, [], None, author="u1")
    rec(REACTBOIL, [rb1, rb2, (U, "**Describe the solution you'd like**\n" + M_YARN + "\n\n**Describe alternatives you've considered**\nyarn workspace was tried earlier. Use lerna.", "u1")], "This is done @udaypydi", True, "pronoun", ["This"], "Converting react-simple-boilerplate into a monorepo using lerna is done, @udaypydi.", author="u2")
    lend(REACTBOIL, [rb1], M_NATIVE, SAME, SRMONO)

    tn1 = (U, "Suggestion: convert testing-nestjs into monorepo with Lerna", "u1")
    tnq = "@jmcdo29 I thought about it, what do you think about changing this repo to work with Lerna where every sample will be a package? 😃"
    rec(TESTNEST, [tn1], tnq, True, "pronoun", ["it", "this repo"], "@jmcdo29 what do you think about changing testing-nestjs to work with Lerna, where every sample will be a package?", author="u1")
    tn2 = (U, tnq + "\n\nThen we can manage a `CHANGELOG.md` file and use some Semver methodological as well", "u1")
    rec(TESTNEST, [tn1, tn2], "The original idea behind the nest monorepo was to give the monorepo method a shot. Overall, I'd prefer a pnpm workspace over lerna (I like pnpm over the other packages managers), but if you want to try your hand at converting it, go for it :smile:", True, "pronoun", ["it"], "The original idea behind the nest monorepo was to try the monorepo method. I'd prefer a pnpm workspace over lerna for testing-nestjs, but if you want to try converting the repository to lerna, go for it.", author="u2")
    rec(TESTNEST, [tn1, tn2], M_PNPM, False, SAME, [], None, author="u2")

    cg1 = (U, "monorepo build system : change?", "u1")
    rec(CALCULANG, [cg1], "npm workspaces? (I forget why I opted for lerna, maybe more relevant examples?)", True, "ellipsis", ["npm workspaces?"], "Should calculang's monorepo build system change from lerna to npm workspaces? (I forget why I opted for lerna, maybe more relevant examples?)", author="u1")
    lend(CALCULANG, [cg1], M_LERNA, SAME, WEBAUTHN)

    wa1 = (U, "Move from Lerna to alternative integration system (like Nx)", "u1")
    rec(WEBAUTHN, [wa1], M_LERNA, False, SAME, [], None, author="u1")
    rec(WEBAUTHN, [wa1, (U, M_LERNA, "u1")], "As a result, you may want to switch to an alternative solution (such as Nx).", True, "ellipsis", ["As a result"], "Since Lerna is not maintained anymore, SimpleWebAuthn may want to switch to an alternative monorepo solution (such as Nx).", author="u1")
    wa2 = (A, "Hello @TaigaMikami, this is a good issue. I've not been too hot on Lerna for a while, but it's offered the easiest publication workflow short of me writing my own so I kept it around.", "u2")
    rec(WEBAUTHN, [wa1, (U, M_LERNA + " As a result, you may want to switch to an alternative solution (such as Nx).", "u1"), wa2], "Would you happen to have any experience with npm or pnpm and their workspaces feature?", False, SELF, [], None, author="u2")

    sr1 = (U, "use the native worksapces", "u1")
    rec(SRMONO, [sr1], M_NATIVE, False, SAME, [], None, author="u1")
    rec(SRMONO, [sr1, (U, M_NATIVE, "u1")], "instead of installing lerna or installing scematic-release packages multiple times, use the property workspaces or search for child package.json files to determine the child repositories", True, "ellipsis", ["the child repositories"], "semantic-release-monorepo should, instead of installing lerna or installing semantic-release packages multiple times, use the npm `workspaces` property or search for child package.json files to find a monorepo's child packages.", author="u1")
    lend(SRMONO, [sr1], M_YARN, SAME, REACTBOIL)

    il1 = (U, "monorepo management", "u1")
    rec(INLANG, [il1], "No monorepo management existed before.", True, "ellipsis", [], "No monorepo management existed in inlang before this pull request.", author="u1")
    rec(INLANG, [il1, (U, "No monorepo management existed before.", "u1")], "I played around with NX, lerna and ultimately decided that the simplest is NPM workspaces + TurboRepo for chaching.", True, "ellipsis", ["the simplest"], "For inlang's monorepo management I played around with NX and lerna and ultimately decided that the simplest is npm workspaces plus TurboRepo for caching.", author="u1")
    lend(INLANG, [il1], M_PNPM, SAME, TESTNEST)

    # ---- database connection pools: pool size and exhaustion ----
    ut1 = (U, "JDBC Pool exhausted", "u1")
    utq = "After a weekend without a restart the server couldn't access the database anymore and threw this exception:\n! ### Error querying database.  Cause: org.apache.tomcat.jdbc.pool.PoolExhaustedException: [dw-3832 - GET /season] Timeout: Pool empty. Unable to fetch a connection in 30 seconds, none available[size:100; busy:100; idle:0; lastwait:30000]."
    rec(ULTICAL, [ut1], utq, True, "ellipsis", ["the server", "the database"], "After a weekend without a restart the ultical server couldn't access its database anymore and threw a PoolExhaustedException: the JDBC pool was empty (size 100, busy 100) and no connection could be fetched in 30 seconds.", author="u1")
    rec(ULTICAL, [ut1, (U, utq, "u1"), (U, "looking good so far. Server is up 24 hours with relative high request rate (many teams adding players) and still all connections in the pool ;-)", "u1"), (A, "great :heavy_exclamation_mark:", "u2")], "back again... took a longer time, but it's the same error", True, "pronoun", ["it", "the same error"], "The ultical JDBC pool exhaustion (PoolExhaustedException) is back again; it took a longer time, but it's the same error.", author="u1")
    lend(ULTICAL, [ut1], O_MAX, SAME, R2D2)

    ib1 = (U, "Max pool size", "u1")
    ibq = "How do I know max pool size for ibm_db. Also, is there anyway that I can change the max_pool size?"
    rec(IBMDB, [ib1], ibq, False, SAME, [], None, author="u1")
    ib2 = (A, "When you run pool.open() first time using ibm_db, it opens first connection and on close put that connection back to the pool. On next pool.open(), ibm_db will return this connection back. If pool do not have any available connection, it opens a new one and return that connection to application. This way pool and pooled connections grows.", "u2")
    rec(IBMDB, [ib1, (U, ibq, "u1"), ib2], "You can have maximum 512 connections opened in such way which includes connections in pool as well as connections in use.", True, "ellipsis", ["in such way"], "With ibm_db's pool you can have at most 512 connections open, counting both connections in the pool and connections in use.", author="u2")
    rec(IBMDB, [ib1, (U, ibq, "u1"), ib2], "Thank you for the explanation. When you say close, it is connection.close() right,  not pool.close().", True, "pronoun", ["the explanation", "When you say close"], "When ibm_db's pool puts a connection back on close, is that connection.close(), not pool.close()?", author="u1")

    ts1 = (U, "Bump the maximum connection on the local psql pools", "u1")
    tsq = "Having min and max be equal seemed to lead to thrashing and bumping against \"pool exhausted\" errors."
    rec(TILESERVER, [ts1], tsq, True, "ellipsis", ["min and max"], "Having the minimum and maximum connections of tileserver's local psql pools be equal seemed to lead to thrashing and \"pool exhausted\" errors.", author="u1")
    rec(TILESERVER, [ts1, (U, tsq, "u1")], "Does the `* 4` relate to some property of the layers or connection pool, or was that empirically what worked?", True, "pronoun", ["the `* 4`", "that"], "Does the `* 4` multiplier for the maximum connections of tileserver's psql pools relate to some property of the layers or the connection pool, or was it what worked empirically?", author="u2")
    lend(TILESERVER, [ts1], O_ACTIVE, SAME, R2D2)

    np1 = (U, "Pool size exceeds maximum", "u1")
    rec(NODEPOOL, [np1], "We're using the pool to handle MongoDB connections.  On our MongoDB server, we're seeing up to 80 connections used even though we specify max:10 in our Pool config block.  Is there any output or info we can provide to help debug?", True, "ellipsis", ["the pool"], "We're using node-pool to handle MongoDB connections and see up to 80 connections on the MongoDB server even though the pool config specifies max:10. What output or info can we provide to help debug?", author="u1")
    lend(NODEPOOL, [np1], O_ACTIVE, SAME, R2D2)

    r21 = (U, "Will r2d2 create more connections than max_size when using builder()?", "u1")
    rec(R2D2, [r21], "My question is the title.", True, "ellipsis", ["the title"], "Will r2d2 create more connections than max_size when using builder()?", author="u1")
    r22 = (U, "My question is the title. The database I'm using has a very small number of connections allowed and I would like to make sure that the active connections does not exceed 4.\n```\n let tmm10_pool = r2d2::Pool::builder()\n            .max_size(4)\n            .build(ODBCConnectionManager::new(&config.tmm_conn_string))?;\n```\nWill the code above ever allow a 5th connection to be created?", "u1")
    rec(R2D2, [r21, r22], O_MAX, False, SAME, [], None, author="u2")
    r2q = "So just to clarify for myself as I'm relatively inexperienced with connection pooling, if there are currently 4 connections being used and a 5th one needs to be made, will r2d2 make the 5th connection wait till another connection is dropped or will it make a 5th connection that isn't maintained by the pool?"
    rec(R2D2, [r21, r22, (A, O_MAX, "u2")], r2q, False, SELF, [], None, author="u3")

    # ---- ordinal follow-ups found while searching for them (numbered options and approaches) ----
    bf1 = (U, "Fixed typo under \"What is 'el'?\"", "u1")
    bf2 = (U, "Added the function skeleton for switchContext and removed // etc.  Since this was the only item missing, it seems clearer to just include it.", "u1")
    bfq = "I don't understand the point of Option 2 and how it might be different from Option 3, under Object Literals."
    rec(BACKBONEFUND, [bf1, bf2], bfq, True, "position", ["Option 2", "Option 3"], "In Backbone Fundamentals' \"Object Literals\" section, I don't understand the point of Option 2 and how it differs from Option 3.", author="u1")
    rec(BACKBONEFUND, [bf1, bf2, (U, bfq, "u1")], "@terryroe Reviewing the code atm I don't see a functional difference between 2 and 3 either. I'll try digging up my notes but if I'm unable to find a reason, I think we should just strip Option 2 completely.", True, "position", ["2 and 3", "Option 2"], "Reviewing the code, I don't see a functional difference between Options 2 and 3 of Backbone Fundamentals' \"Object Literals\" section either; unless I find a reason in my notes, Option 2 should be removed completely.", author="u2")

    hi1 = (U, "WIP: 212 sandbox option 3", "u1")
    hi2 = (U, "This is not really a working demo, but I tried working on it so figured I'd push it up.", "u1")
    hi3 = (A, "Since I've merged #232 as 'option 2', shall we make this an 'option 3'? How would you describe its relationship to the other two options (where option 1 is the super-rough sketch based on the whiteboard conversation and option 2 is the mostly working MVC pattern)?", "u2")
    rec(HOUSING, [hi1, hi2, hi3], "@ptgott I moved this into option 3. I'm not sure how much is worth using from this, but we could have it as an option until we finalize approach.", True, "position", ["this", "option 3"], "@ptgott I moved the housing-insights sandbox pull request into option 3, beside option 1 (the whiteboard sketch) and option 2 (the MVC pattern, #232); it can stay an option until the approach is final.", author="u1")
    rec(HOUSING, [hi1, hi2], hi3[1], True, "pronoun", ["this", "its", "the other two options"], "Since #232 was merged as 'option 2', shall the housing-insights sandbox pull request become 'option 3'? How does it relate to option 1 (the whiteboard sketch) and option 2 (the mostly working MVC pattern)?", author="u2")

    jp1 = (U, "add solutions", "u1")
    rec(JSPUZZLES, [jp1], "the first and second ones are cool. Looks like there are other ways of solving issues", True, "position", ["the first and second ones"], "The first and second puzzle solutions added to javascript-puzzles are cool; there look to be other ways of solving the puzzles.", author="u1")

    hl1 = (U, "Refine approach-3.", "u1")
    rec(HTTPSLOCAL, [hl1], "As with approach 2, I have refined approach 3.\n- Divide the original flow into the setup flow and the device access flow.", True, "position", ["approach 2", "approach 3", "the original flow"], "As with the httpslocal proposal's approach 2, I have refined its approach 3, dividing its original flow into a setup flow and a device access flow.", author="u1")

    st1 = (U, "Broken links on About FIRST page", "u1")
    st2 = (U, "On the About FIRST page, there are two links that have an `href` containing `new.stuypulse.com`, and clicking on them yields an error.", "u1")
    stq = "The first link is \"visit our Team section.\" under FIRST Competitions > FIRST."
    rec(STUYPULSE, [st1, st2], stq, True, "position", ["The first link"], "The first of the two broken links on StuyPulse's About FIRST page (an `href` containing `new.stuypulse.com`) is \"visit our Team section.\" under FIRST Competitions > FIRST.", author="u1")
    rec(STUYPULSE, [st1, st2, (U, stq, "u1")], "The second link is \"Visit our Outreach page\" under FIRST Competitions > FLL", True, "position", ["The second link"], "The second of the two broken links on StuyPulse's About FIRST page (an `href` containing `new.stuypulse.com`) is \"Visit our Outreach page\" under FIRST Competitions > FLL.", author="u1")

    # ---- further threads of the areas above (collected after the first registration) ----
    # password hashing
    ab1 = (U, "Argon2di support", "u1")
    ab2 = (U, "Is the \"new\" argon2di mode supported, too?", "u1")
    ab3 = (A, "What is it? I can’t find it on the format description page.", "u2")
    rec(ARGONBROWSER, [ab1, ab2], ab3[1], True, "pronoun", ["it", "the format description page"], "What is the argon2di mode? I can't find it on the KDBX format description page of argon2-browser.", author="u2")
    abq = "Sorry, had a typo. The name is Argon2id."
    # The opener corrects the mode named in their own question: a correction, the request redone.
    rec(ARGONBROWSER, [ab1, ab2, ab3], abq, True, "correction", ["The name"], "Is the Argon2id mode supported by argon2-browser, too?", author="u1")
    lend(ARGONBROWSER, [ab1], W_VARIANTS, SAME, ARGON2ID)

    ai1 = (U, "IDKey vs ID", "u1")
    aiq = "I can't find why you use `argon2.IDKey` instead of `argon2.Key`. Can you explain me the differences?"
    rec(ARGON2ID, [ai1, (U, "Hi,\nfirst of all thank you for your work! It's great!", "u1")], aiq, True, "pronoun", ["you"], "Why does the alexedwards/argon2id package use `argon2.IDKey` instead of `argon2.Key`, and what are the differences?", author="u1")
    rec(ARGON2ID, [ai1, (U, aiq, "u1")], W_VARIANTS, False, SAME, [], None, author="u2")
    rec(ARGON2ID, [ai1, (U, aiq, "u1"), (A, W_VARIANTS, "u2")], "In general, for password hashes that are stored in a databse you should use the Argon2id variant.", False, SAME, [], None, author="u2")

    ca1 = (U, "Update to support Argon2id", "u1")
    caclaim = "Argon2id is the preferred variant of Argon2 since it gets the best of both side channel attack hardening and defence against time-memory trade-off attacks."
    rec(CSHARPARGON, [ca1], caclaim, False, SELF, [], None, author="u1")
    rec(CSHARPARGON, [ca1, (U, caclaim, "u1")], "Will this library be updated to support what is now considered the preferred method?", True, "pronoun", ["this library", "the preferred method"], "Will the csharp-argon2 library be updated to support Argon2id, now considered the preferred variant of Argon2?", author="u1")
    lend(CSHARPARGON, [ca1], W_STRONGER, SAME, HESTIA)

    # Docker multi-stage builds
    rp1 = (U, "[virtualization][containers] Mutli-stage container builds", "u1")
    rec(ROOTPAGES, [rp1], K_FROM, False, SAME, [], None, author="u1")
    rec(ROOTPAGES, [rp1, (U, K_FROM, "u1")], "A common use case is to first have a build container and then have the last container be the production container. Only the last container will be saved as a new local container image during a build.", False, SAME, [], None, author="u1")

    us1 = (U, "build(docker): drop unused 'runtime' stage alias", "u1")
    usq = "The final stage was named `AS runtime` but no `COPY --from=runtime` ever referenced it -- the alias only matters when a downstream stage needs to copy artifacts back."
    rec(URLSHORT, [us1], usq, True, "ellipsis", ["The final stage"], "The final stage of url-shortener's Dockerfile was named `AS runtime` but no `COPY --from=runtime` ever referenced it; a stage alias only matters when a downstream stage copies artifacts from it.", author="u1")
    rec(URLSHORT, [us1, (U, usq, "u1")], "No behaviour change: buildx still treats the last stage as the default build target.", True, "ellipsis", ["No behaviour change"], "Dropping the unused 'runtime' stage alias from url-shortener's Dockerfile changes no behaviour: buildx still treats the last stage as the default build target.", author="u1")
    lend(URLSHORT, [us1], K_FROM, SAME, ROOTPAGES)

    sq1 = (U, "Give name to final stage in image", "u1")
    sqq = "The image build process builds multiple independent parts at the same time and outputs the build logs with the name of each stage that is being built. All the stages except the last one have a name making it really easy to follow what's happening during the build."
    rec(STELLARQS, [sq1, (U, "### What\n  Name the final stage in the dockerfile.", "u1")], sqq, True, "ellipsis", ["The image build process"], "stellar/quickstart's image build builds multiple independent parts at once and labels the build logs with each stage's name; every stage except the last has a name, which makes the build easy to follow.", author="u1")
    lend(STELLARQS, [sq1], K_FROM, SAME, ROOTPAGES)

    at1 = (U, "fix(lockfile): only add reinstallPackages for the actual final Dockerfile stage", "u1")
    atq = "Previously, reinstallPackages was added to the last stage that had install commands. In multi-stage builds where only the builder stage installs packages (e.g. thanos), the builder stage was incorrectly treated as the \"last stage\" and got hundreds of reinstallPackages from the base image — causing slow retries as unavailable packages were removed one by one."
    rec(ARTTOOLS, [at1], atq, True, "ellipsis", ["Previously"], "Before this art-tools fix, reinstallPackages was added to the last Dockerfile stage with install commands, so in multi-stage builds where only the builder stage installs packages (e.g. thanos) the builder stage got hundreds of reinstallPackages, causing slow retries.", author="u1")
    rec(ARTTOOLS, [at1, (U, atq, "u1")], "Now uses the actual final Dockerfile stage index from analysis.stages instead of the last entry in the filtered stages list.", True, "ellipsis", ["Now"], "art-tools now adds reinstallPackages using the actual final Dockerfile stage index from analysis.stages instead of the last entry in the filtered stages list.", author="u1")

    # lockfiles
    nt1 = (U, "Remove package-lock.json.", "u1")
    rec(NTTCONF, [nt1], "yarn uses yarn.lock instead of package-lock.json.", False, SAME, [], None, author="u1")

    tw1 = (U, "Use Yarn", "u1")
    rec(NODETWIG, [tw1], "Since Yarn now uses the `package-lock.json` (https://yarnpkg.com/blog/2018/06/04/yarn-import-package-lock/) we added this to the repo in 870032c", True, "pronoun", ["this", "the repo"], "Since Yarn can now import `package-lock.json` (https://yarnpkg.com/blog/2018/06/04/yarn-import-package-lock/), node-twig added a package-lock.json to its repository in commit 870032c.", author="u1")

    # monorepos
    bt1 = (U, "Pnpm workspaces issue", "u1")
    btq = "When you use pnpm the field of the workspaces is not supported so u have to create another one called pnpm-workspace.yaml to specifiy your workspaces/packages"
    rec(BETTERT, [bt1], btq, False, SELF, [], None, author="u1")
    rec(BETTERT, [bt1, (U, btq, "u1")], "Thanks! Should be fixed now in v1.0.3", True, "ellipsis", [], "Thanks! create-better-t-stack's missing pnpm-workspace.yaml for pnpm workspaces should be fixed now in v1.0.3.", author="u2")
    lend(BETTERT, [bt1], M_PNPM, SAME, TESTNEST)
