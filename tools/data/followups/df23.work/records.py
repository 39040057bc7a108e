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
