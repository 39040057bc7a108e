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
