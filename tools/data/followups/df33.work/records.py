"""df33 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-ninth pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"

# ---- Node.js 17+ and OpenSSL 3: ERR_OSSL_EVP_UNSUPPORTED ("digital envelope routines::unsupported") ----
MDXP9 = GH + "0phoff/MDXP/issues/9"
ACIO2 = GH + "AlterClassIO/ecommerce-nextjs-stripe-checkout/issues/2"
JAYSON189 = GH + "tedeh/jayson/pull/189"
ORBIT174 = GH + "GuyARoss/orbit/issues/174"
GOOPT4 = GH + "jokenox/Goopt/issues/4"
QRBTF60 = GH + "latentcat/qrbtf/issues/60"
STAGS12 = GH + "kurtobando/simple-tags/issues/12"
ETHB48 = GH + "ethereum-boilerplate/ethereum-boilerplate/issues/48"
ASTX650 = GH + "fkling/astexplorer/issues/650"
OS_NOTES = "The error ERR_OSSL_EVP_UNSUPPORTED has been mentioned in the release notes for Node.js 17."
OS_HIT = "If you hit an ERR_OSSL_EVP_UNSUPPORTED error in your application with Node.js 17, it’s likely that your application or a module you’re using is attempting to use an algorithm or key size which is no longer allowed by default with OpenSSL 3.0."
OS_DEPR = "As of v17 `node` have deprecated a few openssl algorithms which causes issues with `webpack`."


def _osslevp(rec, U, A, lend) -> None:  # noqa: PLR0915
    m1 = (U, "ERR_OSSL_EVP_UNSUPPORTED when using Node 17", "u1")
    m2 = "´´´npm run start``` results in this error when using Node 17.9 (but also 17.0, so probably all Node 17 version), I had to switch to Node 16. Tested on an M1 Mac with macOS 12.3.1."
    rec(MDXP9, [m1], m2, True, "pronoun", ["this error"], "In MDXP, `npm run start` fails with ERR_OSSL_EVP_UNSUPPORTED on Node 17.9 (and 17.0, so probably every Node 17 version); I had to switch to Node 16. Tested on an M1 Mac with macOS 12.3.1.", author="u1")
    lend(MDXP9, [m1], OS_HIT, SAME, JAYSON189)
    lend(MDXP9, [m1, (U, m2, "u1")], OS_DEPR, SAME, ETHB48)

    a1 = (U, "ERR_OSSL_EVP_UNSUPPORTED", "u1")
    a2 = (U, OS_NOTES, "u1")
    a3 = (U, OS_HIT, "u1")
    a4 = (U, "As a workaround solution you can fix this by using the legacy provider for openssl.", "u1")
    a5 = (U, "replace by `\"start\": \"react-scripts --openssl-legacy-provider start\"`\nreplace by `\"build\": \"react-scripts --openssl-legacy-provider build\"`", "u1")
    a6 = "Should we update the solution to be used at least with Node.js 17 ? (i use v18.13.0)"
    # The opener's next paragraphs name the error and Node.js 17 in full: same-author traps.
    rec(ACIO2, [a1], a2[1], False, SAME, [], None, author="u1")
    rec(ACIO2, [a1, a2], a3[1], False, SAME, [], None, author="u1")
    rec(ACIO2, [a1, a2, a3], a4[1], True, "pronoun", ["this"], "As a workaround for ERR_OSSL_EVP_UNSUPPORTED in the ecommerce-nextjs-stripe-checkout app, you can use OpenSSL's legacy provider.", author="u1")
    rec(ACIO2, [a1, a2, a3, a4], a5[1], True, "ellipsis", [], "In ecommerce-nextjs-stripe-checkout's package.json, replace the start and build scripts with `react-scripts --openssl-legacy-provider start` and `react-scripts --openssl-legacy-provider build` to avoid ERR_OSSL_EVP_UNSUPPORTED.", author="u1")
    rec(ACIO2, [a1, a2, a3, a4, a5], a6, True, "ellipsis", ["the solution"], "Should ecommerce-nextjs-stripe-checkout's scripts be updated with --openssl-legacy-provider so it works with at least Node.js 17 (I use v18.13.0)?", author="u1")

    j1 = (U, "ci: use legacy openssl flag for node 17 build issues", "u1")
    j3 = (U, "ha, nvm", "u1")
    j4 = (A, "Thanks, I will try some more things to get it working if you have any ideas feel free to comment here.", "u2")
    j5 = "v3.6.6 has been published with this fix now."
    rec(JAYSON189, [j1], OS_HIT, False, SAME, [], None, author="u1")
    rec(JAYSON189, [j1, (U, OS_HIT, "u1"), j3], j4[1], True, "pronoun", ["it"], "I will try some more things to get jayson's CI build working on Node 17 (ERR_OSSL_EVP_UNSUPPORTED); if you have ideas, comment here.", author="u2")
    rec(JAYSON189, [j1, (U, OS_HIT, "u1"), j3, j4], j5, True, "pronoun", ["this fix"], "jayson v3.6.6 has been published with the fix for the Node 17 ERR_OSSL_EVP_UNSUPPORTED build issue.", author="u2")
    lend(JAYSON189, [j1], OS_DEPR, SAME, ETHB48)
    lend(JAYSON189, [j1], OS_NOTES, SAME, ACIO2)

    o1 = (U, "Node.js ERR_OSSL_EVP_UNSUPPORTED for node v18", "u1")
    o2 = "Had to use this fix https://stackoverflow.com/questions/75959563/node-js-err-ossl-evp-unsupported-error-when-running-npm-run-start to get around it"
    rec(ORBIT174, [o1], o2, True, "pronoun", ["this fix", "it"], "For orbit's ERR_OSSL_EVP_UNSUPPORTED on Node v18 I had to use the fix at https://stackoverflow.com/questions/75959563/node-js-err-ossl-evp-unsupported-error-when-running-npm-run-start to get around it.", author="u1")
    lend(ORBIT174, [o1], OS_NOTES, SAME, ACIO2)
    lend(ORBIT174, [o1], OS_HIT, SAME, JAYSON189)

    g1 = (U, "ERR_OSSL_EVP_UNSUPPORTED", "u1")
    g2 = "```\nStarting the development server...\n\nError: error:0308010C:digital envelope routines::unsupported\n  reason: 'unsupported',\n  code: 'ERR_OSSL_EVP_UNSUPPORTED'\n}\n\nNode.js v17.2.0\nerror Command failed with exit code 1.\n```"
    rec(GOOPT4, [g1], g2, True, "ellipsis", ["the development server"], "Starting Goopt's development server with Node.js v17.2.0 fails with 'Error: error:0308010C:digital envelope routines::unsupported' (code ERR_OSSL_EVP_UNSUPPORTED).", author="u1")
    lend(GOOPT4, [g1], OS_DEPR, SAME, ETHB48)
    lend(GOOPT4, [g1, (U, g2, "u1")], OS_NOTES, SAME, ACIO2)

    q1 = (U, "Error ERR_OSSL_EVP_UNSUPPORTED when running npm start with Node 20", "u1")
    q2 = (U, "**Description**: \nWhen attempting to start the application using the `npm start` command, I encountered an error related to `digital envelope routines`, indicating something is \"unsupported\".", "u1")
    q3 = (U, "I am using Node version 20. It seems this error is related to the OpenSSL version used by Node.js. An update or configuration change might be needed.", "u1")
    q4 = (U, "I can confirm with node 18 the server start well", "u1")
    q5 = "tried with 18.12.1 and got same error"
    rec(QRBTF60, [q1], q2[1], True, "ellipsis", ["the application"], "When starting qrbtf with `npm start` on Node 20, I get an error from `digital envelope routines` saying something is \"unsupported\".", author="u1")
    rec(QRBTF60, [q1, q2], q3[1], True, "pronoun", ["this error"], "qrbtf's 'digital envelope routines::unsupported' error on Node 20 seems related to the OpenSSL version used by Node.js; an update or configuration change might be needed.", author="u1")
    rec(QRBTF60, [q1, q2, q3], q4[1], True, "ellipsis", ["the server"], "With Node 18, qrbtf's `npm start` server starts fine (no ERR_OSSL_EVP_UNSUPPORTED).", author="u1")
    rec(QRBTF60, [q1, q2, q3, q4], q5, True, "ellipsis", ["same error"], "Running qrbtf's `npm start` with Node 18.12.1 I still got ERR_OSSL_EVP_UNSUPPORTED.", author="u2")
    lend(QRBTF60, [q1], OS_HIT, SAME, JAYSON189)

    s1 = (U, "Building with node 17.x results in ERR_OSSL_EVP_UNSUPPORTED", "u1")
    s2 = (U, "Running with node 16.x works.", "u1")
    s3 = "Suggestion: document the required node version in README"
    rec(STAGS12, [s1], s2[1], True, "ellipsis", [], "Running simple-tags' `yarn dev` with Node 16.x works (Node 17.x gives ERR_OSSL_EVP_UNSUPPORTED).", author="u1")
    rec(STAGS12, [s1, s2], s3, True, "ellipsis", ["the required node version"], "Suggestion: document in simple-tags' README that it requires Node 16 (Node 17 fails with ERR_OSSL_EVP_UNSUPPORTED).", author="u1")
    lend(STAGS12, [s1], OS_DEPR, SAME, ETHB48)

    e1 = (U, "[node >= v17] ERR_OSSL_EVP_UNSUPPORTED", "u1")
    e3 = (U, "It can be resolved by adding the `--openssl-legacy-provider` flag in `yarn start` or the environment variable.", "u1")
    e5 = (U, "@oscario2 a quick solution now (I had the same problem) is just installing Node v16, I used the latest release previously and ran into the same error :)", "u2")
    e6 = (U, "I am on Node v17.3.0 and facing same issue.  Using the flag --openssl-legacy-provider didn't help.\nAny other solution ?", "u3")
    e7 = "probably you should consider using LTS version I was on latest version when I faced the same issue, but now I downgraded to LTS (luckily I have nvm 😆 )"
    # The opener's first paragraph names node v17, openssl and webpack: a same-author trap.
    rec(ETHB48, [e1], OS_DEPR, False, SAME, [], None, author="u1")
    h = [e1, (U, OS_DEPR, "u1")]
    rec(ETHB48, h, e3[1], True, "pronoun", ["It"], "ethereum-boilerplate's ERR_OSSL_EVP_UNSUPPORTED on Node 17+ can be resolved by adding the `--openssl-legacy-provider` flag to `yarn start` or to NODE_OPTIONS.", author="u1")
    rec(ETHB48, [*h, e3], e5[1], True, "ellipsis", ["the same problem", "the same error"], "@oscario2 a quick fix for ethereum-boilerplate's ERR_OSSL_EVP_UNSUPPORTED is installing Node v16; I hit the same error on the latest Node release.", author="u2")
    rec(ETHB48, [*h, e3, e5], e6[1], True, "ellipsis", ["same issue"], "On Node v17.3.0 ethereum-boilerplate still fails with ERR_OSSL_EVP_UNSUPPORTED and the --openssl-legacy-provider flag didn't help; is there any other solution?", author="u3")
    rec(ETHB48, [*h, e3, e5, e6], e7, True, "ellipsis", ["the same issue"], "For ethereum-boilerplate's ERR_OSSL_EVP_UNSUPPORTED you should consider using the Node LTS version; I hit it on the latest Node and downgraded to LTS with nvm.", author="u4")
    lend(ETHB48, [e1], OS_NOTES, SAME, ACIO2)

    x1 = (U, "ERR_OSSL_EVP_UNSUPPORTED", "u1")
    x2 = (U, "**Describe the bug**\n\nWhen I run `yarn watch` in the `website/` folder, the command crashes with this error:", "u1")
    x3 = (U, "To fix this, I have to run `NODE_OPTIONS=--openssl-legacy-provider` before running `yarn watch`", "u1")
    x4 = (U, "This seems to be related to an issue related to OpenSSL 3 change NodeJS, and webpack shipped a fix in the v5.61.0", "u1")
    x5 = "**Laptop:**\n - OS: macOS 12.4\n - Node v18.1"
    rec(ASTX650, [x1], x2[1], True, "pronoun", ["this error"], "When I run `yarn watch` in astexplorer's `website/` folder, the command crashes with ERR_OSSL_EVP_UNSUPPORTED.", author="u1")
    rec(ASTX650, [x1, x2], x3[1], True, "pronoun", ["this"], "To fix astexplorer's `yarn watch` crash with ERR_OSSL_EVP_UNSUPPORTED, I have to set `NODE_OPTIONS=--openssl-legacy-provider` first.", author="u1")
    rec(ASTX650, [x1, x2, x3], x4[1], True, "pronoun", ["This"], "astexplorer's ERR_OSSL_EVP_UNSUPPORTED seems related to Node.js's OpenSSL 3 change, for which webpack shipped a fix in v5.61.0.", author="u1")
    rec(ASTX650, [x1, x2, x3, x4], x5, True, "ellipsis", [], "I get astexplorer's ERR_OSSL_EVP_UNSUPPORTED on macOS 12.4 with Node v18.1.", author="u1")
    lend(ASTX650, [x1], OS_HIT, SAME, JAYSON189)


# ---- PEP 668: pip's "error: externally-managed-environment" and --break-system-packages ----
SIXF41 = GH + "sixfab/Sixfab_PPP_Installer/issues/41"
LEADS142 = GH + "ProjectNeura/LEADS/issues/142"
EAF1067 = GH + "emacs-eaf/emacs-application-framework/pull/1067"
SVFPY52 = GH + "SVF-tools/SVF-Python/pull/52"
HANZO209 = GH + "palazzem/hanzo/pull/209"
MSYS27642 = GH + "msys2/MINGW-packages/pull/27642"
MSYS22382 = GH + "msys2/MINGW-packages/pull/22382"
PIPREV120 = GH + "jgonggrijp/pip-review/issues/120"
LOREK249 = GH + "manhhailua/lorekeep/pull/249"
PE_BLOCKS = "PEP 668 blocks `pip install --user` to prevent breaking system Python packages."
PE_SINCE = "PEP 668 was introduced in Python 3.11"
PE_MACOS = "The macOS-14 GitHub runner ships a Homebrew python whose interpreter is marked EXTERNALLY-MANAGED (PEP 668)"


def _pep668(rec, U, A, lend) -> None:  # noqa: PLR0915
    s1 = (U, "Pip new feature \"externally-managed-environment\" causes install to fail", "u1")
    s2 = (U, "Error caused by Externally Managed Environments during atcom installation:", "u1")
    s3 = "in short, atcom has to be installed in a venv for this installer to keep working on newer pip versions."
    rec(SIXF41, [s1], s2[1], True, "ellipsis", ["Error"], "The Sixfab PPP Installer fails while installing atcom with pip's 'externally-managed-environment' error.", author="u1")
    rec(SIXF41, [s1, s2], s3, True, "pronoun", ["this installer"], "atcom has to be installed in a venv for the Sixfab PPP Installer to keep working on newer pip versions (externally-managed-environment).", author="u1")
    lend(SIXF41, [s1], PE_BLOCKS, SAME, LOREK249)
    lend(SIXF41, [s1, s2], PE_SINCE, SAME, PIPREV120)

    l1 = (U, "`get-pip.py` Error: error: externally-managed-environment", "u1")
    l2 = (U, "## Cause\nPEP 668", "u1")
    l3 = "This is actually quite interesting. We should probably now consider using virtual environments."
    rec(LEADS142, [l1], l2[1], True, "ellipsis", ["Cause"], "The cause of LEADS' `get-pip.py` failing with 'error: externally-managed-environment' is PEP 668.", author="u1")
    rec(LEADS142, [l1, l2], l3, True, "pronoun", ["This"], "PEP 668 making LEADS' get-pip.py fail with externally-managed-environment means LEADS should probably consider using virtual environments.", author="u1")
    lend(LEADS142, [l1], PE_MACOS, SAME, SVFPY52)
    lend(LEADS142, [l1, l2], PE_BLOCKS, SAME, LOREK249)

    e1 = (U, "pass --break-system-packages to pip for EXTERNALLY-MANAGED installations", "u1")
    e2 = (U, "For pip 23.0.1, a flag --break-system-packages should be passed to pip install --user to install a package on an EXTERNALLY-MANAGED python system.", "u1")
    e3 = (A, "Thanks for patch.\n\nWhat problem is solve by this patch?", "u2")
    e4 = (A, "If add this option, we can break OS's file system?", "u2")
    e5 = (U, "It behaves the same as `pip3 install --user` with version before 23.0.0, and does not affect the OS's file system.", "u1")
    e6 = "Without the flag `--break-system-packages`, on externally-managed-environment, `pip3 install --user` will show the following messages and quit."
    # The opener's description names pip 23.0.1, the flag and the system kind in full: a same-author trap.
    rec(EAF1067, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(EAF1067, [e1, e2], e3[1], True, "pronoun", ["this patch"], "What problem does the emacs-application-framework patch passing --break-system-packages to pip solve?", author="u2")
    rec(EAF1067, [e1, e2, e3], e4[1], True, "pronoun", ["this option"], "If emacs-application-framework passes --break-system-packages to pip, can it break the OS's file system?", author="u2")
    rec(EAF1067, [e1, e2, e3, e4], e5[1], True, "pronoun", ["It"], "pip's --break-system-packages with `pip3 install --user` behaves like `pip3 install --user` did before pip 23.0.0 and does not affect the OS's file system.", author="u1")
    # Names the flag, the condition and the command in full (the messages follow in the same comment): a same-author trap.
    rec(EAF1067, [e1, e2, e3, e4, e5], e6, False, SAME, [], None, author="u1")

    v1 = (U, "build.sh: pass --break-system-packages to pip for PEP 668 envs", "u1")
    v3 = "Pass --break-system-packages so build.sh works on both PEP 668 interpreters (macOS Homebrew, recent Debian/Ubuntu) and older ones where the flag is a harmless no-op."
    rec(SVFPY52, [v1], PE_MACOS, False, SAME, [], None, author="u1")
    rec(SVFPY52, [v1, (U, PE_MACOS, "u1")], v3, True, "ellipsis", ["build.sh"], "Pass --break-system-packages to pip in SVF-Python's build.sh so it works on PEP 668 interpreters (macOS Homebrew, recent Debian/Ubuntu) and older ones where the flag is a harmless no-op.", author="u1")
    lend(SVFPY52, [v1], PE_SINCE, SAME, PIPREV120)

    h1 = (U, "fix(python): use system python-pipx to honor PEP 668", "u1")
    h2 = "### Bug\n\nFailing job: https://github.com/palazzem/hanzo/actions/runs/5262470093/jobs/9523058544"
    rec(HANZO209, [h1], h2, True, "ellipsis", ["Failing job"], "hanzo's job installing pipx with pip fails under PEP 668: https://github.com/palazzem/hanzo/actions/runs/5262470093/jobs/9523058544", author="u1")
    lend(HANZO209, [h1], PE_BLOCKS, SAME, LOREK249)
    lend(HANZO209, [h1, (U, h2, "u1")], PE_MACOS, SAME, SVFPY52)

    m1 = (U, "pip: make externally managed warning an error outside of CI", "u1")
    m2 = (U, "Back in 4447a7ba7971d3480 we enabled PEP 668, but patched pip to only show the warning and not abort in case installing outside of a venv, to avoid too much fallout.", "u1")
    m3 = (U, "One motivation for this change was to avoid users falling into the trap of using pip and installing incompatible packages breaking the MSYS2 provided packages, or leading to errors during pacman upgrades due to file conflicts.", "u1")
    m4 = (U, "This mainly affects developer installations and not CI, where the environment is mostly ephemeral, and using pip this way isn't that bad since the env will be thrown away anyway.", "u1")
    m5 = "As pointed out in the warning, just pass \"--break-system-packages\" to pip if you know what you are doing."
    rec(MSYS27642, [m1], m2[1], True, "ellipsis", ["we"], "In commit 4447a7ba7971d3480 MSYS2 enabled PEP 668 but patched pip to only warn, not abort, when installing outside a venv, to avoid too much fallout.", author="u1")
    rec(MSYS27642, [m1, m2], m3[1], True, "pronoun", ["this change"], "One motivation for MSYS2 making pip's externally-managed warning an error was to stop pip installs breaking MSYS2-provided packages or causing file conflicts in pacman upgrades.", author="u1")
    rec(MSYS27642, [m1, m2, m3], m4[1], True, "pronoun", ["This", "this way"], "MSYS2's externally-managed error mainly affects developer installations, not CI, where the environment is ephemeral and installing with pip outside a venv isn't that bad.", author="u1")
    rec(MSYS27642, [m1, m2, m3, m4], m5, True, "pronoun", ["the warning"], "As MSYS2's externally-managed warning says, pass --break-system-packages to pip if you know what you are doing.", author="u1")

    n1 = (U, "pip: in case of EXTERNALLY-MANAGED only warn instead of erroring out", "u1")
    n2 = (U, "We want users to move away from breaking their systems with pip, and upstream provides PEP 668 for this where pip will error out if the system packages are marked as externally managed (by pacman in this case).", "u1")
    n3 = (U, "In MSYS2 though it's not that easy to use venvs (mixing with system site packages is sometimes required), though things have improved with setuptools/meson-python/rust tooling in the last year.", "u1")
    n4 = (U, "To get the message still out there we downgrade the error to warning.", "u1")
    rec(MSYS22382, [n1], n2[1], True, "ellipsis", ["We", "this case"], "MSYS2 wants users to stop breaking their systems with pip; PEP 668 makes pip error out when the system packages are marked externally managed (by pacman for MSYS2).", author="u1")
    # Names MSYS2 and venvs; the claim is complete in itself: a same-author trap.
    rec(MSYS22382, [n1, n2], n3[1], False, SELF, [], None, author="u1")
    rec(MSYS22382, [n1, n2, n3], n4[1], True, "ellipsis", ["the message", "the error"], "To still get PEP 668's message out, MSYS2 downgrades pip's externally-managed error to a warning.", author="u1")
    rec(MSYS22382, [n1, n2, n3, n4], "Lgtm", True, "ellipsis", [], "The MSYS2 change making pip only warn for EXTERNALLY-MANAGED looks good to me.", author="u2")

    p1 = (U, "Using `pip-review --auto` in Python environments managed by the system package manager (PEP 668) in a global environment does not work.", "u1")
    p3 = (U, "The fix is quite simple: just add “--break-system-packages” at the end of the `pip` command.", "u1")
    p5 = "And no, there’s no point in adding “`pip-review --auto --break-system-packages`” because this will cause “`--break-system-packages`” to be parsed even for “`pip list`”"
    rec(PIPREV120, [p1], p3[1], True, "ellipsis", ["The fix", "the `pip` command"], "The fix for pip-review --auto under PEP 668 is simple: add --break-system-packages at the end of the pip install command pip-review runs.", author="u1")
    rec(PIPREV120, [p1, p3], PE_SINCE, False, SAME, [], None, author="u1")
    # Names pip-review, the flag and pip list; "this" is the option inside the sentence: a same-author trap.
    rec(PIPREV120, [p1, p3, (U, PE_SINCE, "u1")], p5, False, SELF, [], None, author="u1")
    lend(PIPREV120, [p1], PE_MACOS, SAME, SVFPY52)

    r1 = (U, "fix(install): handle PEP 668 externally-managed-environment", "u1")
    r2 = (U, "## Problem\n\n`curl ... install.sh | bash` fails on Python 3.12+ (Debian/Ubuntu) with:", "u1")
    r4 = "Install order: **uv → pipx → pip --user (with PEP 668 workaround)**"
    rec(LOREK249, [r1], r2[1], True, "ellipsis", ["install.sh"], "lorekeep's `curl ... install.sh | bash` fails on Python 3.12+ (Debian/Ubuntu) with 'error: externally-managed-environment'.", author="u1")
    rec(LOREK249, [r1, r2], PE_BLOCKS, False, SAME, [], None, author="u1")
    rec(LOREK249, [r1, r2, (U, PE_BLOCKS, "u1")], r4, True, "ellipsis", ["Install order"], "lorekeep's install.sh now tries uv first, then pipx, then pip --user with the PEP 668 workaround.", author="u1")
    lend(LOREK249, [r1], PE_SINCE, SAME, PIPREV120)


# ---- git's "fatal: detected dubious ownership in repository" and safe.directory ----
EBB64 = GH + "mxgross/EasyBackupBundle/issues/64"
AOS4 = GH + "TheArtOfficial/ArtOfficialStudio/issues/4"
PHYSIX33 = GH + "PhysixProject/physix/issues/33"
ALAV7612 = GH + "mysociety/alaveteli/issues/7612"
TREZOR4972 = GH + "trezor/trezor-firmware/pull/4972"
SDNEXT726 = GH + "vladmandic/sdnext/issues/726"
SMOOTH59 = GH + "fujidaiti/smooth_sheets/issues/59"
GSPUB1827 = GH + "getsentry/publish/pull/1827"
LIBFT46 = GH + "Tripouille/libftTester/pull/46"
PLASMA133 = GH + "PlasmaPy/plasmapy.github.io/pull/133"
MAGE2506 = GH + "mage-ai/mage-ai/pull/2506"
DO_USERS = "Some users have run into a `dubious ownership` error when trying to use git."
DO_PLASMA = "I just started getting this error:\n\n```\nREPO: PlasmaPy/plasmapy.github.io\nACTOR: namurphy\n==> Preparing...\nfatal: detected dubious ownership in repository at '/github/workspace'\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /github/workspace\n```"


def _dubious(rec, U, A, lend) -> None:  # noqa: PLR0915
    b1 = (U, "Detected \"dubious ownership\" message", "u1")
    b2 = (U, "EasyBackup seems to work, but showing this message:\n```\ngit \tfatal: detected dubious ownership in repository at '/var/www/kimai/var/plugins/EasyBackupBundle' To add an exception for this directory, call: git config --global --add safe.directory /var/www/kimai/var/plugins/EasyBackupBundle \n```", "u1")
    b3 = (U, "I've tried the recommendation written there, but it doesn't solve the issue. So what ownership is working for the directory?", "u1")
    b4 = (A, "This git message does not affect functionality in any way and can therefore be ignored.", "u2")
    b5 = (A, "Git seems to throw it if a repository is contained inside a repository.", "u2")
    b6 = "`git config --system --add safe.directory /var/www/kimai/var/plugins/EasyBackupBundle `\nThis solved the problem for me. Used _--system_ instead of _--global_."
    # Names EasyBackup and quotes git's message in full ("this message" points forward): a same-author trap.
    rec(EBB64, [b1], b2[1], False, SELF, [], None, author="u1")
    rec(EBB64, [b1, b2], b3[1], True, "pronoun", ["the recommendation written there", "it", "the directory"], "I ran the `git config --global --add safe.directory` command git suggests for EasyBackupBundle's 'detected dubious ownership' message, but it doesn't help; what ownership works for /var/www/kimai/var/plugins/EasyBackupBundle?", author="u1")
    rec(EBB64, [b1, b2, b3], b4[1], True, "pronoun", ["This git message"], "git's 'detected dubious ownership' message shown by EasyBackupBundle does not affect its functionality and can be ignored.", author="u2")
    rec(EBB64, [b1, b2, b3, b4], b5[1], True, "pronoun", ["it"], "Git seems to report 'detected dubious ownership' for EasyBackupBundle because its repository is contained inside another repository.", author="u2")
    rec(EBB64, [b1, b2, b3, b4, b5], b6, True, "ellipsis", ["the problem"], "`git config --system --add safe.directory /var/www/kimai/var/plugins/EasyBackupBundle` (--system instead of --global) solved EasyBackupBundle's 'detected dubious ownership' message for me.", author="u1")

    a1 = (U, "git \"detected dubious ownership in repository\" error", "u1")
    a2 = (U, "I keep getting this error. Does any one know how to resolve this? I have run the git config command below, but it doesn't seem to have an effect.", "u1")
    a3 = "It's a drive mount, but I am executing the command in the linux subsystem. it is a windows drive."
    rec(AOS4, [a1], a2[1], True, "pronoun", ["this error", "this"], "In ArtOfficialStudio I keep getting git's 'detected dubious ownership in repository' error for /workspace/ComfyUI; running the suggested `git config --global --add safe.directory` has no effect. How do I resolve it?", author="u1")
    rec(AOS4, [a1, a2], a3, True, "pronoun", ["It", "the command", "it"], "ArtOfficialStudio's /workspace with git's dubious-ownership error is a mounted Windows drive (-v /mnt/e/Docker/ArtOfficial:/workspace), though I run the git config command in WSL.", author="u1")
    lend(AOS4, [a1], DO_USERS, SAME, MAGE2506)

    p1 = (U, "dubious git repo ownership", "u1")
    p2 = (U, "Building on Debian 11\n./catalyst -t 01-toolchain.json\n [ERROR]  stderr:fatal: detected dubious ownership in repository at '/mnt/physix/opt/admin/physix'", "u1")
    p3 = "Fixed with\n\tgit config --global --add safe.directory /mnt/physix/opt/admin/physix"
    rec(PHYSIX33, [p1], p2[1], True, "ellipsis", [], "Building Physix on Debian 11, `./catalyst -t 01-toolchain.json` fails with 'fatal: detected dubious ownership in repository at /mnt/physix/opt/admin/physix'.", author="u1")
    rec(PHYSIX33, [p1, p2], p3, True, "ellipsis", ["Fixed"], "Physix's catalyst 'detected dubious ownership' error is fixed with `git config --global --add safe.directory /mnt/physix/opt/admin/physix`.", author="u1")
    lend(PHYSIX33, [p1], DO_USERS, SAME, MAGE2506)

    t1 = (U, "Docker - detected dubious ownership in repository", "u1")
    t2 = "Seeing errors with:\n\n```\nfatal: detected dubious ownership in repository at '/alaveteli'\nTo add an exception for this directory, call:\n        git config --global --add safe.directory /alaveteli\n```"
    rec(ALAV7612, [t1], t2, True, "ellipsis", ["Seeing errors"], "In Alaveteli's Docker setup I see 'fatal: detected dubious ownership in repository at /alaveteli' (git suggests `git config --global --add safe.directory /alaveteli`).", author="u1")
    lend(ALAV7612, [t1], DO_USERS, SAME, MAGE2506)

    z1 = (U, "build: build-docker.sh: ignore dubious ownership", "u1")
    rec(TREZOR4972, [z1], "Likely caused by #4374.", True, "ellipsis", [], "trezor-firmware's build-docker.sh failing with git's 'detected dubious ownership' is likely caused by #4374.", author="u1")
    lend(TREZOR4972, [z1], DO_USERS, SAME, MAGE2506)

    d1 = (U, "[Issue]: Fatal - detected dubious ownership", "u1")
    d2 = (U, "### Issue Description\n\nError getting local repository version: invalid literal for int() with base 10: \"fatal: detected dubious ownership in repository at 'C:/automatic'", "u1")
    d3 = (U, "and then it closes after Press Any Key", "u1")
    d4 = "### Version Platform Description\n\nWin 10, Chrome, latest iteration  6f976c358f6f2db4d23af0c210f4dbb01f8a24d4 2023-05-03T01:30:31Z"
    rec(SDNEXT726, [d1], d2[1], True, "ellipsis", ["local repository version"], "SD.Next's installer fails getting the local repository version: invalid literal for int() with base 10: \"fatal: detected dubious ownership in repository at 'C:/automatic'\".", author="u1")
    rec(SDNEXT726, [d1, d2], d3[1], True, "pronoun", ["it"], "After SD.Next's 'detected dubious ownership' error, the SD.Next window closes after 'Press Any Key'.", author="u1")
    rec(SDNEXT726, [d1, d2, d3], d4, True, "ellipsis", [], "I get SD.Next's 'detected dubious ownership' error on Windows 10 with Chrome, at commit 6f976c358f6f2db4d23af0c210f4dbb01f8a24d4 (2023-05-03).", author="u1")
    lend(SDNEXT726, [d1], DO_PLASMA, SELF, PLASMA133)

    f1 = (U, "fatal: detected dubious ownership in repository", "u1")
    f2 = (U, "In the `dry_run` workflow:", "u1")
    f3 = (U, "It seems that this error has appeared after the fix of CVE-2022-24765 in Git.", "u1")
    f4 = "Could it be due to an update to the Git version installed in the CI runner?"
    rec(SMOOTH59, [f1], f2[1], True, "ellipsis", [], "smooth_sheets' `dry_run` workflow fails with 'fatal: detected dubious ownership in repository at /github/workspace'.", author="u1")
    rec(SMOOTH59, [f1, f2], f3[1], True, "pronoun", ["this error"], "git's 'detected dubious ownership' error in smooth_sheets' CI seems to have appeared after Git's fix for CVE-2022-24765.", author="u1")
    rec(SMOOTH59, [f1, f2, f3], f4, True, "pronoun", ["it", "the CI runner"], "Could the 'detected dubious ownership' failure in smooth_sheets' dry_run workflow be due to an update of the Git version installed in the GitHub Actions runner?", author="u1")
    lend(SMOOTH59, [f1], DO_PLASMA, SELF, PLASMA133)

    g1 = (U, "Workaround git safe.directory", "u1")
    g2 = (U, "Apply workaround mentioned in https://github.com/actions/runner/issues/2033", "u1")
    g3 = "Note: https://github.com/getsentry/craft/pull/455 did not work."
    rec(GSPUB1827, [g1], g2[1], True, "ellipsis", [], "In getsentry/publish, apply the git safe.directory workaround from https://github.com/actions/runner/issues/2033 for the 'detected dubious ownership' error.", author="u1")
    rec(GSPUB1827, [g1, g2], g3, True, "ellipsis", ["did not work"], "getsentry/craft pull request #455 did not fix getsentry/publish's 'detected dubious ownership' error.", author="u1")
    lend(GSPUB1827, [g1], DO_PLASMA, SELF, PLASMA133)

    x1 = (U, "Fix: Dockerfile: Git detected dubious ownership", "u1")
    x2 = "make: Entering directory '/project/libftTester'\nfatal: detected dubious ownership in repository at '/project/libftTester' To add an exception for this directory, call:\n\n        git config --global --add safe.directory /project/libftTester\nmake: *** [Makefile:43: update] Error 128"
    rec(LIBFT46, [x1], x2, True, "ellipsis", [], "Running libftTester in its Docker image, `make update` fails with 'fatal: detected dubious ownership in repository at /project/libftTester' (Makefile:43, Error 128).", author="u1")
    lend(LIBFT46, [x1], DO_PLASMA, SELF, PLASMA133)

    y1 = (U, "Add safe directory for deployment GitHub Action", "u1")
    rec(PLASMA133, [y1], DO_PLASMA, False, SELF, [], None, author="u1")
    rec(PLASMA133, [y1, (U, DO_PLASMA, "u1")], "This PR adds that command.", True, "pronoun", ["This PR", "that command"], "The PlasmaPy website pull request adds `git config --global --add safe.directory /github/workspace` to the deployment GitHub Action.", author="u1")

    k1 = (U, "[dy] Dubious ownership error", "u1")
    k3 = (U, "In order to bypass the error, I added the local repository as a global safe directory.", "u1")
    rec(MAGE2506, [k1], DO_USERS, False, SAME, [], None, author="u1")
    rec(MAGE2506, [k1, (U, DO_USERS, "u1")], k3[1], True, "pronoun", ["the error"], "To bypass git's 'dubious ownership' error in Mage, I added the local repository as a global safe directory.", author="u1")
    rec(MAGE2506, [k1, (U, DO_USERS, "u1"), k3], "# Tests\n\ntested locally", True, "ellipsis", [], "The Mage fix adding the repository as a git safe directory was tested locally.", author="u1")


# ---- Android 9+ blocking cleartext HTTP: usesCleartextTraffic and the network security config ----
WEBMK5 = GH + "warren-bank/Android-WebMonkey/issues/5"
CIDER1 = GH + "ciderapp/Cider-Companion/pull/1"
MASTG2008 = GH + "OWASP/mastg/issues/2008"
MASTG2037 = GH + "OWASP/mastg/pull/2037"
CWA2 = GH + "corona-warn-app/cwa-app-android/issues/2"
CSDKL8 = GH + "ConnectSDK/Connect-SDK-Android-Lite/pull/8"
REACTN300 = GH + "pwittchen/ReactiveNetwork/issues/300"
ANIMITY95 = GH + "kl3jvi/animity/issues/95"
LYSOK2513 = GH + "lysine-dev/okhttp/issues/2513"
SSAND1765 = GH + "shadowsocks/shadowsocks-android/issues/1765"
AIOL28 = GH + "zobnin/aiolauncher_scripts/issues/28"
TRUESEE283 = GH + "alterakey/trueseeing/issues/283"
HCRUNCH44 = GH + "helpcrunch/android-sdk-demo/issues/44"
HERMES254 = GH + "Hy4ri/hermes-mobile/issues/254"
MOSIP727 = GH + "mosip/android-registration-client/issues/727"
CT_SINCE9 = "Since Android 9 (API level 28), cleartext HTTP traffic is blocked by default."
CT_NEWER = "Newer versions of android(8/9 and higher)  block cleartext traffic by default."
CT_KEY = "The key reason for avoiding cleartext traffic is the lack of confidentiality, authenticity, and protections against tampering; a network attacker can eavesdrop on transmitted data and also modify it without being detected."
CT_ASK = "We can ask NetworkSecurityPolicy if the device permits cleartext."


def _cleartext(rec, U, A, lend) -> None:  # noqa: PLR0915
    w1 = (U, "Error cleartext traffic is not permitted", "u1")
    w2 = (U, "I Typed ddg.co in the address bar, and the app tried http://ddg.co but was blocked.", "u1")
    w4 = (U, "An exception to allow http would be great.", "u1")
    w5 = (A, "Thanks for letting me know; I wasn't aware of that policy change. I'll push updates to all of my Android apps that use network connections, including WebMonkey.. within a day or so.", "u2")
    w6 = (A, "Anyway, please let me know whether v1.0.19 solves this issue. Thanks.", "u2")
    w7 = "Yeah, its working fine. Cheers 🍻"
    rec(WEBMK5, [w1], w2[1], True, "ellipsis", ["the app"], "I typed ddg.co in WebMonkey's address bar; WebMonkey tried http://ddg.co but it was blocked ('cleartext traffic is not permitted').", author="u1")
    # The opener's general claim names Android versions and cleartext in full: a same-author trap.
    rec(WEBMK5, [w1, w2], CT_NEWER, False, SAME, [], None, author="u1")
    h = [w1, w2, (U, CT_NEWER, "u1")]
    rec(WEBMK5, h, w4[1], True, "ellipsis", ["An exception"], "An exception allowing cleartext http in WebMonkey on Android 8/9+ would be great.", author="u1")
    rec(WEBMK5, [*h, w4], w5[1], True, "pronoun", ["that policy change"], "I wasn't aware that Android 8/9+ blocks cleartext traffic by default; I'll update all my Android apps that use network connections, including WebMonkey, within a day or so.", author="u2")
    rec(WEBMK5, [*h, w4, w5], w6[1], True, "pronoun", ["this issue"], "Does WebMonkey v1.0.19 fix the 'cleartext traffic is not permitted' error for http sites?", author="u2")
    rec(WEBMK5, [*h, w4, w5, w6], w7, True, "ellipsis", ["its working fine"], "WebMonkey v1.0.19 works fine: http sites are no longer blocked as cleartext traffic.", author="u1")

    c1 = (U, "Add Cleatext HTTP Traffic", "u1")
    c2 = (U, "Since Android 9, Cleartext defaults to false, change to true.", "u1")
    rec(CIDER1, [c1], c2[1], True, "ellipsis", ["change to true"], "Since Android 9 cleartext traffic defaults to false; set usesCleartextTraffic to true in Cider Companion's Android manifest.", author="u1")
    rec(CIDER1, [c1, c2], "https://developer.android.com/guide/topics/manifest/application-element#usesCleartextTraffic", True, "ellipsis", [], "Android's documentation of the usesCleartextTraffic manifest attribute, for Cider Companion's cleartext pull request: https://developer.android.com/guide/topics/manifest/application-element#usesCleartextTraffic", author="u1")
    lend(CIDER1, [c1], CT_KEY, SAME, CWA2)

    q1 = (U, "[Test Case] usesCleartextTraffic in AndroidManifest", "u1")
    q2 = (U, "Add a test in MASVS-NETWORK-1 for `usesCleartextTraffic` in AndroidManifest:", "u1")
    q3 = (U, "This flag is ignored on Android 7.0 (API level 24) and above if an Android Network Security Config is present.", "u1")
    q4 = "Note: WebView honors this attribute for applications targeting API level 26 and higher."
    rec(MASTG2008, [q1], q2[1], True, "ellipsis", [], "Add a test case to the OWASP MASTG under MASVS-NETWORK-1 for `usesCleartextTraffic` in AndroidManifest.", author="u1")
    rec(MASTG2008, [q1, q2], q3[1], True, "pronoun", ["This flag"], "Android's usesCleartextTraffic manifest flag is ignored on Android 7.0 (API level 24) and above if a Network Security Config is present.", author="u1")
    rec(MASTG2008, [q1, q2, q3], q4, True, "pronoun", ["this attribute"], "WebView honors the usesCleartextTraffic manifest attribute for applications targeting API level 26 and higher.", author="u1")
    lend(MASTG2008, [q1], CT_ASK, SAME, LYSOK2513)

    lend(MASTG2037, [(U, "clearText traffic info added", "u1")], CT_NEWER, SAME, WEBMK5)

    k1 = (U, "[SECURITY] The application implemented usesCleartextTraffic , cleartextTrafficPermitted, is set to \"true\", which will allow HTTP Traffic", "u1")
    k4 = "As the usesCleartextTraffic is set to true it violates the above principle."
    rec(CWA2, [k1], CT_KEY, False, SAME, [], None, author="u1")
    rec(CWA2, [k1, (U, CT_KEY, "u1")], k4, True, "pronoun", ["the above principle"], "Because the Corona-Warn-App sets usesCleartextTraffic to true, it violates Android's principle of avoiding cleartext traffic (no confidentiality, authenticity or tamper protection).", author="u1")
    lend(CWA2, [k1], CT_ASK, SAME, LYSOK2513)

    n1 = (U, "Fixed to disable cleartext traffic", "u1")
    n2 = (U, "Changes\nSet android:usesCleartextTraffic to false in AndroidManifest.xml.", "u1")
    n3 = (U, "Reason\nSecurity scan detected cleartext traffic permitted (CWE-693, CVSS 0.0). Disabled app-wide HTTP plaintext to mitigate the vulnerability.", "u1")
    n4 = "Dear @dung2le\nPlease review the PR.\nThanks."
    rec(CSDKL8, [n1], n2[1], True, "ellipsis", ["Changes"], "This Connect-SDK-Android-Lite pull request sets android:usesCleartextTraffic to false in AndroidManifest.xml.", author="u1")
    rec(CSDKL8, [n1, n2], n3[1], True, "ellipsis", ["Reason"], "A security scan of Connect-SDK-Android-Lite found cleartext traffic permitted (CWE-693, CVSS 0.0), so the pull request disables app-wide HTTP plaintext.", author="u1")
    rec(CSDKL8, [n1, n2, n3], n4, True, "ellipsis", ["the PR"], "@dung2le, please review the Connect-SDK-Android-Lite pull request disabling cleartext traffic.", author="u1")
    lend(CSDKL8, [n1], CT_SINCE9, SAME, MASTG2037)

    r1 = (U, "Add information about clearTextTraffic to the documentation", "u1")
    rec(REACTN300, [r1], "It's related to #299 \nReference: https://stackoverflow.com/questions/45940861/android-8-cleartext-http-traffic-not-permitted", True, "pronoun", ["It"], "Adding clearTextTraffic information to ReactiveNetwork's documentation is related to ReactiveNetwork issue #299; reference: https://stackoverflow.com/questions/45940861/android-8-cleartext-http-traffic-not-permitted", author="u1")
    lend(REACTN300, [r1], CT_SINCE9, SAME, MASTG2037)

    a1 = (U, "Cleartext communication error", "u1")
    a2 = (U, "The text that says Cleartext communication is not permitted by network security policy shows up when the app is opened,how to fix it?", "u1")
    rec(ANIMITY95, [a1], a2[1], True, "ellipsis", ["the app"], "When I open Animity it shows 'Cleartext communication is not permitted by network security policy'; how do I fix it?", author="u1")
    rec(ANIMITY95, [a1, a2], "Please install the latest release :)", True, "ellipsis", ["the latest release"], "Install the latest Animity release to fix the 'Cleartext communication is not permitted' message.", author="u2")
    lend(ANIMITY95, [a1], CT_SINCE9, SAME, MASTG2037)

    o1 = (U, "Forbid cleartext if Android’s NetworkSecurityPolicy says so", "u1")
    o3 = "If it doesn’t, we can strip that ConnectionSpec from the client’s configuration."
    rec(LYSOK2513, [o1], CT_ASK, False, SAME, [], None, author="u1")
    rec(LYSOK2513, [o1, (U, CT_ASK, "u1")], o3, True, "pronoun", ["it", "that ConnectionSpec"], "If Android's NetworkSecurityPolicy says the device does not permit cleartext, OkHttp can strip the cleartext ConnectionSpec from the client's configuration.", author="u1")
    lend(LYSOK2513, [o1], CT_KEY, SAME, CWA2)

    s1 = (U, "CLEARTEXT communication to host not permitted by network security policy", "u1")
    s2 = (A, "HTTPS enforced", "u2")
    s3 = "add `android:usesCleartextTraffic=\"true\"` to `application` tag in `AndroidManifest.xml` "
    rec(SSAND1765, [s1], s2[1], True, "ellipsis", [], "shadowsocks-android's 'CLEARTEXT communication not permitted' comes from HTTPS being enforced.", author="u2")
    # A later helper's bare instruction: what it fixes is only the thread's, so a follow-up.
    rec(SSAND1765, [s1, s2], s3, True, "ellipsis", [], "To fix shadowsocks-android's 'CLEARTEXT communication to host not permitted by network security policy', add android:usesCleartextTraffic=\"true\" to the application tag in AndroidManifest.xml.", author="u3")
    lend(SSAND1765, [s1], CT_KEY, SAME, CWA2)

    i1 = (U, "CLEARTEXT communication not permitted by network security policy", "u1")
    i2 = (U, "I believe that plain http is no longer permitted for http:get, only https.", "u1")
    i3 = (U, "Is there a way to use plain http sites?\nIt worked few weeks ago.", "u1")
    rec(AIOL28, [i1], i2[1], True, "ellipsis", ["http:get"], "In AIO Launcher scripts, plain http seems no longer permitted for http:get, only https ('CLEARTEXT communication not permitted by network security policy').", author="u1")
    rec(AIOL28, [i1, i2], i3[1], True, "ellipsis", ["plain http sites", "It"], "Is there a way to use plain http sites with AIO Launcher's script http:get? It worked a few weeks ago.", author="u1")
    rec(AIOL28, [i1, i2, i3], "Will be fixed in the next version. Thank you.", True, "ellipsis", [], "AIO Launcher's blocking of plain http in script http:get will be fixed in the next version.", author="u2")
    lend(AIOL28, [i1], CT_NEWER, SAME, WEBMK5)

    t1 = (U, "[3] Wrong scoring of cleartext traffic eligibility", "u1")
    t2 = "It seems like we are scoring the following policy as cleartext friendly -- it is not.\n```\n<?xml version='1.0' encoding='utf-8' ?>\n<network-security-config>\n  <base-config cleartextTrafficPermitted=\"false\">\n\t<trust-anchors>\n\t  <certificates src=\"system\" />\n\t</trust-anchors>\n  </base-config>\n</network-security-config>\n```"
    rec(TRUESEE283, [t1], t2, True, "pronoun", ["we"], "trueseeing scores a network security config with base-config cleartextTrafficPermitted=\"false\" (system trust anchors) as cleartext friendly, which it is not.", author="u1")
    lend(TRUESEE283, [t1], CT_NEWER, SAME, WEBMK5)

    c1 = (U, "CLEARTEXT communication to ucarecdn.com not permitted by network security policy", "u1")
    c2 = (U, "Can you use HTTPS instead of HTTP for avatars from `https://ucarecdn.com` ?", "u1")
    rec(HCRUNCH44, [c1], c2[1], True, "ellipsis", ["avatars"], "Can the HelpCrunch Android SDK load avatars from ucarecdn.com over HTTPS instead of HTTP?", author="u1")
    rec(HCRUNCH44, [c1, c2], "Using HTTP causes CLEARTEXT violation:", True, "ellipsis", ["Using HTTP"], "The HelpCrunch Android SDK loading ucarecdn.com avatars over HTTP causes OkHttp's 'CLEARTEXT communication not permitted by network security policy'.", author="u1")
    lend(HCRUNCH44, [c1], CT_SINCE9, SAME, MASTG2037)

    e1 = (U, "[security] Blanket cleartext traffic allowed to any host (SEC-01)", "u1")
    e2 = (U, "**Severity:** Critical\n**File:** `res/xml/network_security_config.xml:4` + `AndroidManifest.xml:18`", "u1")
    e3 = (U, "Blanket `<base-config cleartextTrafficPermitted=\"true\">` + `usesCleartextTraffic=\"true\"` allows cleartext HTTP to **ANY** host, not just private LAN.", "u1")
    e4 = (U, "Restrict cleartext to private IP ranges only.", "u1")
    e5 = "**Verification (2026-06-22, `60bf6e8`):**\n✅ SEC-01 — `<base-config cleartextTrafficPermitted=\\true\\ />` at `res/xml/network_security_config.xml:5`. No domain-restrictions. `usesCleartextTraffic=\\true\\` at `AndroidManifest.xml:18`. Confirmed."
    rec(HERMES254, [e1], e2[1], True, "ellipsis", [], "hermes-mobile's blanket cleartext permission (SEC-01) is critical and sits in res/xml/network_security_config.xml line 4 and AndroidManifest.xml line 18.", author="u1")
    # A general claim about the two settings, complete in itself: the opener's own trap.
    rec(HERMES254, [e1, e2], e3[1], False, SAME, [], None, author="u1")
    rec(HERMES254, [e1, e2, e3], e4[1], True, "ellipsis", [], "Restrict hermes-mobile's cleartext HTTP to private IP ranges only.", author="u1")
    rec(HERMES254, [e1, e2, e3, e4], e5, True, "identifier", ["SEC-01"], "Verified at 60bf6e8: hermes-mobile's SEC-01 (blanket cleartext) is confirmed: base-config cleartextTrafficPermitted=true at network_security_config.xml:5 with no domain restrictions, and usesCleartextTraffic=true at AndroidManifest.xml:18.", author="u1")
    lend(HERMES254, [e1], CT_KEY, SAME, CWA2)

    v1 = (U, "RCF-1417: Security testing: ARC: clear text traffic issue", "u1")
    rec(MOSIP727, [v1], "Sachin S P commented: Updated network security configuration to disable cleartext traffic (set cleartextTrafficPermitted=false).", True, "ellipsis", [], "For MOSIP's Android Registration Client (RCF-1417), the network security configuration was updated to disable cleartext traffic (cleartextTrafficPermitted=false).", author="u1")
    lend(MOSIP727, [v1], CT_ASK, SAME, LYSOK2513)


# ---- MySQL's 3-byte utf8 and emoji: "Incorrect string value: '\xF0\x9F...'" and utf8mb4 ----
KODBOX344 = GH + "kalcaddle/kodbox/issues/344"
STEEMN102 = GH + "steemnova/steemnova/issues/102"
OZZO75 = GH + "go-ozzo/ozzo-dbx/issues/75"
KBS2M15 = GH + "oliviermaridat/kanboard-sqlite2mysql/issues/15"
OWID1266 = GH + "owid/owid-grapher/issues/1266"
LAGOTTO324 = GH + "lagotto/lagotto/issues/324"
BITEX129 = GH + "bitex-la/compliance/pull/129"
EMERG64 = GH + "JarvusInnovations/emergence/pull/64"
MUSHOB2077 = GH + "MushroomObserver/mushroom-observer/issues/2077"
SAPROTO2258 = GH + "saproto/saproto/pull/2258"
RANGER215 = GH + "burningmantech/ranger-clubhouse-api/pull/215"
U_ALMOST = "Emoji issues are almost always a MySQL charset/collation problem rather than a library issue."
U_MB3 = "In MySQL utf8 used to mean utf8mb3 - a, frankly, broken and wrong utf8 implementation that only captures utf codepoints not on the complex plane."
U_DEPR = "The utf8mb3 character set is also being deprecated: https://dev.mysql.com/doc/refman/8.4/en/charset-unicode-utf8mb3.html."
U_CONSENSUS = "It sounds like the consensus is everyone should be using `utf8mb4` all the time"


def _utf8mb4(rec, U, A, lend) -> None:  # noqa: PLR0915
    k1 = (U, "Incorrect string value: '\\xF0\\x9F\\x92\\xBE |...' for column `kodbox`.`share`.`sourcePath` at row 1", "u1")
    k2 = (U, "Webdav", "u1")
    k3 = (U, "EMOJI\n\nwhy when there is an emoticon in the folder there is this error", "u1")
    k5 = "try convert mysql charset to utf8mb4   (mysql version need > 5.3) :"
    rec(KODBOX344, [k1], k2[1], True, "ellipsis", [], "kodbox's \"Incorrect string value '\\xF0\\x9F\\x92\\xBE' for column share.sourcePath\" happens over WebDAV.", author="u1")
    rec(KODBOX344, [k1, k2], k3[1], True, "pronoun", ["the folder", "this error"], "Why does kodbox fail with \"Incorrect string value '\\xF0\\x9F...' for column share.sourcePath\" when a folder name contains an emoji?", author="u1")
    rec(KODBOX344, [k1, k2, k3], k5, True, "ellipsis", [], "To fix kodbox's \"Incorrect string value\" for emoji folder names, convert the MySQL charset to utf8mb4 (MySQL newer than 5.3).", author="u2")
    lend(KODBOX344, [k1], U_ALMOST, SAME, OZZO75)
    lend(KODBOX344, [k1, k2], U_DEPR, SAME, SAPROTO2258)

    s1 = (U, "USER ERROR: SQLSTATE[22007]: Invalid datetime format: 1366 Incorrect string value", "u1")
    s2 = (U, "Error while sending message with emoticon.", "u1")
    s3 = (A, "It's a problem with the utf8 encoding in MySQL which uses only 3 bytes for encoding, but 4 bytes are needed for real UTF-8 encoding.", "u2")
    s4 = (A, "Changing the character set from utf8 to utf8mb4 should solve issue.", "u2")
    s5 = (U, "This issue should be closed now. :)", "u3")
    s6 = "Hello ! so I have the same problem with this entry    \"   【𝐏𝐫𝐢𝐧𝐭𝐞𝐦𝐩𝐬 𝐕𝐞𝐧𝐭𝐞 𝐂𝐚𝐝𝐞𝐚𝐮】 \" "
    rec(STEEMN102, [s1], s2[1], True, "ellipsis", [], "SteemNova fails with SQLSTATE 1366 'Incorrect string value' when sending a message containing an emoticon.", author="u1")
    rec(STEEMN102, [s1, s2], s3[1], True, "pronoun", ["It"], "SteemNova's 'Incorrect string value' for emoji comes from MySQL's utf8 encoding using only 3 bytes, while real UTF-8 needs 4 bytes for emoji.", author="u2")
    rec(STEEMN102, [s1, s2, s3], s4[1], True, "ellipsis", ["issue"], "Changing SteemNova's MySQL character set from utf8 to utf8mb4 should fix the 'Incorrect string value' error for emoji messages.", author="u2")
    rec(STEEMN102, [s1, s2, s3, s4], s5[1], True, "pronoun", ["This issue"], "SteemNova's emoji 'Incorrect string value' issue should be closed now.", author="u3")
    rec(STEEMN102, [s1, s2, s3, s4, s5], s6, True, "ellipsis", ["the same problem"], "SteemNova still fails with SQLSTATE 1366 'Incorrect string value' for the entry \"【𝐏𝐫𝐢𝐧𝐭𝐞𝐦𝐩𝐬 𝐕𝐞𝐧𝐭𝐞 𝐂𝐚𝐝𝐞𝐚𝐮】\" (mathematical bold letters).", author="u4")
    lend(STEEMN102, [s1], U_MB3, SAME, OWID1266)

    o1 = (U, "Emoji Support", "u1")
    o2 = (U, "When trying to save emoji's to my database, they got replaced against question marks.", "u1")
    o3 = (U, "Shall i provide more informations?", "u1")
    o4 = (A, "Set you database charset is utf8mb4", "u2")
    o6 = "Is this still happening for you? We'll close this in a couple of weeks if there's no response."
    rec(OZZO75, [o1], o2[1], True, "ellipsis", [], "When I save emoji to MySQL with ozzo-dbx, they are replaced by question marks.", author="u1")
    rec(OZZO75, [o1, o2], o3[1], True, "ellipsis", ["more informations"], "Should I provide more information about ozzo-dbx saving emoji as question marks?", author="u1")
    rec(OZZO75, [o1, o2, o3], o4[1], True, "ellipsis", [], "To keep ozzo-dbx from saving emoji as question marks, set the MySQL database charset to utf8mb4.", author="u2")
    # A later maintainer's general claim, complete in itself: a trap.
    rec(OZZO75, [o1, o2, o3, o4], U_ALMOST, False, SAME, [], None, author="u3")
    rec(OZZO75, [o1, o2, o3, o4, (A, U_ALMOST, "u3")], o6, True, "pronoun", ["this"], "Is ozzo-dbx still saving your emoji as question marks? The issue will be closed in a couple of weeks without a response.", author="u3")
    lend(OZZO75, [o1], U_CONSENSUS, SELF, EMERG64)

    b1 = (U, "Problem with charset if use of emojis", "u1")
    b2 = (U, "### At first: Good job dude! I would lost without this script.", "u1")
    b3 = (U, "I've migrate a sqlite db with actual git version of kanboard but with interupt.", "u1")
    b4 = (U, "Problem is this emoji:  👍", "u1")
    b5 = (U, "I've changed the charset of mysql database to utf8mb4_bin. That works until the migration is already done but not for the migration itselve.", "u1")
    b6 = "When kanboard is running with mysql connection you can add emojis in your comments."
    rec(KBS2M15, [b1], b2[1], True, "pronoun", ["this script"], "Good job on kanboard-sqlite2mysql; I would be lost without the script.", author="u1")
    rec(KBS2M15, [b1, b2], b3[1], True, "ellipsis", ["with interupt"], "I migrated a Kanboard SQLite database (current git version) to MySQL with kanboard-sqlite2mysql, but the migration was interrupted.", author="u1")
    rec(KBS2M15, [b1, b2, b3], b4[1], True, "ellipsis", ["Problem"], "kanboard-sqlite2mysql's migration was interrupted (ERROR 1366 Incorrect string value) by the 👍 emoji in a comment.", author="u1")
    rec(KBS2M15, [b1, b2, b3, b4], b5[1], True, "ellipsis", ["the migration"], "Changing the MySQL database charset to utf8mb4_bin lets Kanboard store emoji after the kanboard-sqlite2mysql migration, but not during the migration itself.", author="u1")
    # Names Kanboard and MySQL; complete in itself: a same-author trap.
    rec(KBS2M15, [b1, b2, b3, b4, b5], b6, False, SAME, [], None, author="u1")
    lend(KBS2M15, [b1], U_MB3, SAME, OWID1266)

    w1 = (U, "Mysql corrupts some unicode codepoints in all tables - migrate to utf8mb4", "u1")
    w3 = (U, "Unfortunately our databases and tables were created with this setting instead of the later, correct utf8 implementation which is called utf8mb4.", "u1")
    w4 = (U, "To avoid nasty surprises when e.g. emoji were to be used (e.g. flag emoji might be quite relevant for us) we should convert all out tables to utf8mb4.", "u1")
    w5 = "4. Reload -> the emoji is gone and a question mark or similar in its place"
    rec(OWID1266, [w1], U_MB3, False, SAME, [], None, author="u1")
    h = [w1, (U, U_MB3, "u1")]
    rec(OWID1266, h, w3[1], True, "pronoun", ["our databases and tables", "this setting"], "OWID grapher's MySQL databases and tables were created with utf8 (utf8mb3) instead of the correct utf8mb4.", author="u1")
    rec(OWID1266, [*h, w3], w4[1], True, "pronoun", ["us", "out tables"], "To avoid surprises when emoji (e.g. flag emoji) are used, OWID grapher should convert all its MySQL tables to utf8mb4.", author="u1")
    rec(OWID1266, [*h, w3, w4], w5, True, "ellipsis", ["the emoji"], "After saving a chart title with an emoji in the OWID grapher admin and reloading, the emoji is gone and a question mark is in its place.", author="u1")
    lend(OWID1266, [w1], U_CONSENSUS, SELF, EMERG64)

    l1 = (U, "Migrate MySQL from utf8 to utf8mb4 to support emojis", "u1")
    rec(LAGOTTO324, [l1], "This is relevant for the works.title, deposits.message and alerts.message columns. Emojis are mostly found in tweets and are currently resulting in MySQL errors.", True, "pronoun", ["This"], "Lagotto's MySQL utf8-to-utf8mb4 migration matters for the works.title, deposits.message and alerts.message columns; emoji, mostly from tweets, currently cause MySQL errors.", author="u1")
    lend(LAGOTTO324, [l1], U_ALMOST, SAME, OZZO75)
    lend(LAGOTTO324, [l1], U_DEPR, SAME, SAPROTO2258)

    x1 = (U, "Add migration to set charset in utf8mb4 in order to support emoji and others", "u1")
    rec(BITEX129, [x1], "fixes https://github.com/bitex-la/storyboard/issues/169", True, "ellipsis", [], "The bitex-la/compliance migration setting the MySQL charset to utf8mb4 for emoji fixes https://github.com/bitex-la/storyboard/issues/169.", author="u1")
    lend(BITEX129, [x1], U_ALMOST, SAME, OZZO75)
    lend(BITEX129, [x1], U_DEPR, SAME, SAPROTO2258)

    e1 = (U, "Add support for emojis", "u1")
    e2 = (U, "- Allow charset for mySQL to be configured in `/emergence/config.json` file", "u1")
    e3 = (U, "@themightychris Could you take a look at this when you get a chance?", "u1")
    e4 = (A, "@nbey what does charset need to be set to to support emojis? Is there any downsides to switching the default to that?", "u2")
    e5 = (U, "@themightychris Charset needs to be set from `utf8` -> to `utf8mb4`.", "u3")
    rec(EMERG64, [e1], e2[1], True, "ellipsis", [], "This emergence pull request adds emoji support by letting the MySQL charset be configured in /emergence/config.json.", author="u1")
    rec(EMERG64, [e1, e2], e3[1], True, "pronoun", ["this"], "@themightychris, could you review the emergence pull request making the MySQL charset configurable for emoji?", author="u1")
    rec(EMERG64, [e1, e2, e3], e4[1], True, "ellipsis", ["that"], "@nbey, what must emergence's MySQL charset be set to for emoji, and are there downsides to making that the default?", author="u2")
    rec(EMERG64, [e1, e2, e3, e4], e5[1], True, "ellipsis", ["Charset"], "For emoji, emergence's MySQL charset must be changed from utf8 to utf8mb4.", author="u3")
    # The maintainer's general conclusion names utf8mb4; "It" is a dummy subject: a trap by a later speaker.
    rec(EMERG64, [e1, e2, e3, e4, e5], U_CONSENSUS, False, SELF, [], None, author="u2")
    lend(EMERG64, [e1], U_DEPR, SAME, SAPROTO2258)

    m1 = (U, "Emojis in Comments", "u1")
    m2 = (U, "Emojis throw errors when creating Comments.", "u1")
    m3 = (U, "Not sure what to do about this:\n- Allow emojis, vs\n- Prohibit emojis but don't throw Errors.", "u1")
    m4 = (U, "@mo-nathan suggests migrating the entire database to use utf8mb4 and also standardize the collation on utf8mb4_0900_ai_ci, which are the current Rails standards.", "u1")
    m5 = "I looked a bit more at this and I don't think there's direct support for this in the rails migration framework"
    rec(MUSHOB2077, [m1], m2[1], True, "ellipsis", [], "In Mushroom Observer, emoji throw errors ('Incorrect string value') when creating comments.", author="u1")
    rec(MUSHOB2077, [m1, m2], m3[1], True, "pronoun", ["this"], "Should Mushroom Observer allow emoji in comments, or prohibit them without throwing errors?", author="u1")
    rec(MUSHOB2077, [m1, m2, m3], m4[1], True, "ellipsis", ["the entire database"], "@mo-nathan suggests migrating Mushroom Observer's whole MySQL database to utf8mb4 with collation utf8mb4_0900_ai_ci, the current Rails standards.", author="u1")
    rec(MUSHOB2077, [m1, m2, m3, m4], m5, True, "pronoun", ["this"], "I don't think the Rails migration framework directly supports converting Mushroom Observer's database charset to utf8mb4.", author="u2")
    lend(MUSHOB2077, [m1], U_MB3, SAME, OWID1266)
    lend(MUSHOB2077, [m1, m2], U_CONSENSUS, SELF, EMERG64)

    p1 = (U, "Feature: full emoji support!", "u1")
    p2 = (U, "This migration moves our tables from utf8 with utf8mb3 collation to utf8mb4 with utf8mb4_unicode_520_ci collation.", "u1")
    p3 = (U, "This means all our textfields will finally fully support emojis!", "u1")
    p5 = "Also move our test and deploy action from mysql:5.7 to mariadb:10 as that is what we are using in production and on the sail container."
    rec(SAPROTO2258, [p1], p2[1], True, "pronoun", ["This migration", "our tables"], "The S.A. Proto website migration moves its tables from utf8 with utf8mb3 collation to utf8mb4 with utf8mb4_unicode_520_ci collation.", author="u1")
    rec(SAPROTO2258, [p1, p2], p3[1], True, "pronoun", ["This", "our textfields"], "With the utf8mb4 migration, all the S.A. Proto website's text fields will fully support emoji.", author="u1")
    rec(SAPROTO2258, [p1, p2, p3], U_DEPR, False, SAME, [], None, author="u1")
    rec(SAPROTO2258, [p1, p2, p3, (U, U_DEPR, "u1")], p5, True, "pronoun", ["our test and deploy action", "we"], "The saproto utf8mb4 pull request also moves its test and deploy GitHub Action from mysql:5.7 to mariadb:10, as used in production and on the Sail container.", author="u1")
    lend(SAPROTO2258, [p1], U_CONSENSUS, SELF, EMERG64)

    r1 = (U, "Change collation to utf8mb4_bin so emojis can be used.", "u1")
    lend(RANGER215, [r1], U_ALMOST, SAME, OZZO75)
    lend(RANGER215, [r1], U_MB3, SAME, OWID1266)


# ---- Go modules: "verifying module: checksum mismatch" and go.sum's SECURITY ERROR ----
TAOSA62 = GH + "taosdata/taosadapter/issues/62"
OMNIF166 = GH + "OmniFlix/omniflixhub/issues/166"
GOLIB4 = GH + "GaijinEntertainment/golib/issues/4"
GNBSIM161 = GH + "omec-project/gnbsim/issues/161"
GOFF3737 = GH + "thomaspoignant/go-feature-flag/issues/3737"
ECIES34 = GH + "ecies/go/issues/34"
GOFUZZ32 = GH + "google/gofuzz/issues/32"
TESTIFY1158 = GH + "stretchr/testify/issues/1158"
TBLS781 = GH + "k1LoW/tbls/issues/781"
G_INDICATES = "The checksum mismatch error indicates that the module `github.com/bianjieai/nft-transfer@v1.1.3-ibc-v7.3.0` downloaded does not match the checksum recorded in `go.sum`."
G_GOFUZZ = "```\nverifying github.com/google/gofuzz@v1.0.0/go.mod: checksum mismatch\n\tdownloaded: h1:HP5RmnzzSNb993RKQDq4+1A4ia9nllfqcQFTQJedwGI=\n\tsum.golang.org: h1:dBl0BpW6vV/+mYPU4Po3pmUjxk6FQPldtuIdl/M65Eg=\n```"
G_TESTIFY = "```\nverifying github.com/stretchr/testify@v1.7.0/go.mod: checksum mismatch\n        downloaded: h1:6Fq8oRcR53rry900zMqJjRRixrwX3KX962/h/Wwjteg=\n        go.sum:     h1:6Fq8oRcR53rry900zMqJjRRixrwX3KX962/r/Wwjteg=\n```"


def _gosum(rec, U, A, lend) -> None:  # noqa: PLR0915
    t1 = (U, "go.sum checksum mismatch", "u1")
    t2 = "$ go build\nverifying github.com/huskar-t/file-rotatelogs/v2@v2.4.1/go.mod: checksum mismatch\n        downloaded: h1:G7mAYYxgmS0lVkHyy2hEOLQCFB0DlQFTMLWggykrydY=\n        go.sum:     h1:8ULZrsgVJPDgP9QY8mL6/xlHT4FM/wtp4l8UYew+3f8="
    rec(TAOSA62, [t1], t2, True, "ellipsis", ["go.sum"], "`go build` of taosadapter fails: verifying github.com/huskar-t/file-rotatelogs/v2@v2.4.1/go.mod: checksum mismatch (downloaded h1:G7mAYYxg... vs taosadapter's go.sum h1:8ULZrsgV...).", author="u1")
    lend(TAOSA62, [t1], G_INDICATES, SAME, OMNIF166)
    lend(TAOSA62, [t1, (U, t2, "u1")], G_TESTIFY, SAME, TESTIFY1158)

    o1 = (U, "SECURITY ERROR", "u1")
    o2 = (U, "I try to build the binary and have\n```\nverifying github.com/bianjieai/nft-transfer@v1.1.3-ibc-v7.3.0: checksum mismatch\n\tdownloaded: h1:ItdjA6AUyt3SjiN1HxD0DH3OkyMZBqKSKSQYFDF3Ue8=\n\tgo.sum:     h1:399lErsTpI+faTerw5Q4OuVlXAmAQSuibVvxHR3C6OY=\n```", "u1")
    o3 = (A, "Hi @Kwaskoff \n\nI've checked it by re-downloading the pkg it looks fine", "u2")
    o5 = "To resolve it, try running `go mod tidy` to update your dependencies, clear your module cache with `go clean -modcache`, and verify if the module or its version has been updated or altered."
    rec(OMNIF166, [o1], o2[1], True, "ellipsis", ["the binary"], "Building the omniflixhub binary fails with 'verifying github.com/bianjieai/nft-transfer@v1.1.3-ibc-v7.3.0: checksum mismatch' against go.sum (SECURITY ERROR).", author="u1")
    rec(OMNIF166, [o1, o2], o3[1], True, "pronoun", ["it", "the pkg"], "@Kwaskoff, re-downloading github.com/bianjieai/nft-transfer@v1.1.3-ibc-v7.3.0 for omniflixhub, its checksum looks fine.", author="u2")
    # A later speaker's explanation names the module and go.sum in full: a trap.
    rec(OMNIF166, [o1, o2, o3], G_INDICATES, False, SAME, [], None, author="u3")
    rec(OMNIF166, [o1, o2, o3, (U, G_INDICATES, "u3")], o5, True, "pronoun", ["it", "the module"], "To resolve omniflixhub's checksum mismatch for nft-transfer@v1.1.3-ibc-v7.3.0, run `go mod tidy`, clear the module cache with `go clean -modcache`, and check whether that module version was altered.", author="u3")
    lend(OMNIF166, [o1], G_TESTIFY, SAME, TESTIFY1158)

    g1 = (U, "SECURITY ERROR: verifying dev.gaijin.team/go/golib@v0.6.0: checksum mismatch", "u1")
    g2 = (U, "go version:\ngo version go1.25.1 linux/amd64", "u1")
    g3 = "GONOPROXY='gitlab.yabu.net.cn'\nGONOSUMDB='gitlab.yabu.net.cn'\nGOOS='linux'\nGOPATH='/home/mikewang/go'\nGOPRIVATE='gitlab.yabu.net.cn'"
    rec(GOLIB4, [g1], g2[1], True, "ellipsis", [], "I get golib v0.6.0's 'verifying dev.gaijin.team/go/golib@v0.6.0: checksum mismatch' with go1.25.1 linux/amd64.", author="u1")
    rec(GOLIB4, [g1, g2], g3, True, "ellipsis", [], "My go env when golib v0.6.0 fails its checksum: GONOPROXY, GONOSUMDB and GOPRIVATE are gitlab.yabu.net.cn, GOOS linux, GOPATH /home/mikewang/go.", author="u1")
    lend(GOLIB4, [g1], G_INDICATES, SAME, OMNIF166)
    lend(GOLIB4, [g1, g2], G_GOFUZZ, SAME, GOFUZZ32)

    n1 = (U, "go.mod checksum mismatch", "u1")
    n2 = (U, "I'm suddenly getting \"security error\" regarding mismatched checksum in go.mod.", "u1")
    rec(GNBSIM161, [n1], n2[1], True, "ellipsis", [], "Building gnbsim I'm suddenly getting a Go \"SECURITY ERROR\" about a mismatched checksum for github.com/omec-project/aper@v1.1.1/go.mod.", author="u1")
    rec(GNBSIM161, [n1, n2], "Was there a force-push in one of the dependencies?", True, "ellipsis", ["the dependencies"], "Was one of gnbsim's dependencies (github.com/omec-project/aper v1.1.1) force-pushed, causing its go.mod checksum mismatch?", author="u1")
    lend(GNBSIM161, [n1], G_INDICATES, SAME, OMNIF166)
    lend(GNBSIM161, [n1, n2], G_TESTIFY, SAME, TESTIFY1158)

    f1 = (U, "(bug) checksum mismatch", "u1")
    f2 = (U, "### Observed behaviour\n\nHi, when running go module commands we are now getting module checksum mismatch with the below error:", "u1")
    f3 = "1.425 verifying github.com/thomaspoignant/go-feature-flag@v1.45.5: checksum mismatch"
    rec(GOFF3737, [f1], f2[1], True, "ellipsis", ["module checksum mismatch"], "Running go module commands, we now get a checksum mismatch for the go-feature-flag module.", author="u1")
    # The log line names the module, its version and the failure in full: a same-author trap.
    rec(GOFF3737, [f1, f2], f3, False, SAME, [], None, author="u1")
    lend(GOFF3737, [f1], G_GOFUZZ, SAME, GOFUZZ32)

    e1 = (U, "checksum mismatch when go get", "u1")
    e2 = (U, "go get github.com/ecies/go/v2\ngo: downloading github.com/ecies/go/v2 v2.0.3\ngo: github.com/ecies/go/v2@v2.0.3: verifying module: checksum mismatch", "u1")
    e3 = (A, "@junlicn cannot reproduce. But I've prepared small v2.0.4 release with dependency updates.", "u2")
    rec(ECIES34, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(ECIES34, [e1, e2], e3[1], True, "ellipsis", ["cannot reproduce"], "@junlicn, I cannot reproduce the ecies/go v2.0.3 checksum mismatch on go get, but I've released v2.0.4 with dependency updates.", author="u2")
    rec(ECIES34, [e1, e2, e3], "Reopen if you still have this problem.", True, "pronoun", ["this problem"], "Reopen the issue if go get of ecies/go still reports a checksum mismatch.", author="u2")
    lend(ECIES34, [e1], G_GOFUZZ, SAME, GOFUZZ32)

    z1 = (U, "go mod checksum mismatch", "u1")
    rec(GOFUZZ32, [z1], G_GOFUZZ, False, SAME, [], None, author="u1")
    rec(GOFUZZ32, [z1, (U, G_GOFUZZ, "u1")], "Can you give reproduction instructions?", True, "ellipsis", [], "Can you give reproduction instructions for the checksum mismatch on github.com/google/gofuzz@v1.0.0/go.mod?", author="u2")
    lend(GOFUZZ32, [z1], G_TESTIFY, SAME, TESTIFY1158)

    y1 = (U, "Got SECURITY ERROR", "u1")
    rec(TESTIFY1158, [y1], G_TESTIFY, False, SAME, [], None, author="u1")
    rec(TESTIFY1158, [y1, (U, G_TESTIFY, "u1")], "It's my IDE changed (h -> r)", True, "pronoun", ["It"], "testify v1.7.0's go.sum checksum mismatch was my IDE changing an 'h' to an 'r' in go.sum.", author="u1")
    lend(TESTIFY1158, [y1], G_GOFUZZ, SAME, GOFUZZ32)

    b1 = (U, "Checksum mismatch in a dependency", "u1")
    b2 = (U, "### What happened\n\nUpgrading tbls on Arch, when verifying the github.com/dvsekhvalnov/jose2go@v1.8.0 dependency, the Go toolchain reports:", "u1")
    b3 = (U, "Given the spate of supply chain injection attacks, this is concerning.", "u1")
    b4 = (U, "While it occurs in a dependency of tbls and not tbls itself, this prevents tbls from being installed.", "u1")
    b5 = "This is tbls 1.91.4-1 from Arch AUR. Go is 1.25.5."
    # Second reader's adjudication: a follow-up: the message stops at "the Go toolchain reports:"; what it reports (the checksum mismatch) is only the thread's title, so it cannot be answered without the history (§2 rule 1; rule 6, a statement whose only question is the thread's).
    rec(TBLS781, [b1], b2[1], True, "ellipsis", [], "Upgrading tbls on Arch, the Go toolchain reports a checksum mismatch when verifying the github.com/dvsekhvalnov/jose2go@v1.8.0 dependency.", author="u1")
    rec(TBLS781, [b1, b2], b3[1], True, "pronoun", ["this"], "Given the spate of supply chain attacks, the Go checksum mismatch for jose2go@v1.8.0 when upgrading tbls is concerning.", author="u1")
    rec(TBLS781, [b1, b2, b3], b4[1], True, "pronoun", ["it", "this"], "Although the checksum mismatch is in tbls' dependency jose2go@v1.8.0, not tbls itself, it prevents tbls from being installed.", author="u1")
    rec(TBLS781, [b1, b2, b3, b4], b5, True, "pronoun", ["This"], "The checksum mismatch happens with tbls 1.91.4-1 from the Arch AUR and Go 1.25.5.", author="u1")
    lend(TBLS781, [b1], G_INDICATES, SAME, OMNIF166)


# ---- containers of the wrong CPU architecture: "exec user process caused: exec format error" ----
SBFSPOT10 = GH + "nakla/sbfspot/issues/10"
MONITR403 = GH + "monitoror/monitoror/issues/403"
GODNS54 = GH + "TimothyYe/godns/issues/54"
JFAGO57 = GH + "hrfee/jfa-go/issues/57"
PEGGS1595 = GH + "pelican-eggs/eggs/issues/1595"
DSHA3 = GH + "BaptisteBdn/docker-selfhosted-apps/issues/3"
ATTU415 = GH + "zilliztech/attu/issues/415"
MONGOLS14 = GH + "combor/k8s-mongo-labeler-sidecar/issues/14"
X_MINIO = "The minio egg is using an old ubuntu image that's built for amd64 only."
X_GOTIFY = "For gotify, I just needed to go to Docker Hub and pull the gotify/server-arm64 image, and huzzah, it works."


def _execformat(rec, U, A, lend) -> None:  # noqa: PLR0915
    s1 = (U, "standard_init_linux.go:228 exec user process caused: exec format error on latest image", "u1")
    s2 = (U, "I'm not sure what has changed in the latest image, but upgrading my existing container to this image caused the container to exit with the following error: \n\n`standard_init_linux.go:228 exec user process caused: exec format error`", "u1")
    s3 = (U, "For now I reverted to :v1.0, because I don't have time for further troubleshooting at this moment.", "u1")
    s4 = (A, "Possibly due to a docker bug, your system pulled an image for the wrong architecture? Are you using an rpi 1 or rpi zero?", "u2")
    s5 = (A, "On AMD64 arch image works without problem.", "u2")
    s6 = "It seems you're right, it pulled the ARM image instead of AMD64."
    rec(SBFSPOT10, [s1], s2[1], True, "ellipsis", ["the latest image", "this image"], "Upgrading my container to the latest sbfspot Docker image makes it exit with 'standard_init_linux.go:228 exec user process caused: exec format error'.", author="u1")
    rec(SBFSPOT10, [s1, s2], s3[1], True, "ellipsis", [":v1.0"], "For now I reverted the sbfspot container to the :v1.0 image because I have no time to troubleshoot the exec format error.", author="u1")
    rec(SBFSPOT10, [s1, s2, s3], s4[1], True, "ellipsis", ["your system"], "Could the sbfspot exec format error be a Docker bug pulling the image for the wrong architecture? Are you on a Raspberry Pi 1 or Zero?", author="u2")
    rec(SBFSPOT10, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["image"], "The latest sbfspot image works without problems on AMD64.", author="u2")
    rec(SBFSPOT10, [s1, s2, s3, s4, s5], s6, True, "pronoun", ["it"], "Docker pulled the ARM sbfspot image instead of the AMD64 one, which caused the exec format error.", author="u1")
    lend(SBFSPOT10, [s1], X_MINIO, SAME, PEGGS1595)

    m1 = (U, "exec format error", "u1")
    m2 = (U, "```\nstandard_init_linux.go:228: exec user process caused: exec format error\n```\nI'm using arm64 cloud for docker.", "u1")
    rec(MONITR403, [m1], m2[1], True, "ellipsis", [], "The monitoror Docker image fails with 'standard_init_linux.go:228: exec user process caused: exec format error' on my arm64 cloud host.", author="u1")
    rec(MONITR403, [m1, m2], "Will there be support for arm processors?", True, "ellipsis", [], "Will monitoror publish Docker images for ARM processors?", author="u1")
    lend(MONITR403, [m1], X_MINIO, SAME, PEGGS1595)
    lend(MONITR403, [m1, m2], X_GOTIFY, SELF, DSHA3)

    d1 = (U, "exec user process caused \"exec format error\"", "u1")
    d2 = (U, "I'm getting this error when trying to use on a raspberry 4 docker:", "u1")
    d3 = (U, "I'm new on docker, any idea about this issue? I've tried the docker command from docs.", "u1")
    d4 = "@rdricco Sorry for the late reply.\nI forgot to build the docker image for the ARM architecture, now the images are updated, you may delete the old docker image and try again."
    rec(GODNS54, [d1], d2[1], True, "pronoun", ["this error"], "I get 'exec user process caused \"exec format error\"' when running the GoDNS Docker image on a Raspberry Pi 4.", author="u1")
    rec(GODNS54, [d1, d2], d3[1], True, "pronoun", ["this issue", "the docker command from docs"], "I'm new to Docker; any idea about GoDNS's exec format error on a Raspberry Pi 4? I used the docker command from the GoDNS docs.", author="u1")
    rec(GODNS54, [d1, d2, d3], d4, True, "ellipsis", ["the old docker image"], "GoDNS's Docker image had not been built for ARM; the images are now updated, so delete the old GoDNS image on the Raspberry Pi and try again.", author="u2")
    lend(GODNS54, [d1], X_GOTIFY, SELF, DSHA3)
    lend(GODNS54, [d1, d2], X_MINIO, SAME, PEGGS1595)

    j1 = (U, "standard_init_linux.go:219: exec user process caused: exec format error", "u1")
    j2 = (U, "And I am having this issue:\nstandard_init_linux.go:219: exec user process caused: exec format error\n\nCan someone help me?", "u1")
    j3 = (A, "This is because your CPU architecture is different from what the executable in the container was compiled for.", "u2")
    j4 = (A, "If you're running on an rpi or some other arm board, I recently set up builds for arm64/armv7, although currently they're only available on the `unstable` docker tag.", "u2")
    j5 = (U, "Running on a Ryzen 5 2600. Not an ARM arch", "u1")
    j6 = "Ah oops, I guess when I was experimenting with multiarch docker builds I broke the latest tag. Lemme push an amd64 build now."
    rec(JFAGO57, [j1], j2[1], True, "ellipsis", ["this issue"], "Running the hrfee/jfa-go image with docker compose fails with 'standard_init_linux.go:219: exec user process caused: exec format error'; can someone help?", author="u1")
    rec(JFAGO57, [j1, j2], j3[1], True, "pronoun", ["This", "the container"], "jfa-go's exec format error means your CPU architecture differs from the one the executable in the jfa-go container was compiled for.", author="u2")
    rec(JFAGO57, [j1, j2, j3], j4[1], True, "ellipsis", ["builds"], "For a Raspberry Pi or other ARM board, jfa-go now has arm64/armv7 Docker builds, currently only on the `unstable` tag.", author="u2")
    rec(JFAGO57, [j1, j2, j3, j4], j5[1], True, "ellipsis", [], "I get jfa-go's exec format error on a Ryzen 5 2600, which is not an ARM architecture.", author="u1")
    rec(JFAGO57, [j1, j2, j3, j4, j5], j6, True, "ellipsis", ["the latest tag"], "Experimenting with multi-arch Docker builds broke jfa-go's `latest` tag; an amd64 build of jfa-go is being pushed now.", author="u2")

    p1 = (U, "[Bug]: standard_init_linux.go:228: exec user process caused: exec format error", "u1")
    p2 = (U, "### Actual Behavior\n\nServer crashed with error: standard_init_linux.go:228: exec user process caused: exec format error", "u1")
    p3 = (A, "thatss probably an arch problem (arm64 vs amd64)", "u2")
    p4 = (U, "How can I fix this?", "u1")
    p5 = (A, "This is an arm64 vs amd64 issue. You would need to build a custom image for the egg.", "u3")
    rec(PEGGS1595, [p1], p2[1], True, "ellipsis", ["Server"], "A Pterodactyl server from the Minio egg crashed with 'standard_init_linux.go:228: exec user process caused: exec format error'.", author="u1")
    rec(PEGGS1595, [p1, p2], p3[1], True, "ellipsis", [], "The Minio egg's exec format error is probably an architecture problem (arm64 vs amd64).", author="u2")
    rec(PEGGS1595, [p1, p2, p3], p4[1], True, "pronoun", ["this"], "How can I fix the Minio egg's arm64 vs amd64 exec format error?", author="u1")
    rec(PEGGS1595, [p1, p2, p3, p4], p5[1], True, "pronoun", ["This", "the egg"], "The Minio egg's exec format error is an arm64 vs amd64 issue; you would need to build a custom image for the Minio egg.", author="u3")
    # A later helper names the egg and its image in full: a trap.
    rec(PEGGS1595, [p1, p2, p3, p4, p5], X_MINIO, False, SAME, [], None, author="u4")

    b1 = (U, "\"standard_init_linux.go:228: exec user process caused: exec format error\" on RockPro64", "u1")
    b2 = (U, "Ok, I'm wondering if my RockPro64 (arm64) is the wrong architecture (?) for some of these apps.", "u1")
    b3 = (U, "Is there a way I can get these to run on ARM64?", "u1")
    b4 = (U, "How about that, it is the wrong architecture!", "u1")
    rec(DSHA3, [b1], b2[1], True, "pronoun", ["these apps"], "Is my RockPro64 (arm64) the wrong architecture for some docker-selfhosted-apps images (gotify and seafile log 'exec format error')?", author="u1")
    rec(DSHA3, [b1, b2], b3[1], True, "pronoun", ["these"], "Is there a way to run docker-selfhosted-apps' gotify and seafile images on ARM64?", author="u1")
    rec(DSHA3, [b1, b2, b3], b4[1], True, "pronoun", ["it"], "The RockPro64's arm64 is indeed the wrong architecture for docker-selfhosted-apps' gotify and seafile images.", author="u1")
    # Names gotify, Docker Hub and the image in full ("it" is the image): a same-author trap.
    rec(DSHA3, [b1, b2, b3, b4], X_GOTIFY, False, SELF, [], None, author="u1")

    a1 = (U, "standard_init_linux.go:224: exec user process caused \"exec format error\"", "u1")
    a2 = (U, "**Steps to reproduce:**\n1.docker run -p 8000:3000 -e MILVUS_URL={milvus server IP}:19530 zilliz/attu:v2.3.8", "u1")
    a3 = (A, "which system are you using? what is your docker version?", "u2")
    a4 = (U, "Linux localhost.localdomain 5.10.0-60.18.0.50.oe2203.aarch64 #1 SMP Wed Mar 30 02:43:08 UTC 2022 aarch64 aarch64 aarch64 GNU/Linux\nDocker version 18.09.0, build 172f8da", "u1")
    a5 = (A, "We do not provide arm64 based docker image yet. I think we will provide a test ARM image in this week.", "u2")
    a6 = "We have released arm image on the dev channel, you can have a try."
    rec(ATTU415, [a1], a2[1], True, "ellipsis", ["Steps to reproduce"], "`docker run -p 8000:3000 -e MILVUS_URL={milvus server IP}:19530 zilliz/attu:v2.3.8` fails with 'exec user process caused \"exec format error\"'.", author="u1")
    rec(ATTU415, [a1, a2], a3[1], True, "ellipsis", [], "Which system and Docker version are you running zilliz/attu:v2.3.8 on when it gives the exec format error?", author="u2")
    rec(ATTU415, [a1, a2, a3], a4[1], True, "ellipsis", [], "I run zilliz/attu:v2.3.8 on aarch64 Linux (kernel 5.10.0-60.18.0.50.oe2203.aarch64) with Docker 18.09.0 and get the exec format error.", author="u1")
    rec(ATTU415, [a1, a2, a3, a4], a5[1], True, "ellipsis", ["We"], "Attu does not provide an arm64 Docker image yet; a test ARM image of Attu should come this week.", author="u2")
    rec(ATTU415, [a1, a2, a3, a4, a5], a6, True, "ellipsis", ["arm image"], "An ARM image of Attu has been released on the dev channel; you can try it.", author="u2")
    lend(ATTU415, [a1], X_GOTIFY, SELF, DSHA3)

    c1 = (U, "standard_init_linux.go:228: exec user process caused: exec format error", "u1")
    c2 = (U, "When we start the new version we get the following output in the logs and the pod crashes:", "u1")
    c3 = (U, "Hello, I see the same error.\nI have extracted the combor/k8s-mongo-labeler-sidecar image and I think that the primary-sidecar executable inside is compiled for ARM.", "u2")
    c4 = (U, "How fix it?", "u3")
    c5 = "Any chance this image can be built for AMD64 as well?"
    rec(MONGOLS14, [c1], c2[1], True, "ellipsis", ["the new version"], "When we start the new version of k8s-mongo-labeler-sidecar, its pod crashes with 'standard_init_linux.go:228: exec user process caused: exec format error'.", author="u1")
    rec(MONGOLS14, [c1, c2], c3[1], True, "ellipsis", ["the same error"], "I also get the exec format error; in the combor/k8s-mongo-labeler-sidecar image the primary-sidecar executable seems compiled for ARM.", author="u2")
    rec(MONGOLS14, [c1, c2, c3], c4[1], True, "pronoun", ["it"], "How do I fix k8s-mongo-labeler-sidecar's exec format error (its executable built for ARM)?", author="u3")
    rec(MONGOLS14, [c1, c2, c3, c4], c5, True, "pronoun", ["this image"], "Could the combor/k8s-mongo-labeler-sidecar image be built for AMD64 as well?", author="u4")
    lend(MONGOLS14, [c1], X_MINIO, SAME, PEGGS1595)
    lend(MONGOLS14, [c1, c2], X_GOTIFY, SELF, DSHA3)


# ---- CocoaPods: "could not find compatible versions for pod" and the stale local spec repo ----
CPODS11410 = GH + "CocoaPods/CocoaPods/issues/11410"
BITBOT5 = GH + "deszip/BitBot/pull/5"
MACAW504 = GH + "exyte/Macaw/issues/504"
VOLBAR27 = GH + "gizmosachin/VolumeBar/issues/27"
SROCKET666 = GH + "facebookincubator/SocketRocket/issues/666"
SWBADGE22 = GH + "evgenyneu/swift-badge/issues/22"
GHAWK1949 = GH + "GitHawkApp/GitHawk/issues/1949"
SMJ9 = GH + "javerous/SMJJSONPath/issues/9"
GCM23 = GH + "git-ecosystem/git-credential-manager/pull/23"
P_NOTE = "Note: as of CocoaPods 1.0, `pod repo update` does not happen on `pod install` by default."
P_SPEC = "CocoaPods doesn't update the spec repo on `pod install` by default"
P_CLONE = "When you install Cocoapods, you also clone the Cocoapods spec repository (a repository with all the podspecs) locally."
P_CENTRAL = "When a new version of a pod is released, Cocoapods only updates the central repository with the new podspec (it can't go to your local machine and update it for you)."
P_THOUGHT = "I thought CocoaPods pulled the specified version automatically."


def _cocoapods(rec, U, A, lend) -> None:  # noqa: PLR0915
    c1 = (U, "Fail to perform `pod repo update` nor `pod install --repo-update`", "u1")
    c2 = (U, "* What did you do?\nTry to run `pod repo update` or `pod install --repo-update` to resolve an issue of \n[!] CocoaPods could not find compatible versions for pod \"Firebase/Auth\":\n  In Podfile:\n    Firebase/Auth (~> 9.0)", "u1")
    c3 = (U, "* What did you expect to happen?\nIf will install the compatible version for pod \"Firebase/Auth\"", "u1")
    c4 = "* What happened instead?\nIt throws the following error."
    # Names both commands, the error and the pod in full: a same-author trap.
    rec(CPODS11410, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(CPODS11410, [c1, c2], c3[1], True, "ellipsis", [], "I expected `pod repo update` / `pod install --repo-update` to install a compatible version of the Firebase/Auth pod (~> 9.0).", author="u1")
    rec(CPODS11410, [c1, c2, c3], c4, True, "pronoun", ["It"], "Instead, `pod repo update` and `pod install --repo-update` fail with an error (CocoaPods 1.11.3, macOS 12.4 on arm64).", author="u1")
    lend(CPODS11410, [c1], P_NOTE, SAME, GCM23)
    lend(CPODS11410, [c1, c2], P_CLONE, SAME, SROCKET666)
    lend(CPODS11410, [c1, c2, c3], P_THOUGHT, SAME, GHAWK1949)

    b1 = (U, "README: pod install with --repo-update flag", "u1")
    b2 = (U, "Added the `--repo-update` flag to the `pod install` command in the README, otherwise you might end up with an error like:", "u1")
    rec(BITBOT5, [b1], b2[1], True, "ellipsis", ["the README"], "This pull request adds the `--repo-update` flag to the `pod install` command in BitBot's README; otherwise you may get 'CocoaPods could not find compatible versions for pod \"EasyMapping\"'.", author="u1")
    rec(BITBOT5, [b1, b2], "Great, thanks!", True, "ellipsis", [], "Thanks for adding `pod install --repo-update` to BitBot's README.", author="u2")
    lend(BITBOT5, [b1], P_SPEC, SAME, VOLBAR27)
    lend(BITBOT5, [b1, b2], P_CLONE, SAME, SROCKET666)
    lend(BITBOT5, [b1], P_THOUGHT, SAME, GHAWK1949)

    m1 = (U, "CocoaPods could not find compatible versions for pod \"Macaw\"", "u1")
    m2 = (A, "Pod reference looks fine, most probably you need to run \"pod repo update\".", "u2")
    m3 = (A, "Closing this issue. Please open new ticket if you have another issue.", "u2")
    m4 = "@SDGMazeGeek  I resolved the same issue using \"pod repo update\""
    rec(MACAW504, [m1], m2[1], True, "ellipsis", ["Pod reference"], "Your Podfile's Macaw pod reference looks fine; you most probably need to run `pod repo update` to fix 'could not find compatible versions for pod \"Macaw\"'.", author="u2")
    rec(MACAW504, [m1, m2], m3[1], True, "pronoun", ["this issue"], "Closing the Macaw CocoaPods 'could not find compatible versions' issue; open a new ticket for another issue.", author="u2")
    rec(MACAW504, [m1, m2, m3], m4, True, "ellipsis", ["the same issue"], "@SDGMazeGeek I fixed CocoaPods' 'could not find compatible versions for pod \"Macaw\"' with `pod repo update`.", author="u3")
    lend(MACAW504, [m1], P_NOTE, SAME, GCM23)
    lend(MACAW504, [m1, m2], P_SPEC, SAME, VOLBAR27)
    lend(MACAW504, [m1], P_CENTRAL, SELF, SROCKET666)

    v1 = (U, "Error", "u1")
    v2 = (U, "This shows up when running `pod 'VolumeBar', '~> 3.1'`\n```\n[!] CocoaPods could not find compatible versions for pod \"VolumeBar\":\n  In Podfile:\n    VolumeBar (~> 3.1)\n```", "u1")
    v3 = (A, "Hi @OkiRules! CocoaPods doesn't update the spec repo on `pod install` by default, so as those instructions specify, you'll need to run `pod install --repo-update` to get the latest.", "u2")
    v4 = "Feel free to re-open if that doesn't work. Thanks!"
    # "This" points forward to the quoted error, which names the pod in full: a same-author trap.
    rec(VOLBAR27, [v1], v2[1], False, SELF, [], None, author="u1")
    rec(VOLBAR27, [v1, v2], v3[1], True, "pronoun", ["those instructions"], "CocoaPods doesn't update the spec repo on `pod install` by default, so, as its error message says, run `pod install --repo-update` to get VolumeBar 3.1.", author="u2")
    rec(VOLBAR27, [v1, v2, v3], v4, True, "pronoun", ["that"], "Re-open the VolumeBar issue if `pod install --repo-update` doesn't fix 'could not find compatible versions for pod \"VolumeBar\"'.", author="u2")
    lend(VOLBAR27, [v1], P_CLONE, SAME, SROCKET666)
    lend(VOLBAR27, [v1, v2], P_THOUGHT, SAME, GHAWK1949)

    s1 = (U, "is 0.6.1 available in pods?", "u1")
    s2 = (U, "[!] CocoaPods could not find compatible versions for pod \"SocketRocket\":\n  In Podfile:\n    React-Core/RCTWebSocket (from `../node_modules/react-native/`) was resolved to 0.72.1, which depends on\n      SocketRocket (= 0.6.1)", "u1")
    s3 = (A, "Hi @skurgansky-sugarcrm the error is also explaining what you have to do:", "u2")
    s6 = "So, the error you are facing, is that you have a local versions of the spec which does not know that it exists a version 0.6.1 of SocketRocket, and the installation fails."
    rec(SROCKET666, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(SROCKET666, [s1, s2], s3[1], True, "pronoun", ["the error"], "@skurgansky-sugarcrm, CocoaPods' 'could not find compatible versions for pod \"SocketRocket\"' error itself explains what to do (`pod repo update`).", author="u2")
    h = [s1, s2, s3]
    # The maintainer's general explanation of CocoaPods' spec repository, complete in itself: traps.
    rec(SROCKET666, h, P_CLONE, False, SAME, [], None, author="u2")
    rec(SROCKET666, [*h, (A, P_CLONE, "u2")], P_CENTRAL, False, SELF, [], None, author="u2")
    rec(SROCKET666, [*h, (A, P_CLONE, "u2"), (A, P_CENTRAL, "u2")], s6, True, "ellipsis", ["the error you are facing"], "CocoaPods fails to find SocketRocket 0.6.1 for React Native 0.72.1 because the local copy of the spec repository does not know version 0.6.1 exists.", author="u2")

    w1 = (U, "CocoaPods BadgeSwift v6.0 is not found", "u1")
    w2 = (U, "* Library setup method: CocoaPods\n* Version of the library. 6.0.\n* Xcode version. 10.0\n* OS version. iOS 12.0", "u1")
    w3 = (A, "Thanks for reporting, @kuoliangkwong. Can you explain the problem and supply the error message please, if there is one?", "u2")
    w4 = (U, "I got this error when pod install BadgeSwift v6.0\n```\n[!] CocoaPods could not find compatible versions for pod \"BadgeSwift\":\n  In Podfile:\n    BadgeSwift (~> 6.0)\n```", "u1")
    w5 = (U, "The latest version I can get is v5.0.1", "u1")
    w6 = "Hmm i tried again, and it seems working now. What I did is pod update and pod install again."
    rec(SWBADGE22, [w1], w2[1], True, "ellipsis", ["the library"], "I install swift-badge (BadgeSwift) 6.0 with CocoaPods, Xcode 10.0, iOS 12.0, and CocoaPods doesn't find it.", author="u1")
    rec(SWBADGE22, [w1, w2], w3[1], True, "ellipsis", ["the problem"], "@kuoliangkwong, can you explain the problem with installing BadgeSwift 6.0 via CocoaPods and give the error message?", author="u2")
    # The error is quoted in full with the pod's name: a same-author trap.
    rec(SWBADGE22, [w1, w2, w3], w4[1], False, SELF, [], None, author="u1")
    rec(SWBADGE22, [w1, w2, w3, w4], w5[1], True, "ellipsis", ["The latest version"], "The latest BadgeSwift version CocoaPods gives me is v5.0.1, not 6.0.", author="u1")
    rec(SWBADGE22, [w1, w2, w3, w4, w5], w6, True, "pronoun", ["it"], "Installing BadgeSwift 6.0 with CocoaPods works now, after running `pod update` and `pod install` again.", author="u1")
    lend(SWBADGE22, [w1], P_NOTE, SAME, GCM23)

    g1 = (U, "Trouble installing Apollo pod", "u1")
    g2 = (U, "I'm following the setup guide and can't install the pods because Cocoapods cannot find a compatible Apollo version.", "u1")
    g3 = (U, "My bad. `pod repo update` did the trick.", "u1")
    rec(GHAWK1949, [g1], g2[1], True, "ellipsis", ["the setup guide", "the pods"], "Following GitHawk's setup guide, I can't install its pods because CocoaPods cannot find a compatible Apollo version.", author="u1")
    rec(GHAWK1949, [g1, g2], g3[1], True, "ellipsis", ["did the trick"], "`pod repo update` fixed CocoaPods not finding a compatible Apollo version for GitHawk.", author="u1")
    rec(GHAWK1949, [g1, g2, g3], P_THOUGHT, False, SAME, [], None, author="u1")
    lend(GHAWK1949, [g1], P_NOTE, SAME, GCM23)
    lend(GHAWK1949, [g1, g2], P_CLONE, SAME, SROCKET666)

    j1 = (U, "Not able to update the pods.How to specify the latest version in pod file.", "u1")
    j2 = (U, "If I specify the version for example \n\npod 'SMJJSONPath', '~> 1.0.3' \n\nthen the pod is not working.Getting the below error", "u1")
    j3 = (U, "I am facing the Xcode 12.5 issue.Please let me know how to resolve.", "u1")
    j4 = (U, "The pod version installed is Installing SMJJSONPath (0.2.3)", "u1")
    j5 = "Sorry, I don't provide support for pods. You need to see with the person in charge of it."
    rec(SMJ9, [j1], j2[1], True, "ellipsis", ["the below error"], "With `pod 'SMJJSONPath', '~> 1.0.3'` in my Podfile, pod install fails with 'CocoaPods could not find compatible versions for pod \"SMJJSONPath\"'.", author="u1")
    rec(SMJ9, [j1, j2], j3[1], True, "ellipsis", ["the Xcode 12.5 issue"], "With Xcode 12.5 I can't get SMJJSONPath 1.0.3 from CocoaPods; how do I resolve it?", author="u1")
    # Second reader's adjudication: a follow-up: a report line with no problem of its own; that 0.2.3 is installed matters only against the ~> 1.0.3 the turn before asks for (§2 rule 6, a statement with an implied question; rule 1).
    rec(SMJ9, [j1, j2, j3], j4[1], True, "ellipsis", ["The pod version installed"], "Asking CocoaPods for `pod 'SMJJSONPath', '~> 1.0.3'`, the version actually installed is SMJJSONPath 0.2.3.", author="u1")
    rec(SMJ9, [j1, j2, j3, j4], j5, True, "pronoun", ["it"], "SMJJSONPath's author doesn't support its CocoaPods pod; ask the person who maintains the SMJJSONPath podspec.", author="u2")
    lend(SMJ9, [j1], P_SPEC, SAME, VOLBAR27)
    lend(SMJ9, [j1, j2], P_CENTRAL, SELF, SROCKET666)

    x1 = (U, "Ensure macOS build does pod repo update", "u1")
    x2 = (U, "When we want to consume a newly published CocoaPod we need to ensure the local pod repo is updated before running `pod install`.", "u1")
    x3 = "Example of a build failure because we're using ADAL 4 that was only recently published:"
    # A general rule about CocoaPods, complete in itself: a same-author trap.
    rec(GCM23, [x1], x2[1], False, SAME, [], None, author="u1")
    rec(GCM23, [x1, x2], x3, True, "ellipsis", ["a build failure", "we're"], "Git Credential Manager's macOS build failed because it uses ADAL 4, which was only recently published and missing from the local CocoaPods spec repo.", author="u1")
    lend(GCM23, [x1], P_SPEC, SAME, VOLBAR27)
    lend(GCM23, [x1, x2], P_CENTRAL, SELF, SROCKET666)


# ---- TLS trust stores: "x509: certificate signed by unknown authority" (private CAs, registries, proxies) ----
XRAYR92 = GH + "XrayR-project/XrayR/issues/92"
PIAMC155 = GH + "pia-foss/manual-connections/issues/155"
NGROK418 = GH + "inconshreveable/ngrok/issues/418"
POMER729 = GH + "pomerium/pomerium/issues/729"
DLIB35 = GH + "distribution/distribution-library-image/issues/35"
HELLOW86 = GH + "docker-library/hello-world/issues/86"
DIST2458 = GH + "distribution/distribution/issues/2458"
DIST1731 = GH + "distribution/distribution/issues/1731"
SHIPYARD678 = GH + "ehazlett/shipyard/issues/678"
HTTPSPX4 = GH + "Zartenc/httpsproxy/issues/4"
X5_BOTH = "it is not recommended to add the CA to both `/etc/docker/certs.d` and your system chain."
X5_PROXY = "if your proxy blocks the URL, ngrok gets a response back which it doesn't expect, which is a response from the proxy with a self-signed cert."


def _x509(rec, U, A, lend) -> None:  # noqa: PLR0915
    r1 = (U, "x509: certificate signed by unknown authority", "u1")
    r2 = (U, "i got this error all thing is correct but got error\n\nx509: certificate signed by unknown authority", "u1")
    rec(XRAYR92, [r1], r2[1], True, "ellipsis", ["this error"], "My XrayR configuration is correct but XrayR fails with 'x509: certificate signed by unknown authority'.", author="u1")
    rec(XRAYR92, [r1, r2], "install ca certificate", True, "ellipsis", [], "To fix XrayR's 'x509: certificate signed by unknown authority', install the CA certificates on the host.", author="u2")
    lend(XRAYR92, [r1], X5_BOTH, SELF, DIST1731)
    lend(XRAYR92, [r1, r2], X5_PROXY, SELF, NGROK418)

    p1 = (U, "x509: certificate signed by unknown authority", "u1")
    p2 = (U, "Recently, the certificate distributed ca.rsa.4096.crt fails to validate in Go:", "u1")
    p3 = (U, "It might be because of an update in system/Mozilla CAs (in my particular case, the breml/rootcerts upgrade from v0.2.2 to v0.2.3)", "u1")
    p4 = (U, "Any idea how to fix this? Thanks!", "u1")
    p5 = (U, "It looks like now the OS x509 certificates work to validate the server name, and there is no longer a need to use your custom x509 PEM encoded certificate, which also no longer works to validate the server name.", "u1")
    p6 = "That certificate is the root, and it's also self signed by design. Allowing VPN to be signed by 3rd parties adds an attack surface."
    rec(PIAMC155, [p1], p2[1], True, "ellipsis", ["the certificate distributed"], "PIA manual-connections' ca.rsa.4096.crt recently fails to validate in Go with 'x509: certificate signed by unknown authority'.", author="u1")
    rec(PIAMC155, [p1, p2], p3[1], True, "pronoun", ["It"], "PIA's ca.rsa.4096.crt failing in Go might be due to an update of the system/Mozilla CAs (for me, breml/rootcerts v0.2.2 to v0.2.3).", author="u1")
    rec(PIAMC155, [p1, p2, p3], p4[1], True, "pronoun", ["this"], "Any idea how to fix PIA's ca.rsa.4096.crt failing to validate in Go (x509: certificate signed by unknown authority)?", author="u1")
    rec(PIAMC155, [p1, p2, p3, p4], p5[1], True, "ellipsis", ["the server name", "your custom x509 PEM encoded certificate"], "The OS x509 certificates now validate PIA's server names, so PIA's custom ca.rsa.4096.crt is no longer needed (and no longer validates them).", author="u1")
    rec(PIAMC155, [p1, p2, p3, p4, p5], p6, True, "pronoun", ["That certificate"], "PIA's ca.rsa.4096.crt is the root and self-signed by design; letting third parties sign the VPN's certificates would add attack surface.", author="u2")
    lend(PIAMC155, [p1, p2], X5_BOTH, SELF, DIST1731)

    n1 = (U, "x509: certificate signed by unknown authority", "u1")
    n2 = (U, "While I am trying to run the ngrok file, I am getting the error as \"x509: certificate signed by unknown authority\". Earlier it was working fine. Currently I am working under proxy.", "u1")
    n3 = (A, "Did you self-sign your certificates? If so, you'll need to add `trust_host_root_certs: false` to your configuration.", "u2")
    n4 = (U, "@tomasdev i have the same issue, your method doesn't work.", "u3")
    n5 = (U, "To my understanding this issue occurs when proxy blocks ngrok domain.", "u1")
    n6 = "The cause of this issue is as @siddiq-rehman stated, if your proxy blocks the URL, ngrok gets a response back which it doesn't expect, which is a response from the proxy with a self-signed cert."
    # Names ngrok, the error and the proxy in full: a same-author trap.
    rec(NGROK418, [n1], n2[1], False, SAME, [], None, author="u1")
    rec(NGROK418, [n1, n2], n3[1], True, "ellipsis", ["your certificates", "your configuration"], "If you self-signed your certificates, add `trust_host_root_certs: false` to ngrok's configuration to fix 'x509: certificate signed by unknown authority'.", author="u2")
    rec(NGROK418, [n1, n2, n3], n4[1], True, "ellipsis", ["the same issue", "your method"], "@tomasdev, I also get ngrok's x509 error and adding `trust_host_root_certs: false` doesn't fix it.", author="u3")
    rec(NGROK418, [n1, n2, n3, n4], n5[1], True, "pronoun", ["this issue"], "ngrok's 'x509: certificate signed by unknown authority' seems to occur when a proxy blocks ngrok's domain.", author="u1")
    rec(NGROK418, [n1, n2, n3, n4, n5], n6, True, "pronoun", ["this issue"], "ngrok's x509 error happens because a proxy that blocks ngrok's URL answers with its own self-signed certificate, a response ngrok doesn't expect.", author="u4")

    o1 = (U, "x509: certificate signed by unknown authority", "u1")
    o2 = (U, "Hi, I am using self hosted gitlab as idp provider and using self signed certificate as I am testing locally. But getting connection issue from pomerium to gitlab . Attaching the logs below..", "u1")
    o3 = (U, "i have tried replacing \"/etc/ssl/certs/ca-certificates.crt\" this file with a custom CA file used for creating the self signed certs", "u1")
    o4 = (A, "It looks like that custom CA is still not part of your trusted certificate store.", "u2")
    # Names pomerium, GitLab and the self-signed certificate in full: a same-author trap.
    rec(POMER729, [o1], o2[1], False, SAME, [], None, author="u1")
    rec(POMER729, [o1, o2], o3[1], True, "ellipsis", ["the self signed certs"], "To make pomerium trust my self-hosted GitLab's self-signed certificate, I replaced /etc/ssl/certs/ca-certificates.crt with the custom CA file that signed it, but pomerium still reports x509: certificate signed by unknown authority.", author="u1")
    rec(POMER729, [o1, o2, o3], o4[1], True, "pronoun", ["that custom CA"], "The custom CA that signed the GitLab certificate still isn't in pomerium's trusted certificate store.", author="u2")
    rec(POMER729, [o1, o2, o3, o4], "Again, please use the bug template.", True, "ellipsis", ["Again"], "Please use pomerium's bug template for the x509 unknown-authority report.", author="u2")
    lend(POMER729, [o1], X5_PROXY, SELF, NGROK418)

    d1 = (U, "x509: certificate signed by unknown authority", "u1")
    d2 = (U, "**Description**\n\nI've created docker registry and trying to make it work with StartSSL certificate. It works ok on Windows machines, but if I try to `docker login` from Linux it fails with `x509: certificate signed by unknown authority`.", "u1")
    d3 = (U, "On Linux it returns `Error response from daemon: Get https://<myhost>/v1/users/: x509: certificate signed by unknown authority`", "u1")
    d4 = "I also tried to `curl` registry URL from the same linux machine and it works fine, without certificate validation failures."
    # A complete report (registry, StartSSL, docker login, both systems); "it" is the registry inside it: a same-author trap.
    rec(DLIB35, [d1], d2[1], False, SELF, [], None, author="u1")
    rec(DLIB35, [d1, d2], d3[1], True, "ellipsis", ["it"], "`docker login` from Linux to my StartSSL-secured registry returns 'Error response from daemon: Get https://<myhost>/v1/users/: x509: certificate signed by unknown authority'.", author="u1")
    rec(DLIB35, [d1, d2, d3], d4, True, "ellipsis", ["registry URL", "the same linux machine"], "From the same Linux machine, curl to my StartSSL-secured Docker registry works without certificate validation failures, while docker login fails with x509.", author="u1")
    lend(DLIB35, [d1, d2], X5_PROXY, SELF, NGROK418)

    h1 = (U, "certificate signed by unknown authority", "u1")
    h2 = (U, "C:\\WINDOWS\\system32> docker pull hello-world\nUsing default tag: latest\nError response from daemon: Get https://registry-1.docker.io/v2/: x509: certificate signed by unknown authority", "u1")
    h3 = (U, "Guide me to solve this issue.", "u1")
    h4 = "Unfortunately, this is definitely something related to your environment -- a corporate proxy, missing/broken CA certificates, firewall, etc."
    rec(HELLOW86, [h1], h2[1], False, SAME, [], None, author="u1")
    rec(HELLOW86, [h1, h2], h3[1], True, "pronoun", ["this issue"], "How do I solve `docker pull hello-world` failing on Windows with 'x509: certificate signed by unknown authority' from registry-1.docker.io?", author="u1")
    rec(HELLOW86, [h1, h2, h3], h4, True, "pronoun", ["this"], "`docker pull hello-world` failing with x509 unknown authority is caused by your environment: a corporate proxy, missing or broken CA certificates, a firewall, etc.", author="u2")
    lend(HELLOW86, [h1], X5_PROXY, SELF, NGROK418)

    s1 = (U, "x509: certificate signed by unknown authority", "u1")
    s2 = (U, "I made sure to run the following:\n```\n$ cp certs/domain.crt /usr/local/share/ca-certificates/myregistrydomain.com.crt\nupdate-ca-certificates\n```", "u1")
    s3 = (U, "and even trying to run it in insecure mode with the daemon.json file, returns the same thing: x509 certificate signed by unknown authority.", "u1")
    s4 = "My problem is Error response from daemon: Get https://37lk3.cn:20000/v1/users/: x509: certificate signed by unknown authority (possibly because of \"crypto/rsa: verification error\" while trying to verify candidate authority certificate \"37lk3.cn\") when I connect vm harbor."
    rec(DIST2458, [s1], s2[1], True, "ellipsis", ["the following"], "For my Docker registry's x509 unknown-authority error I copied certs/domain.crt to /usr/local/share/ca-certificates/myregistrydomain.com.crt and ran update-ca-certificates.", author="u1")
    rec(DIST2458, [s1, s2], s3[1], True, "pronoun", ["it", "the same thing"], "Even running my Docker registry in insecure mode via daemon.json still gives 'x509: certificate signed by unknown authority'.", author="u1")
    # A later user's own complete error with its host and registry: a trap.
    rec(DIST2458, [s1, s2, s3], s4, False, SAME, [], None, author="u2")

    t1 = (U, "x509: certificate signed by unknown authority", "u1")
    t2 = (U, "I am using docker registry 2.4 and docker engine 1.10.3 on Ubuntu 14.04. I created a self signed certificate following the instruction in docker community. But I kept getting the \"x509: certificate signed by unknown authority\" error.", "u1")
    t3 = (U, "It is a self signed certification, why do I get the error instead of a warning? Docker push and pull failed because of this.", "u1")
    t4 = (A, "Are you able to curl `https://dockerrepo-v2-03.wdc.dev.ibmcsf.net:5000/v2/` from the machine you are pulling from?", "u2")
    t6 = "I removed the certs in /etc/docker/certs.d, but it still does not work."
    rec(DIST1731, [t1], t2[1], False, SAME, [], None, author="u1")
    rec(DIST1731, [t1, t2], t3[1], True, "pronoun", ["It", "the error", "this"], "My Docker registry 2.4 uses a self-signed certificate; why does Docker give 'x509: certificate signed by unknown authority' as an error rather than a warning, failing push and pull?", author="u1")
    rec(DIST1731, [t1, t2, t3], t4[1], True, "ellipsis", ["the machine you are pulling from"], "Can the Docker client machine curl `https://dockerrepo-v2-03.wdc.dev.ibmcsf.net:5000/v2/` (the registry with the self-signed certificate)?", author="u2")
    # The maintainer's general advice names both trust locations: a trap.
    rec(DIST1731, [t1, t2, t3, t4], X5_BOTH, False, SELF, [], None, author="u2")
    rec(DIST1731, [t1, t2, t3, t4, (A, X5_BOTH, "u2")], t6, True, "pronoun", ["it"], "After removing the CA from /etc/docker/certs.d, Docker still fails with x509 unknown authority against my self-signed registry 2.4.", author="u1")

    y1 = (U, "x509 Error connecting to private repository", "u1")
    y2 = (U, "How can i tell the shipyard about trusting the root certificate?", "u1")
    y3 = (U, "Hello,\n\nI'm also getting the same error:", "u2")
    rec(SHIPYARD678, [y1], y2[1], True, "ellipsis", ["the root certificate"], "How can I make Shipyard trust the root CA certificate of my private Docker registry (x509 error)?", author="u1")
    rec(SHIPYARD678, [y1, y2], y3[1], True, "ellipsis", ["the same error"], "I also get Shipyard's 'x509: certificate signed by unknown authority' searching my private registry.", author="u2")
    rec(SHIPYARD678, [y1, y2, y3], "This should help you. https://docs.docker.com/registry/insecure/", True, "pronoun", ["This"], "For Shipyard's x509 error with a private registry, see Docker's guide https://docs.docker.com/registry/insecure/.", author="u3")
    lend(SHIPYARD678, [y1], X5_BOTH, SELF, DIST1731)

    z1 = (U, "x509 error", "u1")
    rec(HTTPSPX4, [z1], "x509: certificate signed by unknown authority", True, "ellipsis", [], "httpsproxy fails with 'x509: certificate signed by unknown authority'.", author="u1")
    lend(HTTPSPX4, [z1], X5_BOTH, SELF, DIST1731)


# ---- Docker Hub's pull rate limit: "toomanyrequests: You have reached your pull rate limit" ----
HUBFB2429 = GH + "docker/hub-feedback/issues/2429"
HUBFB2040 = GH + "docker/hub-feedback/issues/2040"
NEWARA172 = GH + "sparcs-kaist/new-ara-api/pull/172"
DLDV47 = GH + "datalad/datalad-dataverse/issues/47"
KODEK58 = GH + "kodekloudhub/kodekloud-engineer/issues/58"
BUILDX395 = GH + "docker/setup-buildx-action/issues/395"
DIVEANS108 = GH + "spurin/diveintoansible-lab/issues/108"
TASMAN560 = GH + "ORNL/TASMANIAN/pull/560"
DCACHE829 = GH + "ScribeMD/docker-cache/issues/829"
DGETST101 = GH + "docker/getting-started/issues/101"
HEADLAMP2417 = GH + "kubernetes-sigs/headlamp/issues/2417"
R_NOV = "On November 20, 2020, rate limits anonymous and free authenticated use of Docker Hub went into effect."
R_LIMITS = "Anonymous and Free Docker Hub users are limited to 100 and 200 container image pull requests per six hours."
R_IP = "Pull rates limits are based on individual IP address."
R_TWO = "There are two limits related to Hub - one specifically for pulls, and one that protects the infrastructure from being overloaded / DoS'd."


def _pullrate(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "ERROR: Error response from daemon: toomanyrequests", "u1")
    a2 = (U, "Error: ERROR: Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit", "u1")
    a3 = (U, "Run docker/setup-buildx-action@v3\nDocker info\nBuildx version\nInspecting default docker context\nCreating a new builder instance\nBooting builder", "u1")
    # Docker's own complete error message: a same-author trap.
    rec(HUBFB2429, [a1], a2[1], False, SAME, [], None, author="u1")
    rec(HUBFB2429, [a1, a2], a3[1], True, "ellipsis", [], "The Docker Hub 'toomanyrequests' pull rate limit error appears in docker/setup-buildx-action@v3 while booting the builder.", author="u1")
    rec(HUBFB2429, [a1, a2, a3], "Duplicate [2421](https://github.com/docker/hub-feedback/issues/2421)", True, "ellipsis", ["Duplicate"], "The toomanyrequests report from docker/setup-buildx-action is a duplicate of docker/hub-feedback issue #2421.", author="u2")
    lend(HUBFB2429, [a1, a2], R_LIMITS, SAME, NEWARA172)

    b1 = (U, "As authetnicated user I'm still geting error \"too many requests\"", "u1")
    b2 = (U, "I've recently bought \"pro\" plan, but sometimes I am still getting response code \"too many requests\" for image pulling.", "u1")
    b3 = (U, "What can be a reason of that? How to deal with that?\nAre there any other limits for \"pro\" plan?", "u1")
    b4 = (A, "Hi @nittools - can you paste the full error message?", "u2")
    b6 = "That is indeed our overall \"anti-abuse\" rate limit, documented here: https://docs.docker.com/docker-hub/download-rate-limit/#other-limits"
    rec(HUBFB2040, [b1], b2[1], True, "ellipsis", [], "I recently bought a Docker Hub Pro plan, but pulling images sometimes still returns \"too many requests\".", author="u1")
    rec(HUBFB2040, [b1, b2], b3[1], True, "pronoun", ["that"], "Why does a Docker Hub Pro account still get \"too many requests\" when pulling, how do I deal with it, and are there other limits for the Pro plan?", author="u1")
    rec(HUBFB2040, [b1, b2, b3], b4[1], True, "ellipsis", ["the full error message"], "@nittools, can you paste the full \"too many requests\" error your Docker Hub Pro account gets?", author="u2")
    # The Docker Hub maintainer's general statement, complete in itself: a trap.
    rec(HUBFB2040, [b1, b2, b3, b4], R_TWO, False, SAME, [], None, author="u2")
    rec(HUBFB2040, [b1, b2, b3, b4, (A, R_TWO, "u2")], b6, True, "pronoun", ["That"], "The 429 Too Many Requests errors a Docker Hub Pro account gets from registry-1.docker.io are Docker Hub's overall anti-abuse rate limit, documented at https://docs.docker.com/docker-hub/download-rate-limit/#other-limits.", author="u2")

    c1 = (U, "Add dockerhub login in codebuild to resolve toomanyrequests error", "u1")
    rec(NEWARA172, [c1], R_NOV, False, SAME, [], None, author="u1")
    rec(NEWARA172, [c1, (U, R_NOV, "u1")], R_LIMITS, False, SAME, [], None, author="u1")
    lend(NEWARA172, [c1], R_IP, SAME, DLDV47)
    lend(NEWARA172, [c1, (U, R_NOV, "u1")], R_TWO, SAME, HUBFB2040)

    d1 = (U, "Docker hub is unhappy with our test frequency", "u1")
    d2 = (U, "We should limit the runs (maybe disable the branch CI run and just keep the PR one). Or follow the advice.", "u1")
    d3 = (A, "I will look into this", "u2")
    d4 = (A, "Docker Hub limits the number of Docker image downloads (“pulls”) based on the account type of the user pulling the image.", "u2")
    d5 = (A, "I.e., if we use authentication we can double the amount of pulls we can do. I will set up an account and see how easy it is to add login to the CIs.", "u2")
    d6 = "Let's see if 200 pulls per 6 hours are enough."
    rec(DLDV47, [d1], d2[1], True, "ellipsis", ["the runs", "the advice"], "To stay under Docker Hub's pull rate limit, datalad-dataverse should limit its CI runs (e.g. disable the branch run and keep the PR one) or authenticate as the error advises.", author="u1")
    rec(DLDV47, [d1, d2], d3[1], True, "pronoun", ["this"], "I will look into datalad-dataverse's CI hitting Docker Hub's pull rate limit.", author="u2")
    # The quoted Docker documentation, complete in itself: a trap by the later speaker.
    rec(DLDV47, [d1, d2, d3], d4[1], False, SAME, [], None, author="u2")
    rec(DLDV47, [d1, d2, d3, d4], d5[1], True, "ellipsis", ["the amount of pulls", "the CIs"], "With Docker Hub authentication, datalad-dataverse's CI could double its pulls; I'll set up an account and add docker login to the CI.", author="u2")
    rec(DLDV47, [d1, d2, d3, d4, d5], d6, True, "ellipsis", [], "We'll see if Docker Hub's 200 authenticated pulls per 6 hours are enough for datalad-dataverse's CI.", author="u2")
    lend(DLDV47, [d1], R_NOV, SAME, NEWARA172)

    k1 = (U, "docker pull issue", "u1")
    k2 = (U, "Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit", "u1")
    k3 = "For any upcoming questions, kindly post them in the KodeKloud Engineer community at [https://kodekloud.com/community/c/kodekloud-engineer/8](https://kodekloud.com/community/c/kodekloud-engineer/8)\n."
    rec(KODEK58, [k1], k2[1], False, SAME, [], None, author="u1")
    # A later speaker's standing instruction names the community in full: a trap.
    rec(KODEK58, [k1, k2], k3, False, SAME, [], None, author="u2")
    lend(KODEK58, [k1], R_LIMITS, SAME, NEWARA172)

    e1 = (U, "ERROR: Error response from daemon: toomanyrequests", "u1")
    e2 = (U, "### Expected behaviour\n\nFix limits", "u1")
    e3 = (U, "### Actual behaviour\n\nToo many requests limit", "u1")
    e4 = "```yaml\n- name: Docker Setup Buildx\n  uses: docker/setup-buildx-action@v3\n```"
    rec(BUILDX395, [e1], e2[1], True, "ellipsis", ["limits"], "I expect docker/setup-buildx-action to stop failing on Docker Hub's pull rate limit (toomanyrequests).", author="u1")
    rec(BUILDX395, [e1, e2], e3[1], True, "ellipsis", [], "Actually docker/setup-buildx-action fails with Docker Hub's too-many-requests limit.", author="u1")
    rec(BUILDX395, [e1, e2, e3], e4, True, "ellipsis", [], "My workflow step that hits toomanyrequests is the 'Docker Setup Buildx' step using docker/setup-buildx-action@v3.", author="u1")
    lend(BUILDX395, [e1, e2], R_LIMITS, SAME, NEWARA172)
    lend(BUILDX395, [e1], R_TWO, SAME, HUBFB2040)

    s1 = (U, "You have reached your pull rate limit.", "u1")
    s2 = (U, "I am on the Installing Ansible Lab section of the Dive In, and I keep getting the error \"Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit\"", "u1")
    s3 = (U, "This is after I attempt to \"docker-compose up\"", "u1")
    s4 = (U, "Any ideas on what I am doing wrong?  Are we supposed to pay for a premium docker membership?", "u1")
    s5 = (A, "Checking this right away, you shouldn't be having this issue.  I pay for a repository so that you don't hit this limit.", "u2")
    s6 = "Pull limits with Docker work in two ways, if the request to pull an image is unauthenticated, the rate limit is applied to the puller's IP address (as that is the only thing that can be used)."
    # Names the course section and quotes Docker's error in full: a same-author trap.
    rec(DIVEANS108, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(DIVEANS108, [s1, s2], s3[1], True, "pronoun", ["This"], "The Docker Hub pull rate limit error in the Dive Into Ansible lab comes when I run `docker-compose up`.", author="u1")
    rec(DIVEANS108, [s1, s2, s3], s4[1], True, "ellipsis", [], "What am I doing wrong to hit Docker Hub's pull rate limit in the Dive Into Ansible lab? Do we need a paid Docker membership?", author="u1")
    rec(DIVEANS108, [s1, s2, s3, s4], s5[1], True, "pronoun", ["this", "this issue", "this limit"], "You shouldn't hit Docker Hub's pull rate limit in the Dive Into Ansible lab; I pay for the repository so students don't.", author="u2")
    # A general explanation of Docker's pull limits, complete in itself: a trap by the later speaker.
    rec(DIVEANS108, [s1, s2, s3, s4, s5], s6, False, SAME, [], None, author="u2")
    lend(DIVEANS108, [s1], R_IP, SAME, DLDV47)

    t1 = (U, "Do not attempt to pull a newer version of images in Jenkins CI builds", "u1")
    t2 = (U, "Docker Hub started enforcing rate limits and we started having issues on our Jenkins CI server", "u1")
    rec(TASMAN560, [t1], t2[1], True, "ellipsis", ["our Jenkins CI server"], "Docker Hub started enforcing pull rate limits and TASMANIAN's Jenkins CI server started failing.", author="u1")
    rec(TASMAN560, [t1, t2], "@dalg24 Thanks for taking care of this!", True, "pronoun", ["this"], "@dalg24, thanks for stopping TASMANIAN's Jenkins CI from pulling newer images and hitting Docker Hub's rate limit.", author="u2")
    lend(TASMAN560, [t1], R_NOV, SAME, NEWARA172)
    lend(TASMAN560, [t1, t2], R_IP, SAME, DLDV47)

    y1 = (U, "Error 429", "u1")
    y2 = (U, "Saving and restoring cache seems to work, but then this happens:", "u1")
    y3 = (U, "and i have no clue why. Any luck?", "u1")
    y4 = (A, "It is mentioned in in the error message.", "u2")
    y5 = "Should not be a problem with the library, but rather the CI hitting the limits specified by Docker."
    rec(DCACHE829, [y1], y2[1], True, "pronoun", ["this"], "With ScribeMD/docker-cache, saving and restoring the cache works, but then pulling rust from registry-1.docker.io fails with 429 toomanyrequests.", author="u1")
    rec(DCACHE829, [y1, y2], y3[1], True, "ellipsis", ["why"], "I have no clue why docker-cache's run then fails with Docker Hub's 429; any luck?", author="u1")
    rec(DCACHE829, [y1, y2, y3], y4[1], True, "pronoun", ["It"], "The cause of docker-cache's 429 is given in the error message itself: Docker Hub's pull rate limit.", author="u2")
    rec(DCACHE829, [y1, y2, y3, y4], y5, True, "ellipsis", ["the library"], "The 429 is not a problem of the docker-cache action but the CI hitting Docker Hub's pull rate limits.", author="u2")
    lend(DCACHE829, [y1], R_LIMITS, SAME, NEWARA172)
    lend(DCACHE829, [y1, y2], R_IP, SAME, DLDV47)

    g1 = (U, "Max pull request reached at first use", "u1")
    g2 = (U, "the first action to check if docker is well installed is the docker run hello-world.\nBut it answers 'You have reached your pull rate limit.'", "u1")
    g3 = (U, "I'm running as root user on centos 7. My VM is behind a proxy.", "u1")
    g4 = "I am having the same issue here with the following steps to reproduce:"
    # Second reader's adjudication: a trap: "it" is the `docker run hello-world` of the same message (§2 rule 2), and the message names Docker, the command and the error in full (rule 1).
    rec(DGETST101, [g1], g2[1], False, SELF, [], None, author="u1")
    rec(DGETST101, [g1, g2], g3[1], True, "ellipsis", [], "I hit Docker Hub's pull rate limit on my first `docker run hello-world` as root on CentOS 7, in a VM behind a proxy.", author="u1")
    rec(DGETST101, [g1, g2, g3], g4, True, "ellipsis", ["the same issue"], "I also hit Docker Hub's pull rate limit on a first pull; steps to reproduce follow.", author="u2")
    lend(DGETST101, [g1], R_NOV, SAME, NEWARA172)
    lend(DGETST101, [g1, g2], R_TWO, SAME, HUBFB2040)

    h1 = (U, "docker pull limits on CI", "u1")
    h2 = (U, "Getting this error on the docker pull requests...", "u1")
    h3 = (U, "Change base images to somewhere else? Or is there a setting we can set?", "u1")
    h4 = "Maybe it was just a temporary error... If I see it again I'll open this back up."
    rec(HEADLAMP2417, [h1], h2[1], True, "pronoun", ["this error"], "Headlamp's CI gets Docker Hub's 429 toomanyrequests pull rate limit error on docker pulls.", author="u1")
    rec(HEADLAMP2417, [h1, h2], h3[1], True, "ellipsis", ["base images"], "Should Headlamp move its base images off Docker Hub, or is there a setting to avoid the pull rate limit in CI?", author="u1")
    rec(HEADLAMP2417, [h1, h2, h3], h4, True, "pronoun", ["it", "this"], "Headlamp's Docker Hub pull rate limit error in CI may have been temporary; I'll reopen the issue if it recurs.", author="u1")
    lend(HEADLAMP2417, [h1], R_NOV, SAME, NEWARA172)
    lend(HEADLAMP2417, [h1, h2], R_TWO, SAME, HUBFB2040)


# ---- HTTPS redirect loops behind TLS-terminating proxies: ERR_TOO_MANY_REDIRECTS, X-Forwarded-Proto, Cloudflare Flexible ----
CERTBOT5905 = GH + "certbot/certbot/issues/5905"
CORONA366 = GH + "BustByte/coronastatus/issues/366"
ASPBM287 = GH + "aspnet/BasicMiddleware/issues/287"
SPDYLAY121 = GH + "tatsuhiro-t/spdylay/issues/121"
XMASC99 = GH + "Wingysam/Christmas-Community/issues/99"
SSLIFY23 = GH + "rdegges/django-sslify/issues/23"
SWA858 = GH + "Azure/static-web-apps/issues/858"
AUTOTLS42 = GH + "gin-gonic/autotls/issues/42"
CFSTATIC80 = GH + "cloudfoundry/staticfile-buildpack/issues/80"
PHPROUTER60 = GH + "phprouter/main/issues/60"
RL_CF = "If you’re receiving the ERR_TOO_MANY_REDIRECTS error when accessing your HTTPS-enabled site that is being proxied through Cloudflare, it’s likely that you have SSL set to Flexible."
RL_CLOUD = "Cloud deployments commonly terminate the encrypted HTTPS connection and reverse proxy standard HTTP to the application."
RL_LOOP = "You can get a redirect loop without support for the \"X-Forwarded-Proto\" header."


def _redirectloop(rec, U, A, lend) -> None:  # noqa: PLR0915
    c1 = (U, "X-Forwarded-For-Proto SSL and redirect behaviour in Nginx", "u1")
    c2 = (U, "Nginx is redirecting to https, while the reverse proxy is already offloading SSL. The end result is a Too many redirects exception in the browser.", "u1")
    c3 = (U, "## Proposed change in behavior\nCheck X-Forwarded-For-Proto for SSL.", "u1")
    rec(CERTBOT5905, [c1], c2[1], True, "ellipsis", ["the reverse proxy"], "With Certbot's forced-SSL redirect, nginx redirects to https while the reverse proxy in front already terminates SSL, ending in a 'Too many redirects' error in the browser.", author="u1")
    rec(CERTBOT5905, [c1, c2], c3[1], True, "ellipsis", [], "Proposal: Certbot's nginx HTTPS redirect should check X-Forwarded-Proto before redirecting.", author="u1")
    rec(CERTBOT5905, [c1, c2, c3], "Happy to PR, if X-Forwarded-For-Proto checking is the way forward.", True, "ellipsis", [], "I'm happy to open a pull request making Certbot's nginx redirect check X-Forwarded-Proto, if that is the way forward.", author="u1")
    lend(CERTBOT5905, [c1], RL_CF, SAME, SWA858)
    lend(CERTBOT5905, [c1, c2], RL_LOOP, SAME, ASPBM287)

    o1 = (U, "Redirect loop when nginx does not forward protocol scheme", "u1")
    rec(CORONA366, [o1], "I'm getting a \"too many redirects\" error, and am wondering if this might be the cause. I already reported this on Twitter.", True, "pronoun", ["this"], "I get a 'too many redirects' error on coronastatus; could nginx not forwarding the protocol scheme (X-Forwarded-Proto) be the cause?", author="u2")
    lend(CORONA366, [o1], RL_CF, SAME, SWA858)
    lend(CORONA366, [o1], RL_CLOUD, SAME, ASPBM287)

    a1 = (U, "RedirectToHttps does not support X-Forwarded-Proto", "u1")
    a4 = (U, "This will tell you if the reverse proxy terminated HTTPS for you while still allowing you to add your rewrite rule.", "u1")
    a5 = (U, "I'm actually surprised that this isn't supported out of the box.", "u1")
    a6 = "The intention is to handle X-Forwarded-Proto with UseForwardedHeaders so the rest of the stack doesn't need to special case it."
    # The opener's general statements about proxies and the header, complete in themselves: same-author traps.
    rec(ASPBM287, [a1], RL_CLOUD, False, SAME, [], None, author="u1")
    rec(ASPBM287, [a1, (U, RL_CLOUD, "u1")], RL_LOOP, False, SAME, [], None, author="u1")
    h = [a1, (U, RL_CLOUD, "u1"), (U, RL_LOOP, "u1")]
    rec(ASPBM287, h, a4[1], True, "pronoun", ["This"], "The X-Forwarded-Proto header tells ASP.NET's RedirectToHttps rule whether the reverse proxy terminated HTTPS, while still allowing the rewrite rule.", author="u1")
    rec(ASPBM287, [*h, a4], a5[1], True, "pronoun", ["this"], "I'm surprised ASP.NET Core's RedirectToHttps doesn't support X-Forwarded-Proto out of the box.", author="u1")
    rec(ASPBM287, [*h, a4, a5], a6, True, "ellipsis", ["the rest of the stack"], "ASP.NET Core intends X-Forwarded-Proto to be handled by UseForwardedHeaders, so the rewrite middleware (RedirectToHttps) and the rest of the stack need no special case.", author="u2")

    s1 = (U, "X-Forwarded-Proto leads to redirection loops", "u1")
    s2 = (U, "It seems that, since commit https://github.com/tatsuhiro-t/spdylay/commit/0da1835f1308c3a9601ff59ac5d64d8144eafab9 , shrpx adds an `X-Forwarded-Proto` header to the request, and this leads to redirection loops on some websites.", "u1")
    s3 = (U, "One of these websites is 500px.com.", "u1")
    s4 = (U, "We can see 500px.com \"thinks\" we are trying to visit an https version of its website, and will redirect us to `http://500px.com/`, but we are already there.", "u1")
    s5 = "Could there be an option (`add-x-forwarded-proto=no`) to turn off this Header?"
    # Names the commit, shrpx and the header; "this" is inside the sentence: a same-author trap.
    rec(SPDYLAY121, [s1], s2[1], False, SELF, [], None, author="u1")
    rec(SPDYLAY121, [s1, s2], s3[1], True, "pronoun", ["these websites"], "500px.com is one of the websites that loops on redirects when spdylay's shrpx adds X-Forwarded-Proto.", author="u1")
    rec(SPDYLAY121, [s1, s2, s3], s4[1], True, "ellipsis", ["we"], "Given shrpx's `X-Forwarded-Proto: https`, 500px.com thinks we visit its https site and redirects to http://500px.com/, where we already are.", author="u1")
    rec(SPDYLAY121, [s1, s2, s3, s4], s5, True, "pronoun", ["this Header"], "Could spdylay's shrpx get an option (`add-x-forwarded-proto=no`) to stop adding the X-Forwarded-Proto header?", author="u1")
    lend(SPDYLAY121, [s1], RL_CLOUD, SAME, ASPBM287)

    w1 = (U, "Receiving ERR_TOO_MANY_REDIRECTS when using NGINX", "u1")
    w2 = (U, "I am proxying christmas-community through an nginx reverse proxy, and I am receiving this error when attempting to access it remotely.", "u1")
    w3 = (U, "This does not happen with any other service I run. Could it be a reverse proxy misconfiguration?", "u1")
    w4 = (A, "Likely related to #17.", "u2")
    w5 = "Ah! Thanks, did a search for ERR_TOO_MANY_REDIRECTS and didn't find that.\nClosing as duplicate of #17"
    rec(XMASC99, [w1], w2[1], True, "pronoun", ["this error"], "Proxying Christmas Community through an nginx reverse proxy, I get ERR_TOO_MANY_REDIRECTS when accessing it remotely.", author="u1")
    rec(XMASC99, [w1, w2], w3[1], True, "pronoun", ["This", "it"], "Christmas Community's ERR_TOO_MANY_REDIRECTS doesn't happen with any other service I run behind nginx; could it be a reverse proxy misconfiguration?", author="u1")
    rec(XMASC99, [w1, w2, w3], w4[1], True, "ellipsis", [], "Christmas Community's ERR_TOO_MANY_REDIRECTS behind nginx is likely related to Christmas Community issue #17.", author="u2")
    rec(XMASC99, [w1, w2, w3, w4], w5, True, "ellipsis", ["that"], "Thanks; I searched for ERR_TOO_MANY_REDIRECTS but didn't find Christmas Community issue #17; closing as its duplicate.", author="u1")
    lend(XMASC99, [w1], RL_CF, SAME, SWA858)

    d1 = (U, "When debug turned off with nginx receive Infinite 301 Error.", "u1")
    d2 = (U, "I spent hours trying to debug this.", "u1")
    d3 = (U, "In Nginx I have port 80 redirecting to port 443. I attempted to turn off debug and I would always got an infinite 301 loop. My fix was to uninstall django-sslify and it worked fine!", "u1")
    d4 = (U, "Did I do anything wrong?", "u1")
    d5 = (U, "Hi, I was having exactly the same issue.", "u2")
    d6 = (U, "The solution was to add this line:\n    proxy_set_header        X-Forwarded-Proto $scheme;\n\nTo muy nginx.conf file.", "u2")
    d7 = "You might want to add this to the readme."
    rec(SSLIFY23, [d1], d2[1], True, "pronoun", ["this"], "I spent hours debugging django-sslify's infinite 301 loop behind nginx when DEBUG is off.", author="u1")
    # Names nginx, the ports and django-sslify in full: a same-author trap.
    rec(SSLIFY23, [d1, d2], d3[1], False, SELF, [], None, author="u1")
    rec(SSLIFY23, [d1, d2, d3], d4[1], True, "ellipsis", [], "Did I configure django-sslify or nginx wrongly to get an infinite 301 loop with DEBUG off?", author="u1")
    rec(SSLIFY23, [d1, d2, d3, d4], d5[1], True, "ellipsis", ["the same issue"], "I had the same infinite 301 loop with django-sslify behind nginx.", author="u2")
    rec(SSLIFY23, [d1, d2, d3, d4, d5], d6[1], True, "ellipsis", ["The solution"], "django-sslify's infinite 301 loop behind nginx is fixed by adding `proxy_set_header X-Forwarded-Proto $scheme;` to nginx.conf.", author="u2")
    rec(SSLIFY23, [d1, d2, d3, d4, d5, d6], d7, True, "pronoun", ["this", "the readme"], "django-sslify's README should mention setting X-Forwarded-Proto in nginx to avoid the redirect loop.", author="u2")

    z1 = (U, "Too many redirects with Cloudflare", "u1")
    z2 = (U, "When enabling Cloudflare proxy in front of the app, you get the error too many redirects.", "u1")
    z3 = (U, "And in cloudflare i have added a rule to automatically inject the X-Forwarded-Host header with no luck.", "u1")
    z4 = (U, "User error. Fix for future people", "u1")
    z6 = "The SSL setting can be found under the SSL/TLS tab."
    rec(SWA858, [z1], z2[1], True, "ellipsis", ["the app"], "With the Cloudflare proxy enabled in front of my Azure Static Web App, I get 'too many redirects'.", author="u1")
    rec(SWA858, [z1, z2], z3[1], True, "ellipsis", ["with no luck"], "Adding a Cloudflare rule that injects the X-Forwarded-Host header didn't fix my Azure Static Web App's redirect loop.", author="u1")
    rec(SWA858, [z1, z2, z3], z4[1], True, "ellipsis", [], "The Azure Static Web Apps redirect loop behind Cloudflare was my own configuration error; here is the fix for others.", author="u1")
    rec(SWA858, [z1, z2, z3, z4], RL_CF, False, SAME, [], None, author="u1")
    rec(SWA858, [z1, z2, z3, z4, (U, RL_CF, "u1")], z6, True, "ellipsis", ["The SSL setting"], "Cloudflare's SSL encryption mode setting (Flexible vs Full (strict)) is under the SSL/TLS tab of the dashboard.", author="u1")

    y1 = (U, "Infinity redirects with cloudflare", "u1")
    y2 = (U, "When I use cloudflare, there is an endless loop of redirects going on", "u1")
    y3 = (U, "Fixed the problem locally by removing the redirect.", "u1")
    rec(AUTOTLS42, [y1], y2[1], True, "ellipsis", [], "With gin-gonic/autotls behind Cloudflare, there is an endless redirect loop.", author="u1")
    rec(AUTOTLS42, [y1, y2], y3[1], True, "ellipsis", ["the redirect"], "I fixed autotls' redirect loop behind Cloudflare locally by removing autotls' HTTP-to-HTTPS redirect.", author="u1")
    rec(AUTOTLS42, [y1, y2, y3], "I would like to be able to disable redirection", True, "ellipsis", ["redirection"], "I would like an option to disable gin-gonic/autotls' HTTP-to-HTTPS redirect.", author="u1")
    lend(AUTOTLS42, [y1], RL_CF, SAME, SWA858)
    lend(AUTOTLS42, [y1, y2], RL_CLOUD, SAME, ASPBM287)
    lend(AUTOTLS42, [y1, y2, y3], RL_LOOP, SAME, ASPBM287)

    b1 = (U, "Enabling `FORCE_HTTPS` in Bluemix + CloudFlare (Flexible) triggers infinite redirect loop", "u1")
    b2 = (U, "## What version of Cloud Foundry are you using?\n\nIBM Bluemix. cf version 6.21.0+dff2cf8-2016-07-27", "u1")
    b3 = (U, "Redirect http -> https", "u1")
    b4 = (U, "By the way, Bluemix always connects to app as HTTP", "u1")
    b5 = "Even if I comment `FORCE_HTTPS: true` in manifest, or I set `FORCE_HTTPS: false`, the https redirection is still being done."
    rec(CFSTATIC80, [b1], b2[1], True, "ellipsis", [], "I hit the staticfile buildpack's FORCE_HTTPS redirect loop on IBM Bluemix with cf version 6.21.0.", author="u1")
    rec(CFSTATIC80, [b1, b2], b3[1], True, "ellipsis", [], "With the Cloud Foundry staticfile buildpack I want to redirect http to https.", author="u1")
    # Second reader's adjudication: a follow-up: "By the way" adds a setup fact with no problem of its own; its point is the thread's redirect loop (§2 rule 6, a statement with an implied question; df32's adjudicated report lines).
    rec(CFSTATIC80, [b1, b2, b3], b4[1], True, "ellipsis", ["app"], "IBM Bluemix always connects to the app over HTTP; is that why the staticfile buildpack's FORCE_HTTPS redirect loops behind CloudFlare?", author="u1")
    rec(CFSTATIC80, [b1, b2, b3, b4], b5, True, "ellipsis", ["manifest"], "Even with `FORCE_HTTPS: true` commented out or set to false in the manifest, the staticfile buildpack still redirects to https.", author="u1")
    lend(CFSTATIC80, [b1], RL_LOOP, SAME, ASPBM287)

    p1 = (U, ".htaccess provided causes infinite loop in cloudflare", "u1")
    p2 = (U, "Your router causes infinite loop in cloudflare.", "u1")
    p3 = (U, "Setting up just bare-bones script in cloudflare (HTTP not HTTPS server and HTTPS redirect disabled on cloudflare), it causes infinite redirect loop.", "u1")
    p4 = "Must be something in cloudfare, PhpRouter is hosted in a similar cloud provider and has no issues between redirects from HTTP to HTTPS"
    rec(PHPROUTER60, [p1], p2[1], True, "pronoun", ["Your router"], "PhpRouter's provided .htaccess causes an infinite redirect loop behind Cloudflare.", author="u1")
    rec(PHPROUTER60, [p1, p2], p3[1], True, "pronoun", ["it"], "Even a bare-bones PhpRouter script behind Cloudflare (HTTP origin, Cloudflare's HTTPS redirect disabled) gives an infinite redirect loop.", author="u1")
    rec(PHPROUTER60, [p1, p2, p3], p4, True, "ellipsis", ["something in cloudfare"], "PhpRouter's redirect loop must come from the Cloudflare setup: PhpRouter itself runs on a similar provider with no HTTP-to-HTTPS redirect issues.", author="u2")
    lend(PHPROUTER60, [p1], RL_CLOUD, SAME, ASPBM287)
    lend(PHPROUTER60, [p1, p2], RL_LOOP, SAME, ASPBM287)


# ---- mixed content: HTTP resources on HTTPS pages, blocked or auto-upgraded ----
CONDENSER22 = GH + "steemit/condenser/issues/22"
BRAVE12824 = GH + "brave/brave-browser/issues/12824"
PKPDOCS118 = GH + "pkp/pkp-docs/pull/118"
SEEDU116 = GH + "se-edu/learningresources/issues/116"
RESPIMG78 = GH + "ResponsiveImagesCG/responsiveimages.org/issues/78"
JINROU84 = GH + "uhyo/jinrou/issues/84"
BADSSL459 = GH + "chromium/badssl.com/issues/459"
GCSAMPLES123 = GH + "GoogleChrome/samples/pull/123"
DABBLET267 = GH + "LeaVerou/dabblet/issues/267"
DASHIF356 = GH + "Dash-Industry-Forum/Conformance-Software/issues/356"
AKTECH63 = GH + "aktech/aktech.github.io/issues/63"
ORTA24 = GH + "orta/orta.github.com/issues/24"
M_HTTP = "HTTP serves content through an un-encrypted channel, which means anyone can intercept the content and modify it without anyone knowing."
M_WHEN = "When using HTTPS, loading HTTP contents is called \"mixed content\" and is considered not secure."
M_CHROME86 = "In Chrome 86, the `http:` image is auto-upgraded to `https:` (https://mixed.badssl.com/image.jpg) which works on the mixed.badssl.com subdomain."
M_SOME = "Some `http` content just don't have `https` equivalent, so forcing `https` will cause them to be broken."


def _mixedcontent(rec, U, A, lend) -> None:  # noqa: PLR0915
    c1 = (U, "Mixed content bug (retrieving images from HTTP allowed)", "u1")
    c2 = (U, "This bug still exists.", "u1")
    c3 = (U, "For some reason, despite the fact that the image link to the Reddit alien image in that thread is supposed to be HTTPS, the browser downloads it via HTTP. This causes the web page to have mixed content and so the green lock icon disappears.", "u1")
    c4 = (U, "Ideally, it should not be possible to request images over HTTP.", "u1")
    c5 = (U, "Possible solutions can be found here: \nhttps://developers.google.com/web/fundamentals/security/prevent-mixed-content/fixing-mixed-content?hl=en", "u1")
    c6 = (A, "What is the exact problem?  I'm guessing it is the reddit image..", "u2")
    c7 = "I'll test the CSP meta tag on the next release.. thanks"
    rec(CONDENSER22, [c1], c2[1], True, "pronoun", ["This bug"], "Steemit's mixed content bug (images fetched over HTTP) still exists.", author="u1")
    rec(CONDENSER22, [c1, c2], c3[1], True, "pronoun", ["that thread", "it"], "On Steemit, a Reddit alien image linked as HTTPS in a post is downloaded over HTTP, so the page has mixed content and the green lock disappears.", author="u1")
    rec(CONDENSER22, [c1, c2, c3], c4[1], True, "ellipsis", ["it"], "Ideally Steemit should make it impossible to request images over HTTP.", author="u1")
    rec(CONDENSER22, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["Possible solutions"], "Possible fixes for Steemit's mixed content are in Google's 'Fixing mixed content' guide: https://developers.google.com/web/fundamentals/security/prevent-mixed-content/fixing-mixed-content?hl=en", author="u1")
    rec(CONDENSER22, [c1, c2, c3, c4, c5], c6[1], True, "pronoun", ["the exact problem", "it"], "What exactly is Steemit's mixed content problem? Is it the Reddit image?", author="u2")
    rec(CONDENSER22, [c1, c2, c3, c4, c5, c6], c7, True, "ellipsis", ["the CSP meta tag"], "I'll test the upgrade-insecure-requests Content-Security-Policy meta tag in Steemit's next release.", author="u2")

    b1 = (U, "Third-party HTTP images on HTTPS site don't get upgraded to HTTPS", "u1")
    b2 = (U, "Third-party HTTP images embedded on an HTTPS site don't get upgraded, even though mixed content should be upgraded automatically.", "u1")
    b3 = (U, "Instead of a padlock, the browser displays a warning symbol and indicates that the page has HTTP images.", "u1")
    rec(BRAVE12824, [b1], b2[1], True, "ellipsis", [], "In Brave, third-party HTTP images embedded on an HTTPS site aren't upgraded to HTTPS, though mixed content should be upgraded automatically.", author="u1")
    rec(BRAVE12824, [b1, b2], b3[1], True, "ellipsis", ["the browser", "the page"], "Instead of a padlock, Brave shows a warning symbol saying the EFF page has HTTP images.", author="u1")
    lend(BRAVE12824, [b1], M_HTTP, SAME, SEEDU116)
    lend(BRAVE12824, [b1, b2], M_CHROME86, SAME, BADSSL459)

    p1 = (U, "Fixing mixed insecure content", "u1")
    rec(PKPDOCS118, [p1], "There was a image request using non-secure HTTP. Fixed.", True, "ellipsis", [], "The PKP documentation site had an image requested over non-secure HTTP (mixed content); this pull request fixes it.", author="u1")
    lend(PKPDOCS118, [p1], M_HTTP, SAME, SEEDU116)
    lend(PKPDOCS118, [p1], M_WHEN, SAME, JINROU84)
    lend(PKPDOCS118, [p1], M_SOME, SAME, SEEDU116)

    s1 = (U, "Fix 'insecure mixed content' error", "u1")
    s2 = (U, "I am getting complaints from Netlify that the learningresources website is serving insecure mixed content.", "u1")
    s4 = (U, "That is why websites are recommended to activate HTTPS (which our website does), to send them through an encrypted channel.", "u1")
    s5 = (U, "Netlify found several images that are served through `http` rather than `https` (see the Netlify log for the list of insecure images).", "u1")
    # The opener's report names Netlify and the site; the background sentences are general: same-author traps.
    rec(SEEDU116, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(SEEDU116, [s1, s2], M_HTTP, False, SAME, [], None, author="u1")
    h = [s1, s2, (U, M_HTTP, "u1")]
    rec(SEEDU116, h, s4[1], True, "pronoun", ["That", "our website"], "Because HTTP can be intercepted and modified, websites such as se-edu's learningresources are recommended to serve over HTTPS, which it does.", author="u1")
    rec(SEEDU116, [*h, s4], s5[1], True, "ellipsis", ["several images"], "Netlify found several images on se-edu's learningresources website served over http rather than https.", author="u1")
    rec(SEEDU116, [*h, s4, s5], M_SOME, False, SAME, [], None, author="u1")

    r1 = (U, "Blocked Mixed Content when accessing via HTTPS", "u1")
    r2 = (U, "When accessing the site via HTTPS, browsers block the CSS, scripts, partially images away as it’s served via HTTP.", "u1")
    r3 = (U, "Reason is probably the Google mod_pagespeed optimizer messing up with the protocols.", "u1")
    r4 = (A, "Argh... this is the fun part of transitioning to TLS :) Fixing.", "u2")
    r5 = (A, "Disabled mod_pagespeed on dreamhost.... will check again in 5 mins if fixed.", "u2")
    r6 = "Thank you, works fine now :)"
    rec(RESPIMG78, [r1], r2[1], True, "ellipsis", ["the site"], "Over HTTPS, browsers block responsiveimages.org's CSS, scripts and some images because they are served via HTTP.", author="u1")
    rec(RESPIMG78, [r1, r2], r3[1], True, "ellipsis", ["Reason", "the protocols"], "responsiveimages.org's mixed content is probably caused by Google's mod_pagespeed rewriting the resource URLs' protocols.", author="u1")
    rec(RESPIMG78, [r1, r2, r3], r4[1], True, "pronoun", ["this"], "responsiveimages.org's mixed content is the fun part of moving to TLS; I'm fixing it.", author="u2")
    rec(RESPIMG78, [r1, r2, r3, r4], r5[1], True, "ellipsis", ["if fixed"], "I disabled mod_pagespeed for responsiveimages.org on DreamHost and will check in 5 minutes whether the mixed content is gone.", author="u2")
    rec(RESPIMG78, [r1, r2, r3, r4, r5], r6, True, "ellipsis", ["works fine now"], "responsiveimages.org works fine over HTTPS now that mod_pagespeed is disabled.", author="u1")

    j1 = (U, "Handle \"mixed content\" problem", "u1")
    j3 = (U, "In our service it occurs mainly because users' icons are served using HTTP.", "u1")
    j4 = (U, "We need to automatically switch to HTTPS as much as possible.", "u1")
    j5 = (A, "This could lead to an awkward situation: some user's picture links do not support https access.", "u2")
    j6 = "When an icon is not available via HTTPS, CSP does not fall back to HTTP but ours falls back, still causing a mixed content error."
    rec(JINROU84, [j1], M_WHEN, False, SAME, [], None, author="u1")
    h = [j1, (U, M_WHEN, "u1")]
    rec(JINROU84, h, j3[1], True, "pronoun", ["our service", "it"], "In jinrou, mixed content occurs mainly because users' icons are served over HTTP.", author="u1")
    rec(JINROU84, [*h, j3], j4[1], True, "ellipsis", ["We"], "jinrou needs to switch users' icon URLs to HTTPS automatically as much as possible.", author="u1")
    rec(JINROU84, [*h, j3, j4], j5[1], True, "pronoun", ["This"], "Switching jinrou's icons to HTTPS (like upgrade-insecure-requests) could break users whose picture links don't support https.", author="u2")
    rec(JINROU84, [*h, j3, j4, j5], j6, True, "ellipsis", ["ours"], "Unlike CSP upgrade-insecure-requests, jinrou's HTTPS switch falls back to HTTP when an icon isn't available over HTTPS, still causing a mixed content error.", author="u1")

    x1 = (U, "Need mixed image test that doesn't auto-upgrade to HTTPS", "u1")
    x2 = (U, "https://mixed.badssl.com/", "u1")
    x4 = (U, "I wanted a test case to see if an `http:` image gets blocked on an `https:` page if the image domain doesn't support `https:`, therefore I can't use this page as a testcase for that.", "u1")
    x5 = (U, "Could we have an example where the image comes from a domain which doesn't support `https:`?", "u1")
    x6 = "Good idea, especially now that Firefox is experimenting with autoupgrade as well."
    rec(BADSSL459, [x1], x2[1], True, "ellipsis", [], "badssl.com's mixed image test https://mixed.badssl.com/ auto-upgrades its HTTP image to HTTPS.", author="u1")
    rec(BADSSL459, [x1, x2], M_CHROME86, False, SAME, [], None, author="u1")
    h = [x1, x2, (U, M_CHROME86, "u1")]
    rec(BADSSL459, h, x4[1], True, "pronoun", ["this page"], "I want a test of whether an http: image is blocked on an https: page when the image domain doesn't support https:, so mixed.badssl.com (auto-upgraded) can't serve as that test.", author="u1")
    rec(BADSSL459, [*h, x4], x5[1], True, "ellipsis", ["an example"], "Could badssl.com add a mixed content test whose image comes from a domain that doesn't support https:?", author="u1")
    rec(BADSSL459, [*h, x4, x5], x6, True, "ellipsis", ["Good idea"], "A badssl.com mixed-image test without auto-upgrade is a good idea, especially as Firefox is experimenting with mixed content auto-upgrade too.", author="u2")

    g1 = (U, "Fix for mixed content error", "u1")
    g2 = (U, "It was working fine on localhost, but I got error on remote server:", "u1")
    g3 = (A, "Sorry, the point of this sample is to show the upgrade of resoruces to https (even if specified with http).  You need Chrome 43 (Current beta) to see this work.", "u2")
    g4 = (A, "Sorry - Ignore me, was looking at something else.", "u2")
    rec(GCSAMPLES123, [g1], g2[1], True, "pronoun", ["It"], "The GoogleChrome offline-analytics service worker sample worked on localhost, but on googlechrome.github.io it gives a mixed content error for an http image.", author="u1")
    rec(GCSAMPLES123, [g1, g2], g3[1], True, "pronoun", ["this sample"], "The GoogleChrome sample is meant to show resources upgraded to https even when specified with http; you need Chrome 43 (beta) to see it work.", author="u2")
    rec(GCSAMPLES123, [g1, g2, g3], g4[1], True, "ellipsis", [], "Ignore my comment on the GoogleChrome samples mixed content fix; I was looking at another sample.", author="u2")
    rec(GCSAMPLES123, [g1, g2, g3, g4], ":+1: Thanks!", True, "ellipsis", [], "Thanks for the mixed content fix in the GoogleChrome samples.", author="u3")
    lend(GCSAMPLES123, [g1], M_WHEN, SAME, JINROU84)

    d1 = (U, "This request has been blocked;", "u1")
    d2 = (U, "Mixed Content: The page at 'https://dabblet.com/gist/f26dddc71730c3847153' was loaded over HTTPS, but requested an insecure script 'http://www.google-analytics.com/ga.js'. This request has been blocked; the content must be served over HTTPS.", "u1")
    # Chrome's full message names the page and the script ("This request" is the one named): a same-author trap.
    rec(DABBLET267, [d1], d2[1], False, SELF, [], None, author="u1")
    rec(DABBLET267, [d1, d2], "This has been fixed a long time ago, closing.", True, "pronoun", ["This"], "dabblet's mixed content (HTTP google-analytics script blocked on https://dabblet.com) was fixed long ago.", author="u2")
    lend(DABBLET267, [d1], M_WHEN, SAME, JINROU84)
    lend(DABBLET267, [d1], M_SOME, SAME, SEEDU116)

    f1 = (U, "mixed content error: http and https resources", "u1")
    f2 = (U, "Mixed Content: The page at 'https://conformance.dashif.org/conformance/current/webfe/temp/id2416283292/Adapt1rep0log.html' was loaded over HTTPS, but requested an insecure script 'http://code.jquery.com/jquery-1.9.1.js'. This request has been blocked; the content must be served over HTTPS.", "u1")
    f3 = (U, "Review on contents to be served over https", "u1")
    rec(DASHIF356, [f1], f2[1], False, SELF, [], None, author="u1")
    rec(DASHIF356, [f1, f2], f3[1], True, "ellipsis", ["contents"], "Review which DASH-IF conformance tool resources must be served over https.", author="u1")
    rec(DASHIF356, [f1, f2, f3], "fixed in #357", True, "ellipsis", [], "The DASH-IF conformance tool's mixed content error is fixed in pull request #357.", author="u1")
    lend(DASHIF356, [f1], M_WHEN, SAME, JINROU84)
    lend(DASHIF356, [f1, f2], M_SOME, SAME, SEEDU116)

    a1 = (U, "Fix mixed content on blog", "u1")
    a2 = (U, "`Mixed Content: The page at '<URL>' was loaded over HTTPS, but requested an insecure stylesheet '<URL>'. This request has been blocked; the content must be served over HTTPS.`", "u1")
    rec(AKTECH63, [a1], a2[1], False, SELF, [], None, author="u1")
    rec(AKTECH63, [a1, a2], "Fixed.", True, "ellipsis", [], "The mixed content (insecure stylesheet) on aktech's blog is fixed.", author="u1")
    lend(AKTECH63, [a1], M_HTTP, SAME, SEEDU116)
    lend(AKTECH63, [a1, a2], M_CHROME86, SAME, BADSSL459)

    o1 = (U, "Mixed Content: The page at '<URL>' was loaded over HTTPS, but requested an insecure image '<URL>", "u1")
    o2 = (U, "Just came across your page and noticed that Firefox complained about 'Mixed Content' on your index page.", "u1")
    rec(ORTA24, [o1], o2[1], True, "pronoun", ["your page", "your index page"], "Firefox complains about mixed content (an insecure image) on the index page of orta's site, orta.github.com.", author="u1")
    rec(ORTA24, [o1, o2], "If you care, you could have a look at it on a rainy day.", True, "pronoun", ["it"], "If you care, you could look at the mixed content warning on orta.github.com's index page some rainy day.", author="u1")
    lend(ORTA24, [o1], M_HTTP, SAME, SEEDU116)
    lend(ORTA24, [o1, o2], M_CHROME86, SAME, BADSSL459)


# ---- Gradle too old for the JDK: "Unsupported class file major version 61" and the wrapper's distributionUrl ----
RANKUP72 = GH + "okx-code/Rankup3/pull/72"
JMBE43 = GH + "DSheirer/jmbe/issues/43"
PCGEN7085 = GH + "PCGen/pcgen/pull/7085"
TREEH1819 = GH + "treehouses/remote/issues/1819"
GHFW27 = GH + "al3xtjames/ghidra-firmware-utils/issues/27"
INDIUM60 = GH + "comp500/Indium/issues/60"
SDADW1293 = GH + "SDA-SE/sda-dropwizard-commons/pull/1293"
JRI148 = GH + "daust/JasperReportsIntegration/issues/148"
LTIJ1346 = GH + "OpenLiberty/liberty-tools-intellij/issues/1346"
OLSTART106 = GH + "OpenLiberty/start.openliberty.io/issues/106"
J_71 = "Gradle 7.1 doesn't support java 17 so it throws an exception when trying to build with java 17"
J_16 = "gradle 7.1 supports Java up to 16."
J_73 = "Starting from gradle 7.3, Java 17 is supported."
J_PLUGINS = "The main issue with NOT updating Gradle is that as plugins themselves are upgraded, the builds will fail with \"Unable to load class, file major version ##\", b/c an older Java version of Gradle will not be able to parse newer .class files."


def _gradlejdk(rec, U, A, lend) -> None:  # noqa: PLR0915
    k1 = (U, "Update gradle-wrapper.properties", "u1")
    k2 = (U, "this fixes compilation for people using gradlew", "u1")
    k3 = (A, "I have been building with the current wrapper version no problem. Exactly what error did you encounter?", "u2")
    k5 = (U, "Yeah, while using Java 17, I couldn't build it. With this option, I can build it.", "u3")
    k6 = (A, "Can you try this update with https://services.gradle.org/distributions/gradle-7.4.2-bin.zip instead? That is the latest stable version (excluding the snapshots of 7.5 or 7.6).", "u2")
    k7 = "Just change the URL yourself, it's a one line fix that can be done with the GitHub web editor"
    rec(RANKUP72, [k1], k2[1], True, "pronoun", ["this"], "Updating Rankup3's gradle-wrapper.properties fixes compilation for people building with gradlew.", author="u1")
    rec(RANKUP72, [k1, k2], k3[1], True, "ellipsis", ["the current wrapper version"], "I build Rankup3 with its current Gradle wrapper version without problems; what error did you get?", author="u2")
    # The opener's answer names Gradle 7.1 and Java 17 in full ("it" is Gradle): a same-author trap.
    rec(RANKUP72, [k1, k2, k3], J_71, False, SELF, [], None, author="u1")
    h = [k1, k2, k3, (U, J_71, "u1")]
    rec(RANKUP72, h, k5[1], True, "pronoun", ["it", "this option"], "With Java 17 I couldn't build Rankup3; with the updated Gradle wrapper I can.", author="u3")
    rec(RANKUP72, [*h, k5], k6[1], True, "ellipsis", ["this update"], "Could Rankup3's wrapper update use https://services.gradle.org/distributions/gradle-7.4.2-bin.zip instead, the latest stable Gradle (excluding 7.5/7.6 snapshots)?", author="u2")
    rec(RANKUP72, [*h, k5, k6], k7, True, "ellipsis", ["the URL"], "Change the Gradle distributionUrl in Rankup3's wrapper properties to 7.4.2 yourself; it's a one-line edit in GitHub's web editor.", author="u1")

    m1 = (U, "Could not build using Java 17", "u1")
    m2 = (U, "Error when trying to build with Liberica JDK 17 (as is used with SDRtrunk).", "u1")
    m3 = (U, "Solution was to update /jmbe-1.0.7b/gradle/wrapper/gradle-wrapper.properties file.", "u1")
    m4 = "Original line:    distributionUrl=https\\://services.gradle.org/distributions/gradle-6.4-bin.zip\n\nNew line:  distributionUrl=https\\://services.gradle.org/distributions/gradle-7.2-bin.zip"
    rec(JMBE43, [m1], m2[1], True, "ellipsis", [], "Building jmbe with Liberica JDK 17 (as used with SDRtrunk) fails with 'Unsupported class file major version 61'.", author="u1")
    rec(JMBE43, [m1, m2], m3[1], True, "ellipsis", ["Solution"], "jmbe's build failure on JDK 17 was solved by updating jmbe-1.0.7b/gradle/wrapper/gradle-wrapper.properties.", author="u1")
    rec(JMBE43, [m1, m2, m3], m4, True, "ellipsis", ["Original line", "New line"], "To build jmbe on JDK 17, change the wrapper's distributionUrl from gradle-6.4-bin.zip to https://services.gradle.org/distributions/gradle-7.2-bin.zip.", author="u1")
    lend(JMBE43, [m1], J_71, SELF, RANKUP72)
    lend(JMBE43, [m1, m2], J_73, SAME, PCGEN7085)

    p1 = (U, "6.08: Upgraded gradle wrapper from 7.1 to 8.7", "u1")
    p2 = (U, "Upgraded gradle wrapper to 8.7 to support Java 17 (and actually other Javas as well).", "u1")
    p3 = (U, "The build error was thrown, because @LegacyKing  was using Java 17 instead of 11th on his host machine.", "u1")
    rec(PCGEN7085, [p1], p2[1], True, "ellipsis", [], "PCGen 6.08's Gradle wrapper is upgraded to 8.7 to support Java 17 and other Java versions.", author="u1")
    rec(PCGEN7085, [p1, p2], p3[1], True, "ellipsis", ["The build error"], "PCGen 6.08's build error came from @LegacyKing building with Java 17 instead of Java 11 on his machine.", author="u1")
    # General facts about Gradle and Java versions, complete in themselves: traps (the opener's and a later speaker's).
    rec(PCGEN7085, [p1, p2, p3], J_16, False, SAME, [], None, author="u1")
    rec(PCGEN7085, [p1, p2, p3, (U, J_16, "u1")], J_73, False, SAME, [], None, author="u1")
    rec(PCGEN7085, [p1, p2, p3, (U, J_16, "u1"), (U, J_73, "u1")], J_PLUGINS, False, SAME, [], None, author="u2")

    t1 = (U, "upgrade gradle wrapper", "u1")
    t2 = "```\nUnsupported Java. \nYour build is currently configured to use Java 17.0.6 and Gradle 6.5.\n\nPossible solution:\n - Upgrade Gradle wrapper to 7.2 version and re-import the project\n ```"
    # The IDE's message names Java 17.0.6, Gradle 6.5 and the fix in full: a same-author trap.
    rec(TREEH1819, [t1], t2, False, SAME, [], None, author="u1")
    lend(TREEH1819, [t1], J_71, SELF, RANKUP72)
    lend(TREEH1819, [t1, (U, t2, "u1")], J_73, SAME, PCGEN7085)
    lend(TREEH1819, [t1], J_PLUGINS, SAME, PCGEN7085)

    g1 = (U, "why I have to downgrade to jdk17 instead of jdk20 else i get the error", "u1")
    g2 = (U, "> BUG! exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported class file major version 64", "u1")
    g3 = (A, "Can you post the full output? Is this while running `./gradlew`? I tried OpenJDK 20 and the build appears to work here:", "u2")
    g4 = (U, "I had the same error with jdk20. After changing `gradle-wrapper.properties` file in `gradle/wrapper` folder to a newer `gradle` binary link I was able to successfully build the plugin.", "u3")
    g5 = "I changed the `distributionUrl` to `distributionUrl=https\\://services.gradle.org/distributions/gradle-8.1.1-bin.zip`"
    rec(GHFW27, [g1], g2[1], True, "ellipsis", [], "Building ghidra-firmware-utils with JDK 20 fails with 'BUG! exception in phase semantic analysis in source unit _BuildScript_: Unsupported class file major version 64'.", author="u1")
    rec(GHFW27, [g1, g2], g3[1], True, "pronoun", ["this", "the build"], "Can you post the full output of ghidra-firmware-utils' 'major version 64' error? Is it from ./gradlew? With OpenJDK 20 the build works for me.", author="u2")
    rec(GHFW27, [g1, g2, g3], g4[1], True, "ellipsis", ["the same error", "the plugin"], "I got the same 'major version 64' error building ghidra-firmware-utils with JDK 20; pointing gradle/wrapper/gradle-wrapper.properties at a newer Gradle fixed the build.", author="u3")
    rec(GHFW27, [g1, g2, g3, g4], g5, True, "ellipsis", ["the `distributionUrl`"], "To build ghidra-firmware-utils on JDK 20 I set its wrapper distributionUrl to https://services.gradle.org/distributions/gradle-8.1.1-bin.zip.", author="u3")
    lend(GHFW27, [g1], J_73, SAME, PCGEN7085)

    i1 = (U, "[Build Fail] Unsupported class file major version 60", "u1")
    i2 = (A, "Hmm, I think I need to update Gradle for it to work with Java 16.", "u2")
    i3 = (A, "U need Bradley 7 at lease, 7.0.2 is the latest.", "u3")
    i4 = (A, "Gradle* (fucking autocorrect)", "u3")
    rec(INDIUM60, [i1], i2[1], True, "pronoun", ["it"], "I think Indium needs a Gradle update to build with Java 16 (Unsupported class file major version 60).", author="u2")
    rec(INDIUM60, [i1, i2], i3[1], True, "ellipsis", [], "Indium needs Gradle 7 at least to build on Java 16; 7.0.2 is the latest.", author="u3")
    # Corrects the previous turn's autocorrected word (rule 3).
    rec(INDIUM60, [i1, i2, i3], i4[1], True, "correction", ["Gradle*"], "You need Gradle 7 at least (7.0.2 is the latest) to build Indium with Java 16.", author="u3")
    rec(INDIUM60, [i1, i2, i3, i4], "I am experiencing the same issue.", True, "ellipsis", ["the same issue"], "I also get 'Unsupported class file major version 60' building Indium.", author="u4")
    lend(INDIUM60, [i1], J_16, SAME, PCGEN7085)

    s1 = (U, "chore: Use Gradle 7.3", "u1")
    s2 = (U, "... brings official support for Java 17 🥳", "u1")
    s3 = (A, "If you upgrade with `./gradlew wrapper --gradle-version 7.3`, the `gradle-wrapper.jar`, `gradlew` and `gradlew.bat` are modified as well.", "u2")
    s4 = (A, "I'm not an expert, but it seems to me that just changing the version number is not the best solution.", "u2")
    s5 = "Oh, true. Wasn't really aware of that. Will use the CLI from now on. 😃"
    rec(SDADW1293, [s1], s2[1], True, "ellipsis", [], "Moving sda-dropwizard-commons to Gradle 7.3 brings official Java 17 support.", author="u1")
    # The reviewer's statement about the wrapper command names everything it touches: a trap.
    rec(SDADW1293, [s1, s2], s3[1], False, SAME, [], None, author="u2")
    rec(SDADW1293, [s1, s2, s3], s4[1], True, "ellipsis", ["the version number"], "Just changing the version in sda-dropwizard-commons' gradle-wrapper.properties isn't the best way to move to Gradle 7.3; run `./gradlew wrapper --gradle-version 7.3` instead.", author="u2")
    rec(SDADW1293, [s1, s2, s3, s4], s5, True, "pronoun", ["that", "the CLI"], "I wasn't aware that `./gradlew wrapper --gradle-version` also updates the wrapper jar and scripts; I'll use that command from now on.", author="u1")
    lend(SDADW1293, [s1], J_16, SAME, PCGEN7085)

    r1 = (U, "Java 17 leads to Unsupported class file major version 61 on Debian 11", "u1")
    r3 = (A, "What are you trying to achieve?", "u2")
    r4 = (A, "``gradle`` is only used for building the software, but not for using it. \nWhich version of JRI are you using?", "u2")
    r5 = (U, "Exactly. I've been trying to build and get a jri.war (i hoped)", "u1")
    r6 = "So a just make git pull and run  ./gradlew to get a jri.war as i said."
    rec(JRI148, [r1], r3[1], True, "ellipsis", [], "What are you trying to achieve with JasperReportsIntegration's Gradle build on Java 17?", author="u2")
    rec(JRI148, [r1, r3], r4[1], True, "ellipsis", ["the software", "it"], "Gradle is only used for building JasperReportsIntegration, not for running it; which JRI version are you using?", author="u2")
    rec(JRI148, [r1, r3, r4], r5[1], True, "ellipsis", ["Exactly"], "Yes, I'm trying to build JasperReportsIntegration to get a jri.war.", author="u1")
    rec(JRI148, [r1, r3, r4, r5], r6, True, "ellipsis", ["as i said"], "I git pull the latest JasperReportsIntegration and run ./gradlew to get a jri.war, which fails with 'Unsupported class file major version 61' on Java 17.", author="u1")
    lend(JRI148, [r1], J_71, SELF, RANKUP72)
    lend(JRI148, [r1, r3], J_PLUGINS, SAME, PCGEN7085)

    l1 = (U, "Build fails with \"Unsupported class file major version 65\" due to JDK 21 incompatibility with Gradle 7.6.1", "u1")
    l2 = (U, "Gradle builds are currently failing with the following error when running on JDK 21:", "u1")
    rec(LTIJ1346, [l1], l2[1], True, "ellipsis", ["Gradle builds"], "Liberty Tools for IntelliJ's Gradle builds fail on JDK 21 with 'Unsupported class file major version 65'.", author="u1")
    rec(LTIJ1346, [l1, l2], "Issue addressed by PR https://github.com/OpenLiberty/liberty-tools-intellij/pull/1373", True, "ellipsis", ["Issue"], "Liberty Tools for IntelliJ's JDK 21 build failure with Gradle 7.6.1 is addressed by pull request https://github.com/OpenLiberty/liberty-tools-intellij/pull/1373.", author="u1")
    lend(LTIJ1346, [l1], J_71, SELF, RANKUP72)
    lend(LTIJ1346, [l1, l2], J_PLUGINS, SAME, PCGEN7085)

    o1 = (U, "download file app-name.zip with JDK17 not able to build with gradle", "u1")
    o2 = "1. in OL.io go to starter, download file with JDK17 with gradle\n2. unzip app-name.zip, cd to app-name directory and run gradlew libertyDev"
    rec(OLSTART106, [o1], o2, True, "ellipsis", [], "To reproduce: on openliberty.io's starter, download a Gradle project for JDK 17, unzip app-name.zip and run `gradlew libertyDev`; the build fails with 'Unsupported class file major version 61'.", author="u1")
    lend(OLSTART106, [o1], J_73, SAME, PCGEN7085)
    lend(OLSTART106, [o1], J_16, SAME, PCGEN7085)


# ==== part 2 (helper cdf2, twenty-ninth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- garden irrigation controllers: sprinkler zones, stations and watering schedules ----
P2_SPD23 = P2_GH + "sfeakes/SprinklerD/issues/23"
P2_SPD14 = P2_GH + "sfeakes/SprinklerD/issues/14"
P2_OSF126 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/126"
P2_OSF361 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/361"
P2_OSF244 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/244"
P2_HOS93 = P2_GH + "vinteo/hass-opensprinkler/issues/93"
P2_BHY43 = P2_GH + "sebr/bhyve-home-assistant/issues/43"
# ---- IPTV playlists and programme guides: M3U tvg-id and XMLTV EPG channel ids ----
P2_MJH137 = P2_GH + "matthuisman/i.mjh.nz/issues/137"
P2_FVE65 = P2_GH + "dp247/Freeview-EPG/issues/65"
P2_TAK18 = P2_GH + "DeBaschdi/service.takealug.epg-grabber/issues/18"
P2_M3E197 = P2_GH + "m3ue/m3u-editor/issues/197"
P2_M3E76 = P2_GH + "m3ue/m3u-editor/issues/76"
P2_M3E41 = P2_GH + "m3ue/m3u-editor/issues/41"
P2_IPO2438 = P2_GH + "iptv-org/iptv/issues/2438"
P2_IPO2467 = P2_GH + "iptv-org/iptv/issues/2467"
P2_TVH1306 = P2_GH + "tvheadend/tvheadend/pull/1306"
P2_KFCX5 = P2_GH + "kfcx/Streaming-Media-Server-Pro/issues/5"
# ---- DJ libraries: cue points and hot cues between Rekordbox, Serato and Traktor ----
P2_CGN4 = P2_GH + "mganss/CueGen/issues/4"
P2_DJM27 = P2_GH + "Radexito/DjManager/issues/27"
P2_BAK40 = P2_GH + "M-Igashi/baken/issues/40"
P2_TKB1 = P2_GH + "nonodesbois42/TraktorBox/issues/1"
P2_RBE157 = P2_GH + "jviall/rekordbox-edit/pull/157"
# ---- arcade emulation: BIOS files and system directories for FBNeo cores ----
P2_FBL130 = P2_GH + "libretro/FBNeo/issues/130"
P2_FBL72 = P2_GH + "libretro/FBNeo/issues/72"
P2_FBN447 = P2_GH + "finalburnneo/FBNeo/issues/447"
P2_RAL135 = P2_GH + "RetroAchievements/RALibretro/issues/135"
P2_LDB1449 = P2_GH + "libretro/libretro-database/issues/1449"
# ---- fantasy football: league scores pulled from the Sleeper and ESPN APIs ----
P2_FFS25 = P2_GH + "mikemountain/fantasy-football-scoreboard/issues/25"
P2_FFS12 = P2_GH + "mikemountain/fantasy-football-scoreboard/issues/12"
P2_LP193 = P2_GH + "nmelhado/league-page/issues/193"
P2_LP325 = P2_GH + "nmelhado/league-page/issues/325"
P2_DTS10 = P2_GH + "dtsong/sleeper-api-wrapper/issues/10"
P2_DTS36 = P2_GH + "dtsong/sleeper-api-wrapper/issues/36"
P2_SKS18 = P2_GH + "SwapnikKatkoori/sleeper-api-wrapper/issues/18"
P2_UFM134 = P2_GH + "uberfastman/fantasy-football-metrics-weekly-report/issues/134"
P2_ESPN34 = P2_GH + "cwendt94/espn-api/issues/34"
# ---- audiobook players: M4B chapters and saved playback positions ----
P2_JLB156 = P2_GH + "JellyBookOrg/JellyBook/issues/156"
P2_PLP155 = P2_GH + "LeoKlaus/plappa/issues/155"
P2_LVR22 = P2_GH + "kkodecs/livrarr/issues/22"
P2_ABC593 = P2_GH + "yermak/AudioBookConverter/issues/593"
P2_PBK8 = P2_GH + "Goodwy/PlayBook/issues/8"
P2_AZ38 = P2_GH + "santinic/audiblez/issues/38"
P2_AUD81 = P2_GH + "rstewa/Audibly/issues/81"
# ---- sim racing: telemetry from iRacing and Assetto Corsa shared memory ----
P2_PYIR13 = P2_GH + "kutu/pyirsdk/issues/13"
P2_IRDU60 = P2_GH + "SlicedSilver/iRduino/issues/60"
P2_RACE10 = P2_GH + "RiddleTime/Race-Element/issues/10"
P2_TINY298 = P2_GH + "TinyPedal/TinyPedal/issues/298"
P2_SIMAPI29 = P2_GH + "Spacefreak18/simapi/pull/29"
P2_ACT1 = P2_GH + "ottonello/AssettoCorsaTelemetry/issues/1"
# ---- record collecting: Discogs collections, releases and master releases ----
P2_DCL76 = P2_GH + "discogs/discogs_client/issues/76"
P2_DJS2 = P2_GH + "aknorw/discojs/issues/2"
P2_V2D5 = P2_GH + "MartinBarker/vinyl2digital/issues/5"
P2_BRYM211 = P2_GH + "jgchk/better-rym/issues/211"
P2_MBUS132 = P2_GH + "murdos/musicbrainz-userscripts/issues/132"
P2_OMDB112 = P2_GH + "mProjectsCode/obsidian-media-db-plugin/issues/112"
P2_OWS231 = P2_GH + "elamperti/OpenWebScrobbler/issues/231"
P2_PDA47 = P2_GH + "ricbra/php-discogs-api/pull/47"
P2_VGR19 = P2_GH + "andystumph/VinylGraffiti/issues/19"
#@URLS@

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# irrigation
P2_I_RELAY = "What I am doing is basically using OpenSprinkler as a relay and doing all the logic through the Home Assistant."
P2_I_NEWUNIT = "I have recently replaced one of my very old OpenSprinkler unit with a new one."
P2_I_OSPI = "OpenSprinkler Pi, Raspberry Pi0, Firmware 2.2.0, App Version 2.3.3."
# IPTV
P2_V_NONSTD = "tvg-id is a non-standard identifier in m3u playlists."
P2_V_FUNC = "The function service_get_channel_epgid() can return NULL and/or the value returned is not granted to be unique."
P2_V_M3UED = "If I set an EPG Channel manually M3U Editor should replace the tvg-id on the output EPG XML with the \"Stream ID\" from the playlist channel."
P2_V_XTREAM = "unless your IPTV provider is using Xtream codes, you should be able to download a playlist file in .m3u or .m3u8 format."
# DJ libraries
P2_D_MIK = "In Mixed in Key you should have Serato integration checked on the settings page and have exported cue points (Click \"Export cue points for existing files\")."
P2_D_ID3 = "Serato integration writes cue points information to ID3 tags within the media files allowing CueGen to read it."
P2_D_DB = "Hot cues, memory cues, and beatgrids live in the Rekordbox DB keyed by TrackID \u2014 they are *not* in the audio file's ID3 tags."
P2_D_GATE = "Rekordbox seems to gate the sync on the device file still matching the collection file"
# arcade emulation (P2_R_PATHS is quoted in its own thread only: it opens with a back-reference)
P2_R_RASTART = "Hi, I've noticed that when I load FBNeo core and its proper infofile (git-version) in current retroarch stable it shows all optional bios files as \"missing\" without listing the proper md5 string."
P2_R_INFO = "I believe RetroArchs BIOS checks are implemented via info files for each core, which RALibretro doesn't currently use."
P2_R_PATHS = "It's not broken, expected path for bioses is `system_dir/fbneo/`, but the core will tolerate using the bioses at the root of `system_dir` as a fallback."
# fantasy football
P2_S_MESS = "Sleeper has a bug and it's data is a mess."
P2_S_TRADED = "I noticed that the Sleeper API isn't properly accounting for points accrued in a matchup from a player that is no longer on your team since that matchup."
P2_S_STATS = "I think Sleeper removed their stats API from their website as I can't find it anymore."
P2_S_MACOS = "I am using Sleeper on macOS"
# audiobooks
P2_B_JB = "When playing an mp3 file of an audiobook using Jellybook 1.3.0, the playback position isn't saved."
P2_B_CHPL = "M4B chapter metadata is in the MP4 `chpl` atom or as QuickTime chapters"
P2_B_EXIF = "Using ExifTool on Android I noticed that Audible files converted to M4B list a short name in 'Album' and a long name with sub-title in 'Title'."
P2_B_SINGLE = "A single file with embedded chapters (as supported by m4b) is great."
# sim racing
P2_T_CSP = "While Assetto Corsa as stock does not provide nearly rich enough of a shared memory telemetry interface to provide the required data to TinyPedal, the data does exist in the game, and Custom Shaders Patch, a very popular extension for Assetto Corsa, can create and maintain a shared memory struct exporting most of the required information through use of a Lua app."
P2_T_IRSHM = "I tried to obtain iRacing telemetry data through shared memory. I set the shared memory name to \"Local\\\\IRSDKMemMapFileName\", and then defined a structure to parse the data, but the parsed data is Wrong, why is this"
P2_T_ACR = "I couldn\u2019t find any documentation for the ACR shared memory."
# record collecting
P2_DC_V2D = "Updated vinyl2digital to include better Discogs error handling which should fix any errors when using the `-i discogs` option."
P2_DC_SHELLAC = "Currently, the Discogs import script imports shellac releases as vinyl (it does get the size right though, 10\u2033 shellac becomes 10\u2033 vinyl)."
P2_DC_VG = "There is no way to get data out of VinylGraffiti except the print view, and no way to bulk-load an existing collection."

# Every lender is a group of this part (every lending thread also gives a history).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

AREAS = [_osslevp, _pep668, _dubious, _cleartext, _utf8mb4, _gosum, _execformat, _cocoapods, _x509, _pullrate, _redirectloop, _mixedcontent, _gradlejdk]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_irrigation, P2_iptv, P2_djcues, P2_arcade, P2_fantasy, P2_audiobooks, P2_simracing, P2_discogs):
        area(rec, U, A, lend, SAME, SELF)


def P2_irrigation(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- garden irrigation controllers: sprinkler zones, stations and watering schedules ----
    z1 = (U, "calendar schedule not working with Zone 1", "u1")
    z2 = (U, "Hi for some reason when I use Run on calendar schedule the Zone 1 never start, the rest of the zones works fine.\nAny idea how to fix or check that?", "u1")
    z3 = (U, "same for me to zone one schedule not working", "u2")
    z4 = (A, "On the zone 1 issue, a few people have complained, There must be a bug when you don't use a \"master valve\" setting. I haven't tracked that down yet.", "u3")
    z5 = (A, "You can either start from zone 2 or what might be better is to set Zone 0 to a GPIO that's not used.", "u3")
    z6 = (U, "putting zone 0 back not working.", "u2")
    z7 = "Just posted an update to fix the zone 1 & schedule issue."
    # Names zone 1 and the calendar schedule but not the controller software (SprinklerD): the project is context (rule 1).
    rec(P2_SPD23, [z1], z2[1], True, "ellipsis", [], "In SprinklerD, when I use Run on calendar schedule, zone 1 never starts while the rest of the zones work fine; how can I fix or check that?", author="u1")
    rec(P2_SPD23, [z1, z2], z3[1], True, "ellipsis", ["same for me"], "SprinklerD's calendar schedule does not run zone 1 for me either.", author="u2")
    rec(P2_SPD23, [z1, z2, z3], z4[1], True, "pronoun", ["the zone 1 issue"], "Several people have reported SprinklerD's calendar schedule not running zone 1; there must be a bug when no \"master valve\" setting is used, not yet tracked down.", author="u3")
    rec(P2_SPD23, [z1, z2, z3, z4, z5], z6[1], True, "ellipsis", ["zone 0 back"], "Setting SprinklerD's zone 0 back to an unused GPIO did not make the calendar schedule run zone 1.", author="u2")
    rec(P2_SPD23, [z1, z2, z3, z4, z5, z6], z7, True, "pronoun", ["the zone 1 & schedule issue"], "A SprinklerD update that fixes the calendar schedule not running zone 1 has just been posted.", author="u3")
    lend(P2_SPD23, [z1, z2], P2_I_OSPI, SAME, P2_OSF244)

    s1 = (U, "Zone 1 not working after apt-get update", "u1")
    s2 = (U, "Zone 1 schedule not working after update the raspberry pi. I\u2019m trying to change how long watering but always back to 0 min.", "u1")
    s3 = (U, "This happens in 2 raspberry pi zero", "u1")
    s4 = (A, "How are you changing the watering time (web ui / API / HomeKit)?  I assume all the other zones allow you to change watering time.", "u2")
    s5 = "I change in web ui. I change zone one to 5 min but Later when I go back to the Schedule page the tine is back to 0. This happening only in zone one. Other zone is okay."
    rec(P2_SPD14, [s1], s2[1], True, "ellipsis", [], "After an apt-get update of the Raspberry Pi, SprinklerD's zone 1 schedule does not work: whenever I change how long zone 1 waters, it goes back to 0 min.", author="u1")
    rec(P2_SPD14, [s1, s2, s3], s4[1], True, "ellipsis", ["the watering time", "the other zones"], "How are you changing SprinklerD's zone 1 watering time (web UI, API or HomeKit)? I assume SprinklerD's other zones let you change their watering time.", author="u2")
    rec(P2_SPD14, [s1, s2, s3, s4], s5, True, "ellipsis", ["zone one"], "I change SprinklerD's watering time in the web UI: I set zone 1 to 5 min, but back on the Schedule page it shows 0 again; only zone 1 does this, the other zones are fine.", author="u1")
    lend(P2_SPD14, [s1], P2_I_NEWUNIT, SAME, P2_OSF361)

    f1 = (U, "[Feature Request] IFTTT Events at the Start of Station Events", "u1")
    f2 = (U, "If we're going to keep a second system in synchronization with the OS (like Hubitat or SmartThings where it's a little more difficult to poll) it would be required if instead of just events at the close of stations there were opening station events as well.", "u1")
    f3 = (A, "We did consider adding this, in fact the code has a todo item about adding IFTTT notification to the station start event:", "u2")
    f4 = (A, "but there is a catch -- because connecting to IFTTT server and sending the request take some time, occasionally even up to 15 seconds, this can affect the actual run time of the zone. For that reason, at the moment it's not added.", "u2")
    f5 = "There is already a 'Program Start' event which sends a notification about when a program starts to run."
    rec(P2_OSF126, [f1], f2[1], True, "pronoun", ["the OS"], "To keep a second system such as Hubitat or SmartThings in sync with OpenSprinkler (where polling is harder), OpenSprinkler would need IFTTT events when stations open, not just when they close.", author="u1")
    rec(P2_OSF126, [f1, f2, f3], f4[1], True, "pronoun", ["the zone", "it"], "An IFTTT notification at OpenSprinkler station start is not added because connecting to the IFTTT server and sending the request can take up to 15 seconds, which can affect the zone's actual run time.", author="u2")
    # Names the event but not the controller it belongs to (OpenSprinkler): the project is context (rule 1).
    rec(P2_OSF126, [f1, f2, f3, f4], f5, True, "ellipsis", [], "OpenSprinkler already has a 'Program Start' IFTTT event that notifies when a program starts to run.", author="u2")

    n1 = (U, "New Unit fails to run program at times, Requires Hard Reboot", "u1")
    n3 = (U, "It seems to work but after I imported the old configuration it will stop running the active program after about a week.", "u1")
    n4 = "The web app will say that the program is running but the sprinklers are not running."
    # The opener's own sentence names OpenSprinkler and says all it says: a same-author trap (rule 1).
    rec(P2_OSF361, [n1], P2_I_NEWUNIT, False, SAME, [], None, author="u1")
    rec(P2_OSF361, [n1, (U, P2_I_NEWUNIT, "u1")], n3[1], True, "pronoun", ["It", "the old configuration"], "My new OpenSprinkler unit seems to work, but after I imported the old unit's configuration it stops running the active program after about a week.", author="u1")
    rec(P2_OSF361, [n1, (U, P2_I_NEWUNIT, "u1"), n3], n4, True, "ellipsis", ["The web app", "the program"], "The OpenSprinkler web app says the active program is running on my new unit, but the sprinklers are not running.", author="u1")

    c1 = (U, "Channel 1 only runs for a few seconds.", "u1")
    c2 = (U, "I have an issue that I cannot seem to resolve.  Channel 1 only runs for a few seconds regardless of what the run-time is set.", "u1")
    c4 = (U, "Is there a log that I could look through to see if it is getting a shut-off command from some other location?", "u1")
    c5 = "If you suspect something else is sending command to turn it off, you can change the device password to prevent other scripts from sending command to it."
    rec(P2_OSF244, [c1], c2[1], True, "ellipsis", [], "On my OpenSprinkler, channel (station) 1 only runs for a few seconds whatever run-time is set, and I cannot resolve it.", author="u1")
    # A setup line naming controller, board and versions: complete in itself, the opener's own (rule 1).
    rec(P2_OSF244, [c1, c2], P2_I_OSPI, False, SAME, [], None, author="u1")
    rec(P2_OSF244, [c1, c2, (U, P2_I_OSPI, "u1")], c4[1], True, "pronoun", ["it"], "Is there an OpenSprinkler log I can look through to see whether station 1 is getting a shut-off command from somewhere else?", author="u1")
    rec(P2_OSF244, [c1, c2, (U, P2_I_OSPI, "u1"), c4], c5, True, "pronoun", ["it", "the device"], "If you suspect something else is sending OpenSprinkler commands to turn station 1 off, change the OpenSprinkler device password so other scripts cannot send it commands.", author="u2")

    h1 = (U, "Unexpected error for call_service", "u1")
    h2 = (U, "The stations did not run, that's how I noticed that something went wrong with the automation.", "u1")
    h3 = (U, "No idea which command caused the error, unfortunately... I wasn't able to replicate it yet and it's impossible to tell from the logs.", "u1")
    h4 = (U, "Yes running multiple stations with a single call would be **really** awesome.", "u1")
    h6 = "To add a little more background, I have the following stations:\nS01: Master valve, opens water to all the other valves\nS02: Drain valve, when opened, all the water goes back to the well"
    rec(P2_HOS93, [h1], h2[1], True, "ellipsis", ["The stations", "the automation"], "After hass-opensprinkler's 'Unexpected error for call_service', the OpenSprinkler stations my Home Assistant automation starts did not run.", author="u1")
    rec(P2_HOS93, [h1, h2], h3[1], True, "pronoun", ["the error", "it"], "I don't know which hass-opensprinkler command caused the 'Unexpected error for call_service'; I couldn't replicate it and the Home Assistant logs don't tell.", author="u1")
    rec(P2_HOS93, [h1, h2, h3, h4], P2_I_RELAY, False, SAME, [], None, author="u1")
    rec(P2_HOS93, [h1, h2, h3, h4, (U, P2_I_RELAY, "u1")], h6, True, "ellipsis", ["a little more background"], "My OpenSprinkler, used as a relay from Home Assistant through hass-opensprinkler, has station S01 a master valve that opens water to all other valves and S02 a drain valve that returns the water to the well.", author="u1")
    lend(P2_HOS93, [h1], P2_I_NEWUNIT, SAME, P2_OSF361)

    # Only the title is usable from this thread's excerpt (its turns are JSON dumps): it hosts lent sentences only.
    y1 = (U, "Select and Run Multiple Zones in Sequence", "u1")
    lend(P2_BHY43, [y1], P2_I_RELAY, SAME, P2_HOS93)
    lend(P2_BHY43, [y1], P2_I_NEWUNIT, SAME, P2_OSF361)
    lend(P2_BHY43, [y1], P2_I_OSPI, SAME, P2_OSF244)


def P2_iptv(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- IPTV playlists and programme guides: M3U tvg-id and XMLTV EPG channel ids ----
    j1 = (U, "tvg-id in M3U and it's corrosponding EPG are unmatched.", "u1")
    j2 = "According to the github [project](https://github.com/bebo-dot-dev/m3u-epg-editor) owner/contributor: \n\nAs an example tvg-id=\"CABB26000082J-ca\" which features in the m3u file with a trailing country code is not equal to the corresponding channel id=\"CABB26000082J\" in the XML file as it does not contain the trailing country code."
    rec(P2_MJH137, [j1], j2, True, "ellipsis", ["the m3u file", "the XML file"], "According to m3u-epg-editor's owner, i.mjh.nz's M3U playlist has tvg-id=\"CABB26000082J-ca\" with a trailing country code, which does not equal the channel id=\"CABB26000082J\" in i.mjh.nz's EPG XML file.", author="u1")
    lend(P2_MJH137, [j1], P2_V_NONSTD, SAME, P2_IPO2467)
    lend(P2_MJH137, [j1], P2_V_FUNC, SAME, P2_TVH1306)
    lend(P2_MJH137, [j1], P2_V_XTREAM, SAME, P2_FVE65)

    d1 = (U, "cant get it to work", "u1")
    d2 = (U, "i pasted the link using IPTVnator it didn't work. I tried other players as well didnt work either. what am i doing wrong?", "u1")
    d3 = (U, "> Do the tvg-ids in your playlist and the EPG match?\n\nHow do I check that?", "u1")
    d4 = (A, "Open your playlist file, there should be \"tvg-id\" tags for each channel. Check they match the XMLTV ID column for the channels in the playlist here: https://github.com/dp247/Freeview-EPG/wiki/Channels-list", "u2")
    d5 = (A, "If there aren't any, you'll have to funnel through something like XTeVe to match the channels to the guide data.", "u2")
    d6 = "Do I need to save the link into a file and then look at it"
    rec(P2_FVE65, [d1], d2[1], True, "pronoun", ["the link", "it"], "I pasted the Freeview-EPG guide link into IPTVnator and it didn't work, nor in other players; what am I doing wrong?", author="u1")
    rec(P2_FVE65, [d1, d2], d3[1], True, "pronoun", ["that"], "How do I check whether the tvg-ids in my IPTV playlist match the Freeview-EPG guide's channel ids?", author="u1")
    rec(P2_FVE65, [d1, d2, d3], d4[1], True, "ellipsis", ["your playlist file"], "To check an IPTV playlist against Freeview-EPG, open the playlist file, find each channel's tvg-id tag and check it matches the XMLTV ID column of the Freeview-EPG wiki's channels list.", author="u2")
    rec(P2_FVE65, [d1, d2, d3, d4, d5], d6, True, "pronoun", ["the link", "it"], "Do I need to save my IPTV playlist link into a file and then look at the file to check its tvg-ids against Freeview-EPG?", author="u1")
    lend(P2_FVE65, [d1], P2_V_M3UED, SAME, P2_M3E41)

    t1 = (U, "Some stations not getting EPG", "u1")
    t2 = (U, "Sorry, if that is answered elsewhere...some stations don't seem to get EPG Data, although activated in the plugin.\n\nHow exactly is the mapping working?", "u1")
    t3 = (A, "As far as I know this could be because of an invalid tvg-id name in your m3u file.", "u2")
    t4 = (U, "So the tvg-id in the Station Information is the reference key? What information in the grabbed EPG does it have to map?", "u1")
    t5 = (A, "Exactly, `tvg-id` has to match the channel in your guide.xml file.", "u2")
    t6 = "So i have to either patch the channel m3u (which currently comes from http://bit.ly/kn-kodi-tv ) or the guide.xml after downloading, right?"
    rec(P2_TAK18, [t1], t2[1], True, "ellipsis", ["the plugin", "the mapping"], "Some stations get no EPG data from the takealug EPG grabber Kodi plugin although they are activated in it; how exactly does its channel mapping work?", author="u1")
    rec(P2_TAK18, [t1, t2], t3[1], True, "pronoun", ["this"], "Stations getting no EPG data from the takealug EPG grabber could be caused by an invalid tvg-id in the m3u playlist.", author="u2")
    rec(P2_TAK18, [t1, t2, t3], t4[1], True, "pronoun", ["it"], "Is the tvg-id in Kodi's station information the reference key for the takealug EPG grabber, and what in the grabbed EPG must it match?", author="u1")
    rec(P2_TAK18, [t1, t2, t3, t4, t5], t6, True, "ellipsis", ["the channel m3u", "the guide.xml"], "So to get EPG data from the takealug grabber I have to patch either my channel m3u (from http://bit.ly/kn-kodi-tv) or the downloaded guide.xml so their ids match?", author="u1")
    lend(P2_TAK18, [t1], P2_V_NONSTD, SAME, P2_IPO2467)

    e1 = (U, "EPG strange behavior", "u1")
    e2 = "Using latest dev docker image, my EPG data does not display using the TVG ID.  Am I missing something?"
    rec(P2_M3E197, [e1], e2, True, "ellipsis", [], "Using M3U Editor's latest dev docker image, my EPG data does not display by TVG ID; am I missing something?", author="u1")

    r1 = (U, "EPG matching not working", "u1")
    r2 = (U, "I'm testing out the new release with EPG matching changes, however unfortrunatley this still isn't working with my providers EPG.", "u1")
    r3 = (U, "Channel's and EPG's are matched using a string as the Channel ID. I think this is where things are falling down.", "u1")
    r4 = "@djrarky, can you send me an example of a line from your playlist and one from your EPG of a channel that's not matching (just one or two is fine)?"
    rec(P2_M3E76, [r1], r2[1], True, "ellipsis", ["the new release", "this"], "I'm testing M3U Editor's new release with its EPG matching changes, but EPG matching still isn't working with my provider's EPG.", author="u1")
    rec(P2_M3E76, [r1, r2], r3[1], True, "pronoun", ["this"], "My provider matches channels and EPG entries using a string as the channel ID; I think that is where M3U Editor's EPG matching falls down.", author="u1")
    rec(P2_M3E76, [r1, r2, r3], r4, True, "ellipsis", ["a channel that's not matching"], "@djrarky, can you send an example line from your playlist and one from your EPG for a channel that M3U Editor's EPG matching does not match?", author="u2")
    lend(P2_M3E76, [r1], P2_V_FUNC, SAME, P2_TVH1306)

    m1 = (U, "Manually setting a playlist channel to an EPG Channel not matching up", "u1")
    m2 = (U, "I have EPG sources from other services to use on playlists they aren't natively for (the IDs don't match).", "u1")
    m4 = (A, "You are attempting to map opposite of how this app works. The mapping actually changes the ID in the playlist, not in the EPG.", "u2")
    m5 = "That would work, but it's not changing it anyway lol."
    # "they" are the EPG sources of the same sentence; the opener's own complete background (rules 1-2).
    rec(P2_M3E41, [m1], m2[1], False, SELF, [], None, author="u1")
    # Names M3U Editor, the tvg-id and the Stream ID: the opener's own complete request, a same-author trap.
    rec(P2_M3E41, [m1, m2], P2_V_M3UED, False, SAME, [], None, author="u1")
    rec(P2_M3E41, [m1, m2, (U, P2_V_M3UED, "u1")], m4[1], True, "pronoun", ["this app", "The mapping"], "You are mapping the opposite way to how M3U Editor works: M3U Editor's EPG mapping changes the channel ID in the playlist, not in the EPG.", author="u2")
    rec(P2_M3E41, [m1, m2, (U, P2_V_M3UED, "u1"), m4], m5, True, "pronoun", ["That", "it"], "Having M3U Editor's manual EPG mapping change the ID in the playlist would work, but it is not changing the playlist channel's tvg-id anyway.", author="u1")
    lend(P2_M3E41, [m1], P2_V_XTREAM, SAME, P2_FVE65)

    i1 = (U, "Propose: m3u to EPG data mapping", "u1")
    i2 = (U, "Hello. \nMaybe I'm missing something, but I can't find the way to map channels from m3u to EPG data from xml.\nnone of the tvg-id=\"??\" from m3u file is equal to <channel id=\"??\"> in xml... \n\nPlease advise.", "u1")
    i3 = "Hi. You are absolutely right, and I'm already working on it. And as soon as everything is ready, we will update all the IDs and post links to the corresponding programs."
    rec(P2_IPO2438, [i1], i2[1], True, "ellipsis", [], "I can't find a way to map channels from the iptv-org m3u playlists to EPG data from XML: none of the playlists' tvg-id values equals a <channel id> in the XML; please advise.", author="u1")
    rec(P2_IPO2438, [i1, i2], i3, True, "pronoun", ["it", "all the IDs"], "iptv-org's m3u tvg-ids not matching the EPG XML channel ids is being worked on; once ready, iptv-org will update all the tvg-ids and post links to the corresponding guide programs.", author="u2")
    lend(P2_IPO2438, [i1], P2_V_FUNC, SAME, P2_TVH1306)
    lend(P2_IPO2438, [i1, i2], P2_V_M3UED, SAME, P2_M3E41)

    p1 = (U, "Proposal: tvg-id should match what exists in iptv-org/epg", "u1")
    p3 = (U, "Technically, any provider (m3u / epg) can change them at any time.", "u1")
    p4 = (U, "However, I would hope that when one org / person (thank you for the work by the way) is providing *both*, that the two are internally consistent with each other (with the iptv-org/epg 's `xmltv_id`).", "u1")
    p5 = "Many mappers can't automatically map the m3u files to the epg data as a result."
    rec(P2_IPO2467, [p1], P2_V_NONSTD, False, SAME, [], None, author="u1")
    rec(P2_IPO2467, [p1, (U, P2_V_NONSTD, "u1")], p3[1], True, "pronoun", ["them"], "Technically, any m3u or EPG provider can change the tvg-id values of its channels at any time.", author="u1")
    rec(P2_IPO2467, [p1, (U, P2_V_NONSTD, "u1"), p3, p4], p5, True, "ellipsis", ["as a result"], "Because iptv-org's playlist tvg-ids don't match iptv-org/epg's xmltv_id, many mappers can't automatically map the iptv-org m3u files to the EPG data.", author="u1")
    lend(P2_IPO2467, [p1], P2_V_XTREAM, SAME, P2_FVE65)

    v1 = (U, "Fix - Use EPG name rather than channel id for m3u creation", "u1")
    v2 = (U, "from... tvg-id=\"459e8f03a96391adf0d504672e9c196f\"\nto \ntvg-id=\"epg.name\"\n\nThis is when using ip:port/playlist/channels.m3u", "u1")
    v4 = (U, "If its NULL it uses the channel name, I am not sure it matters if its unique in the M3U. Channels can have the same epg id.", "u1")
    v5 = "Doesn't this break the link with the export of the xmltv?"
    rec(P2_TVH1306, [v1], v2[1], True, "ellipsis", [], "This tvheadend pull request changes the tvg-id in the playlist served at ip:port/playlist/channels.m3u from the channel's uuid (e.g. 459e8f03a96391adf0d504672e9c196f) to the EPG name.", author="u1")
    # The reviewer names the function and says all it claims: complete in itself (rule 1).
    rec(P2_TVH1306, [v1, v2], P2_V_FUNC, False, SAME, [], None, author="u2")
    rec(P2_TVH1306, [v1, v2, (A, P2_V_FUNC, "u2")], v4[1], True, "pronoun", ["its"], "If tvheadend's channel EPG id is NULL the m3u uses the channel name, and I am not sure uniqueness matters in the M3U: channels can share an EPG id.", author="u1")
    rec(P2_TVH1306, [v1, v2, (A, P2_V_FUNC, "u2"), v4], v5, True, "pronoun", ["this"], "Doesn't using the EPG name as tvg-id in tvheadend's m3u playlist break its link with tvheadend's XMLTV export?", author="u3")
    lend(P2_TVH1306, [v1], P2_V_NONSTD, SAME, P2_IPO2467)
    lend(P2_TVH1306, [v1, v2], P2_V_XTREAM, SAME, P2_FVE65)

    k1 = (U, "EPG\u4e2dchannel id\u4e0eM3U\u4e2dtvg-id\u65e0\u6cd5\u5339\u914d", "u1")
    k2 = (U, "generate_m3u\u4e2dtvg-id\u7528\u7684\u662f4GTV_ID\uff0c\n\u800cepg https://agit.ai/239144498/demo/raw/branch/master/4gtvchannel.xml\u4e2dchannel \u7528\u7684\u662f\u6570\u5b57\u3002\u4e0d\u77e5\u9053\u8fd9\u4e2a\u6570\u5b57\u662f\u54ea\u4e2a\u53c2\u6570\u3002", "u1")
    rec(P2_KFCX5, [k1], k2[1], True, "ellipsis", [], "Streaming-Media-Server-Pro \u7684 generate_m3u \u91cc tvg-id \u7528\u7684\u662f 4GTV_ID\uff0c\u800c epg \u6587\u4ef6 4gtvchannel.xml \u91cc\u7684 channel id \u7528\u7684\u662f\u6570\u5b57\uff1b\u8fd9\u4e2a\u6570\u5b57\u662f\u54ea\u4e2a\u53c2\u6570\uff1f", author="u1")
    lend(P2_KFCX5, [k1], P2_V_NONSTD, SAME, P2_IPO2467)


def P2_djcues(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- DJ libraries: cue points and hot cues between Rekordbox, Serato and Traktor ----
    c1 = (U, "Rekordbox 6.5.x not recognizing the changes", "u1")
    c2 = (U, "I\u2019ve used the .exe to set the cue points but it seems that they are not appearing in the rekordbox 6. The progress mark so fine and is executing successfully finishing at 100%. Also I\u2019ve checked the modified date for the .db file and it\u2019s modified when I called the script.", "u1")
    c3 = (U, "do you have any suggestions?", "u1")
    c4 = (A, "Please create a log file using log level trace by specifying `-l file.log -v trace` on the command line.", "u2")
    c5 = (A, "There are no cue points from MiK in the files. Have you exported using Serato integration from MiK?", "u2")
    c6 = "I've done that, but it seems that the m4a files cannot hold ID3 tags"
    rec(P2_CGN4, [c1], c2[1], True, "ellipsis", ["the .exe", "the script"], "I used the CueGen .exe to set cue points, but they don't appear in Rekordbox 6.5, although CueGen finishes at 100% and the Rekordbox .db file's modified date changes when I run it.", author="u1")
    rec(P2_CGN4, [c1, c2], c3[1], True, "ellipsis", [], "Do you have any suggestions for why cue points written by CueGen don't appear in Rekordbox 6.5?", author="u1")
    rec(P2_CGN4, [c1, c2, (U, c3[1], "u1"), c4], c5[1], True, "ellipsis", ["the files"], "Your tracks contain no Mixed in Key cue points for CueGen to read; did you export them from Mixed in Key using its Serato integration?", author="u2")
    rec(P2_CGN4, [c1, c2, (U, c3[1], "u1"), c4, c5], c6, True, "pronoun", ["that", "the m4a files"], "I did export cue points from Mixed in Key with Serato integration, but m4a files seem unable to hold the ID3 tags CueGen reads them from.", author="u1")
    lend(P2_CGN4, [c1], P2_D_DB, SELF, P2_BAK40)

    m1 = (U, "Rekordbox XML export", "u1")
    m2 = (U, "Export playlists and analysis data to Rekordbox XML format for use with Pioneer CDJ / XDJ hardware and Rekordbox software.", "u1")
    m3 = "- Include cue points and hot cues (once cue editor exists \u2014 see #24)"
    rec(P2_DJM27, [m1], m2[1], True, "ellipsis", [], "DjManager should export its playlists and analysis data to Rekordbox XML for use with Pioneer CDJ/XDJ hardware and Rekordbox software.", author="u1")
    rec(P2_DJM27, [m1, m2], m3, True, "ellipsis", [], "DjManager's Rekordbox XML export should include cue points and hot cues once DjManager's cue editor (#24) exists.", author="u1")
    lend(P2_DJM27, [m1], P2_D_ID3, SELF, P2_CGN4)
    lend(P2_DJM27, [m1, m2], P2_D_GATE, SAME, P2_RBE157)
    lend(P2_DJM27, [m1], P2_D_DB, SELF, P2_BAK40)

    b1 = (U, "[RFC] v3.0 `cdjsafe`: Rekordbox-safe MP3 transcode for legacy CDJ USB export \u2014 design feedback wanted", "u1")
    b2 = (U, "## 2. Cue point / hot cue preservation", "u1")
    b4 = (U, "- Option A (XML import) \u2192 tracks land as fresh entries with no cues.", "u1")
    b5 = (U, "Is there a sanctioned way to carry cues across to a new file ID?", "u1")
    b6 = "I've seen mentions of writing to `master.db` / `rekordbox.db` directly but that feels like asking for trouble across Rekordbox versions."
    # Names where Rekordbox keeps each kind of cue; "they" points inside: the opener's own complete claim.
    rec(P2_BAK40, [b1, b2], P2_D_DB, False, SELF, [], None, author="u1")
    rec(P2_BAK40, [b1, b2, (U, P2_D_DB, "u1")], b4[1], True, "ellipsis", ["Option A"], "If baken's cdjsafe transcode re-imports the MP3s into Rekordbox through XML, the tracks land as fresh entries with no cues.", author="u1")
    rec(P2_BAK40, [b1, b2, (U, P2_D_DB, "u1"), b4], b5[1], True, "ellipsis", [], "Is there a sanctioned way to carry Rekordbox hot cues, memory cues and beatgrids across to the new file ID of a transcoded MP3?", author="u1")
    # "that" is the writing named in the same sentence; the databases and Rekordbox are named: a same-author trap (rule 2).
    rec(P2_BAK40, [b1, b2, (U, P2_D_DB, "u1"), b4, b5], b6, False, SELF, [], None, author="u1")
    lend(P2_BAK40, [b1], P2_D_MIK, SAME, P2_CGN4)

    t1 = (U, "Export (CUE, Comment, Mark, ...)", "u1")
    t2 = (U, "Were you able to implement the export of HotCue Points from Traktor to Rekordbox?\nIt would be a very useful thing.", "u1")
    t3 = (A, "Hello, someone just contact me to ask if they could add this feature to the\ncode! So I think they're gonna do it !", "u2")
    t4 = "Otherwise you can check their code :\nhttps://github.com/Segolene-Albouy/Traktor-NML-to-Rekordbox-XML"
    rec(P2_TKB1, [t1], t2[1], True, "ellipsis", [], "Were you able to implement exporting hot cue points from Traktor to Rekordbox in TraktorBox? It would be very useful.", author="u1")
    rec(P2_TKB1, [t1, t2], t3[1], True, "pronoun", ["this feature", "the\ncode"], "Someone has just asked to add hot cue export from Traktor to Rekordbox to TraktorBox's code, so it will probably be done.", author="u2")
    rec(P2_TKB1, [t1, t2, t3], t4, True, "pronoun", ["their code"], "Otherwise, for exporting Traktor hot cues to Rekordbox, you can use Segolene-Albouy's Traktor-NML-to-Rekordbox-XML code.", author="u2")
    lend(P2_TKB1, [t1], P2_D_MIK, SAME, P2_CGN4)
    lend(P2_TKB1, [t1, t2], P2_D_DB, SELF, P2_BAK40)
    lend(P2_TKB1, [t1], P2_D_GATE, SAME, P2_RBE157)

    r1 = (U, "docs: add FAQ about convert's impact on USB exports", "u1")
    r2 = (U, "Adds an FAQ entry on converting a track that's already exported to a USB.", "u1")
    r3 = (U, "- Re-export doesn't cleanly replace the exported file.", "u1")
    r4 = (U, "- Edits made on the player don't sync back if the track was converted after export. Cues and play counts are silently dropped \u2014 reproduced on both library export types.", "u1")
    rec(P2_RBE157, [r1], r2[1], True, "ellipsis", [], "This rekordbox-edit pull request adds an FAQ entry on running rekordbox-edit's convert on a track already exported to a USB drive.", author="u1")
    rec(P2_RBE157, [r1, r2], r3[1], True, "ellipsis", ["Re-export", "the exported file"], "After rekordbox-edit converts a track already exported to USB, re-exporting it from Rekordbox doesn't cleanly replace the file on the USB drive.", author="u1")
    rec(P2_RBE157, [r1, r2, r3], r4[1], True, "ellipsis", ["the player", "the track"], "Edits made on a CDJ/XDJ player don't sync back to Rekordbox if the track was converted by rekordbox-edit after export: its cues and play counts are silently dropped, on both library export types.", author="u1")
    # A claim naming Rekordbox, the sync and both files: complete in itself, the author's own (rule 1).
    rec(P2_RBE157, [r1, r2, r3, r4], P2_D_GATE, False, SAME, [], None, author="u1")
    lend(P2_RBE157, [r1], P2_D_ID3, SELF, P2_CGN4)
    lend(P2_RBE157, [r1, r2], P2_D_MIK, SAME, P2_CGN4)


def P2_arcade(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- arcade emulation: BIOS files and system directories for FBNeo cores ----
    o1 = (U, "Can't load optional bios files", "u1")
    o3 = (U, "This is very confusing because my system folder contains all these optional bios files.", "u1")
    o4 = (U, "I already moved the folder to another location and changed the path in retroarch's config. However it didn't change anything.", "u1")
    o5 = (U, "Other cores load its optional bios files just fine.\n\nIsn't this core ready yet? Or did I miss something?", "u1")
    o6 = (A, "It's looking in an `fbneo` folder for files when it's not actually displaying that fact in the description... so you're probably putting them directly in the system folder which is wrong.", "u2")
    # Names the core, its info file and RetroArch; "it" is RetroArch inside the sentence: a same-author trap (rule 2).
    rec(P2_FBL130, [o1], P2_R_RASTART, False, SELF, [], None, author="u1")
    rec(P2_FBL130, [o1, (U, P2_R_RASTART, "u1")], o3[1], True, "pronoun", ["This", "these optional bios files"], "RetroArch listing FBNeo's optional BIOS files as missing is confusing because my RetroArch system folder contains all of them.", author="u1")
    rec(P2_FBL130, [o1, (U, P2_R_RASTART, "u1"), o3, o4], o5[1], True, "pronoun", ["this core", "Other cores"], "Other RetroArch cores load their optional BIOS files fine; isn't the FBNeo core ready yet, or did I miss something?", author="u1")
    rec(P2_FBL130, [o1, (U, P2_R_RASTART, "u1"), o3, o4, o5], o6[1], True, "pronoun", ["It", "them"], "FBNeo's core info file looks for its BIOS files in an `fbneo` subfolder of RetroArch's system folder without saying so in the description, so putting them directly in the system folder is wrong.", author="u2")
    lend(P2_FBL130, [o1], P2_R_INFO, SAME, P2_RAL135)

    d1 = (U, "FBNeo doesnt detect bios' in system directory", "u1")
    d2 = (U, "While it does \"detect\" it as far as it working properly, the core information doesnt correlate.", "u1")
    d3 = (U, "I confirmed by running a rom with the bios in the system directory, and then attempting to run it without.", "u1")
    d5 = (A, "Basically the core search for parents/bioses through 3 paths in this order : \n1. rom_dir\n2. system_dir/fbneo\n3. system_dir", "u2")
    d6 = "ah.  so if moved to fbneo/neogeo.zip it should detect correctly?"
    rec(P2_FBL72, [d1], d2[1], True, "pronoun", ["it", "the core information"], "FBNeo does find its BIOS in RetroArch's system directory well enough to work, but RetroArch's core information for FBNeo doesn't show it as present.", author="u1")
    rec(P2_FBL72, [d1, d2], d3[1], True, "ellipsis", ["the bios", "it"], "I confirmed that FBNeo uses the BIOS in RetroArch's system directory by running a ROM with the BIOS there and then without it.", author="u1")
    rec(P2_FBL72, [d1, d2, d3], P2_R_PATHS, True, "pronoun", ["It", "the core"], "FBNeo's BIOS detection is not broken: its expected path for BIOS files is system_dir/fbneo/, but the FBNeo core tolerates BIOS files at the root of system_dir as a fallback.", author="u2")
    rec(P2_FBL72, [d1, d2, d3, (A, P2_R_PATHS, "u2")], d5[1], True, "ellipsis", ["the core"], "The FBNeo core searches for parent ROMs and BIOS files in three paths, in order: rom_dir, system_dir/fbneo, system_dir.", author="u2")
    rec(P2_FBL72, [d1, d2, d3, (A, P2_R_PATHS, "u2"), d5], d6, True, "pronoun", ["it"], "So if I move the Neo Geo BIOS to system_dir/fbneo/neogeo.zip, will RetroArch's core information show FBNeo's BIOS as detected?", author="u1")

    q1 = (U, "FBNeo Cant Find neogeo.zip BIOS in /system or /system/fbneo directories.", "u1")
    q2 = (U, "I have confirmed the BIOS in use works by placing it manually with the game in the same directory, FBNeo sees the BIOS and loads fine.", "u1")
    q3 = (U, "Placing the BIOS inside the system **or** system/fbneo directories (Within RetroArch directory e.g.(RetroArch\\system\\fbneo)) results in \n`[libretro WARN] [FBNeo] NeoGeo BIOS missing \u2026`", "u1")
    q4 = (A, "@Quest79 do you have a neogeo.zip file?", "u2")
    q5 = (U, "Yes, please see the first line of my previous post.", "u1")
    q6 = (A, "Actually it works properly here, so i'm not sure what the issue is about", "u3")
    q7 = "I'm closing this, in further testing this issue seems to be with RA and not the cores."
    rec(P2_FBN447, [q1], q2[1], True, "ellipsis", ["the BIOS in use"], "I confirmed my Neo Geo BIOS (neogeo.zip) works: placed manually in the same directory as the game, FBNeo sees it and loads fine.", author="u1")
    rec(P2_FBN447, [q1, q2], q3[1], True, "pronoun", ["the BIOS"], "Placing neogeo.zip in RetroArch's system or system/fbneo directory makes FBNeo log '[libretro WARN] [FBNeo] NeoGeo BIOS missing'.", author="u1")
    rec(P2_FBN447, [q1, q2, q3], q4[1], True, "ellipsis", [], "@Quest79, do you actually have a neogeo.zip BIOS file for FBNeo?", author="u2")
    rec(P2_FBN447, [q1, q2, q3, q4], q5[1], True, "ellipsis", ["Yes", "my previous post"], "Yes, I have a neogeo.zip BIOS: it works with FBNeo when placed next to each game.", author="u1")
    rec(P2_FBN447, [q1, q2, q3, q4, q5], q6[1], True, "pronoun", ["it", "the issue"], "FBNeo finds neogeo.zip in RetroArch's system/fbneo directory properly on my setup, so I'm not sure what the reported issue is.", author="u3")
    rec(P2_FBN447, [q1, q2, q3, q4, q5, q6], q7, True, "pronoun", ["this", "this issue"], "I'm closing the FBNeo issue about neogeo.zip not being found in system/fbneo: further testing shows the problem is with RetroArch, not the cores.", author="u1")

    a1 = (U, "Add Core-Specific Notifications for Missing BIOS", "u1")
    a2 = (U, "I imagine it going like this:\n\n- User loads the PSX Beetle core in RALib.\n- Before loading a game, RALib detects that the BIOS for that core are missing.", "u1")
    a3 = (U, "In any case, I think it would be helpful to people and could cut down on the same question being asked many, many, many times :D", "u1")
    a4 = (A, "With #419, if the core reports a missing BIOS, that information should be displayed for the user.", "u2")
    rec(P2_RAL135, [a1], a2[1], True, "pronoun", ["it"], "A core-specific missing-BIOS notification in RALibretro could go like this: the user loads the PSX Beetle core, and before loading a game RALibretro detects that the core's BIOS files are missing.", author="u1")
    rec(P2_RAL135, [a1, a2], a3[1], True, "pronoun", ["it", "the same question"], "A missing-BIOS notification in RALibretro would help people and cut down on the same BIOS question being asked many times.", author="u1")
    rec(P2_RAL135, [a1, a2, a3], a4[1], True, "ellipsis", [], "With RALibretro #419, if a libretro core reports a missing BIOS, RALibretro displays that to the user.", author="u2")
    # The maintainer's claim names RetroArch, the info files and RALibretro: complete in itself (rule 1).
    rec(P2_RAL135, [a1, a2, a3, a4], P2_R_INFO, False, SAME, [], None, author="u2")
    lend(P2_RAL135, [a1], P2_R_RASTART, SELF, P2_FBL130)

    s1 = (U, "System.dat missing many bios", "u1")
    s2 = (U, "The system.dat file in this repository is missing many BIOS files, and other optional files that are placed in the RetroArch system directory.", "u1")
    s3 = "Good catch! Would love some help in updating it :+1:"
    rec(P2_LDB1449, [s1], s2[1], True, "pronoun", ["this repository"], "libretro-database's System.dat is missing many BIOS files and other optional files that go in the RetroArch system directory.", author="u1")
    rec(P2_LDB1449, [s1, s2], s3, True, "pronoun", ["it"], "Good catch about libretro-database's System.dat missing BIOS files; help updating System.dat would be welcome.", author="u2")
    lend(P2_LDB1449, [s1], P2_R_INFO, SAME, P2_RAL135)
    lend(P2_LDB1449, [s1, s2], P2_R_RASTART, SELF, P2_FBL130)


def P2_fantasy(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- fantasy football: league scores pulled from the Sleeper and ESPN APIs ----
    z1 = (U, "Scores will occasionally zero out for an update before coming back", "u1")
    z2 = (U, "Every minute or two one of the scores (sometimes both) will go red and back to zero. After the next refresh I'll get the BIG PLAY animation and all the points will come back in gold.", "u1")
    z3 = (A, "Sleeper, ESPN, or Yahoo? Just so I can narrow it down", "u2")
    z4 = (A, "Wow, so just by poking around, it looks like it's a sleeper issue... Check it out: ", "u2")
    z5 = "This is super annoying, and I'm not sure if it's Sleeper just dropping the ball (again) on a first game of the season or not, so I'll have to keep investigating and won't be able to fix this tonight."
    rec(P2_FFS25, [z1], z2[1], True, "ellipsis", ["the scores"], "Every minute or two one of the scores on my fantasy-football-scoreboard goes red and back to zero; after the next refresh the BIG PLAY animation plays and the points come back in gold.", author="u1")
    rec(P2_FFS25, [z1, z2], z3[1], True, "ellipsis", [], "Is your fantasy-football-scoreboard whose scores zero out reading a Sleeper, ESPN or Yahoo league?", author="u2")
    rec(P2_FFS25, [z1, z2, z3], z4[1], True, "pronoun", ["it"], "The fantasy-football-scoreboard scores zeroing out look like a Sleeper issue.", author="u2")
    rec(P2_FFS25, [z1, z2, z3, z4], z5, True, "pronoun", ["This", "this"], "Sleeper roster scores zeroing out on fantasy-football-scoreboard may be Sleeper dropping the ball on the season's first game; it needs more investigating and won't be fixed tonight.", author="u2")
    lend(P2_FFS25, [z1], P2_S_MESS, SAME, P2_LP193)
    lend(P2_FFS25, [z1, z2], P2_S_MACOS, SAME, P2_UFM134)

    b1 = (U, "Showing Bench Players Scores", "u1")
    b2 = (U, "I got all my hardware in Thursday all pumped to try this out, only to see that Sleeper changed their API. Super glad you were able to get this back up and running.", "u1")
    b3 = (U, "I just completed my scoreboard and my opponents score is showing his bench players scores as well. Is it something I did?", "u1")
    b4 = "Great catch, thanks for this! I messed something up for sure. Will be pushing out a fix soon."
    rec(P2_FFS12, [b1], b2[1], True, "pronoun", ["this"], "My hardware for fantasy-football-scoreboard arrived Thursday, only to see Sleeper had changed their API; glad the scoreboard is back up and running.", author="u1")
    rec(P2_FFS12, [b1, b2], b3[1], True, "ellipsis", ["my scoreboard", "it"], "My newly built fantasy-football-scoreboard shows my Sleeper opponent's score including his bench players' scores; is that something I did?", author="u1")
    rec(P2_FFS12, [b1, b2, b3], b4, True, "pronoun", ["this", "a fix"], "Bench players' points being added to a Sleeper team's score on fantasy-football-scoreboard is my bug; a fix will be pushed soon.", author="u2")
    lend(P2_FFS12, [b1], P2_S_TRADED, SAME, P2_LP193)

    r1 = (U, "[SLEEPER_BUG][ONGOING] Sleeper's data is messed up and is messing with records data", "u1")
    r2 = (U, "Wrong Data in Record page. For example a manager got 7.70 Points in \"All-Time Single Week Scoring Lows\" - originaly it was more 70 Points.", "u1")
    r3 = (A, "Unfortunately, this isn't a bug on league page's end \U0001f615.", "u2")
    r5 = (A, "If you look on the app at previous seasons/weeks you'll see a bunch of missing data.", "u2")
    rec(P2_LP193, [r1], r2[1], True, "ellipsis", ["Record page"], "League Page's Records page shows wrong data: a manager has 7.70 points in 'All-Time Single Week Scoring Lows' where it originally was over 70.", author="u1")
    rec(P2_LP193, [r1, r2], r3[1], True, "pronoun", ["this"], "The wrong scores on League Page's Records page are not a bug in League Page.", author="u2")
    # The maintainer's claim names Sleeper and what is wrong with it: complete in itself (rule 1).
    rec(P2_LP193, [r1, r2, r3], P2_S_MESS, False, SAME, [], None, author="u2")
    rec(P2_LP193, [r1, r2, r3, (A, P2_S_MESS, "u2"), r5], P2_S_TRADED, False, SAME, [], None, author="u3")
    lend(P2_LP193, [r1], P2_S_STATS, SELF, P2_SKS18)

    l1 = (U, "The All Time Lowest Scores of the week are pulled incorrectly", "u1")
    l2 = (U, "Past league scores are not being pulled properly in history. Looking at my leagues \"All Time single week lows\". The two lowest weeks are not being pulled properly.", "u1")
    l3 = "Unfortunately, this is a Sleeper glitch."
    rec(P2_LP325, [l1], l2[1], True, "ellipsis", [], "League Page does not pull past Sleeper league scores properly: in my league's 'All Time single week lows' the two lowest weeks are wrong.", author="u1")
    rec(P2_LP325, [l1, l2], l3, True, "pronoun", ["this"], "League Page's wrong 'All Time single week lows' come from a Sleeper glitch.", author="u2")
    lend(P2_LP325, [l1], P2_S_STATS, SELF, P2_SKS18)
    lend(P2_LP325, [l1, l2], P2_S_MACOS, SAME, P2_UFM134)

    g1 = (U, "League.get_scoreboards does not support leagues with custom_scoring", "u1")
    g2 = (U, "I am using a league with custom scoring rules so the League.get_scoreboards does not support our league.", "u1")
    g3 = (U, "League.get_matchups() correctly returns the score values for players and a team on a given week but the corresponding scoreboard manipulates these values.", "u1")
    g4 = "Looking over the code, I think there's a way we can simplify the `League.get_scoreboards()` function since it seems the spirit of the function is to get the matchup ID with the team names and scores while getting the matchups returns the roster ID instead of the team name."
    rec(P2_DTS10, [g1], g2[1], True, "ellipsis", [], "My Sleeper league uses custom scoring rules, so sleeper-api-wrapper's League.get_scoreboards does not support it.", author="u1")
    rec(P2_DTS10, [g1, g2, g3], g4, True, "ellipsis", ["the code"], "Looking over sleeper-api-wrapper's code, League.get_scoreboards() could be simplified: its purpose is the matchup ID with team names and scores, while get_matchups returns roster IDs instead of team names.", author="u2")
    lend(P2_DTS10, [g1], P2_S_MACOS, SAME, P2_UFM134)

    h1 = (U, "Stats different of sleeper app", "u1")
    h2 = (U, "At first, congratulations for the project, it's awesome. The command \"get_week_projections\" has points different for the sleeper app. Can you explain to me why?", "u1")
    h3 = "Does your league happen to use any custom scoring?"
    rec(P2_DTS36, [h1], h2[1], True, "ellipsis", [], "sleeper-api-wrapper's get_week_projections returns points that differ from the Sleeper app; can you explain why?", author="u1")
    rec(P2_DTS36, [h1, h2], h3, True, "ellipsis", ["your league"], "Does your Sleeper league, whose sleeper-api-wrapper projections differ from the app, use any custom scoring?", author="u2")
    lend(P2_DTS36, [h1], P2_S_MESS, SAME, P2_LP193)
    lend(P2_DTS36, [h1, h2], P2_S_STATS, SELF, P2_SKS18)

    k1 = (U, "Weekly stats broken", "u1")
    k2 = (U, "Anyone here anything?", "u1")
    k3 = (U, "Conversation with Sleeper support:\n\n> scipio314: Has the Stats section been removed from API?\n> support: Hi there, yes it has. Our stat provider asked us to remove that endpoint. Sorry about that", "u1")
    k4 = (U, "So I guess their new provider isn't allowing the up to date player stats anymore.", "u1")
    k5 = "Hey, does the scoreboard work for custom scoring?"
    # Names Sleeper and its stats API; "it" is that API inside the sentence: the opener's own (rule 2).
    rec(P2_SKS18, [k1], P2_S_STATS, False, SELF, [], None, author="u1")
    # The quoted exchange names Sleeper support, the stats section and the endpoint: complete in itself.
    rec(P2_SKS18, [k1, (U, P2_S_STATS, "u1"), k2], k3[1], False, SELF, [], None, author="u1")
    rec(P2_SKS18, [k1, (U, P2_S_STATS, "u1"), k2, k3], k4[1], True, "pronoun", ["their new provider"], "So I guess Sleeper's new stats provider no longer allows up-to-date player stats through the Sleeper API.", author="u1")
    rec(P2_SKS18, [k1, (U, P2_S_STATS, "u1"), k2, k3, k4], k5, True, "ellipsis", ["the scoreboard"], "Does sleeper-api-wrapper's scoreboard function work for leagues with custom scoring?", author="u2")
    lend(P2_SKS18, [k1], P2_S_TRADED, SAME, P2_LP193)

    c1 = (U, "Incorrect records/points", "u1")
    c2 = (U, "Our commissioner has edited specific teams points throughout the season and it has caused certain teams to win over others.", "u1")
    c3 = (U, "This report doesn't seem to take that into consideration so it is giving a team an extra win based on what sleeper originally scored it but not the commissioner edit that took place weeks ago.", "u1")
    c4 = (U, "Any way to fix this?", "u1")
    c6 = "I've gone ahead and pushed another update to `main` with a fix for this."
    # Complete in itself: the commissioner's edits are named in the same sentence, "it" points inside (rule 2).
    rec(P2_UFM134, [c1], c2[1], False, SELF, [], None, author="u1")
    rec(P2_UFM134, [c1, c2], c3[1], True, "pronoun", ["This report", "that"], "The fantasy football metrics weekly report ignores our commissioner's score edits, giving a team an extra win based on Sleeper's original score rather than an edit made weeks ago.", author="u1")
    rec(P2_UFM134, [c1, c2, c3], c4[1], True, "pronoun", ["this"], "Is there any way to make the fantasy football metrics weekly report use commissioner-edited Sleeper scores?", author="u1")
    rec(P2_UFM134, [c1, c2, c3, c4], P2_S_MACOS, False, SAME, [], None, author="u1")
    rec(P2_UFM134, [c1, c2, c3, c4, (U, P2_S_MACOS, "u1")], c6, True, "pronoun", ["this"], "An update on `main` of fantasy-football-metrics-weekly-report fixes its ignoring commissioner-edited Sleeper scores.", author="u2")
    lend(P2_UFM134, [c1], P2_S_MESS, SAME, P2_LP193)

    e1 = (U, "Randomly Inflated scores?", "u1")
    e2 = (U, "I have some users reporting seemingly random scores inflated by up to 16 points. I am using the home_score and away_score variables from box_scores to pull this information.", "u1")
    e3 = (A, "I looked at the endpoint for my league and all the numbers are lining up for me. It seems really weird that a couple scores in a league would be wrong and not all of them.", "u2")
    e4 = (U, "I'm also seeing this.  I'm the Commisioner of the league in question.  If anyone figures this out I'd appreciate it.", "u3")
    rec(P2_ESPN34, [e1], e2[1], True, "ellipsis", [], "Users report espn-api fantasy scores randomly inflated by up to 16 points; I read them from box_scores' home_score and away_score.", author="u1")
    rec(P2_ESPN34, [e1, e2, e3], e4[1], True, "pronoun", ["this", "the league in question"], "I also see espn-api box scores randomly inflated; I'm commissioner of the league where it happens, and would appreciate a fix.", author="u3")
    # "it" is the inflated-scores problem of the thread, so not self-contained: a follow-up (rule 2), and not lent.
    rec(P2_ESPN34, [e1, e2, e3, e4], "Kind of convinced now it's an ESPN issue.", True, "pronoun", ["it"], "I'm now fairly convinced that espn-api's randomly inflated box scores are an ESPN-side issue.", author="u3")
    lend(P2_ESPN34, [e1], P2_S_MACOS, SAME, P2_UFM134)


def P2_audiobooks(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- audiobook players: M4B chapters and saved playback positions ----
    j1 = (U, "Audiobook Playback Position", "u1")
    j2 = (U, "I would have tried with an m4b file, but I recieved a failed to download when the Downloader reached 100%.", "u1")
    j3 = (A, "I will look into it", "u2")
    j4 = "Im using Jellybook 1.3.2 and tried listening to a few mp3 based audiobooks and if I exit the app then come back in the position is not remembered."
    # The opener's report names Jellybook, the file type and the symptom: a same-author trap (rule 1).
    rec(P2_JLB156, [j1], P2_B_JB, False, SAME, [], None, author="u1")
    rec(P2_JLB156, [j1, (U, P2_B_JB, "u1")], j2[1], True, "ellipsis", ["the Downloader"], "I would have tried Jellybook's playback position with an m4b audiobook, but Jellybook's downloader failed when it reached 100%.", author="u1")
    rec(P2_JLB156, [j1, (U, P2_B_JB, "u1"), j2], j3[1], True, "pronoun", ["it"], "I will look into Jellybook not saving audiobook playback positions.", author="u2")
    # A later user names Jellybook 1.3.2 and the whole symptom; "the app" is Jellybook of the same sentence (rule 1).
    rec(P2_JLB156, [j1, (U, P2_B_JB, "u1"), j2, j3], j4, False, SAME, [], None, author="u3")
    lend(P2_JLB156, [j1], P2_B_CHPL, SAME, P2_LVR22)

    p1 = (U, "[BUG] Audiobook loses playback position", "u1")
    p2 = (U, "I open an audiobook and press the Resume button. The audiobook then starts playing from the beginning.", "u1")
    p3 = (U, "In this case, the elapsed time of the chapter shows a negative time and the rest of the chapter does not show the time of the remaining chapter, but a negative time instead.", "u1")
    p4 = (U, "This problem occurs approximately every second or third time I start an audiobook. It also occurs with all audiobooks. My audiobooks are always downloaded.", "u1")
    rec(P2_PLP155, [p1], p2[1], True, "ellipsis", [], "When I open an audiobook in Plappa and press Resume, it starts playing from the beginning instead of the saved position.", author="u1")
    rec(P2_PLP155, [p1, p2], p3[1], True, "ellipsis", ["In this case"], "When Plappa's Resume restarts an audiobook from the beginning, the chapter's elapsed time and remaining time both show negative values.", author="u1")
    rec(P2_PLP155, [p1, p2, p3], p4[1], True, "pronoun", ["This problem", "It"], "Plappa losing the playback position happens about every second or third time I start an audiobook, with all my audiobooks, which are always downloaded.", author="u1")
    lend(P2_PLP155, [p1], P2_B_JB, SAME, P2_JLB156)
    lend(P2_PLP155, [p1, p2], P2_B_SINGLE, SAME, P2_AZ38)

    v1 = (U, "Add chapters to m4b playback", "u1")
    v2 = (U, "Display and navigate chapter markers during M4B audiobook playback in the built-in player.", "u1")
    v3 = (U, "The audiobook player shows a continuous timeline with no chapter awareness. Users scrub blindly through multi-hour files.", "u1")
    v5 = "Shipped in 13b21f9 \u2014 playback enhancements including chapters, bookmarks, and progress lifecycle."
    rec(P2_LVR22, [v1], v2[1], True, "ellipsis", ["the built-in player"], "Livrarr's built-in player should display and navigate chapter markers during M4B audiobook playback.", author="u1")
    rec(P2_LVR22, [v1, v2], v3[1], True, "ellipsis", ["The audiobook player"], "Livrarr's audiobook player currently shows a continuous timeline with no chapter awareness, so users scrub blindly through multi-hour files.", author="u1")
    # A general fact about the M4B format, cut at the dash from the opener's note: a same-author trap (rule 1).
    rec(P2_LVR22, [v1, v2, v3], P2_B_CHPL, False, SAME, [], None, author="u1")
    rec(P2_LVR22, [v1, v2, v3, (U, P2_B_CHPL, "u1")], v5, True, "ellipsis", [], "Chapter support for M4B playback shipped in livrarr commit 13b21f9, with chapters, bookmarks and playback progress.", author="u1")
    lend(P2_LVR22, [v1], P2_B_EXIF, SAME, P2_PBK8)
    lend(P2_LVR22, [v1, v2], P2_B_JB, SAME, P2_JLB156)

    c1 = (U, "Playback does not work in chapters mode for imported m4b books", "u1")
    c2 = (U, "In chapters mode playback works well for mp3 files in simple scenario.", "u1")
    c3 = (U, "However, when chapters are imported from m4b book all tracks in chapters still refers to original file and book as played not by chapters but as single file.", "u1")
    c4 = (U, "Solution: replace references to original book file with reference to sub-tracks.", "u1")
    c5 = (U, "Also playback does not work for apple books encoded with alac codec.", "u1")
    c6 = "This unlikely could be fixed w/o shadow re-encoding."
    rec(P2_ABC593, [c1, c2], c3[1], True, "ellipsis", [], "When AudioBookConverter imports chapters from an m4b book, every chapter track still refers to the original file, so the book plays as one file instead of by chapters.", author="u1")
    rec(P2_ABC593, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["Also"], "AudioBookConverter's playback also does not work for Apple Books audiobooks encoded with the ALAC codec.", author="u1")
    rec(P2_ABC593, [c1, c2, c3, c4, c5], c6, True, "pronoun", ["This"], "AudioBookConverter's playback of ALAC-encoded Apple Books audiobooks is unlikely to be fixable without shadow re-encoding.", author="u1")
    lend(P2_ABC593, [c1], P2_B_SINGLE, SAME, P2_AZ38)

    g1 = (U, "Missing M4B Chapter Data", "u1")
    g2 = (U, "When playing M4B files, the chapter data is missing.", "u1")
    g3 = (U, "**MP3 audiobooks**\nThe app correctly shows the file title metadata as the chapter name in the app, in the notification widget, on Bluetooth and Android Auto.", "u1")
    rec(P2_PBK8, [g1], g2[1], True, "ellipsis", [], "When PlayBook plays M4B audiobooks, the chapter data is missing.", author="u1")
    rec(P2_PBK8, [g1, g2], g3[1], True, "ellipsis", ["The app"], "For MP3 audiobooks, PlayBook correctly shows the file's title metadata as the chapter name in the app, the notification widget, on Bluetooth and in Android Auto.", author="u1")
    rec(P2_PBK8, [g1, g2, g3], P2_B_EXIF, False, SAME, [], None, author="u1")
    lend(P2_PBK8, [g1], P2_B_CHPL, SAME, P2_LVR22)
    lend(P2_PBK8, [g1, g2], P2_B_SINGLE, SAME, P2_AZ38)

    a1 = (U, "Have each chapter in its own audio file", "u1")
    a2 = (U, "Having a single audio (10h) for the entire book makes it hard to seek into it. Sometimes I click by mistake the seeking bar of the audio player and it's hard to find where I was.", "u1")
    a4 = (A, "There are playback apps supporting these and arbitrary bookmarks.", "u2")
    a5 = (A, "Yeah, the chapter feature is kinda the whole point of having it as an m4b file - It might be the player you're using doesn't properly support the format", "u3")
    a6 = "Got it. It's still hard to seek inside a chapter with one 10h file."
    rec(P2_AZ38, [a1], a2[1], True, "ellipsis", [], "audiblez produces a single 10-hour audio file for the entire book, which makes it hard to seek; a misclick on the player's seek bar loses my place.", author="u1")
    # An answerer's general claim naming m4b: complete in itself (rule 1).
    rec(P2_AZ38, [a1, a2], P2_B_SINGLE, False, SAME, [], None, author="u2")
    rec(P2_AZ38, [a1, a2, (A, P2_B_SINGLE, "u2"), a4], a5[1], True, "pronoun", ["it", "the player you're using"], "Chapters are the whole point of audiblez writing an m4b file; a player that cannot seek to chapters probably doesn't properly support the m4b format.", author="u3")
    rec(P2_AZ38, [a1, a2, (A, P2_B_SINGLE, "u2"), a4, a5], a6, True, "ellipsis", ["one 10h file"], "Even with m4b chapters, it is still hard to seek inside a chapter of audiblez's single 10-hour file.", author="u1")
    lend(P2_AZ38, [a1], P2_B_EXIF, SAME, P2_PBK8)

    u1 = (U, "audiobook consisting of multiple files not saving position", "u1")
    u2 = "this was happening when the chapter combo loaded in. ChapterComboSelectedIndex was set to 0 by default which was causing the issue."
    rec(P2_AUD81, [u1], u2, True, "pronoun", ["this", "the issue"], "Audibly not saving the position of a multi-file audiobook happened when the chapter combo box loaded: ChapterComboSelectedIndex defaulted to 0.", author="u1")
    lend(P2_AUD81, [u1], P2_B_JB, SAME, P2_JLB156)
    lend(P2_AUD81, [u1], P2_B_CHPL, SAME, P2_LVR22)
    lend(P2_AUD81, [u1], P2_B_EXIF, SAME, P2_PBK8)


def P2_simracing(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- sim racing: telemetry from iRacing and Assetto Corsa shared memory ----
    ask = "Hello, I found your code for obtaining iRacing telemetry data on Github. I want to DIY a dashboard and need to obtain iRacing telemetry data, but I don\u2019t have a parsing document for iRacing shared memory. Could you please give me? Looking forward to your help"
    i1 = (U, "iRacing Shared memory information", "u1")
    i3 = (A, "https://members.iracing.com/jforum/posts/list/1470675.page", "u2")
    rec(P2_PYIR13, [i1], ask, True, "ellipsis", ["your code"], "I found pyirsdk's code for reading iRacing telemetry; I want to build a DIY dashboard but have no document describing iRacing's shared memory layout. Could you give me one?", author="u1")
    rec(P2_PYIR13, [i1, (U, ask, "u1")], i3[1], True, "ellipsis", [], "The iRacing shared memory format is documented in the iRacing members forum post https://members.iracing.com/jforum/posts/list/1470675.page.", author="u2")
    # After thanking, the opener restates the whole attempt and names iRacing's shared memory; "this" points inside (rule 2).
    rec(P2_PYIR13, [i1, (U, ask, "u1"), i3], P2_T_IRSHM, False, SELF, [], None, author="u1")
    lend(P2_PYIR13, [i1], P2_T_CSP, SAME, P2_TINY298)
    lend(P2_PYIR13, [i1, (U, ask, "u1")], P2_T_ACR, SAME, P2_SIMAPI29)

    d1 = (U, "iRacing Telemetry Data", "u1")
    d3 = (A, "I haven't been a member on iRacing for a long time but I'm positive that the best place to look for help would be on the iRacing forums.", "u2")
    d4 = "Try to find a sub-forum regarding 'SDK' and start from there. There will most likely be a SDK wrapper in the programming language you are looking for."
    rec(P2_IRDU60, [d1], ask, True, "ellipsis", ["your code"], "I found iRduino's code for reading iRacing telemetry; I want to build a DIY dashboard but have no document describing iRacing's shared memory. Could you give me one?", author="u1")
    rec(P2_IRDU60, [d1, (U, ask, "u1")], d3[1], True, "ellipsis", ["help"], "For documentation of iRacing's telemetry shared memory, the best place to look for help is the iRacing forums.", author="u2")
    rec(P2_IRDU60, [d1, (U, ask, "u1"), d3], d4, True, "ellipsis", [], "On the iRacing forums, look for the SDK sub-forum; there will most likely be an iRacing SDK wrapper for telemetry in your programming language.", author="u2")
    lend(P2_IRDU60, [d1], P2_T_IRSHM, SELF, P2_PYIR13)

    r1 = (U, "Telemetry Tab", "u1")
    r2 = (U, "Open for ideas what to do with the shared memory data..\n\n- Drawing on-top of the game?\n- Recording race data automatically?", "u1")
    r3 = (A, "Live tyre pressures would be good. Maybe also with a tracker of pressure loss situations or total pressure lost during stint so when pitting, you know not to over compensate for low pressures.", "u2")
    r4 = (U, "Closing this for now, the idea is to create a Setup Helper eventually.", "u1")
    r5 = "Motec pretty much is good enough for telemetry though it is possible to later on provide some HUDs using the shared memory data."
    rec(P2_RACE10, [r1], r2[1], True, "ellipsis", ["the shared memory data"], "What should Race Element's Telemetry tab do with ACC's shared memory data: draw on top of the game, or record race data automatically?", author="u1")
    rec(P2_RACE10, [r1, r2], r3[1], True, "ellipsis", [], "Race Element's Telemetry tab could show live tyre pressures from ACC's shared memory, maybe with a tracker of pressure loss or total pressure lost during a stint, so you don't over-compensate for low pressures when pitting.", author="u2")
    rec(P2_RACE10, [r1, r2, r3, r4], r5, True, "ellipsis", ["the shared memory data"], "MoTeC is good enough for ACC telemetry, though Race Element could later provide HUDs using ACC's shared memory data.", author="u1")
    lend(P2_RACE10, [r1], P2_T_CSP, SAME, P2_TINY298)
    lend(P2_RACE10, [r1, r2], P2_T_IRSHM, SELF, P2_PYIR13)

    t1 = (U, "Assetto Corsa support", "u1")
    t3 = "I've been working on an implementation of AC support using this method and it shows promise to me, but before I make a PR, as requested by the contribution guidelines, I'm making this issue in case AC support is not something that is desired, so I can avoid wasting everyone's time, and to discuss support for AC in case it is more complicated than \"yes\" or \"no\"."
    # The opener's description names Assetto Corsa, TinyPedal and Custom Shaders Patch in full: a same-author trap.
    rec(P2_TINY298, [t1], P2_T_CSP, False, SAME, [], None, author="u1")
    rec(P2_TINY298, [t1, (U, P2_T_CSP, "u1")], t3, True, "pronoun", ["this method"], "I've been implementing Assetto Corsa support for TinyPedal by reading a shared memory struct that Custom Shaders Patch exports through a Lua app; before a PR I want to know whether TinyPedal wants AC support at all.", author="u1")
    lend(P2_TINY298, [t1], P2_T_IRSHM, SELF, P2_PYIR13)
    lend(P2_TINY298, [t1], P2_T_ACR, SAME, P2_SIMAPI29)

    a1 = (U, "Add Assetto Corsa Rally to simd.config", "u1")
    a2 = (U, "Add ACR in simd.config, i tested it with acbridge and it works.", "u1")
    a3 = (A, "thank you! and i'm glad you were able to get it all to work easily.", "u2")
    a4 = (A, "also note that I don't know if all the data is available from ACR itself as it is still pre-release I believe?", "u2")
    a5 = (U, "Seems like there\u2019s a lot of data available, but I\u2019m not sure if everything is exposed yet.", "u1")
    a7 = "After some additional testing, I noticed some strange behavior with the max RPM value: sometimes it jumps to unrealistic values (it seems to happen when airborne or after a crash) and never decreases afterward."
    # Names the game, the config file and the bridge; "it" is ACR in simd.config inside the sentence (rule 2).
    rec(P2_SIMAPI29, [a1], a2[1], False, SELF, [], None, author="u1")
    rec(P2_SIMAPI29, [a1, a2, a3], a4[1], True, "ellipsis", ["all the data"], "I don't know whether all the telemetry data simapi needs is available from Assetto Corsa Rally itself, since it is still pre-release.", author="u2")
    rec(P2_SIMAPI29, [a1, a2, a3, a4], a5[1], True, "ellipsis", [], "There seems to be a lot of telemetry data available from Assetto Corsa Rally's shared memory, but I'm not sure everything is exposed yet.", author="u1")
    rec(P2_SIMAPI29, [a1, a2, a3, a4, a5], P2_T_ACR, False, SAME, [], None, author="u1")
    rec(P2_SIMAPI29, [a1, a2, a3, a4, a5, (U, P2_T_ACR, "u1")], a7, True, "ellipsis", ["the max RPM value"], "Testing simapi with Assetto Corsa Rally, the max RPM value from its shared memory sometimes jumps to unrealistic values (when airborne or after a crash) and never decreases afterwards.", author="u1")

    o1 = (U, "Research into replacing UDP for shared memory", "u1")
    o2 = (U, "Reference: \nhttp://assettocorsamods.net/threads/doc-shared-memory-reference.58/", "u1")
    o3 = "C# implementation:\nhttps://github.com/mdjarv/assettocorsasharedmemory"
    rec(P2_ACT1, [o1], o2[1], True, "ellipsis", [], "Reference for replacing AssettoCorsaTelemetry's UDP input with Assetto Corsa's shared memory: http://assettocorsamods.net/threads/doc-shared-memory-reference.58/", author="u1")
    rec(P2_ACT1, [o1, o2], o3, True, "ellipsis", [], "A C# implementation of reading Assetto Corsa's shared memory: https://github.com/mdjarv/assettocorsasharedmemory", author="u1")
    lend(P2_ACT1, [o1], P2_T_CSP, SAME, P2_TINY298)
    lend(P2_ACT1, [o1, o2], P2_T_ACR, SAME, P2_SIMAPI29)


def P2_discogs(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- record collecting: Discogs collections, releases and master releases ----
    c1 = (U, "How to list all releases in each collection's folders?", "u1")
    c2 = (U, "I'm struggling a lot on your API to find out this issue. I didn't find anything about this on your documentation.", "u1")
    c3 = (U, "Maybe it's because it's a _TODO_ topic in **class CollectionItemInstance(PrimaryAPIObject)**?", "u1")
    c4 = (A, "Each `CollectionFolder` has a `releases` attribute you can call to get a paginated list of releases.", "u2")
    c5 = "If you want to list all releases, I suggest looking at the `All` folder."
    rec(P2_DCL76, [c1], c2[1], True, "pronoun", ["your API", "this issue"], "I'm struggling to list all releases in each folder of my Discogs collection with discogs_client, and found nothing about it in its documentation.", author="u1")
    # Names the class but not the library it belongs to (discogs_client): the project is context (rule 1).
    rec(P2_DCL76, [c1, c2, c3], c4[1], True, "ellipsis", [], "In discogs_client, each CollectionFolder has a `releases` attribute that returns a paginated list of the folder's releases.", author="u2")
    rec(P2_DCL76, [c1, c2, c3, c4], c5, True, "ellipsis", ["all releases"], "To list all releases of a Discogs collection with discogs_client, use the `All` collection folder (collection_folders[0]).", author="u2")
    lend(P2_DCL76, [c1], P2_DC_VG, SAME, P2_VGR19)

    d1 = (U, "Is there a way to get all the items in my collection", "u1")
    d2 = (U, "Hi, I tried going through the documentation but only found a way to get my \"All\" folder and seller inventory. Is there a way to get the records in my collection?", "u1")
    d3 = (A, "It's possible to achieve what you want with the API, but unfortunately I didn't implement (yet) some functions that are required to achieve this with `discojs`.", "u2")
    d4 = "Cool, if you want I can also take a look at it and create a PR?"
    rec(P2_DJS2, [d1], d2[1], True, "ellipsis", ["the documentation"], "discojs's documentation only shows how to get my Discogs \"All\" folder and seller inventory; is there a way to get the records in my Discogs collection?", author="u1")
    rec(P2_DJS2, [d1, d2], d3[1], True, "pronoun", ["what you want", "this"], "Listing the records in a Discogs collection is possible with the Discogs API, but discojs doesn't yet implement some functions it needs.", author="u2")
    rec(P2_DJS2, [d1, d2, d3], d4, True, "pronoun", ["it"], "If you want, I can implement the missing discojs functions for listing the releases in a Discogs collection folder and open a PR.", author="u1")
    lend(P2_DJS2, [d1], P2_DC_SHELLAC, SELF, P2_MBUS132)
    lend(P2_DJS2, [d1, d2], P2_DC_V2D, SAME, P2_V2D5)

    v1 = (U, "Using Master Releases may be an issue", "u1")
    v2 = (U, "Hi Martin, \n\nIt may be better to use the `ReleaseId` rather than the `MasterId` when getting the details for releases, as some editions have different tracks than the master", "u1")
    v4 = "The `-i discogs` option will accept both release and master urls."
    rec(P2_V2D5, [v1], v2[1], True, "ellipsis", [], "vinyl2digital should use the Discogs ReleaseId rather than the MasterId when getting release details, as some editions have different tracks than the master release.", author="u1")
    # Names vinyl2digital, Discogs and the option: the maintainer's complete statement (rule 1).
    rec(P2_V2D5, [v1, v2], P2_DC_V2D, False, SAME, [], None, author="u2")
    rec(P2_V2D5, [v1, v2, (A, P2_DC_V2D, "u2")], v4, True, "ellipsis", ["The `-i discogs` option"], "vinyl2digital's `-i discogs` option accepts both Discogs release URLs and master release URLs.", author="u2")
    lend(P2_V2D5, [v1], P2_DC_SHELLAC, SELF, P2_MBUS132)

    w1 = (U, "white label releases apply test pressing tag instead", "u1")
    w2 = "when importing white label vinyl releases from discogs ([eg](https://www.discogs.com/release/807423-Jones-Girls-Gettin-On-With-My-Life)), it ticks the box in the release attributes section for \"test pressing\" instead of the one for \"white label\" - have been encountering this for a while"
    rec(P2_BRYM211, [w1], w2, True, "pronoun", ["it"], "When better-rym imports white label vinyl releases from Discogs, it ticks \"test pressing\" in Rate Your Music's release attributes instead of \"white label\".", author="u1")
    lend(P2_BRYM211, [w1], P2_DC_V2D, SAME, P2_V2D5)
    lend(P2_BRYM211, [w1], P2_DC_SHELLAC, SELF, P2_MBUS132)

    s1 = (U, "Discogs: please fix shellac imports", "u1")
    # Names the script and the error; "it" is the script inside the sentence: the opener's complete report (rule 2).
    rec(P2_MBUS132, [s1], P2_DC_SHELLAC, False, SELF, [], None, author="u1")
    rec(P2_MBUS132, [s1, (U, P2_DC_SHELLAC, "u1")], "Could you update it?", True, "pronoun", ["it"], "Could you update the MusicBrainz Discogs import userscript so it imports shellac releases as shellac rather than vinyl?", author="u1")
    lend(P2_MBUS132, [s1], P2_DC_VG, SAME, P2_VGR19)

    o1 = (U, "Support for Discogs API", "u1")
    o2 = (U, "The API allows to interact with the database info from Discogs, the biggest database for music physical releases in the world.", "u1")
    o3 = "As a record collector, I'd find extremely useful to be able to query my own collection and generate my database in Obsidian."
    rec(P2_OMDB112, [o1], o2[1], True, "pronoun", ["The API"], "The Discogs API gives access to the database info of Discogs, the world's biggest database of physical music releases.", author="u1")
    rec(P2_OMDB112, [o1, o2], o3, True, "ellipsis", ["my own collection"], "As a record collector, I'd find it extremely useful if Obsidian Media DB could query my own Discogs collection through the Discogs API and generate my database in Obsidian.", author="u1")
    lend(P2_OMDB112, [o1], P2_DC_V2D, SAME, P2_V2D5)

    l1 = (U, "List albums from a user's Discogs collection", "u1")
    l2 = (U, "Users would like to use their Discogs collection as a quick way to find their commonly used albums quickly.", "u1")
    l3 = "Given a connection with Discogs, it should be feasible with their current API (pending database migration on our side)"
    rec(P2_OWS231, [l1], l2[1], True, "ellipsis", [], "Open Scrobbler users would like to use their Discogs collection as a quick way to find the albums they commonly scrobble.", author="u1")
    rec(P2_OWS231, [l1, l2], l3, True, "pronoun", ["it", "our side"], "Given a connection with Discogs, listing albums from a user's Discogs collection should be feasible in Open Scrobbler with the current Discogs API, pending Open Scrobbler's database migration.", author="u1")
    lend(P2_OWS231, [l1], P2_DC_VG, SAME, P2_VGR19)

    f1 = (U, "Added user collection api requests", "u1")
    f2 = (U, "I've added the following 3 api requests:\n\n* Get collection folders\n* Get collection folder\n* Get collection items by folder", "u1")
    f3 = (A, "Thank you for your contribution @floydian77 \U0001f44d", "u2")
    f4 = "@ricbra Could you add a tag for my pull request, eg 1.4?"
    rec(P2_PDA47, [f1], f2[1], True, "ellipsis", [], "This pull request adds three Discogs user collection requests to php-discogs-api: get collection folders, get a collection folder, and get collection items by folder.", author="u1")
    rec(P2_PDA47, [f1, f2, f3], f4, True, "ellipsis", ["my pull request"], "@ricbra, could you tag a php-discogs-api release (e.g. 1.4) that includes my Discogs collection requests pull request?", author="u1")
    lend(P2_PDA47, [f1], P2_DC_SHELLAC, SELF, P2_MBUS132)

    g1 = (U, "CSV export and import (including Discogs collection CSV)", "u1")
    g3 = "Anyone migrating from Discogs, a spreadsheet, or another tracker must add items one at a time."
    # The opener names VinylGraffiti and both missing features: a same-author trap (rule 1).
    rec(P2_VGR19, [g1], P2_DC_VG, False, SAME, [], None, author="u1")
    rec(P2_VGR19, [g1, (U, P2_DC_VG, "u1")], g3, True, "ellipsis", ["add items"], "Anyone migrating to VinylGraffiti from Discogs, a spreadsheet or another tracker must add their records to VinylGraffiti one at a time.", author="u1")
    lend(P2_VGR19, [g1], P2_DC_V2D, SAME, P2_V2D5)
