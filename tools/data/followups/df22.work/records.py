"""df22 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1): engineering threads in areas no earlier df part collected ====
# ---- ES modules or CommonJS: ERR_REQUIRE_ESM, dual packages, ESM-only releases ----
DAISY = GH + "kidonng/unocss-preset-daisy/issues/33"
RE2JS = GH + "le0pard/re2js/issues/4"
HOOKIFIED = GH + "jaredwray/hookified/issues/9"
PADDLE = GH + "avaly/paddle-sdk/issues/71"
BIPBIP = GH + "GitbookIO/bipbip/issues/13"
REMARKBEHEAD = GH + "mrzmmr/remark-behead/issues/19"
EMBEDTABLE = GH + "TreeFarmer/embed-table/issues/6"
EFFECTOR = GH + "effector/logger/issues/131"
QUADSTORE = GH + "quadstorejs/quadstore/issues/173"
BEXIO = GH + "mathewmeconry/bexio/pull/95"
AXECORE = GH + "dequelabs/axe-core/issues/5156"
MATH2D = GH + "crazytoucan/math2d/pull/22"
OCFTOOLS = GH + "Open-Cap-Table-Coalition/OCF-Tools/issues/168"
# ---- shipping type hints: the PEP 561 py.typed marker, inline types or stub packages ----
MKDOCSMACROS = GH + "fralau/mkdocs-macros-plugin/pull/231"
MACE = GH + "ACEsuit/mace/pull/554"
ISO3166 = GH + "deactivated/python-iso3166/pull/27"
UAP = GH + "ua-parser/uap-python/issues/218"
GALOIS = GH + "mhostetter/galois/issues/480"
RSINSTRUMENT = GH + "Rohde-Schwarz/RsInstrument/pull/9"
TAP = GH + "swansonk14/typed-argument-parser/pull/4"
WURLITZER = GH + "minrk/wurlitzer/issues/95"
WURLITZER96 = GH + "minrk/wurlitzer/pull/96"
PYBUILDKITE = GH + "pyasi/pybuildkite/issues/48"
PYXDL = GH + "lanl/pyxDamerauLevenshtein/pull/34"
DIRHASH = GH + "andhus/dirhash-python/pull/32"
# ---- the minimum supported Rust version (MSRV): policies and bumps ----
PROCFS = GH + "eminence/procfs/pull/170"
SLED = GH + "spacejam/sled/pull/1042"
GETTEXTRS = GH + "gettext-rs/gettext-rs/issues/82"
CRCRS = GH + "mrhooray/crc-rs/issues/96"
MONGORUST = GH + "mongodb/mongo-rust-driver/pull/444"
SERIALTEST = GH + "palfrey/serial_test/issues/52"
RUSTONIG = GH + "rust-onig/rust-onig/issues/193"
RUSTSCRIPT = GH + "fornwall/rust-script/pull/138"
SMLRS = GH + "felixwrt/sml-rs/issues/28"
JIFF = GH + "BurntSushi/jiff/pull/512"
AVIO = GH + "itsakeyfut/avio/issues/95"


# Every thread above is used as a history except those in QUESTION_ONLY, which only lend a sentence.
QUESTION_ONLY: tuple[str, ...] = (WURLITZER96,)

# ---- the bank: real sentences from df22 threads, each placed after at most two other df22 histories of the same area ----
# ES modules or CommonJS
E_REQUIRE = "Projects using CommonJS use require() for importing, which is not supported for ES Modules."
E_NODE = "[Node 20.19.0](https://nodejs.org/en/blog/release/v20.19.0/#requireesm-is-now-enabled-by-default) enabled `require` for ESM modules."
E_SMOOTH = "Dual-shipping ESM will be much smoother if the package export contract is decided up front."
E_TREATED = "index.cjs.js is treated as an ES module file as it is a .js file whose nearest parent package.json contains \"type\": \"module\" which declares all .js files in that package scope as ES modules."
E_QUADSTORE = "`quadstore@15.0.0` is now available on NPM under the `next` tag, ESM-only, together with `quadstore-comunica@6.0.0`, also ESM-only and also under the `next` tag."
# py.typed and type stubs
T_BLANK = "As recommended in [pep 0561](https://peps.python.org/pep-0561/), a blank `py.typed` marker should be included when type hints are used so downstream codes can type check with `mypy` and similar tools."
T_INLINE = "As per [PEP 561](https://peps.python.org/pep-0561), packages which have inline types need to ship a file named `py.typed` in the root of the package directory tree."
T_SPECIFIES = "[PEP 561 specifies](https://www.python.org/dev/peps/pep-0561/#packaging-type-information) that packages that have type hints for their functions should include a file called \"py.typed\"."
T_PYI = "From my understanding, functional reasons for choosing `pyi` files is mainly to preserve python2 compatibility."
T_ISO = "In order to let mypy use the type hints in iso3166 it must include a py.typed marker file."
T_STUBONLY = "If the package is stub-only (not imported at runtime), the package should have a prefix of the runtime package name and a suffix of -stubs."
# MSRV
R_FOOL = "Trying to stick to a MSRV is a fool's errand in practice since most libraries do not bump major version when updating deps that require higher MSRV"
R_HOME = "`home` is a dependency of `which`, which is a dependency of `bindgen`."
R_DISTRO = "usually people have an MSRV to maintain compatibility with the rust shipped by a certain distro or something."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- ES modules or CommonJS ----
    dy1 = (U, "[Feature Quest]: CommonJS build. In some cases, vite is running in commonjs and developers are not authorised to change it. eg. Same CodeSandbox container. This can cause an error to be reported:\n\n```\nError [ERR_REQUIRE_ESM]: require() of ES Module /project/sandbox/node_modules/unocss-preset-daisy/index.js from /project/sandbox/vite.config.ts not supported.\n```\n\n`unocss-preset-daisy` should provided a CommonJS build and specify the values of `import` and `require`  in `packages.json#exports`", "u1")
    dyq = "When this first got popular, I released [a dual package version](https://github.com/kidonng/unocss-preset-daisy/releases/tag/v2.0.0), but later went back to ESM only as I don't see why projects can't use ESM when they are new enough to deploy UnoCSS."
    rec(DAISY, [dy1], dyq, True, "pronoun", ["this"], "When unocss-preset-daisy first got popular, its author released a dual ESM/CommonJS package version (v2.0.0), but later went back to ESM only, since projects new enough to deploy UnoCSS can use ESM.", author="u2")
    dyq2 = "As for your case, I doubt CodeSandbox, being a fairly popular service, doesn't support ESM. It's more like a config mistake. Could you provide a reproducible link?"
    rec(DAISY, [dy1, (A, dyq + " It's like rejecting `const foo = 'bar'` while using `Array.prototype.at`.", "u2")], dyq2, True, "pronoun", ["your case", "It's"], "I doubt CodeSandbox doesn't support ESM; the ERR_REQUIRE_ESM error when vite.config.ts requires unocss-preset-daisy there is more likely a config mistake. Could you provide a reproducible link?", author="u2")
    lend(DAISY, [dy1], E_NODE, SAME, AXECORE)

    r1 = (U, "CJS build can't be required. Repro:\n```js\nconst { RE2JS } = require('re2js');\n```\n## What's actually happened\n```\nError: require() of ES Module /app/available_modules/1691766291000/re2js/build/index.cjs.js from /app/index.js not supported.\n" + E_TREATED + "\n```", "u1")
    rq1 = "Oh, thanks. Need rename file to have `cjs` instead `js` extension"
    rec(RE2JS, [r1], rq1, True, "ellipsis", ["file"], "re2js needs to rename its CJS build file (build/index.cjs.js) to end in .cjs instead of .js so that require('re2js') works.", author="u2")
    rec(RE2JS, [r1, (A, rq1, "u2")], "@TonyRL should be fixed for [0.3.1](https://github.com/le0pard/re2js/releases/tag/0.3.1) version.", True, "ellipsis", [], "re2js's CJS build can be required with require('re2js') since version 0.3.1.", author="u2")
    lend(RE2JS, [r1], E_QUADSTORE, SAME, QUADSTORE)

    hk1 = (U, "No CommonJS support. The docs say \"ESM / CJS and Nodejs 20+\", but the library does not seem to support CJS:\n\n```\nconst { Hookified } = require('hookified');\n```\n\n```\nError [ERR_REQUIRE_ESM]: require() of ES Module /Users/nkaiser/src/test/node_modules/emittery/index.js from /Users/nkaiser/src/test/node_modules/hookified/dist/index.cjs not supported.\n```", "u1")
    hkq = "CJS support would be very nice, since there are quite some legacy projects which cannot be migrated to ESM in the next few months."
    rec(HOOKIFIED, [hk1], hkq, True, "ellipsis", [], "CommonJS support in hookified would be very nice, since quite some legacy projects cannot be migrated to ESM in the next few months.", author="u1")
    rec(HOOKIFIED, [hk1, (U, hkq, "u1")], "Otherwise, a warning that this module cannot be used should be in the docs.", True, "pronoun", ["Otherwise", "this module"], "If hookified does not support CommonJS, its docs should warn that it cannot be used with require().", author="u1")
    lend(HOOKIFIED, [hk1], E_REQUIRE, SAME, EMBEDTABLE)

    pa1 = (U, "Is support for CommonJS dropped since v4? I just upgraded to the latest version and got this error:\n\n```\nError [ERR_REQUIRE_ESM]: require() of ES Module /app/node_modules/.pnpm/paddle-sdk@4.0.0/node_modules/paddle-sdk/esm/sdk.js from /app/dist/utilities/paddle.js not supported.\n```", "u1")
    paq = "I am not asking for a fix, just checking what the intention of the major upgrade is, since the change log doesn't acknowledge dropping of CJS support."
    rec(PADDLE, [pa1], paq, True, "ellipsis", ["the major upgrade", "the change log"], "Was dropping CommonJS support intended in paddle-sdk's v4 major upgrade? Its changelog doesn't mention it.", author="u1")
    rec(PADDLE, [pa1, (U, paq, "u1")], "It's definitely not intentional. I'll fix this bug and deploy a fix version later today.", True, "pronoun", ["It's", "this bug"], "paddle-sdk v4 dropping CommonJS support (ERR_REQUIRE_ESM) is not intentional; a fixed version will be released later today.", author="u2")
    lend(PADDLE, [pa1], E_SMOOTH, SAME, AXECORE)

    bb1 = (U, "Error ERR_REQUIRE_ESM: require() of ES Module not supported", "u1")
    bbq = "```\nrequire() of ES Module not supported\nchange the require to a dynamic import() which is available in all CommonJS modules\n```\n\nwork in progress ..."
    rec(BIPBIP, [bb1], bbq, True, "ellipsis", [], "bipbip fails with \"require() of ES Module not supported\" (change the require to a dynamic import(), available in all CommonJS modules); a fix is work in progress.", author="u1")
    lend(BIPBIP, [bb1], E_TREATED, SAME, RE2JS)
    lend(BIPBIP, [bb1], E_REQUIRE, SAME, EMBEDTABLE)

    rb1 = (U, "require() of ES Module not supported", "u1")
    rbq = "```\nError: require() of ES Module /workspaces/app/node_modules/unist-util-find/index.js from /workspaces/app/node_modules/unist-util-find-all-between/index.js not supported.\nInstead change the require of /workspaces/app/node_modules/unist-util-find/index.js in /workspaces/app/node_modules/unist-util-find-all-between/index.js to a dynamic import() which is available in all CommonJS modules.\n```"
    # The body is the error the title names; the project (remark-behead, whose dependency chain fails) is left unsaid.
    rec(REMARKBEHEAD, [rb1], rbq, True, "ellipsis", [], "Using remark-behead fails with: require() of ES Module unist-util-find/index.js from unist-util-find-all-between/index.js not supported; change the require to a dynamic import().", author="u1")
    lend(REMARKBEHEAD, [rb1], E_NODE, SAME, AXECORE)

    et1 = (U, "No support for require()", "u1")
    etq = "The package is setup as an ES Module, with no support for CommonJS."
    rec(EMBEDTABLE, [et1], etq, True, "ellipsis", ["The package"], "The embed-table package is set up as an ES Module, with no support for CommonJS.", author="u1")
    # In its own thread, and still a trap: a general claim (the description's second sentence).
    rec(EMBEDTABLE, [et1, (U, etq, "u1")], E_REQUIRE, False, SAME, [], None, author="u1")

    ef1 = (U, "CommonJS version tries to require() an ES Module and breaks", "u1")
    efq = "Maybe I'm missing something, but, to my understanding, the CommonJS version can't work because it forces a `require()` of an ES Module:\n```javascript\nvar effector_mjs = require('effector/effector.mjs');\n```"
    rec(EFFECTOR, [ef1], efq, True, "ellipsis", ["the CommonJS version", "it"], "effector/logger's CommonJS version can't work because it forces a require() of an ES Module (`require('effector/effector.mjs')`).", author="u1")
    lend(EFFECTOR, [ef1], E_TREATED, SAME, RE2JS)
    lend(EFFECTOR, [ef1], E_SMOOTH, SAME, AXECORE)

    qs1 = (U, "ESM only?", "u1")
    qsq = "Can we stop shipping two separate builds for ESM and CommonJS?"
    rec(QUADSTORE, [qs1], qsq, True, "ellipsis", [], "Can quadstore stop shipping two separate builds for ESM and CommonJS?", author="u1")
    qs3 = "This issue has been open for two months. Now, obviously quadstore is a niche database and I'd be surprised if more than a dozen people out of the 700 - 1000 downloads per week ever had a look at the issues here. Still, there's a couple of positive reactions on the opening comment. I'll wait a little bit more and then move forward if nobody objects."
    rec(QUADSTORE, [qs1, (U, qsq, "u1")], qs3, True, "pronoun", ["This issue", "move forward"], "The proposal to make quadstore ESM-only (no separate CommonJS build) has been open two months with a few positive reactions; quadstore will go ESM-only after a little more waiting if nobody objects.", author="u1")
    # A complete statement naming its subject (cut before "Will swap tags in a few days."): a trap.
    rec(QUADSTORE, [qs1, (U, qsq, "u1"), (U, qs3, "u1")], E_QUADSTORE, False, SAME, [], None, author="u1")

    bx1 = (U, "Use dual ESM + CommonJS build. Ship both a CommonJS (require) and an ESM (import) build so the package can be consumed from ESM projects and bundlers, not just CommonJS.\n\n### Breaking changes\n\nThe new exports map restricts the public API to the package root, so deep imports like \"bexio/lib/resources/Invoices\" no longer resolve. Users should import from the package root instead.", "u1")
    bxq = "Hi @mathewmeconry. Let me know what you think of the idea of shiping both ESM and CJS builds. Note that I wasn't able to do it cleanly without using tsup."
    rec(BEXIO, [bx1], bxq, True, "ellipsis", ["the idea"], "What do you think of bexio shipping both ESM and CJS builds? I couldn't do it cleanly without tsup.", author="u1")
    bxq2 = "hey @DurandA \nSorry took me a while to find time to check out your pull. It looks fine to me and I'll release a major version because of the breaking change regarding the imports :)"
    rec(BEXIO, [bx1, (U, bxq, "u1")], bxq2, True, "pronoun", ["your pull", "It", "the breaking change"], "The pull request making bexio a dual ESM + CommonJS package looks fine; it will be released as a major version because its exports map breaks deep imports.", author="u2")
    lend(BEXIO, [bx1], E_QUADSTORE, SAME, QUADSTORE)

    ax1 = (U, "Dual-ship ESM support. ### Product\n\naxe-core\n\n### Feature Description\n\nShip the output in both CJS and ESM form. This would start supporting newer module ecosystems while not breaking older tooling outright. Setting the stage for the eventual sunset of CJS in favor of ESM only in a future release.", "u1")
    axq = "We would probably utilize [rolldown.rs](https://rolldown.rs/) to make doing the split build fast and easy on config. But, some investigation needs to happen over other consumption methods too. Since we still build a browser bundle as well. ESM could become that, but we have to figure out what we can stomach in a given timeframe."
    rec(AXECORE, [ax1], axq, True, "ellipsis", ["the split build"], "axe-core would probably use rolldown to make its split CJS/ESM build fast and easy to configure, but other consumption methods, such as its browser bundle, need investigating too.", author="u1")
    # In its own thread, and still a trap: a general claim about Node (the comment's first sentence, "Hmm, " cut).
    rec(AXECORE, [ax1, (U, axq, "u1")], E_NODE, False, SAME, [], None, author="u1")
    axq2 = "Given even that is out of stupport upstream now, maybe moving to ESM-only is the feasible option for V5. If people need CJS, just stay on 4 as-is."
    rec(AXECORE, [ax1, (U, axq, "u1"), (U, "Hmm, " + E_NODE, "u1")], axq2, True, "pronoun", ["that", "V5"], "Since Node 20.19.0, which enabled require() of ES modules, is itself out of support upstream, moving axe-core to ESM-only may be the feasible option for v5; people who need CJS can stay on v4.", author="u1")

    m21 = (A, "Add separate commonjs and ESM builds", "u1")
    m2q = "Previously, Math2D was built only with ESM output. This PR additionally adds CJS output."
    rec(MATH2D, [m21], m2q, True, "pronoun", ["This PR"], "Math2D was previously built only with ESM output; a pull request adds CJS output too.", author="u1")
    m2q2 = "- ESM build will be under `\"module\"` package.json key\n- CJS build will be under `\"main\"` package.json key\n\nThis is in line with expectations from other tools, like Webpack, which will prefer `\"module\"` when specified."
    rec(MATH2D, [m21, (A, m2q, "u1")], m2q2, True, "ellipsis", ["ESM build", "CJS build"], "Math2D's ESM build will be under the \"module\" package.json key and its CJS build under \"main\", in line with tools like Webpack, which prefer \"module\" when specified.", author="u1")

    oc1 = (U, "Decision: module format — commit to CommonJS or add dual ESM+CJS?", "u1")
    ocq = "Misc item A from the roadmap. Today we're CommonJS (by tsconfig + no `\"type\"` field) but inconsistently: ESM source syntax, one CJS file (`index.ts`, see #148), and a jest config set up for ESM against a CJS build. Decide whether to standardize on CJS or ship a dual ESM+CJS build."
    rec(OCFTOOLS, [oc1], ocq, True, "ellipsis", [], "OCF-Tools is CommonJS today (by tsconfig, no \"type\" field) but inconsistently: ESM source syntax, one CJS file (index.ts), and a jest config set up for ESM against a CJS build; decide whether to standardize on CJS or ship a dual ESM+CJS build.", author="u1")

    # ---- shipping type hints: py.typed ----
    mm1 = (U, "Add type marker for PEP 561 compliance", "u1")
    mmq = "This adds a `py.typed` file in the package directory, which acts as a marker to declare that it is PEP 561 compliant and includes type hints.\n\nMore information is available here:\n\nhttps://mypy.readthedocs.io/en/stable/installed_packages.html#creating-pep-561-compatible-packages\n\nFixes #219."
    rec(MKDOCSMACROS, [mm1], mmq, True, "pronoun", ["This", "the package directory", "it"], "The pull request adds a py.typed file in mkdocs-macros-plugin's package directory, a marker declaring that the package is PEP 561 compliant and includes type hints (fixes #219).", author="u1")
    rec(MKDOCSMACROS, [mm1, (U, mmq, "u1")], "Good to go.", True, "ellipsis", [], "The pull request adding a py.typed marker to mkdocs-macros-plugin is good to go.", author="u2")
    lend(MKDOCSMACROS, [mm1], T_PYI, SAME, PYBUILDKITE)

    ma1 = (U, "Create py.typed", "u1")
    # In its own thread, and still a trap: the description is a general recommendation that names PEP 561 and py.typed.
    rec(MACE, [ma1], T_BLANK, False, SAME, [], None, author="u1")
    rec(MACE, [ma1, (U, T_BLANK, "u1")], "ok with I will merge it.", True, "pronoun", ["it"], "I will merge the pull request adding a blank py.typed marker to mace.", author="u2")
    lend(MACE, [ma1], T_INLINE, SAME, GALOIS)

    is1 = (U, "pep-561 - Add py.typed marker file", "u1")
    # Names iso3166, mypy and the marker: a complete statement, a trap in its own thread.
    rec(ISO3166, [is1], T_ISO, False, SAME, [], None, author="u1")
    is2 = (U, T_ISO + " This PR adds this file to the codebase.\n\nSee also: https://www.python.org/dev/peps/pep-0561/", "u1")
    rec(ISO3166, [is1, is2], "Looks good. Thanks for this.", True, "pronoun", ["this"], "The pull request adding a py.typed marker file to python-iso3166 looks good.", author="u2")
    rec(ISO3166, [is1, is2, (A, "Looks good. Thanks for this.", "u2")], "This fix was included in the 2.0.2 release.", True, "pronoun", ["This fix"], "python-iso3166's py.typed marker file was included in its 2.0.2 release.", author="u2")

    ua1 = (U, "Investigate (and possibly add) `py.typed`", "u1")
    uaq = "I'm not entirely clear on what it is but it comes up regularly so looks like it could be important."
    rec(UAP, [ua1], uaq, True, "pronoun", ["it"], "I'm not clear on what a py.typed file is, but it comes up regularly for uap-python, so it could be important.", author="u1")
    ua2 = (U, uaq + "\n\nresources:\n- https://mypy.readthedocs.io/en/stable/installed_packages.html#making-pep-561-compatible-packages\n- https://github.com/python/typing/discussions/1429", "u1")
    rec(UAP, [ua1, ua2], "I'll save you the trouble: Yes, it is a required marker file for distributions that contain type hints: https://peps.python.org/pep-0561/#packaging-type-information", True, "pronoun", ["it"], "Yes, py.typed is a required marker file for distributions that contain type hints (PEP 561), so uap-python should add it.", author="u2")
    lend(UAP, [ua1], T_SPECIFIES, SAME, TAP)
    lend(UAP, [ua1], T_BLANK, SAME, MACE)

    ga1 = (U, "Add `py.typed` marker to the project so that tools like mypy recognize the type definitons", "u1")
    rec(GALOIS, [ga1], T_INLINE, False, SAME, [], None, author="u1")
    rec(GALOIS, [ga1, (U, T_INLINE, "u1")], "Released in v0.3.5.", True, "ellipsis", [], "galois ships a py.typed marker since v0.3.5.", author="u2")
    lend(GALOIS, [ga1], T_BLANK, SAME, MACE)

    rs1 = (U, "add py.typed marker for mypy. https://www.python.org/dev/peps/pep-0561/#packaging-type-information https://mypy.readthedocs.io/en/stable/installed_packages.html#creating-pep-561-compatible-packages", "u1")
    rsq = "I have realized that the type hints need to be updated from the pre-PEP-484 PyCharm before this marker can be added. That is going to be a lot of work, so I'm going to close this until that work can be done."
    rec(RSINSTRUMENT, [rs1], rsq, True, "pronoun", ["the type hints", "this marker", "this"], "RsInstrument's type hints need updating from the pre-PEP-484 PyCharm style before a py.typed marker can be added; that is a lot of work, so the pull request is closed until it is done.", author="u1")
    lend(RSINSTRUMENT, [rs1], T_ISO, SAME, ISO3166)
    lend(RSINSTRUMENT, [rs1], T_STUBONLY, SAME, WURLITZER96)

    tp1 = (U, "Mark package as having type hints according to PEP 561", "u1")
    rec(TAP, [tp1], T_SPECIFIES, False, SAME, [], None, author="u1")
    rec(TAP, [tp1, (U, T_SPECIFIES, "u1")], "This way, type checkers like `mypy` know that there are type hints.", True, "pronoun", ["This way"], "Including a py.typed file in typed-argument-parser lets type checkers like mypy know that it has type hints.", author="u1")
    lend(TAP, [tp1], T_PYI, SAME, PYBUILDKITE)

    wz1 = (U, "Inline type stubs. Hi - would you be open to including the stubs from typeshed inline in `decorator`?\n\nThey're here: https://github.com/python/typeshed/blob/main/stubs/decorator/decorator.pyi, and are quite simple", "u1")
    wzq = "Wrong repo? This isn't decorator. I don't object to a types PR, but can't  commit to maintaining them, so I'll send any issues your way."
    rec(WURLITZER, [wz1], wzq, True, "pronoun", ["This", "them"], "This is wurlitzer, not decorator; I don't object to a pull request adding typeshed's stubs inline to wurlitzer, but can't commit to maintaining them.", author="u2")
    wzq2 = "Sorry my bad, I'd made a little template with which to contact a few repos and substituted the wrong one 🤦 Anyway, the same question i had for decorator applies here"
    # The asker corrects the slot (decorator -> this repository): rule 3's clarification, a correction.
    rec(WURLITZER, [wz1, (A, wzq, "u2")], wzq2, True, "correction", ["the same question", "here"], "Would you be open to including the stubs from typeshed inline in wurlitzer?", author="u1")
    lend(WURLITZER, [wz1], T_ISO, SAME, ISO3166)

    pb1 = (U, "Add mypy type hints. It would be great if pybuildkite shipped with type stubs included so that consuming projects could use mypy to ensure that they are using valid fields/functions on pybuildkite objects", "u1")
    pb2 = (U, "I'd be willing to help out with getting the type information in pybuildkite, but was wondering what kind of approach would you want to take? `.pyi` files, or in-line type hints -- any desire to keep python 2 compatibility?", "u1")
    pbq = "This is a great idea, something I've wanted for some time! I think my last release started getting the ball rolling with getting the package itself typed (and [enforcing it in CI](https://github.com/pyasi/pybuildkite/blob/master/.buildkite/pipeline.yml#L14)).\n\nI have not intention on holding on to python 2 compatibility. My preference is towards in-line type hints, but I'd love to know if the `.pyi` implementation makes it easier for consumers of the package. Ultimately we should do whatever works better for users."
    rec(PYBUILDKITE, [pb1, pb2], pbq, True, "pronoun", ["This", "the package"], "Typing pybuildkite is a great idea; there is no intention to keep Python 2 compatibility, and the preference is in-line type hints, unless .pyi files make it easier for the package's consumers.", author="u2")
    # In its own thread, and still a trap: a general claim (the reply's first sentence).
    rec(PYBUILDKITE, [pb1, pb2, (A, pbq, "u2")], T_PYI, False, SAME, [], None, author="u1")

    px1 = (U, "Added type stubs. Added a stubs project for python types as laid out in PEP561. resolves #31", "u1")
    px2 = (A, "@xzy3, I apologize for how long it's taken for me to review this relatively simple PR. Life has been pretty crazy for a while now.\n\nOne concern I have with this is that many things are duplicated (README, most of the `setup.cfg`, LICENSE, etc.). If I want to make a change to any of these, I now need to make that change in 2 places. This doesn't seem right. What are your thoughts?", "u2")
    rec(PYXDL, [px1], px2[1], True, "pronoun", ["this relatively simple PR", "this"], "The pull request adding a separate PEP 561 stubs project to pyxDamerauLevenshtein duplicates the README, most of setup.cfg and the LICENSE, so every change must be made in two places; what are your thoughts?", author="u2")
    px3 = (U, "Technically this is co-hosting two projects with different names in the same repo. The files you've pointed out could be included using a `file:` attribute in the second setup.cfg. The two projects would need to be uploaded separately.", "u1")
    pxq = "Hm, I think that might be better. I really don't want to worry about maintaining two separate copies of the same code.\n\nDoes this also mean that because it's two projects with different names that I'd have to push two different packaged versions to PyPI?"
    rec(PYXDL, [px1, px2, px3], pxq, True, "pronoun", ["that", "this", "it's"], "Does co-hosting the pyxDamerauLevenshtein stubs project in the same repository mean I'd have to push two differently named packages to PyPI?", author="u2")
    lend(PYXDL, [px1], T_STUBONLY, SAME, WURLITZER96)
    lend(PYXDL, [px1], T_INLINE, SAME, GALOIS)

    dh1 = (U, "inline typeshed stubs", "u1")
    dhq = "closes #16\n\nThe stubs in typeshed do work, but there are advantages to having then inlined, as detailed in the official typing guides https://typing.python.org/en/latest/guides/libraries.html#how-to-provide-type-annotations"
    rec(DIRHASH, [dh1], dhq, True, "ellipsis", ["The stubs in typeshed"], "dirhash's stubs in typeshed work, but inlining them in dirhash has advantages, as the official typing guides detail.", author="u1")
    lend(DIRHASH, [dh1], T_SPECIFIES, SAME, TAP)

    # ---- the minimum supported Rust version (MSRV) ----
    # A maintainer opening a pull request or issue in their own repository is u1 on the assistant side (as df21).
    pf1 = (A, "Bump MSRV to 1.42", "u1")
    pfq = "This means that we will support approximately 2 years of old rust\nversions, which I think is a fairly reasonable MSRV policy."
    rec(PROCFS, [pf1], pfq, True, "pronoun", ["This"], "Bumping procfs's MSRV to 1.42 means it supports about 2 years of old Rust versions, a fairly reasonable MSRV policy.", author="u1")
    rec(PROCFS, [pf1, (A, pfq, "u1")], "Once our MSRV reaches 1.56.0 we can put this version in Cargo.toml :)", True, "pronoun", ["our MSRV", "this version"], "Once procfs's MSRV reaches 1.56.0, it can be put in Cargo.toml.", author="u1")
    lend(PROCFS, [pf1], R_FOOL, SAME, RUSTONIG)

    sl1 = (A, "Support Rust versions 1.37 and up", "u1")
    rec(SLED, [sl1], "This makes our MSRV policy clear, tested, and hopefully will increase general feelings around project stability.", True, "pronoun", ["This", "our MSRV policy"], "Supporting Rust 1.37 and up makes sled's MSRV policy clear and tested, and will hopefully increase feelings of project stability.", author="u1")
    lend(SLED, [sl1], R_DISTRO, SAME, SERIALTEST)

    gt1 = (U, "Establish a policy for minimum supported Rust version", "u1")
    rec(GETTEXTRS, [gt1], "To prevent things like #78 from happening, we should:\n\n1. decide what MSRV we support;\n2. decide how we're going to bump the MSRV.", True, "ellipsis", [], "To prevent things like gettext-rs #78, gettext-rs should decide what MSRV it supports and how it will bump the MSRV.", author="u1")
    lend(GETTEXTRS, [gt1], R_HOME, SAME, RUSTONIG)

    cr1 = (U, "Formalize MSRV policy", "u1")
    crq = "- Should MSRV bump require a minor or major version?\n- How many recent stable versions should be supported for a new release?"
    rec(CRCRS, [cr1], crq, True, "ellipsis", [], "Should an MSRV bump in crc-rs require a minor or a major version, and how many recent stable Rust versions should a new crc-rs release support?", author="u1")
    crq2 = "IMO:\n\nMinor version is fine: https://github.com/rust-lang/api-guidelines/discussions/231\n\nAt a minimum we should support any stable release within the last 12 months. In addition, there needs to be a good reason to bump the MSRV."
    rec(CRCRS, [cr1, (U, crq, "u1")], crq2, True, "ellipsis", ["Minor version"], "In my opinion a crc-rs MSRV bump needs only a minor version; crc-rs should support at least any stable Rust release from the last 12 months, and bumping the MSRV needs a good reason.", author="u1")
    lend(CRCRS, [cr1], R_FOOL, SAME, RUSTONIG)

    mr1 = (A, "RUST-730 Add MSRV policy to documentation", "u1")
    mrq = "RUST-730\n\nOnce this is merged, I'll push the same policy to the BSON repo."
    rec(MONGORUST, [mr1], mrq, True, "pronoun", ["this", "the same policy"], "Once the mongo-rust-driver pull request documenting its MSRV policy (RUST-730) is merged, the same policy will be pushed to the BSON repository.", author="u1")
    rec(MONGORUST, [mr1, (A, mrq, "u1")], "grammar nit but lgtm otherwise", True, "ellipsis", [], "The mongo-rust-driver pull request documenting the MSRV policy looks good apart from a grammar nit.", author="u2")
    lend(MONGORUST, [mr1], R_DISTRO, SAME, SERIALTEST)

    st1 = (U, "Bump MSRV to 1.49. Please bump MSRV to at least 1.49 to allow updating to parking_lot 0.12.0\n\nI am getting duplicate parking_lot dependencies in my dependency tree because of this.", "u1")
    stq = "Are those duplicate dependencies causing compilation or other errors, or are they just annoying?"
    rec(SERIALTEST, [st1], stq, True, "pronoun", ["those duplicate dependencies", "they"], "Are the duplicate parking_lot dependencies caused by serial_test's MSRV (below parking_lot 0.12's 1.49) causing compilation or other errors, or are they just annoying?", author="u2")
    stq2 = "Just increases build time, considering its a dev-dependency it doesnt even increase binary size.\nFor me its mostly a thousand papercuts kinda deal and im trying to cleanup as many of these occurrences as I can."
    rec(SERIALTEST, [st1, (A, stq, "u2")], stq2, True, "ellipsis", ["its a dev-dependency"], "The duplicate parking_lot dependencies from serial_test just increase build time; since serial_test is a dev-dependency they don't even increase binary size.", author="u1")

    ro1 = (U, "Bump MSRV and Publish new Package. A few new commits merged recently. The main branch doersn't build due to MSRV reasons (bitflags amongst them means we need 1.56+). Choose a new MSRV and publish an updated version with the approrpiate Semver bump,.", "u1")
    roq = "Any updates to this? We at Fedora are having to work around this issue with the COSMIC desktop environment."
    rec(RUSTONIG, [ro1], roq, True, "pronoun", ["this", "this issue"], "Any updates on rust-onig choosing a new MSRV and publishing a new version? Fedora has to work around its main branch not building, for the COSMIC desktop environment.", author="u2")
    ro3a = "I tested rust-onig with `cargo msrv`. The new MSRV is 1.81 since \"home@0.5.11 requires rustc 1.81\"."
    # In its own thread, and still a trap: a statement naming the crates it is about.
    rec(RUSTONIG, [ro1, (U, roq, "u2"), (U, ro3a, "u3")], R_HOME, False, SAME, [], None, author="u3")
    ro3 = (U, ro3a + " " + R_HOME + " Downgrading `bindgen` will result in compilation errors. I'm not familiar with rust and not sure if the MSRV can be brought lower.", "u3")
    rec(RUSTONIG, [ro1, (U, roq, "u2"), ro3], "We're also seeing failures with gcc 15 (see #191). Would it be possible to release a new version soon?", True, "ellipsis", ["also", "a new version"], "rust-onig also fails to build with gcc 15 (#191); could a new rust-onig version be released soon?", author="u4")

    rsc1 = (A, "Bump dependencies", "u1")
    rec(RUSTSCRIPT, [rsc1], "This raises MSRV from 1.64 to 1.74.", True, "pronoun", ["This"], "Bumping rust-script's dependencies raises its MSRV from 1.64 to 1.74.", author="u1")
    rec(RUSTSCRIPT, [rsc1, (A, "This raises MSRV from 1.64 to 1.74.", "u1")], "Let me know if that is a concern, and we can look at downgrading relevant dependencies.", True, "pronoun", ["that"], "Let me know if rust-script's MSRV rising from 1.64 to 1.74 is a concern; we can look at downgrading the relevant dependencies.", author="u1")
    lend(RUSTSCRIPT, [rsc1], R_HOME, SAME, RUSTONIG)

    sm1 = (A, "MSRV", "u1")
    rec(SMLRS, [sm1], "- determine and document the Minimum Supported Rust Version (MSRV)\n- specify whether MSRV bumps are considered breaking changes\n- check MSRV in CI", True, "ellipsis", [], "For sml-rs: determine and document its MSRV, specify whether MSRV bumps are breaking changes, and check the MSRV in CI.", author="u1")

    jf1 = (A, "docs: tighten up the MSRV policy", "u1")
    rec(JIFF, [jf1], "In practice I tend to be awfully and annoyingly conservative with\nMSRV bumps. So encode a reasonable conservative policy into the docs\nso that others can rely on it. In practice, I expect to be even more\nconservative.", True, "ellipsis", ["the docs"], "The jiff maintainer is very conservative with MSRV bumps in practice, so jiff's docs now encode a reasonable conservative MSRV policy that others can rely on.", author="u1")

    av1 = (A, "Document MSRV policy", "u1")
    rec(AVIO, [av1], "Document the Minimum Supported Rust Version (MSRV) policy in `README.md`:\n\n- State the current MSRV\n- Define the policy for increasing it (e.g. only on a minor version bump)\n- Add `rust-version` to the workspace `Cargo.toml`", True, "ellipsis", [], "Document avio's MSRV policy in its README: state the current MSRV, define the policy for raising it (e.g. only on a minor version bump), and add rust-version to the workspace Cargo.toml.", author="u1")
