"""df23 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1): engineering threads in areas no earlier df part collected ====
# ---- following symbolic links: -L / --follow-symlinks options ----
LIBNFS = GH + "sahlberg/libnfs/pull/92"
UAC = GH + "tclahr/uac/pull/373"
DRGN = GH + "osandov/drgn/pull/549"
NAK = GH + "gjtorikian/nak/pull/16"
INTERMODAL = GH + "casey/intermodal/issues/31"
FINDUTILS = GH + "uutils/findutils/issues/308"
VINYLFS = GH + "gulpjs/vinyl-fs/pull/85"
DIRDIFF = GH + "OCamlPro/dirdiff/issues/1"
POSIXPATHS = GH + "JohnLato/posix-paths/issues/7"
GITSUMMARY = GH + "albenik/git-summary/pull/2"
# ---- Dependabot: grouped version updates, Dependabot or Renovate ----
SMOOTHAPP = GH + "openfoodfacts/smooth-app/issues/4782"
UBICLOUD = GH + "ubicloud/ubicloud/pull/410"
CHARMMETA = GH + "charmbracelet/meta/pull/235"
GLX = GH + "genealogix/glx/issues/366"
SOCORRO = GH + "mozilla-services/socorro/pull/7037"
APACHEINFRA = GH + "apache/infrastructure-actions/pull/121"
HEXPM = GH + "hexpm/hexpm/pull/1786"
THEYVOTE = GH + "openaustralia/theyvoteforyou/pull/1579"
NEXTBOILER = GH + "ixartz/Next-js-Boilerplate/issues/359"
REKAUI = GH + "unovue/reka-ui/issues/998"
SVELTEDOCGEN = GH + "svelte-docgen/svelte-docgen/issues/51"
GLASS = GH + "glass-dev/glass/issues/174"
# ---- git submodules: recursive clones, `submodule update --init`, submodule or subtree ----
OCURRENT = GH + "ocurrent/ocurrent/pull/224"
DGSH = GH + "dspinellis/dgsh/issues/81"
DFEED = GH + "CyberShadow/DFeed/pull/92"
ASCIINEMA = GH + "asciinema/asciinema-server/pull/299"
ELITE = GH + "Kroc/elite-harmless/issues/24"
RUSEFI = GH + "rusefi/rusefi/pull/6894"
SUBMODREWRITE = GH + "jeremysears/scripts/issues/1"
MAUA = GH + "JCBrouwer/maua-style/pull/4"
CBLAS = GH + "DlangScience/cblas/issues/29"
SILICON = GH + "siliconcompiler/siliconcompiler/issues/267"
GITSAVVY = GH + "timbrel/GitSavvy/issues/31"
CSCORE = GH + "robotpy/robotpy-cscore/pull/36"
# ---- shebang lines: `#!/usr/bin/env python3` rather than a fixed interpreter path ----
PYSIP2 = GH + "berick/pysip2/pull/1"
X16DEMO = GH + "commanderx16/x16-demo/pull/41"
NASEBOHR = GH + "The-Compiler/nasebohr/issues/12"
CLOUDENUM = GH + "NotSoSecure/cloud-service-enum/issues/4"
CAPWORDS = GH + "propublica/Capitol-Words/pull/91"
CAMOMILLA = GH + "vittorioromeo/camomilla/pull/1"
TMUXOMATIC = GH + "oxidane/tmuxomatic/issues/3"
OPENLIBRARY = GH + "internetarchive/openlibrary/pull/6577"
SPECTRUM = GH + "theGidy/check_spectrum_scale/pull/8"
# ---- UUID versions: time-sortable UUIDv7 (or ULID) instead of random v4 ----
KALLAX = GH + "src-d/go-kallax/pull/72"
ONG = GH + "komuw/ong/issues/291"
JOBFLOW = GH + "materialsproject/jobflow/issues/519"
HYDRO = GH + "BlueprintFramework/hydrodactyl/issues/6"
HYPERF = GH + "friendsofhyperf/components/pull/64"
VLANG = GH + "vlang/v/issues/24311"
CHTCORE = GH + "medic/cht-core/issues/10378"
ELMUUID = GH + "TSFoster/elm-uuid/pull/5"


# Every thread above is used as a history except those in QUESTION_ONLY, which only lend a sentence.

# ---- the bank: real sentences from df23 threads, each placed after at most two other df23 histories of the same area ----
# following symbolic links
S_AFFECTS = "The -follow option affects only those tests which appear after it on the command line."
S_POSIXPATHS = "Currently posix-paths doesn't follow symlinks at all (unless the `dirent` returned by `readdir` returns a `DT_UNKNOWN` type instead of `DT_LNK`, in which case it will be stat'd and followed)."
# Dependabot
D_UNTIL = "Until today, Dependabot would always open individual pull requests for every dependency update in accordance with your configuration in dependabot.yml."
D_EACH = "Without grouping, each dependency gets its own PR."
D_CREATES = "Dependabot creates PR for each version update."
D_SVELTE = "`sveltejs/kit` uses Renovate"
# git submodules
B_WINDOWS = "A lot of people on Windows use submodules instead of subtrees since subtrees is not easily installed, while submodules ships with Git itself."
B_PREFIXES = "`git-subtree` doesn't support multiple prefixes."
B_FORGET = "If you forget to specify `--recursive`, you can do it in one command (`git submodule update --init`)."
B_STILL = "Are people still using `submodule`. Nearly everybody I know switched to `git subtree`s?"
# shebang lines
H_STANDARD = "The standard for Python3 shebang lines (the `#!` lines) is to use `/usr/bin/env` to make the path location-agnostic."
H_BENEFIT = "Running a command through /usr/bin/env has the benefit of looking for whatever the default version of the program is in your current environoment."
H_MERGED = "Many systems have not merged /bin and /usr/bin and so are unlikely to have a python3 binary located in /bin."
H_NOTALWAYS = "Python isn't always installed in the same location on various systems (for example, on my mac, it's installed at `/usr/local/bin/python3`)."
# UUID versions
U_48 = "the first 48 bits (6 bytes, so first 12 hex characters) of UUIDv7s are a timestamp"
U_CURSOR = "Efficient cursor-based pagination relies on lexicographical and chronological sorting support, which is not provided by older UUID versions."
U_RANDOM = "UUID v7 is as random as UUID v4, but has an additional prefix nugget based on the unix timestamp."
U_RECOMMENDED = "UUID v7 (RFC 9562, May 2024) is the recommended replacement for v1/v4 when time-sortability matters, e.g. database primary keys."
U_V4 = "v4 for minimal info sharing(since it does not give away time of generation)"


QUESTION_ONLY: tuple[str, ...] = ()


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- following symbolic links ----
    ln1 = (U, "Follow symlinks during path resolution", "u1")
    lnq = "Follow symlinks during path resolution when possible. Add POSIX-like functions to operate on symlinks."
    rec(LIBNFS, [ln1], lnq, True, "ellipsis", [], "libnfs should follow symlinks during path resolution when possible, and gain POSIX-like functions to operate on symlinks.", author="u1")
    lend(LIBNFS, [ln1], S_AFFECTS, SELF, FINDUTILS)
    lend(LIBNFS, [ln1, (U, lnq, "u1")], S_POSIXPATHS, SAME, POSIXPATHS)

    ua1 = (U, "feat: add follow symlinks", "u1")
    rec(UAC, [ua1], "Add -L option to follow symbolic links.", True, "ellipsis", [], "Add a -L option to uac (Unix-like Artifacts Collector) to follow symbolic links.", author="u1")
    lend(UAC, [ua1], S_AFFECTS, SELF, FINDUTILS)

    dr1 = (U, "Follow symlinks in kernfs_walk()", "u1")
    drq = "Add symlink following in kernfs_walk() for the given path. Intermediate links are always followed and a new arg 'follow_symlinks' (True by default) is added to determine whether the final component should be returned as the symlink node itself or as the target."
    rec(DRGN, [dr1], drq, True, "ellipsis", ["the given path"], "drgn's kernfs_walk() should follow symlinks in the path it is given: intermediate links always, and the final component as the target unless a new follow_symlinks argument (True by default) is False.", author="u1")
    lend(DRGN, [dr1], S_POSIXPATHS, SAME, POSIXPATHS)

    nk1 = (U, "Add option to follow symlinks", "u1")
    rec(NAK, [nk1], "Symlinks can now be optionally followed when searching and listing.", True, "ellipsis", [], "With nak's new option, symlinks can now be optionally followed when searching and listing.", author="u1")

    im1 = (U, "Only follow symlinks if `--follow-symlinks` is passed", "u1")
    imq = "Otherwise extra files might be inadvertently included."
    rec(INTERMODAL, [im1], imq, True, "ellipsis", ["Otherwise"], "If intermodal follows symlinks without `--follow-symlinks` being passed, extra files might be inadvertently included in the torrent.", author="u1")
    rec(INTERMODAL, [im1, (U, imq, "u1")], "Closing in favor of #18.", True, "ellipsis", [], "The intermodal issue about only following symlinks when `--follow-symlinks` is passed is closed in favor of issue #18.", author="u1")

    fu1 = (U, "Implement `-follow`", "u1")
    fuq = "Even if this is deprecated, for compat, we should implement it"
    rec(FINDUTILS, [fu1], fuq, True, "pronoun", ["this", "it"], "Even though find's -follow option is deprecated (use -L instead), uutils findutils should implement it for compatibility.", author="u1")
    rec(FINDUTILS, [fu1, (U, fuq + ":\n```\n-follow\n       Deprecated; use the -L option instead. Dereference symbolic links. Implies -noleaf. " + S_AFFECTS + "\n```", "u1")], "Can I be assigned this problem?", True, "pronoun", ["this problem"], "Can I be assigned the uutils findutils issue to implement the deprecated -follow option?", author="u2")
    # In its own thread, and still a trap: the man page's sentence names the option and its scope.
    rec(FINDUTILS, [fu1], S_AFFECTS, False, SELF, [], None, author="u1")

    vf1 = (U, "Add symlink passthrough with `followSymlinks`. The current behavior is always to resolve symbolic links to actual files.\n\nThis change introduces a `keepsymlinks` option to `src()`. When the option is set, the destination of each encountered symbolic link is stored in `file.symlink`. When `dest()` is invoked, the `symlink` value is used to reconstruct identical symlinks.", "u1")
    vfq = "shouldn't it be the inverse? `followSymlinks: false`"
    rec(VINYLFS, [vf1], vfq, True, "pronoun", ["it", "the inverse"], "Shouldn't vinyl-fs's new `keepsymlinks` option be the inverse, `followSymlinks: false`?", author="u2")
    vfq2 = "perhaps? The default behavior now is that symlinks are recursively followed into actual paths and therefore they're \"lost\". So the default behavior would be `followSymlinks: true`, and then using `followSymlinks: false` would activate the code paths in this patch?"
    rec(VINYLFS, [vf1, (A, vfq, "u2")], vfq2, True, "pronoun", ["this patch", "perhaps?"], "vinyl-fs follows symlinks recursively into actual paths by default, so the default would be `followSymlinks: true`, and `followSymlinks: false` would activate the symlink-passthrough code of the pull request.", author="u1")

    dd1 = (U, "Add a \"--follow-symlink\" option. What remains to be decided:\n\n1. Do you only follow symlinks if both files are symlink?\n2. Do you follow symlinks to directories?\n3. How many indirections of symlinks do you follow?\n4. Do you follow them in a directory outside of the starting point?\n5. Outside of the filesystem?\n\nAnd relatedly: what latitude do you leave to the user to configure this.", "u1")
    ddq = "Design decision:\n\nAdd a `--follow-symlink` option, abbreviated to `-L` that follow \"to the end\" all symlinks before processing them. Envision restrictions to origin filesystems for later. Envision a way to prevent symlinks loops for later."
    rec(DIRDIFF, [dd1], ddq, True, "ellipsis", ["Design decision"], "dirdiff's design decision: add a `--follow-symlink` option (`-L`) that follows all symlinks to the end before processing them; restricting to the origin filesystems and preventing symlink loops come later.", author="u1")
    rec(DIRDIFF, [dd1, (U, ddq, "u1")], "Add a `-H` option, that only follow symlinks given as args on the CLI.", True, "ellipsis", [], "dirdiff should also add a `-H` option that only follows symlinks given as arguments on the command line.", author="u1")

    pp1 = (U, "enable symlink following", "u1")
    # A complete statement naming its subject (the description's first sentence): a trap in its own thread.
    rec(POSIXPATHS, [pp1], S_POSIXPATHS, False, SAME, [], None, author="u1")
    rec(POSIXPATHS, [pp1, (U, S_POSIXPATHS, "u1")], "Add an option for following symlinks.", True, "ellipsis", [], "Add an option to posix-paths for following symlinks.", author="u1")

    gs1 = (U, "Follow symlinks", "u1")
    rec(GITSUMMARY, [gs1], "Add `-L` option to find invocation, to follow symlinks", True, "ellipsis", ["find invocation"], "git-summary should add the `-L` option to its find invocation so that it follows symlinks.", author="u1")

    # ---- Dependabot: grouped updates, Dependabot or Renovate ----
    sm1 = (U, "Reducing Dependabot noise using groups", "u1")
    # General claims about Dependabot (the description's sentences): traps in their own thread.
    rec(SMOOTHAPP, [sm1], D_UNTIL, False, SAME, [], None, author="u1")
    smq = "Now, in your dependabot.yml configuration file, you can set custom grouping rules for Dependabot based on pattern matching on package name."
    rec(SMOOTHAPP, [sm1, (U, D_UNTIL, "u1")], smq, False, SAME, [], None, author="u1")

    ub1 = (U, "Group Dependabot pull requests", "u1")
    ub2 = (U, "Dependabot creates PR for each version update. It makes git history longer. Last month, grouped version updates are announced: https://github.blog/changelog/2023-06-30-grouped-version-updates-for-dependabot-public-beta/", "u1")
    rec(UBICLOUD, [ub1, ub2], "I hope it will make version updates less noisy.", True, "pronoun", ["it"], "I hope grouping Dependabot pull requests in ubicloud will make version updates less noisy.", author="u1")
    lend(UBICLOUD, [ub1], D_EACH, SAME, GLX)

    cm1 = (U, "chore: group dependabot updates to reduce noise", "u1")
    cmq = "Consider this PR a proposal. Let me know if you disagree with this."
    rec(CHARMMETA, [cm1], cmq, True, "pronoun", ["this PR", "this"], "The pull request grouping charmbracelet's dependabot updates to reduce noise is a proposal; say if you disagree with it.", author="u1")
    cm2 = (U, cmq + "\n\nWe currently have a lot of noise on these PRs, because we have several repos and several PRs are opened on each every week. I think it probably makes sense to group all updates in a single PR so the noise is greatly reduced. Most of the time we're going to merge all updates anyway...\n\nPotential con: if a given update causes a test to fail, the whole PR will be unable to be merged, and we'll need manual intervation to get these dependencies updated.", "u1")
    rec(CHARMMETA, [cm1, cm2], "I'm fine with it", True, "pronoun", ["it"], "I'm fine with grouping charmbracelet's dependabot updates into a single pull request.", author="u2")
    lend(CHARMMETA, [cm1], D_CREATES, SAME, UBICLOUD)

    gx1 = (U, "Dependabot: add update grouping to reduce PR noise", "u1")
    rec(GLX, [gx1], D_EACH, False, SAME, [], None, author="u1")
    gxq = "Add groups per ecosystem. Minor+patch batched, majors individual:\n\n```yaml\ngroups:\n  go-minor-patch:\n    update-types: [minor, patch]\n```"
    rec(GLX, [gx1, (U, "## Problem\n\n" + D_EACH, "u1")], gxq, True, "ellipsis", [], "glx's Dependabot config should add groups per ecosystem, batching minor and patch updates and leaving majors individual.", author="u1")

    so1 = (U, "Group dependabot pull requests. Grouping dependabot pull requests to make it a little less noisy.", "u1")
    soq = "Thanks, this looks good to me! Let's try it for a month, and if we like the result, we'll change the other dependabot configs as well."
    rec(SOCORRO, [so1, (A, "Learned about `groups` ([doc](https://docs.github.com/en/code-security/dependabot/working-with-dependabot/dependabot-options-reference#groups--)). Minor change suggested.", "u2")], soq, True, "pronoun", ["this", "it", "the other dependabot configs"], "Grouping socorro's dependabot pull requests looks good; try it for a month, and if the result is liked, change socorro's other dependabot configs as well.", author="u3")
    lend(SOCORRO, [so1], D_UNTIL, SAME, SMOOTHAPP)

    ai1 = (U, "Group all dependabot updates together. Considering that now a lot of dependabot updates will happen on a regular basis, it would make sense to group them together to avoid getting too many notifications and having to merge them manually. WDYT?", "u1")
    ai2 = (A, "> Yes I think that makes sense, the only downside I can see is that we might not want to update a version but I am sure you can tell dependabot to ignore one of the batched versions too in the same way you can in single dep PRs?\n\nWhich version your referring ?", "u2")
    aiq = "so this should be possible see the list of options here: https://docs.github.com/en/code-security/dependabot/working-with-dependabot/managing-pull-requests-for-dependency-updates#managing-dependabot-pull-requests-for-grouped-updates-with-comment-commands"
    rec(APACHEINFRA, [ai1, ai2], aiq, True, "pronoun", ["this"], "Telling dependabot to ignore one of the versions in a grouped update pull request is possible with comment commands (docs: managing Dependabot pull requests for grouped updates).", author="u1")
    lend(APACHEINFRA, [ai1], D_CREATES, SAME, UBICLOUD)

    hx1 = (U, "Group Dependabot Updates. ## Summary\n\nReduce Weekly Noise by Dependabot Updates\n\nDownside: If there's a single dependency that does not work, it will fail the whole group. => Manual Action needed.\n\n## Testing\n\nWe'll see it next week.", "u1")
    rec(HEXPM, [hx1], "Thank you! 💜", True, "ellipsis", [], "Thank you for the pull request grouping hexpm's Dependabot updates!", author="u2")
    lend(HEXPM, [hx1], D_EACH, SAME, GLX)

    tv1 = (U, "Add github-actions ecosystem to Dependabot. Group updates to reduce noise\n\nAdd cooldown period", "u1")
    tvq = "If I understand correctly this:\n* reduces inspection frequency to weekly - **I like this (less noise)**\n* Groups the updates into one per week - This shifts the pain from too many issues (one per gem version update) to less updates, but title no longer gives what is being updated - just that it is \"github-dependencies\" **- I do NOT like this aspect, my guess is that it will be a bit more effort, not less**\n* waits for 7 days after a gem is released - **Overall I think this is a good idea (less noise, not as close to bleeding edge)**"
    rec(THEYVOTE, [tv1], tvq, True, "pronoun", ["this"], "The theyvoteforyou Dependabot change reduces inspection frequency to weekly (good, less noise), groups the updates into one pull request a week (bad: its title no longer says what is updated), and waits 7 days after a gem is released (good).", author="u2")
    tv2 = (A, tvq, "u2")
    rec(THEYVOTE, [tv1, tv2], "Minor update to the group label.\n\nThis group label shows in the dependabot PR titles.", True, "pronoun", ["the group label", "This group label"], "The theyvoteforyou pull request updates its Dependabot group label, which shows in the dependabot pull request titles.", author="u1")

    nb1 = (U, "Renovate Dependency Updates. I suggest adding a [Renovate](https://github.com/renovatebot/renovate) configuration to the repository for dependency updates to npm packages and GitHub actions. I'm unsure what the most sane defaults for this would be for this repository, or if there is a reason for not having a dependency bot like Renovate or Dependabot.", "u1")
    nbq = "The project used to have an equivalent to Renovate or Dependabot. It was a custom GitHub Actions and run every month. I remove it since it wasn't working well.\n\nI'm totally open to Dependabot since it's integrated with GitHub."
    rec(NEXTBOILER, [nb1], nbq, True, "ellipsis", ["The project"], "Next-js-Boilerplate used to have a custom monthly GitHub Action for dependency updates, removed because it didn't work well; its maintainer is open to Dependabot since it is integrated with GitHub.", author="u2")
    nb3 = "I'd still recommend renovate due to its diverse features and Mend's generous community tier with the Renovate GitHub app"
    rec(NEXTBOILER, [nb1, (A, nbq, "u2")], nb3, True, "ellipsis", ["still"], "I'd recommend Renovate over Dependabot for Next-js-Boilerplate due to its diverse features and Mend's generous community tier with the Renovate GitHub app.", author="u1")

    rk1 = (U, "[Feature]: Integrate Renovate/Dependabot. Would it be beneficial to integrate something like [Renovate](https://github.com/apps/renovate) or [Dependabot](https://github.com/dependabot) to help keeping our dependencies up to date?", "u1")
    rkq = "I'd first suggest comparing these two to make a conscious decision (**both Vue and Nuxt are using renovate**):\nhttps://docs.renovatebot.com/bot-comparison/#table-of-features"
    rec(REKAUI, [rk1], rkq, True, "pronoun", ["these two"], "Before integrating one into reka-ui, I'd compare Renovate and Dependabot to make a conscious decision (both Vue and Nuxt use Renovate): https://docs.renovatebot.com/bot-comparison/#table-of-features", author="u2")
    rkq2 = "Looks like Renovate has better features, I think I'll try implementing that one then. Thank you @DamianGlowala."
    rec(REKAUI, [rk1, (A, rkq, "u2")], rkq2, True, "pronoun", ["that one"], "Renovate looks like it has better features than Dependabot, so I'll try integrating Renovate into reka-ui.", author="u1")
    lend(REKAUI, [rk1], D_SVELTE, SAME, SVELTEDOCGEN)

    sd1 = (U, "Setup Renovate", "u1")
    sd2 = (A, "Dependabot vs. Renovate:\n\n- `sveltejs/svelte` uses Dependabot\n- `sveltejs/kit` uses Renovate\n- `sveltejs/vite-plugin-svelte` uses Renovate\n- `sveltejs/language-tools` uses Dependabot", "u2")
    sdq = "@xeho91 I don’t have a strong opinion on this. Do you prefer one over the other?"
    rec(SVELTEDOCGEN, [sd1, sd2], sdq, True, "pronoun", ["this", "one over the other"], "I don't have a strong opinion on Dependabot vs Renovate for svelte-docgen; do you prefer one of them?", author="u2")
    sd4 = "I used to dislike Dependabot a lot. I don't really know how much it changed over the past 3 years, so I'm willing to give them a chance.\n\nRenovate never disappointed me though. I'd like to know also if they support pnpm workspace [`catalog:`](https://pnpm.io/catalogs)."
    rec(SVELTEDOCGEN, [sd1, sd2, (A, sdq, "u2")], sd4, True, "pronoun", ["it", "they"], "I used to dislike Dependabot; Renovate never disappointed me. Does Dependabot support pnpm workspace `catalog:`?", author="u1")
    lend(SVELTEDOCGEN, [sd1], D_UNTIL, SAME, SMOOTHAPP)

    gl1 = (U, "Consider @renovatebot instead of @dependabot", "u1")
    rec(GLASS, [gl1], "Closing again. I don't like @dependabot as it isn't as powerful, but seems to be okay for our current use case.", True, "ellipsis", ["Closing again", "our current use case"], "The glass issue about using Renovate instead of Dependabot is closed again: Dependabot isn't as powerful, but seems okay for glass's current use case.", author="u1")
    lend(GLASS, [gl1], D_SVELTE, SAME, SVELTEDOCGEN)

    # ---- git submodules ----
    oc1 = (U, "Use --init with git submodule update --init --recursive", "u1")
    rec(OCURRENT, [oc1], "Otherwise, it's not really recursive.", True, "pronoun", ["Otherwise", "it's"], "Without --init, ocurrent's `git submodule update --recursive` is not really recursive.", author="u1")
    lend(OCURRENT, [oc1], B_FORGET, SELF, DFEED)

    dg1 = (U, "Missing commit? It looks like there's a missing commit in `unix-tools/grep`:\n```\n$ git submodule update\nCloning into '/home/me/dev/dgsh2/unix-tools/grep'...\nerror: no such remote ref 9530b21cfcf59b9e9533aa683844932d80e9abb0\nFetched in submodule path 'unix-tools/grep', but it did not contain 9530b21cfcf59b9e9533aa683844932d80e9abb0. Direct fetching of that commit failed.\n```", "u1")
    rec(DGSH, [dg1], "Hi @ghuysmans ,\n\nEverything seems fine on my end.\nCould you check again?", True, "ellipsis", ["Everything"], "dgsh's unix-tools/grep submodule update works fine for me, without the missing commit 9530b21; could you check again?", author="u2")
    lend(DGSH, [dg1], B_WINDOWS, SAME, GITSAVVY)

    df1 = (U, "README: git submodule init and update before make. Improve the documentation", "u1")
    dfq = "`--recursive` should have done that."
    rec(DFEED, [df1], dfq, True, "pronoun", ["that"], "Cloning DFeed with `git clone --recursive` should already have initialised and updated its submodules before make.", author="u2")
    rec(DFEED, [df1, (A, dfq, "u2")], "Also, if you forget to specify `--recursive`, you can do it in one command (`git submodule update --init`).", True, "ellipsis", ["Also"], "If you forget `--recursive` when cloning DFeed, you can init and update its submodules in one command: `git submodule update --init`.", author="u2")
    # A general tip that names what "it" does inside the sentence, after the same thread's opener: a self-contained trap.
    rec(DFEED, [df1], B_FORGET, False, SELF, [], None, author="u2")

    as1 = (U, "Add tip for recursive submodule. Add tip for those (like me) who didn't run recursive on clone", "u1")
    asq = "Thanks! What about a small tweak, to make it more specific about the `--recursive` switch?\nFor example:\n\n\"If you already cloned without `--recursive` switch then run `git submodule update --recursive --remote --init`.\""
    rec(ASCIINEMA, [as1], asq, True, "pronoun", ["it"], "Could the asciinema-server README tip for people who cloned without recursion be more specific about the `--recursive` switch, e.g. \"If you already cloned without `--recursive` switch then run `git submodule update --recursive --remote --init`\"?", author="u2")
    rec(ASCIINEMA, [as1, (A, asq, "u2")], "Btw, what does `--remote` do?", True, "ellipsis", ["`--remote`"], "What does `--remote` do in `git submodule update --recursive --remote --init`?", author="u2")
    lend(ASCIINEMA, [as1], B_STILL, SAME, GITSAVVY)

    el1 = (U, "Trouble in --recursive cloning. If i try to clone the repository recursively (in cygwin), i get a fatal error:\n\n$ git clone --recursive https://github.com/Kroc/EliteDX\nfatal: no submodule mapping found in .gitmodules for path 'bin/mkd64'", "u1")
    elq = "Ah, yes, that folder should not have been included in the repository, I'll remove it now! Sorry for the inconvenience."
    rec(ELITE, [el1], elq, True, "pronoun", ["that folder", "it"], "elite-harmless's bin/mkd64 folder should not have been included in the repository; it will be removed now.", author="u2")
    rec(ELITE, [el1, (A, elq, "u2")], "That should be fixed now -- the mkd64 folder is downloaded by the setup script; it's not actually supposed to be a part of the repository; there are no intended submodules, so you don't need to use `--recursive`", True, "pronoun", ["That"], "The elite-harmless recursive-clone error (no submodule mapping for bin/mkd64) is fixed: mkd64 is downloaded by the setup script, the repository has no intended submodules, and `--recursive` isn't needed.", author="u2")

    ru1 = (U, "add: Add --recursive into Cloning the repository documentation. We should update submodule recursively, so I edit README to add `--recursive` flag.\n\n```\ngit submodule update --init\ncd firmware/controllers/can/wideband_firmware/firmware\nmake\n\n=>\nMakefile:110: *** Please run 'git submodule update --init --recursive' before trying to build!.  Stop.\n```", "u1")
    rec(RUSEFI, [ru1], "@mirusu400 what would be an example of a folder which was not checked out before but is checked out now?", True, "ellipsis", ["before", "now"], "What would be an example of a rusefi folder that `git submodule update --init` did not check out but adding `--recursive` does?", author="u2")
    lend(RUSEFI, [ru1], B_FORGET, SELF, DFEED)

    sr1 = (U, "git-submodule-rewrite requires submodules checked out. If I just `git-clone` + `git-submodule-rewrite` without `git submodule update --init`, then the script fails with \"fatal: No such section!\".", "u1")
    srq = "So you have run `git clone <remote>` rather than `git clone --recursive <remote>` on the parent repo?  How would you like this to be handled?  Would you like to see additional validation w/ a more descriptive failure message, or are you thinking that the script should clone the submodules?"
    rec(SUBMODREWRITE, [sr1], srq, True, "pronoun", ["this", "the script", "the parent repo"], "When git-submodule-rewrite runs after `git clone` without `--recursive`, should it give a more descriptive failure message or clone the submodules itself?", author="u2")
    srq2 = "Well, ideally just do the right thing and make everything work magically. :smile: \n\nI'm not sure if just running `git submodule update --init --recursive` at the start is fine or might lose data?\n\nAt least, it should show a more helpful error message."
    rec(SUBMODREWRITE, [sr1, (A, srq, "u2")], srq2, True, "ellipsis", ["at the start", "it"], "Ideally git-submodule-rewrite would just work; is running `git submodule update --init --recursive` at its start fine or might it lose data? At least it should show a more helpful error message.", author="u1")

    ma1 = (U, "fix", "u1")
    ma2 = (U, "```bash\ngit clone --recursive https://github.com/JCBrouwer/maua-style.git\ngit submodule update --init --recursive\ncd maua-style/\n```", "u1")
    maq = "What exactly does this do? Does it update each of the submodules to the most recent commit? I think if you've cloned with --recursive it should already have pulled in the submodules, no?"
    rec(MAUA, [ma1, ma2], maq, True, "pronoun", ["this", "it"], "What does adding `git submodule update --init --recursive` after `git clone --recursive` do in maua-style's install steps? Cloning with --recursive should already pull in the submodules.", author="u2")

    cb1 = (U, "Missing .gitmodules file. Commit 48d707dc0300b5582756b7149d89c211e2f28ea3 added a submodule `subprojects/mir-core` but did not commit a corresponding `.gitmodules` file.\n\nThis prevents anyone from recursively cloning this repository as git does not know where to clone `subprojects/mir-core` from.", "u1")
    rec(CBLAS, [cb1], "Ah, that is the bug. Thank you", True, "pronoun", ["that"], "The missing .gitmodules entry for cblas's subprojects/mir-core submodule is the bug.", author="u2")
    rec(CBLAS, [cb1, (A, "Ah, that is the bug. Thank you", "u2")], "fixed in v2.3.1", True, "ellipsis", [], "cblas's missing .gitmodules file (for the subprojects/mir-core submodule) is fixed in v2.3.1.", author="u2")
    lend(CBLAS, [cb1], B_PREFIXES, SAME, CSCORE)

    si1 = (U, "Submodule or subtree?", "u1")
    siq = "Seems like subtree is a better option in the third_party case? Thoughts?\nAssumption is that we will never be pushing back to these third_party repos from our superproject."
    rec(SILICON, [si1], siq, True, "ellipsis", ["the third_party case"], "For siliconcompiler's third_party dependencies, which it never pushes back to, is git subtree a better option than submodules?", author="u1")
    lend(SILICON, [si1], B_WINDOWS, SAME, GITSAVVY)
    lend(SILICON, [si1, (U, siq, "u1")], B_PREFIXES, SAME, CSCORE)

    gv1 = (U, "`git: submodule`. Special view with:\n- [ ] list of all submodules with commit status\n- [ ] summary for each submodule\n- [ ] initialize new submodule\n- [ ] update", "u1")
    # A general question about the world, answerable without this thread: a trap in its own thread.
    rec(GITSAVVY, [gv1], B_STILL, False, SAME, [], None, author="u2")
    gvq = "We still use it for some projects internally - I'm deferring this (that's basically what my next-next milestone is for) until I can dig in and see if it is worth the effort.  I can take a look at subtrees too."
    rec(GITSAVVY, [gv1, (A, B_STILL, "u2")], gvq, True, "pronoun", ["it", "this"], "We still use git submodules for some projects internally; GitSavvy's submodule view is deferred to a later milestone until it is clear it's worth the effort, and subtrees may be looked at too.", author="u1")
    rec(GITSAVVY, [gv1, (A, B_STILL, "u2"), (U, gvq, "u1")], B_WINDOWS, False, SAME, [], None, author="u3")

    cs1 = (U, "Add submodule of just cscore. @PeterJohnson, opinions? This doesn't seem that terrible, and it's a lot easier to clone?", "u1")
    csq = "Hm. Surely a couple of `git-subtree` calls would be faster for this."
    rec(CSCORE, [cs1], csq, True, "pronoun", ["this"], "Wouldn't a couple of `git-subtree` calls be faster than adding a submodule of just cscore to robotpy-cscore?", author="u2")
    rec(CSCORE, [cs1, (A, csq, "u2")], "Unfortunately, " + B_PREFIXES + " Given that this is only run by maintainers periodically, it doesn't seem that bad.", True, "pronoun", ["Unfortunately", "this"], "git-subtree doesn't support multiple prefixes; since robotpy-cscore's cscore submodule update is only run by maintainers periodically, the submodule doesn't seem that bad.", author="u1")

    # ---- shebang lines ----
    ps1 = (U, "Use env for shebang in examples", "u1")
    rec(PYSIP2, [ps1], "Use \"/usr/bin/env python3\" in the shebang of the example scripts,\nrather than hardcoding \"/usr/bin/python3\".\n\nUseful when python3 is in the path but not at /usr/bin/python3", True, "ellipsis", ["the example scripts"], "pysip2's example scripts should use \"/usr/bin/env python3\" in their shebang rather than hardcoding \"/usr/bin/python3\", for when python3 is in the PATH but not at /usr/bin/python3.", author="u1")
    lend(PYSIP2, [ps1], H_STANDARD, SAME, X16DEMO)

    xd1 = (U, "Fix Python3 shebang", "u1")
    # The description's general claims: traps in their own thread.
    rec(X16DEMO, [xd1], H_STANDARD, False, SAME, [], None, author="u1")
    rec(X16DEMO, [xd1, (U, H_STANDARD, "u1")], H_NOTALWAYS, False, SELF, [], None, author="u1")
    rec(X16DEMO, [xd1, (U, H_STANDARD + " " + H_NOTALWAYS, "u1")], "Using `env` allows it to work when Python3 is installed in other locations.", True, "pronoun", ["it"], "Using `env` in the x16-demo scripts' shebang lets them work when Python3 is installed in other locations.", author="u1")

    nh1 = (U, "#!/usr/bin/env python3 Shebang?", "u1")
    nhq = "Unless specified for a certain reason, I propose switching the shebang in `nasebohr.py` from `#!/usr/bin/python3` to `#!/usr/bin/env python3`, so the script can be used with e.g. the desired pyenv environment."
    # Names the file, the old and the new shebang and the reason: complete, a trap in its own thread.
    rec(NASEBOHR, [nh1], nhq, False, SAME, [], None, author="u1")
    rec(NASEBOHR, [nh1, (U, "Hey Flo :)\n\n" + nhq, "u1")], "Heya! :slightly_smiling_face: \n\nSeems reasonable! Want to open a PR?", True, "ellipsis", [], "Switching nasebohr.py's shebang to `#!/usr/bin/env python3` seems reasonable; want to open a pull request?", author="u2")
    lend(NASEBOHR, [nh1], H_BENEFIT, SAME, CAPWORDS)

    ce1 = (U, "shebang needs to shift to env", "u1")
    rec(CLOUDENUM, [ce1], "from \n`#!/usr/local/bin/python`\nto\n`#!/usr/bin/env python3`\n\na python3 doesnt offers python as a binary", True, "ellipsis", [], "cloud-service-enum's shebang needs to change from `#!/usr/local/bin/python` to `#!/usr/bin/env python3`, since a Python 3 install doesn't offer `python` as a binary.", author="u1")
    lend(CLOUDENUM, [ce1], H_MERGED, SAME, CAMOMILLA)

    cw1 = (U, "Fix hashbang on python scripts", "u1")
    cwq = "Convert `#!/usr/bin/python` to `#!/usr/bin/env python` at the top of all python scripts."
    rec(CAPWORDS, [cw1], cwq, True, "ellipsis", ["all python scripts"], "Convert `#!/usr/bin/python` to `#!/usr/bin/env python` at the top of all Capitol-Words python scripts.", author="u1")
    rec(CAPWORDS, [cw1, (U, cwq, "u1")], H_BENEFIT, False, SAME, [], None, author="u1")

    cm1b = (U, "Use more robust shebang lines. " + H_MERGED + " Use the de facto standard of specifying a path to /usr/bin/env to allow it to search PATH to find the python3 binary.", "u1")
    rec(CAMOMILLA, [cm1b], "Thanks Murray!", True, "ellipsis", [], "Thanks for the pull request making camomilla's shebang lines use /usr/bin/env!", author="u2")
    lend(CAMOMILLA, [(U, "Use more robust shebang lines", "u1")], H_NOTALWAYS, SELF, X16DEMO)

    tm1 = (U, "Use /usr/bin/env instead of /usr/bin/python3", "u1")
    tmq = "The `python3` command path may change based on each user configuration, maybe it would be nicer to use `/usr/bin/env python3` as a shebang?"
    rec(TMUXOMATIC, [tm1], tmq, True, "ellipsis", [], "Since the `python3` path varies with each user's configuration, should tmuxomatic use `/usr/bin/env python3` as its shebang?", author="u1")
    lend(TMUXOMATIC, [tm1], H_BENEFIT, SAME, CAPWORDS)

    ol1 = (U, "Normalize all Python shebang lines to #!/usr/bin/env python. Normalize all Python shebang lines to `#! /usr/bin/env python3` because we had some Python 2.5 cruft lying around and because on my Mac at least there is no `/usr/bin/python` and `/usr/bin/python3` points to the older system Python 3.8", "u1")
    olq = "I'm using virtualenv on my machine, and `python3` isn't defined by the virtualenv. Using `python3` would break my ability to run python scripts :P Since virtualenv is python-recommended, and they don't seem to support `python3`, `python` seems like a better default."
    rec(OPENLIBRARY, [ol1], olq, True, "ellipsis", ["a better default"], "openlibrary's shebangs should use `python` rather than `python3`: `python3` isn't defined by virtualenv, so `#!/usr/bin/env python3` would break running its scripts in one.", author="u2")
    olq2 = "Nitpick: I've personally never seen a space after the shebang :P So I think this might be best: `#!/usr/bin/env python` ; but could go either way"
    rec(OPENLIBRARY, [ol1, (A, olq, "u2")], olq2, True, "pronoun", ["this"], "For openlibrary's normalized shebang, no space after `#!` might be best, i.e. `#!/usr/bin/env python`, though it could go either way.", author="u2")
    lend(OPENLIBRARY, [ol1], H_MERGED, SAME, CAMOMILLA)

    cs2 = (U, "Change shebang to #!/usr/bin/env python3", "u1")
    csq2 = "Simple change to use `#!/usr/bin/env python3` for the shebang in order to run using any python3 found in `$PATH`."
    rec(SPECTRUM, [cs2], csq2, True, "ellipsis", ["the shebang"], "check_spectrum_scale's shebang should be `#!/usr/bin/env python3` so it runs with any python3 found in `$PATH`.", author="u1")
    rec(SPECTRUM, [cs2, (U, csq2, "u1")], "Thanks for the change, and teach me something new", True, "pronoun", ["the change"], "Thanks for changing check_spectrum_scale's shebang to `#!/usr/bin/env python3`.", author="u2")

    # ---- UUID versions ----
    ka1 = (U, "Use uuid v4 instead", "u1")
    rec(KALLAX, [ka1], "Since ULIDs can not be used, and no UUID is lexically sortable, we might as well use v4.", True, "ellipsis", [], "Since go-kallax can't use ULIDs and no UUID version is lexically sortable, go-kallax might as well use UUID v4.", author="u1")
    lend(KALLAX, [ka1], U_RANDOM, SAME, CHTCORE)

    on1 = (U, "ong/id: add uuidv4 and uuidv7", "u1")
    onq = "- " + U_V4 + "\n- v7 for lexicography/sortability that’s good in databases"
    rec(ONG, [on1], onq, True, "ellipsis", [], "ong/id should add UUIDv4, for minimal information sharing (it doesn't reveal the generation time), and UUIDv7, for sortability, which is good in databases.", author="u1")
    lend(ONG, [on1], U_CURSOR, SAME, VLANG)

    jf1 = (U, "Why UUIDs?", "u1")
    jf2 = (A, "I would like to point out two other smaller issues with uuid1: \n1) it is not really sortable. The order needs to be reconstructed at a later time. Which is definitely a downside as it could be useful in DB queries.\n2) For a single user the number of machines used to generate a new uuid are likely limited. So for a single user uuid1 can be seen as a very long id that just contains the timestamp.\n\nAs a general comment, I would avoid changing multiple times the algorithm for the id generation, as this may be confusing or leading to unexpected issues. According to the website linked above, the definition of the uuid7 standard should be in its final stage. So I am wondering if it would not be better to wait for its  release in order to minimize the number of changes.", "u2")
    jfq = "I agree with the naming issue, and a change to `uid` is probably needed.\nI think we can enable support for multiple id types, keep it at `uuid4` as default for now, and swap it over to `ulid` or `uuid7` at a later time."
    rec(JOBFLOW, [jf1, jf2], jfq, True, "ellipsis", ["the naming issue", "it"], "jobflow's `uuid` field should probably be renamed `uid`; jobflow can support multiple id types, keep uuid4 as the default for now and switch to ulid or uuid7 later.", author="u3")
    lend(JOBFLOW, [jf1], U_RECOMMENDED, SAME, ELMUUID)

    hy1 = (U, "Convert all uuidv4 to uuidv7 and make use of it's time sorting", "u1")
    hyq = "@naterfute I could implement this at some point, could you give more context about what changes?"
    rec(HYDRO, [hy1], hyq, True, "pronoun", ["this"], "What changes would converting hydrodactyl's UUIDv4s to UUIDv7 involve? I could implement it.", author="u2")
    hy3 = (U, "Uuidv7s allows us to have some time sorting, because of how they are made. And it also allows a few more cool things that I can't think of off the top of my head. But above all, it's just more performant for some operations.", "u1")
    rec(HYDRO, [hy1, (A, hyq, "u2"), hy3], "aha cool! But where do we use uuid's currently?", True, "ellipsis", ["currently"], "Where does hydrodactyl currently use UUIDs?", author="u2")
    # A general fact about the format, asked of nobody: a trap in its own thread.
    rec(HYDRO, [hy1, (A, hyq, "u2"), hy3], U_48, False, SAME, [], None, author="u3")

    hp1 = (U, "Switch to UUID v7", "u1")
    rec(HYPERF, [hp1], "This will switch the default generated UUID's from v4 to v7 for `Hyperf\\Utils\\Str` v10. Since these are now sortable by default, orderedUuid has become an alias of uuid.", True, "pronoun", ["This", "these"], "The pull request switches Hyperf\\Utils\\Str v10's default generated UUIDs from v4 to v7; since v7 UUIDs are sortable by default, orderedUuid becomes an alias of uuid.", author="u1")
    lend(HYPERF, [hp1], U_48, SAME, HYDRO)

    vl1 = (U, "Support uuid v7", "u1")
    rec(VLANG, [vl1], U_CURSOR, False, SAME, [], None, author="u1")
    vlq = "Implementing UUID v7 support on V level would have a huge impact for addressing this need and enabling the adoption of the new standard. Since it is storage-compatible with UUID v4, it could already be adopted in existing databases with very little changes."
    rec(VLANG, [vl1, (U, U_CURSOR, "u1")], vlq, True, "pronoun", ["this need"], "Supporting UUID v7 in V's standard library would meet the need for lexicographically and chronologically sortable ids; being storage-compatible with UUID v4, it could be adopted in existing databases with very little change.", author="u1")

    ch1 = (U, "Switch to UUID v7 everywhere", "u1")
    rec(CHTCORE, [ch1], U_RANDOM, False, SAME, [], None, author="u1")
    ch2 = (U, U_RANDOM + " This enables uuids to be sortable based on the time when they were generated.\n\nCouchDb is already switching to using UUID v7 by default: https://github.com/apache/couchdb/pull/5699", "u1")
    rec(CHTCORE, [ch1, ch2], "I am unsure about the PouchDb integration. I would not want to override things heavily. If PouchDb does not natively support this, I don't think we should do this now.", True, "pronoun", ["the PouchDb integration", "this"], "I am unsure about switching cht-core's PouchDb ids to UUID v7: if PouchDb does not natively support UUID v7, cht-core shouldn't do it now.", author="u2")

    em1 = (U, "Add UUID v7 support (RFC 9562). Hi, thanks for this package! I have a project where I’d like to use V7 UUIDs, so I’ve made the following upgrade. This was LLM assisted (just so you know!). Let me know what you think!\n\n- Add `generatorV7` for time-sortable UUIDs with a 48-bit Unix timestamp and random data", "u1")
    emq = "Thanks @mpizenberg, much appreciated. I'll get it published now."
    rec(ELMUUID, [em1], emq, True, "pronoun", ["it"], "The UUID v7 support for elm-uuid is much appreciated and will be published now.", author="u2")
    rec(ELMUUID, [em1, (A, emq, "u2")], "Ah that was fast! Thanks!\n\nMaybe wait a little bit before publication. I’m currently using it in an app I’m building, and might make a tiny change to prevent easy usage mistakes.", True, "pronoun", ["that", "it"], "Maybe wait a little before publishing elm-uuid's UUID v7 support: I'm using it in an app and might make a tiny change to prevent easy usage mistakes.", author="u1")
    lend(ELMUUID, [em1], U_CURSOR, SAME, VLANG)
