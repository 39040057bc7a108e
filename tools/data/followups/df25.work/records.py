"""df25 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1): engineering threads in areas no earlier df part collected ====
# ---- CODEOWNERS files ----
SYSDIG = GH + "draios/sysdig/pull/2047"
SIGNY = GH + "cnabio/signy/issues/63"
REPOLINTER = GH + "todogroup/repolinter/pull/117"
DIALTONE = GH + "dialpad/dialtone-legacy/pull/476"
# ---- stale bots closing inactive issues ----
NEARCORE = GH + "near/nearcore/pull/7166"
NEBARI = GH + "nebari-dev/nebari/pull/923"
MODIN = GH + "modin-project/modin/issues/1507"
CAREFE = GH + "ohcnetwork/care_fe/issues/3770"
CLOUDGOV = GH + "cloud-gov/product/pull/1160"
# ---- Conventional Commits: enforcing a commit-message format (commitlint) ----
COOKIENINJA = GH + "cookieninja-generator/cookieninja/issues/53"
EXECSPECS = GH + "ethereum/execution-specs/issues/1461"
PUPPETEER = GH + "puppeteer/puppeteer/pull/6483"
EMDAER = GH + "emdaer/emdaer/pull/27"
ENOLA = GH + "enola-dev/enola/issues/102"
ANDCODE = GH + "yuga-hashimoto/and-code/issues/73"
UPFRONT = GH + "upfrontjs/framework/issues/2"
NEMOTRON = GH + "mikesvoboda/nemotron-v3-home-security-intelligence/issues/1707"
RUCIO = GH + "rucio/rucio/pull/7972"
EDGEX = GH + "edgexfoundry/edgex-global-pipelines/issues/61"
# ---- squash merging pull requests ----
FUNREACT = GH + "NehemiahK/fun-react-lib/issues/41"
SAPAI = GH + "manny405/sapai/issues/62"
DJREG = GH + "macropin/django-registration/issues/200"
CORRIDOR = GH + "nikopueringer/CorridorKey/issues/80"
JASPR = GH + "schultek/jaspr/issues/470"
EXPLAINA = GH + "neulab/ExplainaBoard/issues/392"
SHOPAPI = GH + "Sylius/ShopApiPlugin/issues/565"
BIOCONDA = GH + "bioconda/bioconda-recipes/issues/4595"
# ---- Jest snapshot tests ----
SAAYAM = GH + "saayam-for-all/webapp/pull/381"
ORGANICE = GH + "200ok-ch/organice/issues/10"
ESLINTRFC = GH + "eslint/rfcs/pull/36"
LINODE = GH + "linode/manager/pull/2957"
HARNESS = GH + "harness/harness-core-ui/pull/18889"
# ---- bash strict mode: set -euo pipefail ----
SPOON = GH + "INRIA/spoon/pull/5727"
MDRIP = GH + "monopole/mdrip/pull/6"
GITNATIVE = GH + "remenoscodes/git-native-issue/issues/101"
# ---- ignoring formatting commits in git blame (.git-blame-ignore-revs) ----
YAFC = GH + "Yafc-CE/yafc-ce/issues/237"
JEMALLOC = GH + "jemalloc/jemalloc/pull/2849"
MARLIN = GH + "iLCSoft/Marlin/pull/72"
ARTS = GH + "atmtools/arts/pull/460"
OXCAML = GH + "oxcaml/oxcaml/pull/3277"
TRIPLEA = GH + "triplea-game/triplea/pull/14309"

# ---- circuit breakers for failing downstream calls ----
FRANK = GH + "frankframework/frankframework/issues/9762"
SUSHI = GH + "rawsashimi1604/sushi-gateway/issues/57"
AGENTX = GH + "open-experiments/agent-exchange/issues/8"
NETCOMPOSE = GH + "harryngict/NetworkCompose/pull/53"
SYNARCHY = GH + "Synarchy-Labs/synarchy-core/issues/82"
JDP = GH + "iluwatar/java-design-patterns/issues/413"
DRILLFLOW = GH + "hashmapinc/Drillflow/issues/144"
# ---- optimistic locking with a version column ----
TYPEORM = GH + "typeorm/typeorm/issues/1755"
YESSQL = GH + "sebastienros/yessql/issues/23"
CLAILS = GH + "tamurashingo/clails/pull/45"
VIX = GH + "vixcpp/vix/issues/504"
FASTCRUD = GH + "MoonStorm/FastCrud/issues/99"
DYNAMOID = GH + "joshsymonds/Dynamoid/pull/118"
COSMIC = GH + "cosmicpython/code/pull/115"
PETAPOCO = GH + "CollaboratingPlatypus/PetaPoco/issues/58"
# ---- native lazy loading of images (loading="lazy") ----
LUCID = GH + "chrisdone/lucid/pull/121"
AMMONITE = GH + "com-lihaoyi/Ammonite/pull/1170"
NEXTGEN = GH + "yireo/Yireo_NextGenImages/pull/29"
# ---- stale bots (further threads) ----
PROBOTSTALE = GH + "probot/stale/issues/343"
NUGETDOCS = GH + "NuGet/docs.microsoft.com-nuget/issues/2449"
RAMBOX = GH + "ramboxapp/community-edition/issues/2251"
ESLCOMMENTS = GH + "eslint-community/eslint-plugin-eslint-comments/issues/164"

# ---- further threads (CODEOWNERS, snapshot tests, bash strict mode) ----
KEBOOLA = GH + "keboola/keboola-as-code/pull/2066"
HOKAGE = GH + "Creatrix-Net/yondaime-hokage/pull/215"
SAFEMOD = GH + "safe-fndn/safe-modules/pull/101"
GNO = GH + "gnolang/gno/pull/801"
SCILLA = GH + "Zilliqa/scilla/pull/463"
FS2OPEN = GH + "scp-fs2open/fs2open.github.com/pull/2742"
GUARDIAN = GH + "guardian/dotcom-rendering/pull/282"
SKUZZLE = GH + "skuzzle/snapshot-tests/issues/86"
TOOLPROOF = GH + "Pagefind/toolproof/pull/52"
SNAPPER = GH + "theramis/Snapper/issues/26"
EGUI = GH + "emilk/egui/issues/7449"
ELECTRUM = GH + "spesmilo/electrum/pull/10236"
SOLANA = GH + "solana-labs/solana/pull/2013"
SHELLCHECK1484 = GH + "koalaman/shellcheck/issues/1484"
SHELLCHECK1022 = GH + "koalaman/shellcheck/issues/1022"
SANDSTORM = GH + "sandstorm-io/sandstorm/pull/981"
AUTOHEAL = GH + "willfarrell/docker-autoheal/pull/25"
BOOTSYNC = GH + "gregory-lee-bartholomew/bootsync/issues/3"

# ---- merge strategies: squash, rebase or merge commits (squash-merging area, further) ----
TRIPLEA2877 = GH + "triplea-game/triplea/issues/2877"
PLAYWRITE = GH + "TypeTogether/Playwrite/pull/49"
FRAY = GH + "PsiLupan/FRAY/issues/15"
RDF4J = GH + "eclipse-rdf4j/rdf4j/pull/2583"
MINBFT = GH + "hyperledger-labs/minbft/issues/12"
DMUX = GH + "standardagents/dmux/issues/95"
# ---- Conventional Commits (further) ----
ENDB = GH + "ayntee/endb/pull/67"
MEMEINV = GH + "thecsw/memeinvestor_bot/issues/321"

# ---- further threads (lazy loading of hero images, squashing commits, pipefail) ----
NCIDS = GH + "NCIOCPL/cgov-digital-platform/issues/3934"
HANGING = GH + "niccokunzmann/hanging_threads/pull/73"
BASICENGINE = GH + "uli/basicengine-firmware/pull/44"
VGSTATION = GH + "vgstation-coders/vgstation13/pull/19663"
MINICONDA = GH + "conda-incubator/setup-miniconda/pull/11"
BLUEBUILD = GH + "blue-build/modules/pull/99"
WAVENET = GH + "kan-bayashi/PytorchWaveNetVocoder/issues/56"

# Every thread above is used as a history; QUESTION_ONLY lists threads that only lend a sentence.
# The lead extends it with part 2's lenders: QUESTION_ONLY = (*P2_QUESTION_ONLY,).
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df25 threads, each placed after at most two other df25 histories of the same area ----
# squash merging
S_CLEANER = "squashing PRs helps keep the git history cleaner."
S_CPYTHON = "`python/cpython` only allows squash merge."
# snapshot tests
T_BRITTLE = "Snapshot tests are inherently brittle, and when they fail, what inevitably happens is that people rubber-stamp the snapshot updates without understanding what the real problem is."
# git blame
B_IGNORE = "`git blame` can be configured to ignore certain commits, such as formatting commits."
# circuit breakers
CB_DESIGN = "A circuit breaker is a design pattern used in software development to improve the stability and resilience of a system."
CB_RATE = "Rate limiting = “Don’t send too many requests.”\nCircuit breaker = “Stop calling something that’s broken.”"
CB_WRAP = "You wrap a protected function call in a circuit breaker object, which monitors for failures."
# optimistic locking
O_EACH = "Each entity that supports concurrency check should have version column that is auto-incremented on update operation."
O_DYN = "If you define a column on your table called \"lock_version\", Dynamoid will automatically increment the column by 1 on every save."
O_FAILS = "As far as I understand, optimistic concurrency should try to make an update by checking the previous version, and if the version number is different than what the original version number is, it fails."
# stale bots
ST_DETRIMENTAL = "The stale bots are community detrimental and should not be used until fixed."
# CODEOWNERS
C_AUTO = "Code owners are automatically requested for review when someone opens a pull request that modifies code that they own."
C_EFFECTIVE = "While effective code review is essential to every successful project, it’s not always clear who should review files—even with GitHub’s reviewer suggestions."
# snapshot tests (further)
T_IMMORTAL = "Snapshots immortalize a Component’s current markup as the true markup, regardless of whether or not the component is correct."
# bash strict mode
E_IGNORED = "The -e setting shall be ignored when executing the compound list following the while, until, if, or elif reserved word, a pipeline beginning with the ! reserved word, or any command of an AND-OR list other than the last."
E_AND = "&& is permitted in set -e mode."
E_LAST = "The bash shell normally only looks at the exit code of the last command of a pipeline."
# snapshot tests, bash, CODEOWNERS, git blame (further in-thread sentences)
T_SNAPPER = "As you probably already know in Snapper V2, having the `[assembly: UpdateSnapshots]` attribute during supported CI builds would be ignored."
E_COND = "To be specific: exit codes used in conditional statements do not trigger quitting when `set -e` is active; only simple commands, pipelines, lists, or compound commands will trigger immediate exit on failure."
C_DIR = "The codeowners file makes it so that when a pr  is created and the edited file/s are in the directory specified in codeowners and the pr will automatically request a review from you ; )"
B_USE = "Use `git blame --ignore-revs-file .git-blame-ignore-revs` to exclude formatting diffs"
# squashing and pipefail (further)
S_DOESREBASE = "Squash does rebase. This is nice if you want to merge changes from third-party repo, but not for merging branches in your own repo. This breaks the history."
E_MUSTO = "`set -e pipefail` will not work as intended since `pipefail` must be set with `-o pipefail`."
# squash merging (further)
S_REBASE = "Personally I think rebasing is a lot cleaner than merging or squashing (creates less distracting commits)."
S_LOSE = "Squashing will lose history, so don't do that."
# Conventional Commits
CC_SPEC = "The Conventional Commits specification is a lightweight convention on top of commit messages."
# squash merging (further)
S_MULTI = "I'd recommend still using merge commits for certain circumstances, like when a pull request has multiple authors."
S_MOST = "On most of my repositories, I only enable \"Squash and merge\" to prevent accidental use of the other options. Then if the others are ever needed, I temporarily enable them."
# circuit breakers (further)
CB_TRIPS = "Once the failures reach a certain threshold, the circuit breaker trips, and all further calls to the circuit breaker return with an error, without the protected call being made at all."
# optimistic locking (further)
O_ZERO = "A zero-row update must be reported as a concurrency conflict when the row still exists."
# stale bots
ST_NOANSWER = "Just because the repository maintainer has not answered does not make the issue stale."
ST_NORESP = "Issues were an author has opened and no one has responded yet should not be getting closed by stale bots."
ST_DISLIKE = "i don't like stale bots as they often close issues that are still valid just because they haven't been commented on in a few weeks."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- CODEOWNERS files ----
    sy1 = (U, "new(OWNERS): add code owners", "u1")
    syq = "I think the name of the file should be `CODEOWNERS` https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners, since we want to enforce it for GitHub, what do you think?"
    rec(SYSDIG, [sy1], syq, True, "ellipsis", ["the file", "it"], "I think the name of sysdig's code owners file should be `CODEOWNERS` (GitHub's about-code-owners docs), since we want GitHub to enforce the code owners; what do you think?", author="u2")
    rec(SYSDIG, [sy1, (A, syq, "u2")], "LGTM", True, "ellipsis", [], "The sysdig pull request adding a code owners file looks good to me.", author="u3")

    sg1 = (U, "Add CODEOWNERS file", "u1")
    rec(SIGNY, [sg1], "We need to add an official [CODEOWNERS file](https://help.github.com/en/github/creating-cloning-and-archiving-repositories/about-code-owners).", True, "ellipsis", [], "signy needs an official CODEOWNERS file (https://help.github.com/en/github/creating-cloning-and-archiving-repositories/about-code-owners).", author="u1")

    rl1 = (U, "Create CODEOWNERS", "u1")
    rec(REPOLINTER, [rl1], "We should have a CODEOWNERS file", True, "ellipsis", [], "repolinter should have a CODEOWNERS file.", author="u1")

    dt1 = (U, "Create CODEOWNERS", "u1")
    dtq = "## Description\nCreating a `CODEOWNERS` file based on [GitHub's documentation](https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners#codeowners-syntax)."
    rec(DIALTONE, [dt1], dtq, True, "ellipsis", [], "This pull request creates a `CODEOWNERS` file for dialtone based on GitHub's CODEOWNERS syntax documentation.", author="u1")
    rec(DIALTONE, [dt1, (U, dtq, "u1")], "Duplicate.", True, "ellipsis", [], "The dialtone pull request creating a CODEOWNERS file is a duplicate.", author="u1")

    # ---- stale bots closing inactive issues ----
    nc1 = (U, "chore: Disable the stale bot", "u1")
    ncq = "Currently, this bot only marks issues as stable but does not actually close them.  We are not sure if we are prepared to have this bot to close issues yet."
    rec(NEARCORE, [nc1], ncq, True, "pronoun", ["this bot"], "Currently, nearcore's stale bot only marks issues as stale but does not actually close them; we are not sure we are prepared to have the stale bot close issues yet.", author="u1")
    rec(NEARCORE, [nc1, (U, ncq, "u1")], "In general, we are not sure if and how to use this bot.  So this PR disables the bot entirely.", True, "pronoun", ["this bot", "this PR", "the bot"], "We are not sure if and how to use nearcore's stale bot, so this pull request disables the stale bot entirely.", author="u1")

    nb1 = (U, "Disabl/Remove the stale bot", "u1")
    nbq = "Disabling/removing the stale bot for now as it affecting our triage process by closing relevant issues."
    rec(NEBARI, [nb1], nbq, True, "ellipsis", ["the stale bot"], "This pull request disables/removes nebari's stale bot for now, as it affects nebari's triage process by closing relevant issues.", author="u1")
    rec(NEBARI, [nb1, (U, nbq, "u1")], "Thanks for handling this @viniciusdc! LGTM", True, "pronoun", ["this"], "Thanks for disabling nebari's stale bot, @viniciusdc! Looks good to me.", author="u2")

    mo1 = (U, "Enable stalebot to close old issues", "u1")
    rec(MODIN, [mo1], "We have multiple stale issues, we should close them using [stalebot](https://github.com/probot/stale).", True, "ellipsis", ["them"], "modin has multiple stale issues; we should close them using stalebot (https://github.com/probot/stale).", author="u1")

    cf1 = (U, "Stale bot malfunction", "u1")
    cfq = "**Describe the bug**\nThe stale bot is auto-closing issues, which shouldn't be the case."
    rec(CAREFE, [cf1], cfq, True, "ellipsis", ["The stale bot"], "care_fe's stale bot is auto-closing issues, which shouldn't be the case.", author="u1")
    rec(CAREFE, [cf1, (U, cfq, "u1")], "Resolved in #3785", True, "ellipsis", [], "The care_fe stale bot auto-closing issues is resolved in #3785.", author="u1")

    cg1 = (U, "Create stale.yml", "u1")
    cgq = "This file enables stale bot to automatically flag stale issues and automatically close old issues. This is for #1157"
    rec(CLOUDGOV, [cg1], cgq, True, "pronoun", ["This file", "This"], "cloud.gov product's stale.yml file enables stale bot to automatically flag stale issues and close old issues; the pull request is for #1157.", author="u1")
    rec(CLOUDGOV, [cg1, (U, cgq, "u1")], "That looks great!", True, "pronoun", ["That"], "The stale.yml that enables stale bot in cloud.gov product looks great!", author="u2")

    # ---- Conventional Commits: enforcing a commit-message format (commitlint) ----
    ck1 = (U, "Enforce commit messages to use the Conventional Commit format", "u1")
    rec(COOKIENINJA, [ck1], "Commit messages should be enforced to use the Conventional Commit format, this should be done using the `commitlint` tool, in both `pre-commit` and CI", True, "ellipsis", [], "cookieninja's commit messages should be enforced to use the Conventional Commit format with the `commitlint` tool, in both `pre-commit` and CI.", author="u1")

    es1 = (U, "Add conventional commits linter", "u1")
    es2 = (U, "Following on from #1406, we should add a tool to our CI that enforces conventional commit messages. Some options that passed the sniff test from the conventional commits tooling list:\n\n- https://github.com/conventional-changelog/commitlint\n- https://github.com/siderolabs/conform\n- https://github.com/python-semantic-release/python-semantic-release\n- https://gitlab.com/DeveloperC/conventional_commits_linter", "u1")
    rec(EXECSPECS, [es1, es2], "I will work on this issue, thanks.", True, "pronoun", ["this issue"], "I will work on adding a conventional commits linter to execution-specs' CI, thanks.", author="u2")
    rec(EXECSPECS, [es1, es2, (A, "I will work on this issue, thanks.", "u2")], "@SamWilsn Can I work on this issue?", True, "pronoun", ["this issue"], "@SamWilsn Can I work on adding a conventional commits linter to execution-specs' CI?", author="u3")

    pp1 = (U, "chore: enforce Conventional Commits through commitlint", "u1")
    ppq = "This patch sets up commitlint to enforce [the Conventional Commits format](https://www.conventionalcommits.org/en/v1.0.0/#summary). This check runs with the other lint checks as part of `npm run lint`, and a Git commit hook is set up via Husky for automated local checks."
    rec(PUPPETEER, [pp1], ppq, True, "pronoun", ["This patch", "This check"], "A Puppeteer patch sets up commitlint to enforce the Conventional Commits format; the check runs with the other lint checks in `npm run lint`, and a Husky Git commit hook runs it locally.", author="u1")

    em1 = (U, "chore: Add commitlint to enforce CONTRIBUTING guidelines.", "u1")
    em2 = (U, "This PR introduces enforcing the [Conventional Commits Specification](https://conventionalcommits.org/) on commit. Specifically the angular convention that inspired the spec.", "u1")
    rec(EMDAER, [em1, em2], "This is better", True, "pronoun", ["This"], "Enforcing the Conventional Commits specification with commitlint in emdaer is better.", author="u2")
    rec(EMDAER, [em1, em2, (A, "This is better", "u2")], "Can you please update CONTRIBUTING to reflect these specific conventions?", True, "pronoun", ["these specific conventions"], "Can you please update emdaer's CONTRIBUTING to reflect the Conventional Commits (angular) conventions that commitlint now enforces?", author="u2")

    en1 = (U, "Enforce Conventional Commit Messages", "u1")
    en2 = (U, "Add https://github.com/jorisroovers/gitlint to [`.pre-commit-config.yaml`](https://github.com/enola-dev/enola/blob/main/.pre-commit-config.yaml), to enforce https://www.conventionalcommits.org like git commit messages.", "u1")
    rec(ENOLA, [en1, en2], "Additionally https://github.com/Ezard/semantic-prs may be used as a GitHub action to validate PRs in case contributors did not configure git hooks.", True, "ellipsis", ["Additionally"], "Besides gitlint in enola's pre-commit config, https://github.com/Ezard/semantic-prs may be used as a GitHub action to validate pull requests against Conventional Commits in case contributors did not configure git hooks.", author="u2")

    ac1 = (U, "Enforce Conventional Commits with commitlint", "u1")
    rec(ANDCODE, [ac1], "Implemented in v0.4.0", True, "ellipsis", [], "Enforcing Conventional Commits with commitlint in and-code is implemented in v0.4.0.", author="u1")

    uf1 = (U, "Enforce commit message formats", "u1")
    rec(UPFRONT, [uf1], "Once #1 has been done, the commitlint package can be added to enforce commit messages\nhttps://commitlint.js.org/#/", True, "ellipsis", ["commit messages"], "Once #1 is done, the commitlint package (https://commitlint.js.org) can be added to upfrontjs to enforce its commit message format.", author="u1")

    nm1 = (U, "Add commitlint for conventional commit enforcement", "u1")
    nmq = "## Problem\n\nThe project uses conventional commit format (documented in `docs/development/contributing.md`) and release-drafter auto-labels PRs based on commit prefixes, but there's no automated enforcement of commit message format."
    rec(NEMOTRON, [nm1], nmq, True, "ellipsis", ["The project"], "The nemotron home-security-intelligence project uses the conventional commit format (documented in `docs/development/contributing.md`) and release-drafter auto-labels PRs by commit prefix, but nothing enforces the commit message format.", author="u1")
    rec(NEMOTRON, [nm1, (U, nmq, "u1")], "Developers can commit with non-conventional messages like \"fixed stuff\" which:\n\n* Breaks release note generation\n* Makes changelog unclear\n* Inconsistent history", True, "ellipsis", [], "Without commitlint, developers of the nemotron home-security-intelligence project can commit non-conventional messages like \"fixed stuff\", which breaks release note generation, makes the changelog unclear and leaves an inconsistent history.", author="u1")

    ru1 = (U, "CI: Enforce Conventional Commits using `commitlint`", "u1")
    ruq = "I am using [commitlint](https://commitlint.js.org/) as a linter for our commit messages to enforce conventional commits. It is widely used in the community and [is properly maintained](https://github.com/conventional-changelog/commitlint)."
    rec(RUCIO, [ru1, (U, "Fixes #7945", "u1")], ruq, True, "ellipsis", ["our commit messages"], "This pull request uses commitlint (https://commitlint.js.org/) as a linter for rucio's commit messages to enforce conventional commits; commitlint is widely used and properly maintained.", author="u1")
    rec(RUCIO, [ru1, (U, "Fixes #7945\n\n" + ruq, "u1")], "We are using this format: `<type>(<scope>): <description>` \n\neg. `feat(Core): Add new rule evaluation engine`", True, "ellipsis", ["this format"], "rucio's commitlint rules use the commit message format `<type>(<scope>): <description>`, e.g. `feat(Core): Add new rule evaluation engine`.", author="u1")

    ed1 = (U, "SPIKE - Identify a tool / plugin to enforce use of \"conventional commit\" messages", "u1")
    ed2 = (U, "As discussed in Geneva F2F discussion, developers are looking for something that will enforce use of well written commit messages.", "u1")
    rec(EDGEX, [ed1, ed2], "SPIKE completed with recommendation to use [PROBOT commitlint(https://probot.github.io/apps/commitlint/)", True, "ellipsis", [], "The EdgeX spike on a tool to enforce conventional commit messages completed with a recommendation to use PROBOT commitlint (https://probot.github.io/apps/commitlint/).", author="u1")

    # ---- squash merging pull requests ----
    fr1 = (U, "Squash and merge the pull requests to keep the commit history clean", "u1")
    fr2 = (U, "Hi @NehemiahK, I just want to bring this point, let's try to keep the practice of merging the PRs with **Squash and Merge** option. This will help us to keep the commit history in `master` to be clean.", "u1")
    rec(FUNREACT, [fr1, fr2], "Oh okay, I didn't know about this", True, "pronoun", ["this"], "Oh okay, I didn't know about GitHub's Squash and Merge option for pull requests.", author="u2")
    rec(FUNREACT, [fr1, fr2, (A, "Oh okay, I didn't know about this", "u2")], "Not an issue let's use it. It will make the commit history very clean.", True, "pronoun", ["it", "It"], "Not an issue: let's use Squash and Merge for fun-react-lib's pull requests; it will make the commit history very clean.", author="u1")
    lend(FUNREACT, [fr1], S_CPYTHON, SAME, BIOCONDA)

    sp1 = (U, "Squash and Merge PRs", "u1")
    spq = "I know this is usually a matter of personal preference, but as more people are submitting to this repo, " + S_CLEANER
    rec(SAPAI, [sp1], spq, True, "pronoun", ["this", "this repo"], "Squash merging is usually a matter of personal preference, but as more people submit to sapai, squashing PRs helps keep the git history cleaner.", author="u1")
    rec(SAPAI, [sp1, (U, spq, "u1")], "It's easy to set this as the default in settings => options => uncheck \"Allow merge commits\" and \"Allow rebase merging\". Then \"Allow squash merging\" should be the only box checked.", True, "pronoun", ["this"], "It's easy to make squash merging the default for sapai: in settings => options, uncheck \"Allow merge commits\" and \"Allow rebase merging\", so \"Allow squash merging\" is the only box checked.", author="u1")

    dr1 = (U, "Allow squash merging on master", "u1")
    dr2 = (U, "I think this feature is useful for landing large features to keep the git history clean", "u1")
    drq = "@joshblum what's your thought on rebasing prior to merging? It puts the task on the submitter, for better or worse."
    rec(DJREG, [dr1, dr2], drq, True, "pronoun", ["It"], "@joshblum instead of squash merging django-registration pull requests, what about rebasing prior to merging? Rebasing puts the task on the submitter, for better or worse.", author="u2")
    rec(DJREG, [dr1, dr2, (A, drq, "u2")], "We do squash merging on Django itself.", False, SAME, [], None, author="u3")
    rec(DJREG, [dr1, dr2, (A, drq, "u2"), (A, "We do squash merging on Django itself.", "u3")], "It's already enabled.", True, "ellipsis", ["It"], "Squash merging is already enabled for django-registration.", author="u4")

    ck = (U, "[FR]: Consider using squash pull request merges exclusively", "u1")
    rec(CORRIDOR, [ck], "Please consider using the \"Squash and merge\" (or similar) option exclusively when merging pull requests. This would ensure a cleaner and more readable git history.", True, "ellipsis", [], "Please consider using the \"Squash and merge\" option exclusively when merging CorridorKey's pull requests; it would ensure a cleaner and more readable git history.", author="u1")
    lend(CORRIDOR, [ck], S_CLEANER, SAME, SAPAI)

    ja1 = (U, "Consider enabling and switching to \"Squash and merge\" as default", "u1")
    rec(JASPR, [ja1], S_MOST, False, SELF, [], None, author="u1")
    lend(JASPR, [ja1], S_CPYTHON, SAME, BIOCONDA)

    ex1 = (U, "Enable squash merging by default", "u1")
    ex2 = (U, "Currently, when merging pull request, \"Allow merge commits\" is used. That makes commit history unnecessary long when pull request contains multiple commits, sometimes uninteresting commits.", "u1")
    exq = "@neubig would you consider changing the way to merge pull requests as documented above?"
    rec(EXPLAINA, [ex1, ex2], exq, True, "ellipsis", ["as documented above"], "@neubig would you consider switching ExplainaBoard's pull request merges to \"Allow squash merging\" only, in the repository settings?", author="u1")
    rec(EXPLAINA, [ex1, ex2, (U, exq, "u1")], "Yes, and done!", True, "ellipsis", [], "Yes, ExplainaBoard's pull requests are now squash merged by default.", author="u2")

    sh1 = (U, "Use squash for merging pull requests", "u1")
    sh2 = (U, "The git history of master looks a little bit messy, I want to suggest to use squash when merging pull requests to get a clean straight forward history for the master branch.", "u1")
    shq = "Nevertheless, we want to keep the history of people's commits, so squashing them into master is no go (at least for now). The same approach is used atm in main Sylius repo."
    rec(SHOPAPI, [sh1, sh2], shq, True, "ellipsis", ["Nevertheless", "The same approach"], "We want to keep the history of people's commits in ShopApiPlugin, so squash merging into master is a no-go for now, as in the main Sylius repository.", author="u2")
    lend(SHOPAPI, [sh1], S_CLEANER, SAME, SAPAI)

    bc1 = (U, "Squash merge pull requests", "u1")
    bc2 = (U, "Just a note to maintainers, I think the repository would benefit from primarily adopting [squash merges](https://github.com/blog/2141-squash-your-commits) rather than GitHub's default \"Create a merge commit\" option.", "u1")
    rec(BIOCONDA, [bc1, bc2], "I think this is a good idea. Yet it is hard to enforce I think. But we can make it a best practice rule.", True, "pronoun", ["this", "it"], "Primarily squash merging bioconda-recipes pull requests is a good idea, though hard to enforce; it can be made a best-practice rule.", author="u2")
    bc3 = (A, "We could disable everything but squash. I would be fine with that.", "u3")
    rec(BIOCONDA, [bc1, bc2, (A, "I think this is a good idea. Yet it is hard to enforce I think. But we can make it a best practice rule.", "u2")], bc3[1], True, "ellipsis", ["that"], "bioconda-recipes could disable every pull request merge option except squash; I would be fine with that.", author="u3")
    bc2b = (A, "I think this is a good idea. Yet it is hard to enforce I think. But we can make it a best practice rule.", "u2")
    rec(BIOCONDA, [bc1, bc2, bc2b, bc3], S_CPYTHON, False, SAME, [], None, author="u1")

    # ---- Jest snapshot tests ----
    sa1 = (U, "Add snapshot tests", "u1")
    rec(SAAYAM, [sa1], "Some of the unit tests are fragile and need to be adjusted frequently for minor UI changes. Jest offers a solution for this type of scenario: [Snapshot Testing](https://jestjs.io/docs/snapshot-testing).", True, "ellipsis", ["the unit tests"], "Some of saayam's webapp unit tests are fragile and need adjusting for minor UI changes; Jest's Snapshot Testing (https://jestjs.io/docs/snapshot-testing) is a solution for that.", author="u1")
    lend(SAAYAM, [sa1], T_BRITTLE, SELF, ESLINTRFC)

    oc1 = (U, "Refactor React component snapshot tests, because they are too brittle", "u1")
    ocq = "There's many dynamic attributes in the rendered component tree. Hence the tests will fail on every run with always the same attributes not matching."
    rec(ORGANICE, [oc1], ocq, True, "ellipsis", ["the rendered component tree", "the tests"], "organice's React component snapshot tests fail on every run because the rendered component tree has many dynamic attributes that never match.", author="u1")
    rec(ORGANICE, [oc1, (U, ocq, "u1")], "This is fixed by the great contribution of @MTrost (https://github.com/200ok-ch/organice/pull/45) :pray:", True, "pronoun", ["This"], "organice's brittle React component snapshot tests are fixed by @MTrost's contribution (https://github.com/200ok-ch/organice/pull/45).", author="u1")
    lend(ORGANICE, [oc1], T_BRITTLE, SELF, ESLINTRFC)

    el1 = (U, "New: Allow snapshot test", "u1")
    rec(ESLINTRFC, [el1], T_BRITTLE + " I'd recommend not including any form of snapshot testing in eslint.", False, SELF, [], None, author="u2")
    el2 = (A, T_BRITTLE, "u2")
    elq = "I think it should be alright, because the snapshot will be checked in as well.\nAs a reviewer, the difference in snapshot which is not appropriate is very clear."
    rec(ESLINTRFC, [el1, el2], elq, True, "pronoun", ["it"], "I think snapshot tests in ESLint's rule tests would be alright, because the snapshot is checked in as well, and as a reviewer an inappropriate snapshot difference is very clear.", author="u1")
    rec(ESLINTRFC, [el1, el2, (U, elq, "u1")], "In my experience they are very unclear, and developers (even senior ones) end up just approving snapshot changes without thorough review.", True, "pronoun", ["they"], "In my experience snapshot differences are very unclear, and developers (even senior ones) end up approving snapshot changes without thorough review.", author="u2")

    ln1 = (U, "Remove snapshot testing.", "u1")
    lnq = "## Purpose\nWhile the intent behind the snapshot system is excellent, in practice they've proven more of a burden than a boon."
    rec(LINODE, [ln1], lnq, True, "ellipsis", ["they"], "While the intent behind Jest's snapshot system is excellent, in Linode manager's practice snapshot tests have proven more of a burden than a boon.", author="u1")
    rec(LINODE, [ln1, (U, lnq, "u1")], "CONTRIBUTING.md still has notes about snapshotting.", True, "ellipsis", [], "Linode manager's CONTRIBUTING.md still has notes about snapshotting after snapshot testing is removed.", author="u2")

    ha1 = (U, "techdebt: [PL-39227]: do not allow internal snapshots of more than 25 lines and do not allow external snapshots at all", "u1")
    haq = "- From now on, if snapshot testing is required in rare cases then inline snapshot of less than 25 lines will be allowed. No external snapshot allowed at all."
    rec(HARNESS, [ha1], haq, True, "ellipsis", [], "From now on in harness-core-ui, snapshot testing in rare cases may use inline snapshots of less than 25 lines; no external snapshot is allowed at all.", author="u1")

    # ---- bash strict mode: set -euo pipefail ----
    so1 = (U, "review: chore: Set euo pipefail in all scripts", "u1")
    rec(SPOON, [so1], "This will set\n- `set -o pipefail`: Set exit code of pipe to exit code of failing program within\n- `set -e`: Fail if any command failed\n- `set -u`: Fail if any variable is not defined", True, "pronoun", ["This"], "Setting `set -euo pipefail` in all of Spoon's scripts sets `-o pipefail` (a pipe's exit code is that of the failing program within), `-e` (fail if any command failed) and `-u` (fail if any variable is not defined).", author="u1")


    md1 = (U, "add more shell settings", "u1")
    mdq = "Most of our shell scripts use \"set -euo pipefail\" \nSee also: https://sipb.mit.edu/doc/safe-shell/"
    rec(MDRIP, [md1], mdq, True, "ellipsis", ["our shell scripts"], "mdrip should add more shell settings, as most of our shell scripts use \"set -euo pipefail\" (see https://sipb.mit.edu/doc/safe-shell/).", author="u1")
    rec(MDRIP, [md1, (U, mdq, "u1")], "Yay, good to know.  pipefail.", True, "ellipsis", [], "Yay, good to know about `set -o pipefail` for mdrip's shell settings.", author="u2")

    gn1 = (U, "[P0] Add set -o pipefail to all scripts", "u1")
    gnq = "Add 'set -o pipefail' immediately after 'set -e' in all 20 scripts in bin/"
    rec(GITNATIVE, [gn1], gnq, True, "ellipsis", ["all 20 scripts in bin/"], "Add 'set -o pipefail' immediately after 'set -e' in all 20 git-native-issue scripts in bin/.", author="u1")
    rec(GITNATIVE, [gn1, (U, gnq, "u1")], "**Validation**: Verify each script has pipefail, test suite still passes\n\n**Effort**: < 1 hour\n**Impact**: Prevents silent pipe failure data loss", True, "ellipsis", ["each script"], "To validate adding 'set -o pipefail' to git-native-issue's scripts, verify each script in bin/ has pipefail and the test suite still passes; effort under an hour, and it prevents silent pipe-failure data loss.", author="u1")

    # ---- ignoring formatting commits in git blame (.git-blame-ignore-revs) ----
    yf1 = (U, "Ignore formatting commits in git-blame", "u1")
    yfq = "The formatting commits hide the last actual change of the logic in git-blame, which is bad. Let's add the big formatting commits to `.git-blame-ignore-revs`."
    rec(YAFC, [yf1], yfq, True, "ellipsis", ["The formatting commits", "the big formatting commits"], "Yafc-CE's formatting commits hide the last actual change of the logic in git-blame; let's add Yafc-CE's big formatting commits to `.git-blame-ignore-revs`.", author="u1")
    lend(YAFC, [yf1], B_IGNORE, SAME, OXCAML)

    jm1 = (U, "Ignore formatting commit in blame.", "u1")
    jmq = "With the new file `.git-blame-ignore-revs` and the formatting commit hash included. Git blame properly ignores the reformatting commit."
    rec(JEMALLOC, [jm1], jmq, True, "ellipsis", ["the formatting commit hash", "the reformatting commit"], "With the new `.git-blame-ignore-revs` file listing jemalloc's formatting commit hash, git blame properly ignores jemalloc's reformatting commit.", author="u1")
    rec(JEMALLOC, [jm1, (U, jmq, "u1")], "@guangli-dai let's clean up the commit msg", True, "ellipsis", ["the commit msg"], "@guangli-dai let's clean up the commit message of the jemalloc pull request adding `.git-blame-ignore-revs`.", author="u2")

    ml1 = (U, "Add git blame ignore-revs-file", "u1")
    mlq = "- Introduces `.git-blame-ignore-revs` file with commit hashes of formatting commits\n- " + B_USE
    rec(MARLIN, [ml1], mlq, True, "ellipsis", ["formatting commits"], "This pull request introduces a `.git-blame-ignore-revs` file with the hashes of Marlin's formatting commits; use `git blame --ignore-revs-file .git-blame-ignore-revs` to exclude formatting diffs.", author="u1")
    rec(MARLIN, [ml1, (U, mlq, "u1")], "Inspired by the discussion in iLCSoft/Marlin#71", True, "ellipsis", [], "Marlin's `.git-blame-ignore-revs` file is inspired by the discussion in iLCSoft/Marlin#71.", author="u1")
    lend(MARLIN, [ml1], B_IGNORE, SAME, OXCAML)

    ar1 = (U, "Update ignores", "u1")
    arq = "Add a `.blameignorerevs` file that lists commits that only dealt with formatting."
    rec(ARTS, [ar1], arq, True, "ellipsis", [], "Add a `.blameignorerevs` file to ARTS that lists the commits that only dealt with formatting.", author="u1")
    arq2 = "This can be used to ignore those commits in annotations/blame view to get more relevant output."
    rec(ARTS, [ar1, (U, arq, "u1")], arq2, True, "pronoun", ["This", "those commits"], "ARTS's `.blameignorerevs` file can be used to ignore its formatting-only commits in annotations/blame view to get more relevant output.", author="u1")

    ox1 = (U, "Add a .git-blame-ignore-rev file", "u1")
    rec(OXCAML, [ox1], B_IGNORE, False, SAME, [], None, author="u1")
    oxq = "Hopefully we should rarely need to add new commits to this file (except on .ocamlformat changes) thanks to better formatting discipline, but 331c1673 (Reformat middle_end/flambda2/) is making `git blame` effectively useless for archeological tasks."
    rec(OXCAML, [ox1, (U, B_IGNORE + " This patch adds a `.git-blame-ignore-revs` file (using a common name) with a few reformatting commits.", "u1")], oxq, True, "pronoun", ["this file"], "oxcaml should rarely need to add new commits to its `.git-blame-ignore-revs` file (except on .ocamlformat changes), but commit 331c1673 (Reformat middle_end/flambda2/) makes `git blame` effectively useless for archeological tasks.", author="u1")

    tp1 = (U, "Git-Blame: add an ignore for formatting commits (requires dev git config)", "u1")
    tpq = "1. Add a file '.git-blame-ignore-revs' (supported in somewhat recent versions of git) that can ignore mass-formatting change commits. Helps 'git blame' be more useful to skip uninteresting changes.\n2. Add dev config instruction, developers need to run a git config command for this file to be picked up."
    rec(TRIPLEA, [tp1], tpq, True, "ellipsis", [], "This TripleA pull request adds a '.git-blame-ignore-revs' file that ignores mass-formatting commits in git blame, and a dev config instruction: developers must run a git config command for the file to be picked up.", author="u1")
    rec(TRIPLEA, [tp1, (U, tpq, "u1")], "fyi @tresat  / @frigoref", True, "ellipsis", [], "fyi @tresat / @frigoref: TripleA now has a '.git-blame-ignore-revs' file for formatting commits, which needs a dev git config.", author="u1")

    # ---- circuit breakers for failing downstream calls ----
    fk1 = (U, "Circuit breaker pattern implementation", "u1")
    fkq = "I want the implementation of a circuit breaker pattern to be simple."
    rec(FRANK, [fk1], fkq, True, "ellipsis", ["the implementation"], "I want Frank!Framework's implementation of a circuit breaker pattern to be simple.", author="u1")
    rec(FRANK, [fk1, (U, fkq, "u1")], CB_RATE, False, SAME, [], None, author="u1")
    lend(FRANK, [fk1], CB_WRAP, SAME, JDP)

    su1 = (U, "Circuit Breaker pattern", "u1")
    suq = "Implement circuit breaker pattern when upstreams fail."
    rec(SUSHI, [su1], suq, True, "ellipsis", ["upstreams"], "Implement the circuit breaker pattern in sushi-gateway for when its upstreams fail.", author="u1")
    rec(SUSHI, [su1, (U, suq, "u1")], "System admin should be able to close back the circuit once it is fixed.", True, "pronoun", ["the circuit", "it"], "A sushi-gateway system admin should be able to close the circuit breaker's circuit again once the failing upstream is fixed.", author="u1")
    lend(SUSHI, [su1], CB_DESIGN, SAME, NETCOMPOSE)

    ax1 = (U, "Missing Circuit Breaker Patterns", "u1")
    axq = "**Severity:** Low\n**Affected Services:** All with service-to-service calls\n\n**Problem:**\nNo resilience patterns specified for cascading failures."
    rec(AGENTX, [ax1], axq, True, "ellipsis", [], "agent-exchange specifies no circuit breakers or other resilience patterns against cascading failures in its service-to-service calls (severity low).", author="u1")
    rec(AGENTX, [ax1, (U, axq, "u1")], "Implemented in feat/aca branch.\n\nCircuit breaker pattern added via sony/gobreaker in shared HTTP client (`src/internal/httpclient/client.go`):\n- 5 consecutive failures trip the breaker\n- 10s open duration before half-open", True, "ellipsis", ["the breaker"], "agent-exchange's circuit breaker is implemented in the feat/aca branch via sony/gobreaker in the shared HTTP client: 5 consecutive failures trip it, and it stays open 10s before half-open.", author="u2")

    nw1 = (U, "Add CircuitBreaker", "u1")
    rec(NETCOMPOSE, [nw1], CB_DESIGN, False, SAME, [], None, author="u1")
    rec(NETCOMPOSE, [nw1, (U, CB_DESIGN, "u1")], "It is particularly relevant in distributed systems and microservices architectures.", True, "pronoun", ["It"], "The circuit breaker design pattern is particularly relevant in distributed systems and microservices architectures.", author="u1")
    lend(NETCOMPOSE, [nw1], CB_WRAP, SAME, JDP)

    sn1 = (U, "Implement circuit breaker pattern", "u1")
    rec(SYNARCHY, [sn1], "Add a circuit breaker to prevent cascading failures when downstream dependencies are unhealthy.", True, "ellipsis", ["downstream dependencies"], "Add a circuit breaker to synarchy-core to prevent cascading failures when its downstream dependencies are unhealthy.", author="u1")
    lend(SYNARCHY, [sn1], CB_DESIGN, SAME, NETCOMPOSE)

    jd1 = (U, "Circuit Breaker pattern", "u1")
    jd2 = (U, "http://martinfowler.com/bliki/CircuitBreaker.html\n\nThe basic idea behind the circuit breaker is very simple.", "u1")
    rec(JDP, [jd1, jd2], CB_WRAP, False, SAME, [], None, author="u1")
    jd3 = (U, "The basic idea behind the circuit breaker is very simple. " + CB_WRAP + " " + CB_TRIPS, "u1")
    jdq = "From the implementation, CircuitBreaker-State Pattern is a great pattern\ncompound to use for our implementation. The state pattern is to map\ndifferent state of the CircuitBreaker.  I love this pattern."
    rec(JDP, [jd1, jd3], jdq, True, "ellipsis", ["the implementation", "our implementation"], "From the jrugged implementation, combining the Circuit Breaker with the State pattern is a great choice for java-design-patterns' Circuit Breaker implementation: the State pattern maps the Circuit Breaker's states.", author="u2")
    rec(JDP, [jd1, jd3, (A, jdq, "u2")], "@geniusgeek Yes we used this pattern for years in production but didnt know its name.", True, "pronoun", ["this pattern", "its name"], "@geniusgeek Yes, we used the Circuit Breaker pattern for years in production but didn't know its name.", author="u1")

    df1 = (U, "Implement circuit breaker pattern on all delegator calls", "u1")
    rec(DRILLFLOW, [df1], "Any time a Valve calls and external element, we need to protect that call with a circuit breaker.", True, "ellipsis", ["a Valve"], "Any time a Drillflow Valve calls an external element, Drillflow needs to protect that call with a circuit breaker.", author="u1")
    lend(DRILLFLOW, [df1], CB_RATE, SAME, FRANK)

    # ---- optimistic locking with a version column ----
    to1 = (U, "Version-Based Optimistic Concurrency Control", "u1")
    to2 = (U, "I just saw you have implemented a @VersionColumn, not sure in what version of typeOrm, but it is new for me.\n  I had manually implemented such feature in my framework, but I always check the database version with the entity to update version to ensure changes are not override, a known strategy for concurrency control (I used to use with JPA).\n  My question is if you have plans to implement such concurrency strategy based on version field, or I'm  missing something and maybe it has been implemented already?", "u1")
    toq = "it does already work if you use `@VersionColumn` or `@UpdateDateColumn`. Query builder has setLock](http://typeorm.io/#/select-query-builder/set-locking) method to work with version."
    rec(TYPEORM, [to1, to2], toq, True, "pronoun", ["it"], "TypeORM's version-based optimistic concurrency control already works if you use `@VersionColumn` or `@UpdateDateColumn`; the query builder's setLock method works with the version.", author="u2")
    rec(TYPEORM, [to1, to2, (A, toq, "u2")], "Thank you!", True, "ellipsis", [], "Thank you for explaining TypeORM's version-based optimistic concurrency control with `@VersionColumn` and setLock!", author="u1")
    lend(TYPEORM, [to1], O_EACH, SAME, FASTCRUD)

    ys1 = (U, "Support optimistic concurrency", "u1")
    rec(YESSQL, [ys1], "Add a `version` column to document tables so that we can optionally check the version when writing documents.", True, "ellipsis", ["document tables"], "Add a `version` column to YesSql's document tables so that YesSql can optionally check the version when writing documents (optimistic concurrency).", author="u1")
    lend(YESSQL, [ys1], O_FAILS, SELF, COSMIC)

    cl1 = (U, "add optimistic lock", "u1")
    rec(CLAILS, [cl1], "close: #41 \n\n- create column for version (type :integer)\n- define model with version column\n- use update", True, "ellipsis", [], "clails' optimistic lock (closes #41): create an integer version column, define the model with the version column, and use update.", author="u1")
    lend(CLAILS, [cl1], O_EACH, SAME, FASTCRUD)

    vx1 = (U, "feat(orm): add explicit optimistic locking support", "u1")
    vxq = "## Summary\n\nAdd optional optimistic concurrency control for repository updates."
    rec(VIX, [vx1], vxq, True, "ellipsis", ["repository updates"], "Add optional optimistic concurrency control for Vix ORM repository updates.", author="u1")
    rec(VIX, [vx1, (U, vxq + "\n\nApplications should be able to detect when another transaction changed a row after it was read.", "u1")], "## Current behavior\n\n`updateById()` updates a row using only its primary key.\n\nConcurrent updates can silently overwrite each other.", True, "ellipsis", ["Current behavior"], "Currently Vix ORM's `updateById()` updates a row using only its primary key, so concurrent updates can silently overwrite each other.", author="u1")

    rec(VIX, [vx1, (U, vxq, "u1")], O_ZERO, False, SAME, [], None, author="u1")

    fc1 = (U, "Optimistic concurrency (db agnostic proposal)", "u1")
    fc2 = (U, "Proposal of universal way of handling optimistic concurrency in db agnostic way", "u1")
    rec(FASTCRUD, [fc1, fc2], O_EACH, False, SAME, [], None, author="u1")
    rec(FASTCRUD, [fc1, (U, fc2[1] + "\n" + O_EACH + " Then update query should add concurrency check logic.", "u1")], "I kinda like this idea.", True, "pronoun", ["this idea"], "I kinda like the idea of a db-agnostic optimistic concurrency check in FastCrud with an auto-incremented version column.", author="u2")

    dy1 = (U, "Add optimistic locking support automatically for tables with a lock_version", "u1")
    dyq = "This adds optimistic_locking in the same vein as ActiveRecord (http://api.rubyonrails.org/classes/ActiveRecord/Locking/Optimistic.html)."
    rec(DYNAMOID, [dy1], dyq, True, "pronoun", ["This"], "This pull request adds optimistic locking to Dynamoid in the same vein as ActiveRecord (http://api.rubyonrails.org/classes/ActiveRecord/Locking/Optimistic.html).", author="u1")
    dyc = O_DYN
    rec(DYNAMOID, [dy1, (U, dyq, "u1")], dyc, False, SELF, [], None, author="u1")
    rec(DYNAMOID, [dy1, (U, dyq + " " + dyc, "u1")], "This will cause concurrent updates to a single row to raise an exception rather than silently clobber each other.", True, "pronoun", ["This"], "Dynamoid's optimistic locking with a lock_version column causes concurrent updates to a single row to raise an exception rather than silently clobber each other.", author="u1")

    cp1 = (U, "optimistic concurrency different approach", "u1")
    cp2 = (U, "I think this may be a semantics problem, but in the book, the approach that is described as optimistic concurrency is a bit different than real optimistic concurrency.", "u1")
    rec(COSMIC, [cp1, cp2], O_FAILS, False, SELF, [], None, author="u1")
    rec(COSMIC, [cp1, cp2, (U, O_FAILS, "u1")], "I think SQL Alchemy automatically provides this field for this purpose version_id_col=products.c.version_number.", True, "pronoun", ["this field", "this purpose"], "SQLAlchemy automatically provides a version number field for optimistic concurrency: version_id_col=products.c.version_number.", author="u1")
    lend(COSMIC, [cp1], O_DYN, SELF, DYNAMOID)

    pt1 = (U, "Concurrent control using version column", "u1")
    rec(PETAPOCO, [pt1], "Dear author, have you ever consider adding version column for concurrent control?\nThis will be quite nice. Thanks.", True, "ellipsis", [], "Have the PetaPoco authors considered adding a version column for concurrency control? That would be quite nice.", author="u1")
    lend(PETAPOCO, [pt1], O_FAILS, SELF, COSMIC)

    # ---- native lazy loading of images (loading="lazy") ----
    lu1 = (U, "Add `loading` attribute", "u1")
    luq = "For lazy loading https://developer.mozilla.org/en-US/docs/Web/Performance/Lazy_loading#images_and_iframes\nMDN says it's experimental but it has 75% browser support https://caniuse.com/loading-lazy-attr"
    rec(LUCID, [lu1], luq, True, "ellipsis", ["it"], "Lucid should add the HTML `loading` attribute for lazy loading images and iframes; MDN says it's experimental but it has 75% browser support (https://caniuse.com/loading-lazy-attr).", author="u1")

    am1 = (U, "Lazy load images in docs", "u1")
    amq = "Improves #751  \nThis uses `loading=\"lazy\"` native attribute as described here: https://web.dev/browser-level-image-lazy-loading/"
    rec(AMMONITE, [am1], amq, True, "pronoun", ["This"], "Lazy loading the images in Ammonite's docs uses the native `loading=\"lazy\"` attribute, as described at https://web.dev/browser-level-image-lazy-loading/ (improves #751).", author="u1")
    rec(AMMONITE, [am1, (U, amq, "u1")], "Thanks!", True, "ellipsis", [], "Thanks for lazy loading the images in Ammonite's docs!", author="u2")

    ng1 = (U, "Respect native lazy loading attribute", "u1")
    ngq = "Respect the native lazy loading attribute of an image tag and use the setting as a fallback"
    rec(NEXTGEN, [ng1], ngq, True, "ellipsis", ["the setting"], "Yireo_NextGenImages should respect the native lazy loading attribute of an image tag and use its lazy loading setting only as a fallback.", author="u1")
    rec(NEXTGEN, [ng1, (U, ngq, "u1")], "Many thanks. A simple fix yet really important. Nice to see that this was possible with a one-liner. The fix is now included in version 0.3.2. Thanks again!", True, "ellipsis", ["A simple fix", "this", "The fix"], "Many thanks: respecting the native lazy loading attribute is a simple yet important fix, possible with a one-liner, and included in Yireo_NextGenImages 0.3.2.", author="u2")

    # ---- stale bots (further threads) ----
    ps1 = (U, "Stale-bot closing issues which should remain open", "u1")
    rec(PROBOTSTALE, [ps1], "Can I prevent this somehow?", True, "pronoun", ["this"], "Can I prevent the stale bot from closing issues which should remain open?", author="u1")
    ps2 = (U, "Can I prevent this somehow?\n\n" + ST_NOANSWER, "u1")
    rec(PROBOTSTALE, [ps1, ps2], "Agreed. See, for example, https://github.com/goharbor/harbor/issues/14274. The GitHub actions equivlant (https://github.com/actions/stale) also does this.", True, "pronoun", ["this"], "Agreed that stale bots close issues only because the maintainer has not answered; see https://github.com/goharbor/harbor/issues/14274. The GitHub Actions equivalent (https://github.com/actions/stale) also does this.", author="u2")
    rec(PROBOTSTALE, [ps1, (U, "Can I prevent this somehow?", "u1")], ST_NOANSWER, False, SAME, [], None, author="u1")

    nu1 = (U, "Stale bot is closing issues inappropriately", "u1")
    rec(NUGETDOCS, [nu1], ST_NORESP, False, SAME, [], None, author="u1")
    rec(NUGETDOCS, [nu1, (U, ST_NORESP, "u1")], "They should definitely not getting close without a warning.", True, "pronoun", ["They"], "Issues whose author got no response yet should definitely not be closed by stale bots without a warning.", author="u1")
    rec(NUGETDOCS, [nu1, (U, ST_NORESP + " They should definitely not getting close without a warning.", "u1")], ST_DETRIMENTAL, False, SAME, [], None, author="u1")

    rb1 = (U, "Please get rid of stalebot", "u1")
    rbq = "It's incredibly frustrating to constantly have to bump tickets and reopen duplicates because stalebot is buggy/overly aggressive."
    rec(RAMBOX, [rb1], rbq, True, "ellipsis", ["stalebot"], "It's incredibly frustrating to constantly bump Rambox tickets and reopen duplicates because Rambox's stalebot is buggy/overly aggressive.", author="u1")
    rec(RAMBOX, [rb1, (U, rbq, "u1")], "Stalebot from now will only work with issues with the label \"more-information-needed\".", True, "ellipsis", ["Stalebot"], "From now on Rambox's stalebot will only act on issues with the label \"more-information-needed\".", author="u2")
    lend(RAMBOX, [rb1], ST_NORESP, SAME, NUGETDOCS)

    ec1 = (U, "bot marks issues as stale without notifying the author beforehand", "u1")
    rec(ESLCOMMENTS, [ec1], ST_DISLIKE, False, SELF, [], None, author="u1")
    ec2 = (U, ST_DISLIKE + " but if you feel it's necessary, i think it should first comment informing the author that the issue will be closed when it's first marked as stale.", "u1")
    ecq = "Agreed, and I think #136 should be reopened as it's still an issue and I still care about it (despite that I'm not the one who reported it)."
    rec(ESLCOMMENTS, [ec1, ec2], ecq, True, "ellipsis", ["Agreed"], "Agreed that eslint-plugin-eslint-comments' stale bot should first comment to warn the author; #136 should be reopened, as it's still an issue I care about.", author="u2")
    rec(ESLCOMMENTS, [ec1, ec2, (A, ecq, "u2")], "For quick reference: Here are all issues that were closed as stale: https://github.com/eslint-community/eslint-plugin-eslint-comments/issues?q=is%3Aissue+sort%3Aupdated-desc+is%3Aclosed+label%3AStale", True, "ellipsis", [], "For quick reference, here are all eslint-plugin-eslint-comments issues the stale bot closed as stale: https://github.com/eslint-community/eslint-plugin-eslint-comments/issues?q=is%3Aissue+sort%3Aupdated-desc+is%3Aclosed+label%3AStale", author="u3")
    lend(NEARCORE, [nc1], ST_DISLIKE, SELF, ESLCOMMENTS)
    lend(CAREFE, [cf1], ST_NOANSWER, SAME, PROBOTSTALE)
    lend(MODIN, [mo1], ST_NOANSWER, SAME, PROBOTSTALE)
    lend(CLOUDGOV, [cg1], ST_DISLIKE, SELF, ESLCOMMENTS)

    # ---- further threads: CODEOWNERS ----
    kb1 = (U, "chore: Add code owners", "u1")
    kbq = "What do you think about having reviews requested automatically instead of manually?"
    rec(KEBOOLA, [kb1], kbq, True, "ellipsis", ["reviews"], "What do you think about having keboola-as-code's pull request reviews requested automatically by code owners instead of manually?", author="u1")
    kb2 = (U, kbq + "\n\n> " + C_AUTO + " Code owners are not automatically requested to review draft pull requests.", "u1")
    rec(KEBOOLA, [kb1, kb2, (A, "LGTM", "u2")], "if someone opens a PR and the tests will be ❌ . Will I be asked to review the code? 🤔", True, "ellipsis", ["the code"], "With keboola-as-code's code owners, if someone opens a pull request and its tests fail, will I as a code owner be asked to review the code?", author="u3")
    rec(KEBOOLA, [kb1, (U, kbq, "u1")], C_AUTO, False, SELF, [], None, author="u1")

    hk1 = (U, "Create CODEOWNERS", "u1")
    rec(HOKAGE, [hk1], C_DIR, False, SAME, [], None, author="u1")
    lend(HOKAGE, [hk1], C_EFFECTIVE, SAME, FS2OPEN)

    sm1 = (U, "Define CODEOWNERS Files", "u1")
    smq = "Here, we setup the `safe-protocol` team to be the code owner for all files in this repository, so PRs that are created to this repo will automatically request a review from that team."
    rec(SAFEMOD, [sm1, (U, "This PR adds a `CODEOWNERS` file. The motivation for adding this is:\n\n> " + C_AUTO, "u1")], smq, True, "pronoun", ["this repository", "this repo"], "safe-modules' CODEOWNERS makes the `safe-protocol` team the code owner of all files in safe-modules, so pull requests to safe-modules automatically request a review from that team.", author="u1")
    rec(SAFEMOD, [sm1], "This PR adds a `CODEOWNERS` file.", True, "pronoun", ["This PR"], "This pull request adds a `CODEOWNERS` file to safe-modules.", author="u1")

    gn1b = (U, "Update CODEOWNERS", "u1")
    rec(GNO, [gn1b], "- " + C_AUTO + " \n- Code owners are not automatically requested to review draft pull requests.\n- Code owners are automatically notified when a draft pull request is marked as ready for review,", False, SAME, [], None, author="u1")
    lend(GNO, [gn1b], C_EFFECTIVE, SAME, FS2OPEN)

    sc1 = (U, "Add CODEOWNERS file", "u1")
    rec(SCILLA, [sc1], "See https://help.github.com/articles/about-code-owners/\nE.g. this feature seems very useful:\n> " + C_AUTO, True, "pronoun", ["this feature"], "See https://help.github.com/articles/about-code-owners/: a CODEOWNERS file for Scilla seems very useful, as code owners are automatically requested for review when someone opens a pull request that modifies code that they own.", author="u1")

    fs1 = (U, "Add basic code owners file", "u1")
    fsq = "So I had to google what this was for, but now that I have, I see what you're trying to do and approve."
    rec(FS2OPEN, [fs1], fsq, True, "pronoun", ["this"], "I had to google what a code owners file is for, but now I see what the fs2open pull request adding a basic code owners file is trying to do, and I approve.", author="u2")
    rec(FS2OPEN, [fs1, (A, fsq + "\n\n" + C_EFFECTIVE, "u2")], "This makes sense to me.  I'll add a section for myself when it's merged too.", True, "pronoun", ["This", "it"], "A code owners file for fs2open makes sense to me; I'll add a section for myself when the pull request adding it is merged.", author="u3")
    rec(FS2OPEN, [fs1, (A, fsq, "u2")], C_EFFECTIVE, False, SAME, [], None, author="u2")

    lend(SIGNY, [sg1], C_AUTO, SELF, KEBOOLA)
    lend(REPOLINTER, [rl1], C_AUTO, SELF, KEBOOLA)

    # ---- further threads: Jest snapshot tests ----
    gu1 = (U, "Remove snapshot tests", "u1")
    guq = "As stated in the `.md` doc below:\n\nWe're opting to not use snapshots for the following reasons:"
    rec(GUARDIAN, [gu1], guq, True, "ellipsis", ["the following reasons"], "The Guardian's dotcom-rendering is opting not to use Jest snapshot tests, for the reasons in its testing doc.", author="u1")
    rec(GUARDIAN, [gu1, (U, guq, "u1")], T_IMMORTAL, False, SAME, [], None, author="u1")
    rec(GUARDIAN, [gu1, (U, guq + "\n\n- " + T_IMMORTAL, "u1")], "- Too easy to fix tests without fixing underlying bugs simplu by running `jest --u` override command.", True, "ellipsis", ["tests"], "With Jest snapshot tests it is too easy to fix failing tests without fixing the underlying bugs, simply by running the `jest --u` override command.", author="u1")

    sk1 = (U, "Interactive snapshot updates", "u1")
    rec(SKUZZLE, [sk1], "Would be cool to run snapshot tests in interactive mode so that you can decide per failed test whether you want to update the snapshot right away with the current actual result.", True, "ellipsis", ["snapshot tests"], "It would be cool to run skuzzle's snapshot-tests in interactive mode, deciding per failed test whether to update the snapshot right away with the current actual result.", author="u1")
    lend(SKUZZLE, [sk1], T_IMMORTAL, SAME, GUARDIAN)

    tp2 = (U, "Add --update (-u) flag to auto-accept snapshot changes", "u1")
    rec(TOOLPROOF, [tp2], "- Adds a `-u` / `--update` CLI flag (and `TOOLPROOF_UPDATE` env var) that automatically accepts all snapshot changes without interactive prompts, writing updated YAML files to disk inline during the test run.", True, "ellipsis", [], "This pull request adds to toolproof a `-u` / `--update` CLI flag (and `TOOLPROOF_UPDATE` env var) that automatically accepts all snapshot changes without interactive prompts, writing updated YAML files to disk during the test run.", author="u1")
    rec(TOOLPROOF, [tp2, (U, "## Motivation\n\nWhen snapshots change, toolproof currently requires either interactive terminal review (`-i`) or fails the run.", "u1")], "This makes it unusable for AI coding agents and headless CI that want to update snapshots in place.", True, "pronoun", ["This", "it"], "toolproof requiring interactive review (`-i`) or failing the run when snapshots change makes it unusable for AI coding agents and headless CI that want to update snapshots in place.", author="u1")

    sn2 = (U, "Feature Request: when update snapshot is on test should be Inconclusive/Fail", "u1")
    sn3 = (U, "I'm worried that an inexperienced Developer may commit \n[assembly: UpdateSnapshots]\nThen test would always pass.", "u1")
    rec(SNAPPER, [sn2], sn3[1], True, "ellipsis", ["test"], "I'm worried that an inexperienced developer may commit Snapper's `[assembly: UpdateSnapshots]` attribute, and then the snapshot tests would always pass.", author="u1")
    snq = T_SNAPPER
    rec(SNAPPER, [sn2, sn3], snq, False, SAME, [], None, author="u2")
    rec(SNAPPER, [sn2, sn3, (A, snq, "u2")], "ahh cool, I didn't know that CI would ignore it", True, "pronoun", ["it"], "Ahh cool, I didn't know that supported CI builds ignore Snapper V2's `[assembly: UpdateSnapshots]` attribute.", author="u1")

    eg1 = (U, "`UPDATE_SNAPSHOTS=1` updates too many snapshots", "u1")
    egq = "Ir seems `UPDATE_SNAPSHOTS=1` mistakingly updates _all_ snapshots. Instead, it should only update snapshots that are above the threshold"
    rec(EGUI, [eg1], egq, True, "ellipsis", ["the threshold"], "egui_kittest's `UPDATE_SNAPSHOTS=1` seems to mistakenly update all snapshots; it should only update snapshots above the comparison threshold.", author="u1")
    rec(EGUI, [eg1, (U, egq, "u1")], "as per https://github.com/rerun-io/rerun/pull/10778#discussion_r2273465802 I believe it updates everything that fails the broken pixel threshhold but not things that fail the per-pixel threshhold", True, "pronoun", ["it"], "As per https://github.com/rerun-io/rerun/pull/10778#discussion_r2273465802, I believe egui_kittest's `UPDATE_SNAPSHOTS=1` updates every snapshot that fails the broken-pixel threshold but not those that fail the per-pixel threshold.", author="u2")

    lend(LINODE, [ln1], T_IMMORTAL, SAME, GUARDIAN)

    # ---- further threads: bash strict mode and where set -e is ignored ----
    el3 = (U, "contrib: \"set -e\" behaves weird in subshells followed by OR. don't use.", "u1")
    rec(ELECTRUM, [el3], "We should avoid using this `(...) || ...` construct as it behaves completely un-intuitively.", True, "pronoun", ["this `(...) || ...` construct", "it"], "Electrum's contrib scripts should avoid the `(...) || ...` subshell-followed-by-OR construct, as `set -e` behaves completely unintuitively in it.", author="u1")
    lend(ELECTRUM, [el3], E_LAST, SAME, AUTOHEAL)
    lend(ELECTRUM, [el3], E_IGNORED, SAME, SHELLCHECK1484)

    so3 = (U, "localnet-sanity.sh: Ensure subshell failures are reported", "u1")
    so4 = (U, "This bash construct results in `this_should_never_run` getting run for some reason (hey bash gurus, why?!)\n```bash\n#!/usr/bin/env bash\n(\n  set -e\n  invalid_command && \\\n  this_should_never_run\n) || echo subshell fail: $?\n```", "u1")
    rec(SOLANA, [so3, so4], "`localnet-sanity.sh` was using this construct, which could cause sanity failures to go unreported.  The workaround is to add more bash to manually exit the subshell", True, "pronoun", ["this construct", "the subshell"], "Solana's `localnet-sanity.sh` was using a `( set -e ... ) || echo` subshell construct, which could let sanity failures go unreported; the workaround is more bash to exit the subshell manually.", author="u1")
    lend(SOLANA, [so3], E_AND, SAME, SANDSTORM)

    sh3 = (U, "Enhancement: `set -e` is ignored in a subshell with specific surrounding context", "u1")
    rec(SHELLCHECK1484, [sh3], E_IGNORED, False, SAME, [], None, author="u1")
    rec(SHELLCHECK1484, [sh3, (U, "See: https://unix.stackexchange.com/questions/65532/why-does-set-e-not-work-inside-subshells-with-parenthesis-followed-by-an-or\n\n> " + E_IGNORED, "u1")], "It is a really counter-intuitive behavior. Shellcheck may warn user about ignored `set -e`.", True, "pronoun", ["It"], "`set -e` being ignored in a subshell followed by `&&` or `||` is really counter-intuitive; ShellCheck could warn users about the ignored `set -e`.", author="u1")

    sh4 = (U, "Feature: warn about possibly failing pipelines when set -e is set without -o pipefail", "u1")
    rec(SHELLCHECK1022, [sh4], "I think this is a pretty common gotcha", True, "pronoun", ["this"], "I think a pipeline that can silently fail when `set -e` is set without `-o pipefail` is a pretty common gotcha.", author="u1")
    lend(SHELLCHECK1022, [sh4], E_LAST, SAME, AUTOHEAL)

    ss1 = (U, "Support different netcats", "u1")
    ssq = "If nc fails, won't the whole script quit out because of `set -e`? Or does only the function fail? But that will break your code too, won't it?"
    rec(SANDSTORM, [ss1], ssq, True, "ellipsis", ["the whole script", "the function", "your code"], "If nc fails, won't Sandstorm's whole install script quit because of `set -e`, or does only the netcat-detecting function fail? Either way, won't that break the new netcat-support code?", author="u2")
    rec(SANDSTORM, [ss1, (A, ssq, "u2")], E_AND, False, SAME, [], None, author="u3")
    rec(SANDSTORM, [ss1, (A, ssq, "u2"), (A, E_AND, "u3")], E_COND, False, SAME, [], None, author="u4")

    ah1 = (U, "Exit if right most command fails in pipe", "u1")
    rec(AUTOHEAL, [ah1], E_LAST, False, SAME, [], None, author="u1")
    rec(AUTOHEAL, [ah1, (U, E_LAST, "u1")], "This behavior is not ideal as it causes the -e option to only be able to act on the exit code of a pipeline’s last command.", True, "pronoun", ["This behavior"], "Bash looking only at a pipeline's last command's exit code is not ideal, as it makes the -e option act only on the exit code of a pipeline's last command.", author="u1")

    bs1 = (U, "'set -e' in bootbind stops it from reporting failure to find current ESP", "u1")
    bs2 = (U, "If the `grep` commands in lines 31 or 37 fail to find a string which matches the pattern, they'll exit with a non-zero code instead of silently failing; with `set -e` in place this causes bash to stop execution and thus the intended error message is never emitted.", "u1")
    rec(BOOTSYNC, [bs1, bs2], "I completely agree that `set -e` is pretty useless the way the rest of this script is written. Thanks again for your help!", True, "pronoun", ["this script"], "I completely agree that `set -e` is pretty useless the way the rest of bootsync's bootbind script is written; thanks for your help!", author="u2")
    lend(BOOTSYNC, [bs1], E_AND, SAME, SANDSTORM)


    # ---- further lends into earlier histories of the same areas ----
    lend(EXPLAINA, [ex1], S_MULTI, SAME, BIOCONDA)
    lend(DJREG, [dr1], S_MULTI, SAME, BIOCONDA)
    lend(SAPAI, [sp1], S_MOST, SELF, JASPR)
    lend(CORRIDOR, [ck], S_MOST, SELF, JASPR)
    lend(AGENTX, [ax1], CB_TRIPS, SAME, JDP)
    lend(SYNARCHY, [sn1], CB_TRIPS, SAME, JDP)
    lend(YESSQL, [ys1], O_ZERO, SAME, VIX)
    lend(CLAILS, [cl1], O_ZERO, SAME, VIX)
    lend(NEBARI, [nb1], ST_DETRIMENTAL, SAME, NUGETDOCS)
    lend(PROBOTSTALE, [ps1], ST_DETRIMENTAL, SAME, NUGETDOCS)

    # ---- merge strategies: squash, rebase or merge commits ----
    tr1 = (U, "Squash rebase merges please for easier release tracking", "u1")
    tr2 = (U, "@ron-murhammer @RoiEXLab do either of you have strong objections to using squash-rebase merge strategy by default? I'd like to ideally even make it the only merge option so we do not even need to think/worry about it, but that is perhaps a next step.", "u1")
    tr3 = (A, "No objections.", "u2")
    trq = "@DanVanAtta Not really following what you are proposing here. I believe there are 3 main PR merge options:\n1. Merge\n2. Squash & Merge\n3. Rebase\n\nThe default is Merge which I believe we all do today (though technically all 3 are available). Are you proposing 2 or 3?"
    rec(TRIPLEA2877, [tr1, tr2, tr3], trq, True, "ellipsis", ["what you are proposing here"], "@DanVanAtta Is your TripleA squash-rebase proposal for the default pull request merge option '2. Squash & Merge' or '3. Rebase' (the options being 1. Merge, 2. Squash & Merge, 3. Rebase; Merge is today's default)?", author="u3")
    trq2 = "I've been clicking 3 or 2 usually : )\n\nI propose we make the default '2. Squash and Merge' (and preferably make it the only option)"
    # "3 or 2" points at the previous turn's numbered list: a position follow-up.
    rec(TRIPLEA2877, [tr1, tr2, tr3, (A, trq, "u3")], trq2, True, "position", ["3 or 2", "the only option"], "I've usually been clicking Rebase (option 3) or Squash & Merge (option 2) for TripleA pull requests; I propose making Squash and Merge the default (and preferably the only) merge option.", author="u1")
    lend(TRIPLEA2877, [tr1], S_REBASE, SAME, FRAY)

    pw1 = (U, "Use gftools-builder2 to build", "u1")
    pwq = "Hi @simoncozens , sorry but no experience here in such a big project : (\nWhich of the three merge options would you recommend ? (Create merge commit, squash and merge or merge and rebase)"
    rec(PLAYWRITE, [pw1], pwq, True, "ellipsis", ["the three merge options"], "@simoncozens which GitHub merge option would you recommend for the Playwrite pull request switching to gftools-builder2: create a merge commit, squash and merge, or rebase and merge?", author="u2")
    pwa = "I would personally use rebase and merge - that will add them to the list of commits in a single line, just as if we had committed all of these things onto the main branch, instead of \"branching\" off and then coming back. " + S_LOSE + " Merge commit is OK but the history is a bit less clear."
    rec(PLAYWRITE, [pw1, (A, pwq, "u2")], pwa, True, "pronoun", ["them", "all of these things"], "For the Playwrite gftools-builder2 pull request I would use rebase and merge, which adds its commits to the main branch in a single line as if committed there directly; squashing loses history, and a merge commit is OK but leaves the history less clear.", author="u1")
    lend(PLAYWRITE, [pw1], S_REBASE, SAME, FRAY)

    fy1 = (U, "Disable merge & squash in repo settings", "u1")
    fyq = S_REBASE + " Consider disabling merge and squash in the repository settings based on personal opinion 👍"
    rec(FRAY, [fy1], S_REBASE, False, SAME, [], None, author="u1")
    rec(FRAY, [fy1, (U, fyq, "u1")], "I'm fine with that. Just changed it.", True, "pronoun", ["that", "it"], "I'm fine with disabling merge and squash in FRAY's repository settings; I just changed the setting.", author="u2")
    lend(FRAY, [fy1], S_LOSE, SELF, PLAYWRITE)

    rd1 = (U, "GH-2011 back to merge-commits as our preferred strategy", "u1")
    rdq = "I briefly thought about also adding rebase again as a merge option, and while I would personally like it, I think in the end we're better off just keeping it simple, and doing everything using merge-commits."
    rec(RDF4J, [rd1], rdq, True, "ellipsis", ["again"], "I briefly thought about also re-adding rebase as an RDF4J pull request merge option; I would like it, but RDF4J is better off keeping it simple and doing everything with merge commits.", author="u1")
    rec(RDF4J, [rd1, (U, rdq, "u1")], "It's fine with me.", True, "pronoun", ["It"], "Going back to merge commits as RDF4J's only pull request merge strategy is fine with me.", author="u2")
    lend(RDF4J, [rd1], S_LOSE, SELF, PLAYWRITE)

    mb1 = (U, "Make Rule of Merging Pull Request", "u1")
    mb2 = (U, "What do you think about possible actions provided by \"Merge button\"? https://help.github.com/articles/about-merge-methods-on-github/", "u1")
    mbq = "@sergefdrv I like the default Merge pull request option. Other options, squashing and rebasing change the well-arranged commit history (including the hash) in a pull request."
    rec(MINBFT, [mb1, mb2], mbq, True, "ellipsis", ["Other options"], "@sergefdrv For MinBFT I like GitHub's default 'Merge pull request' option; squashing and rebasing change a pull request's well-arranged commit history (including the hashes).", author="u2")
    rec(MINBFT, [mb1, mb2, (A, mbq, "u2")], "@ynamiki Sorry, I used \"Rebase and merge\" to merge #14. I mistakenly thought it will rebase the topic branch on top of the the master and then merge with `--no-ff` option.", True, "pronoun", ["it"], "@ynamiki Sorry, I used \"Rebase and merge\" to merge MinBFT #14; I mistakenly thought GitHub's Rebase and merge rebases the topic branch onto master and then merges with `--no-ff`.", author="u1")

    dm1 = (U, "Merge Worktree - Rebase + Squash Explicit Options", "u1")
    dm2 = (U, "Current Behavior:\nWhen I \"Merge Worktree\", I see it says \"Merge <branch> into <destination_branch>\"", "u1")
    rec(DMUX, [dm1, dm2], "This makes me hesitant to merge given I am unclear if this will create a merge commit or not, when I want to explicitly rebase or squash given my org / personal preferences.", True, "pronoun", ["This", "this"], "dmux's \"Merge Worktree\" saying only \"Merge <branch> into <destination_branch>\" makes me hesitant to merge, as I can't tell whether it creates a merge commit when I want to explicitly rebase or squash.", author="u1")
    rec(DMUX, [dm1, (U, "Potential New Behavior:\n- Selectable options to rebase, squash, or merge\n- configurable default to set a specific option", "u1")], "Will accept a PR for that!", True, "pronoun", ["that"], "Will accept a pull request adding selectable rebase, squash or merge options (with a configurable default) to dmux's Merge Worktree!", author="u2")

    # ---- Conventional Commits (further) ----
    eb1 = (U, "chore: switch to conventional commits", "u1")
    rec(ENDB, [eb1, (U, "## What is Conventional Commits", "u1")], CC_SPEC, False, SAME, [], None, author="u1")
    rec(ENDB, [eb1, (U, "## What is Conventional Commits\n\n" + CC_SPEC, "u1")], "It provides an easy set of rules for creating an explicit commit history; which makes it easier to write automated tools on top of.", True, "pronoun", ["It"], "The Conventional Commits specification provides an easy set of rules for creating an explicit commit history, which makes it easier to write automated tools on top of.", author="u1")

    mi1 = (U, "Adoption of Conventional Commits", "u1")
    miq = "https://www.conventionalcommits.org/en/v1.0.0-beta.3/\n\nI think this would be a nice thing to adopt."
    rec(MEMEINV, [mi1], miq, True, "pronoun", ["this"], "I think adopting Conventional Commits (https://www.conventionalcommits.org/en/v1.0.0-beta.3/) would be a nice thing for memeinvestor_bot.", author="u1")
    rec(MEMEINV, [mi1, (U, miq, "u1")], "Hmm, interesting! Yeah, we have to make our commits more meaningful for outside contributors. Can you list the advantages of adopting this system?", True, "pronoun", ["this system"], "Can you list the advantages of adopting Conventional Commits for memeinvestor_bot? We have to make our commits more meaningful for outside contributors.", author="u2")
    lend(MEMEINV, [mi1], CC_SPEC, SAME, ENDB)

    lend(COOKIENINJA, [ck1], CC_SPEC, SAME, ENDB)

    # ---- more lends into earlier histories of the same areas ----
    lend(SUSHI, [su1], CB_RATE, SAME, FRANK)
    lend(PETAPOCO, [pt1], O_DYN, SELF, DYNAMOID)
    lend(CLOUDGOV, [cg1], ST_NORESP, SAME, NUGETDOCS)
    lend(SPOON, [so1], E_IGNORED, SAME, SHELLCHECK1484)
    lend(TOOLPROOF, [tp2], T_SNAPPER, SAME, SNAPPER)
    lend(EGUI, [eg1], T_SNAPPER, SAME, SNAPPER)
    lend(MDRIP, [md1], E_COND, SAME, SANDSTORM)
    lend(GITNATIVE, [gn1], E_COND, SAME, SANDSTORM)
    lend(SAFEMOD, [sm1], C_DIR, SAME, HOKAGE)
    lend(SCILLA, [sc1], C_DIR, SAME, HOKAGE)
    lend(JEMALLOC, [jm1], B_USE, SAME, MARLIN)
    lend(TRIPLEA, [tp1], B_USE, SAME, MARLIN)

    # ---- further threads: lazy loading of hero images ----
    nc2 = (U, "NCIDS Hero should not be lazy loaded", "u1")
    ncq2 = "### Issue description\n> **ESTIMATE** TBD\n\nThe NCIDS Hero images are currently marked to lazy load."
    rec(NCIDS, [nc2], ncq2, True, "ellipsis", [], "The NCIDS Hero images on cgov-digital-platform are currently marked to lazy load.", author="u1")
    rec(NCIDS, [nc2, (U, ncq2, "u1")], "The hero ends up being the Largest Contentful Paint (LCP) above the fold, and Googe warns to never lazy-load the LCP. On ACSF-test this can have a 8point difference for mobile scores.", True, "ellipsis", ["The hero", "this"], "The NCIDS Hero ends up being cgov-digital-platform's Largest Contentful Paint (LCP) above the fold, and Google warns never to lazy-load the LCP element; on ACSF-test lazy loading it can cost 8 points of mobile score.", author="u1")


    # ---- further threads: squashing commits ----
    hg1 = (U, "V2.0", "u1")
    hg2 = (A, "You cherry-picked again? :)", "u2")
    hgq = "I used the squash commit ability. This is nice, if we want every commit to be a tag in the branch and it does not hurt."
    rec(HANGING, [hg1, hg2], hgq, True, "pronoun", ["This", "it"], "For hanging_threads' V2.0 pull request I used GitHub's squash commit ability, which is nice if every commit on the branch should be a tag, and it does no harm.", author="u1")
    rec(HANGING, [hg1, hg2, (U, hgq, "u1")], S_DOESREBASE, False, SELF, [], None, author="u2")

    be1 = (U, "vreg $36", "u1")
    be2 = (U, "Fixes #42.", "u1")
    beq = "The second and third commits are effectively fixups for the first; please squash them into it."
    # "The second and third commits" and "the first" point at the pull request's commits: a position follow-up.
    rec(BASICENGINE, [be1, be2], beq, True, "position", ["The second and third commits", "the first", "them", "it"], "The second and third commits of the basicengine-firmware \"vreg $36\" pull request are effectively fixups for its first commit; please squash them into the first commit.", author="u2")
    lend(BASICENGINE, [be1], S_DOESREBASE, SELF, HANGING)

    vg1 = (U, "If you squash this I will kill you IRL", "u1")
    vgq = "### DON'T USE MERGE & SQUASH FOR WHAT IS ESSENTIALLY A REBASE"
    rec(VGSTATION, [vg1], vgq, True, "ellipsis", [], "Don't use merge & squash for the vgstation13 pull request, which is essentially a rebase.", author="u1")
    lend(VGSTATION, [vg1], S_DOESREBASE, SELF, HANGING)

    # ---- further threads: pipefail ----
    mc1 = (U, "Fix \"set pipefail\" syntax", "u1")
    rec(MINICONDA, [mc1], E_MUSTO, False, SAME, [], None, author="u1")
    mcq = "Thanks!\n\nSo what was happening?"
    rec(MINICONDA, [mc1, (U, E_MUSTO + " No error occurs at the moment because `set` assigns all the extra arguments to $1, $2, etc.", "u1")], mcq, True, "ellipsis", ["what was happening"], "Thanks! What was happening with setup-miniconda's `set -e pipefail` line?", author="u2")
    rec(MINICONDA, [mc1, (U, E_MUSTO, "u1"), (A, mcq, "u2")], "The intention of `set -eo pipefail` is to let things like `non-existing-command | cat` fail. With `set -e pipefail`, it does not fail.", False, SELF, [], None, author="u1")

    bb1 = (U, "fix: Fix flag ordering in `set` calls in scripts", "u1")
    bb2 = (U, "The README for scripts has an incorrect use of the `set`. Where it says to use:\n\n\tset -oue pipefail\n\nit should be:\n\n\tset -euo pipefail\n\nsince `pipefail` is an option consumed by `set -o`.", "u1")
    rec(BLUEBUILD, [bb1, bb2], "Hmm, it's been like this for a long time, and it was someone other than me (I'm not a native speaker of bash) that brought this in. I'll merge anyways.", True, "pronoun", ["it", "this"], "blue-build modules' `set -oue pipefail` flag ordering has been wrong for a long time and someone else introduced it; I'll merge the fix to `set -euo pipefail` anyway.", author="u2")
    lend(BLUEBUILD, [bb1], E_MUSTO, SAME, MINICONDA)

    wn1 = (U, "typo in ljspeech/sd/run.sh", "u1")
    wnq = "91 # stop when error occurred\n92 set -euo pipfail\n\nshould be 'pipefail' shouldn't it?"
    rec(WAVENET, [wn1], wnq, True, "ellipsis", [], "In PytorchWaveNetVocoder's ljspeech/sd/run.sh, line 92 reads `set -euo pipfail`; shouldn't it be 'pipefail'?", author="u1")
    rec(WAVENET, [wn1, (U, wnq, "u1")], "Thanks! I fixed!", True, "ellipsis", [], "Thanks! I fixed the `pipfail` typo in PytorchWaveNetVocoder's ljspeech/sd/run.sh.", author="u2")
    lend(WAVENET, [wn1], E_MUSTO, SAME, MINICONDA)
