"""df32 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-eighth pass): engineering threads in eleven areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"

# ==== part 2 (helper cdf2, twenty-eighth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- stage lighting: DMX channels and Art-Net universes ----
P2_HDMX16 = P2_GH + "jnimmo/hass-dmx/issues/16"
P2_ARTN15 = P2_GH + "tobiasebsen/ArtNode/issues/15"
P2_XL1948 = P2_GH + "xLightsSequencer/xLights/issues/1948"
P2_LXW3 = P2_GH + "claudeheintz/LXDMXWiFi_Library/issues/3"
P2_AHUE4 = P2_GH + "jeffreykog/artnet-hue-entertainment/issues/4"
P2_OSSIA837 = P2_GH + "ossia/score/pull/837"
# ---- trading card games: Magic: The Gathering deck lists and set codes ----
P2_MOX38 = P2_GH + "moxfield/moxfield-public/issues/38"
P2_DRAFT447 = P2_GH + "Senryoku/Draftmancer/issues/447"
P2_MAT857 = P2_GH + "Manuel-777/MTG-Arena-Tool/issues/857"
P2_MTGAP203 = P2_GH + "Razviar/mtgap/issues/203"
P2_MDC295 = P2_GH + "nicho92/MtgDesktopCompanion/issues/295"
# ---- karaoke: sing-along song files and lyric timings ----
P2_USDX393 = P2_GH + "UltraStar-Deluxe/USDX/issues/393"
P2_USDX147 = P2_GH + "UltraStar-Deluxe/USDX/issues/147"
P2_WWUI362 = P2_GH + "jhj0517/Whisper-WebUI/issues/362"
P2_KGEN792 = P2_GH + "nomadkaraoke/karaoke-gen/issues/792"
P2_USING3 = P2_GH + "rakuri255/UltraSinger/issues/3"
# ---- personal investing: stock splits and dividends in portfolio trackers ----
P2_WF163 = P2_GH + "wealthfolio/wealthfolio/issues/163"
P2_WF72 = P2_GH + "wealthfolio/wealthfolio/issues/72"
P2_WF541 = P2_GH + "wealthfolio/wealthfolio/issues/541"
P2_PP1368 = P2_GH + "portfolio-performance/portfolio/issues/1368"
P2_RHR20 = P2_GH + "bcwik9/robinhood-on-rails/issues/20"
P2_HICK140 = P2_GH + "hickeng/financial/issues/140"
P2_MMN106 = P2_GH + "MoneyTools/MyMoney.Net/issues/106"
# ---- bench instruments: oscilloscopes driven over SCPI/VISA ----
P2_OSC1 = P2_GH + "sgoadhouse/oscope-scpi/issues/1"
P2_OSC2 = P2_GH + "sgoadhouse/oscope-scpi/issues/2"
P2_LAB217 = P2_GH + "labrad/servers/issues/217"
P2_CQ35 = P2_GH + "tektronix/curvequery/pull/35"
P2_IIO484 = P2_GH + "analogdevicesinc/iio-oscilloscope/pull/484"
# ---- manga and comic reading: right-to-left pages and double-page spreads ----
P2_HOU171 = P2_GH + "xgi/houdoku/issues/171"
P2_KCR17 = P2_GH + "KORComic/comicreader.koplugin/issues/17"
P2_CBK78 = P2_GH + "Cortys/comic-backup/issues/78"
P2_KCC78 = P2_GH + "ciromattia/kcc/issues/78"
P2_FMP9 = P2_GH + "akitaonrails/frank_mangaplus/issues/9"
P2_FMP10 = P2_GH + "akitaonrails/frank_mangaplus/pull/10"
# ---- board games: BoardGameGeek collections and logged plays ----
P2_NEME378 = P2_GH + "NemeStats/NemeStats/issues/378"
P2_NEME102 = P2_GH + "NemeStats/NemeStats/issues/102"
P2_BGT17 = P2_GH + "mregni/BoardGameTracker/issues/17"
P2_GC13 = P2_GH + "EmilStenstrom/gamecache/issues/13"
P2_SHELF46 = P2_GH + "gameshelf/gameshelf.github.io/issues/46"
P2_YAM1565 = P2_GH + "FuzzyGrim/Yamtrack/issues/1565"
P2_TWIT239 = P2_GH + "walkeriniraq/twitarr/issues/239"
# ---- public transport timetables: GTFS stop times and realtime feeds ----
P2_OTP2113 = P2_GH + "opentripplanner/OpenTripPlanner/issues/2113"
P2_TX4 = P2_GH + "planarnetwork/transxchange2gtfs/issues/4"
P2_GBT71 = P2_GH + "planarnetwork/gb-transit/pull/71"
P2_WTA6 = P2_GH + "whatcomtrans/publicwtadata/issues/6"
P2_PKP1 = P2_GH + "MKuranowski/PKPIntercityGTFS/issues/1"
P2_QBUS4 = P2_GH + "Zverik/quick_bus/issues/4"
P2_OBA1035 = P2_GH + "OneBusAway/onebusaway-iphone/issues/1035"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# stage lighting
P2_L_BUG = "I found that 'artnet.py' has a bug that prevents it from outputting on channels 1 + 2."
P2_L_8266 = "If the led on the 8266 flashes quickly when DMX is input, DMX2WiFi is likely working correctly."
P2_L_HUE = "The hue lights respond no matter what universe I tell my controller they are on."
# card games
P2_M_STOMP = "Bonecrusher giants adventure ability STOMP is being read as a stand-alone card during import into MTGA causing an import error that states your trying to import an invalid input."
P2_M_HA6 = "HA6 is not a real code on arena"
P2_M_MOX = "It would be really useful if one could specify the set code when importing cards into Moxfield."
# karaoke
P2_K_GAME = "UltraStar Deluxe is a sing-along karaoke game."
P2_K_KGEN = "karaoke-gen transcribes the vocals and then corrects that transcription against online lyrics — so the timing comes from what the model heard."
P2_K_NOSONGS = "When I run the ultrastardx and try to Sing on the main menu. The message \"No Songs loaded\" is shown."
P2_K_LRC = "an .srt file is easily massaged into an .lrc file that can then be used as-is or converted to .cdg."
# investing
P2_F_CHATGPT = "I'm looking into wealthfolio and stock split is the only question holding me back. ChatGPT claims that wealthfolio supports stock splits, however I don't see any other references anywhere."
P2_F_NOVO = "On the date 01-01-2014 Novo Nordisk (NOVO-B.CO) had a stock split where 1 stock became 5 and prices went from around 1000 DKK to 200 DKK."
# instruments
P2_O_NEVER = "I have never seen my older MSOX3034A stop responding to SCPI commands."
P2_O_DSOX = "I'm having issues with my USB-connected DSOX3034T where a poorly-defined trigger event leaves the scope waiting indefinitely for a trigger.\nIt seems that while it is waiting for the trigger, it no longer responds to SCPI commands."
P2_O_INI = "When \"capture_timeout\" is read from a .ini file, the assigned value (e.g. \"capture_timeout=5000\") will overwrite the value that osc computes internally."
P2_O_UNKNOWN = "If it is an unknown query command (i.e. expecting a response) then the device will typically not return anything."
# manga
P2_C_RTL = "Japanese manga are read from right to left."
P2_C_SPLIT = "`get_chapter_pages` requests `manga_viewer_v3` with `split=yes` (`reader/api/src/client.rs:604`). With that flag the server delivers every two-page spread as two separate pages, and marks them through `MangaPage.type` (proto field 4, `reader/api/proto/mangaplus.proto:273`):"
P2_C_ZIP = "a CBZ is just a zip file, so any zipping tool can unpack/re-pack it."
# board games
P2_B_API = "You can call the BGG API to get a list of played games from BGG."
# public transport
P2_T_OTP = "Working with San Bernardino's Omnitrans [GTFS data](http://transitfeeds.com/p/omnitrans/304/latest/download) and [OSM data](https://s3.amazonaws.com/metro-extracts.mapzen.com/los-angeles_california.osm.pbf) for LA I get the following error when when starting OTP server:\n\n```\nException in thread \"main\" java.lang.RuntimeException: Could not interpolate arrival/departure time on stop 17 (missing final stop time) on trip <Trip OMNITRANS_715615>\n```"
P2_T_MIX = "I don't believe it is possible to mix public arrival times and scheduled arrival times."

# Every lender is a group of this part (every lending thread also gives a history).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

# ---- SSH "Host key verification failed": known_hosts and ssh-keyscan in CI and tools ----
WF18 = GH + "webfactory/ssh-agent/issues/18"
WF60 = GH + "webfactory/ssh-agent/issues/60"
SKA159 = GH + "shimataro/ssh-key-action/issues/159"
SSHSCAN = GH + "mozilla/ssh_scan/issues/135"
SHIPW = GH + "shipwright-io/build/issues/936"
VULS = GH + "future-architect/vuls/issues/916"
CAPDOC = GH + "capistrano/documentation/issues/29"
SH_KEYSCAN = "ssh-keyscan is a utility for gathering the public ssh host keys of a number of hosts."
SH_NETSSH = "net-ssh has an SSH verifier class that's used to control how it handles ssh key re-usage."
SH_STRICT = "No ECDSA host key is known for 192.168.1.19 and you have requested strict checking."


def _hostkeys(rec, U, A, lend) -> None:  # noqa: PLR0915
    w1 = (U, "Host key verification failed", "u1")
    w2 = (U, "Hey again, seems like I keep on bumping to your actions 👋🏻\n\nI've tried adding this, and I get a successful message \n```\nStarting ssh-agent\nAdding private key to agent\nIdentity added: (stdin)\n```\nHowever, when trying to do a clone or submodule init, I get this:\n```\nHost key verification failed.\nfatal: Could not read from remote repository.\n```", "u1")
    w3 = (U, "I've tried cloning the repo using the key, and it works on my machine. I've seen a note in keyscan but I'm not really sure if it's the correct command", "u1")
    w4 = (U, "nevermind, I'm using ssh-keyscan incorrectly.\n\nresolved using it like this:\n`ssh-keyscan bitbucket.org >> ~/.ssh/known_hosts`", "u1")
    w5 = "@thisguychris It's generally safer to not rely on `ssh-keyscan`. See a workaround [here][b]."
    rec(WF18, [w1], w2[1], True, "pronoun", ["this"], "After adding webfactory/ssh-agent to my workflow it reports the private key added, but a clone or submodule init then fails with 'Host key verification failed. fatal: Could not read from remote repository.'", author="u1")
    rec(WF18, [w1, w2], w3[1], True, "pronoun", ["the repo", "the key", "it"], "Cloning the repository with the same private key works on my machine; I saw a note about ssh-keyscan but am not sure it is the right command for webfactory/ssh-agent's 'Host key verification failed'.", author="u1")
    rec(WF18, [w1, w2, w3], w4[1], True, "pronoun", ["it"], "I was using ssh-keyscan incorrectly; webfactory/ssh-agent's 'Host key verification failed' was resolved with `ssh-keyscan bitbucket.org >> ~/.ssh/known_hosts`.", author="u1")
    rec(WF18, [w1, w2, w3, w4], w5, True, "ellipsis", [], "Rather than adding bitbucket.org's host key to known_hosts with ssh-keyscan in a webfactory/ssh-agent workflow, it is safer not to rely on ssh-keyscan; see the workaround in webfactory/ssh-agent issue #77.", author="u2")
    lend(WF18, [w1], SH_STRICT, SAME, VULS)

    s1 = (U, "Host key verification failed", "u1")
    s2 = (U, "By scanning through the README file and existing issues, I understand that this is probably not an issue with `ssh-agent`. However, I still couldn't make it work after several attempts.", "u1")
    s3 = (U, "I want to take advantage of this action to copy test data from my local server.", "u1")
    s4 = (U, "The private keys should have been properly set, and public keys are added both to the proxy and actual servers.", "u1")
    rec(WF60, [s1], s2[1], True, "pronoun", ["this", "it"], "Having read webfactory/ssh-agent's README and issues, I understand 'Host key verification failed' is probably not a bug in ssh-agent, but after several attempts I still cannot make my workflow's ssh connection work.", author="u1")
    rec(WF60, [s1, s2], s3[1], True, "pronoun", ["this action"], "I want to use the webfactory/ssh-agent GitHub action to copy test data from my local server.", author="u1")
    rec(WF60, [s1, s2, s3], s4[1], True, "ellipsis", ["the proxy and actual servers"], "The private key for webfactory/ssh-agent should be set properly, and its public key is added both to the ProxyCommand jump host and to the server I scp from.", author="u1")
    lend(WF60, [s1], SH_KEYSCAN, SAME, CAPDOC)
    lend(WF60, [s1, s2], SH_NETSSH, SELF, SSHSCAN)

    k1 = (U, "Host key verification failed", "u1")
    k2 = (U, "Hi guys, I tried to run sh script using your action but couldn't. Can you help me find what I did wrong?", "u1")
    k3 = (A, "Same problem here.", "u2")
    k4 = "Can confirm this was actually an issue with the host key generated with `ssh-keyscan`. I copied a host key from a machine that I knew had a working SSH connection to the server in question and it is now working fine."
    rec(SKA159, [k1], k2[1], True, "ellipsis", ["your action"], "I tried to run a shell script over SSH with shimataro/ssh-key-action but got 'Host key verification failed'; can you help me find what I did wrong?", author="u1")
    rec(SKA159, [k1, k2], k3[1], True, "ellipsis", ["Same problem"], "I also get 'Host key verification failed' running a script over SSH with shimataro/ssh-key-action.", author="u2")
    rec(SKA159, [k1, k2, k3], k4, True, "pronoun", ["this", "it"], "shimataro/ssh-key-action's 'Host key verification failed' was caused by the host key generated with ssh-keyscan; copying the host key from a machine with a working SSH connection to the server fixed it.", author="u2")
    lend(SKA159, [k1, k2], SH_KEYSCAN, SAME, CAPDOC)
    lend(SKA159, [k1, k2, k3], SH_STRICT, SAME, VULS)

    m1 = (U, "Work around SSH verifier bugs that cause net-ssh to freak out", "u1")
    m2 = (U, "Unfortunately for ssh_scan, this means that ssh_scan will litter the known hosts file on the system you scan from and will also throw exceptions when you find another host using the same key.", "u1")
    m3 = (A, "@claudijd setting :paranoid parameter to false would work?", "u2")
    m4 = (U, "@jinankjain that's what I tried on a test scan of about 2,000 SSH endpoints, but I ran into issues with host-key re-usage and host-key's being nil when we inspected for host key fingerprint generation.", "u1")
    m5 = "@claudijd I looked at the verifier code in net-ssh they raise error only when it don't find the host key in it's host key database."
    rec(SSHSCAN, [m1], SH_NETSSH, False, SELF, [], None, author="u1")
    rec(SSHSCAN, [m1, (U, SH_NETSSH, "u1")], m2[1], True, "pronoun", ["this"], "Because net-ssh's SSH verifier controls how ssh key re-usage is handled, ssh_scan litters the known hosts file on the scanning system and throws exceptions when another host uses the same key.", author="u1")
    rec(SSHSCAN, [m1, (U, SH_NETSSH, "u1"), m2], m3[1], True, "ellipsis", ["would work"], "Would setting net-ssh's :paranoid parameter to false stop ssh_scan littering known_hosts and raising on re-used host keys?", author="u2")
    rec(SSHSCAN, [m1, (U, SH_NETSSH, "u1"), m2, m3], m4[1], True, "pronoun", ["that"], "Setting net-ssh's :paranoid to false is what I tried on a test scan of about 2,000 SSH endpoints, but ssh_scan hit host-key re-usage issues and nil host keys when generating host key fingerprints.", author="u1")
    # Second reader's adjudication: a trap: it names its subject in full (net-ssh's verifier code) and its standalone needs nothing from the thread (§2 rule 1; part 1's ruling on a later speaker's self-contained statement).
    rec(SSHSCAN, [m1, (U, SH_NETSSH, "u1"), m2, m3, m4], m5, False, SAME, [], None, author="u2")
    lend(SSHSCAN, [m1], SH_STRICT, SAME, VULS)

    b1 = (U, "ssh host key verification?", "u1")
    b2 = (U, "having trouble with private ssh key repositories. getting \"host key verification failed\". \n\nnot sure how I can get around this?", "u1")
    b3 = "Gonna drop this here, I didn't see it, and maybe it'll be finable in search now."
    b4 = "Tekton docs indicated `ssh-keyscan` - ran that and got the below."
    rec(SHIPW, [b1], b2[1], True, "ellipsis", [], "With Shipwright builds from private repositories over SSH I get 'host key verification failed'; how can I get around it?", author="u1")
    rec(SHIPW, [b1, b2], b3, True, "pronoun", ["this", "it"], "I'm posting the fix for Shipwright's 'host key verification failed' with private SSH repositories here so it can be found in search.", author="u1")
    rec(SHIPW, [b1, b2, (U, b3, "u1")], b4, True, "pronoun", ["that"], "The Tekton docs suggest ssh-keyscan for Shipwright's host key verification; I ran ssh-keyscan and got the known_hosts lines below.", author="u1")
    lend(SHIPW, [b1], SH_NETSSH, SELF, SSHSCAN)
    lend(SHIPW, [b1, b2], SH_KEYSCAN, SAME, CAPDOC)

    v1 = (U, "Failed to detect OS", "u1")
    v3 = "Please SSH to the scan target server manually(on the shell) before scanning to add host fingerprint to ~/.ssh/knownhosts."
    rec(VULS, [v1], SH_STRICT, False, SAME, [], None, author="u1")
    rec(VULS, [v1, (U, SH_STRICT, "u1")], "Host key verification failed.", False, SAME, [], None, author="u1")
    rec(VULS, [v1, (U, SH_STRICT, "u1"), (U, "Host key verification failed.", "u1")], v3, True, "ellipsis", ["the scan target server"], "Before a vuls scan, SSH manually to each target server (on the shell) so its host fingerprint is added to ~/.ssh/known_hosts; that avoids vuls' 'Host key verification failed' and 'Failed to detect OS'.", author="u2")
    lend(VULS, [v1], SH_NETSSH, SELF, SSHSCAN)

    c1 = (U, "Document using ssh-keyscan to preload the deploy host host key.", "u1")
    c2 = (U, "The documentation should cover what a host key is, how to get one, and how to make a simple task to do this automatically, including any risks involved.", "u1")
    rec(CAPDOC, [c1], c2[1], True, "ellipsis", ["The documentation", "this"], "Capistrano's documentation should cover what an SSH host key is, how to get one, and how to write a simple task that preloads the deploy host's key with ssh-keyscan, including the risks.", author="u1")
    rec(CAPDOC, [c1, c2], SH_KEYSCAN, False, SAME, [], None, author="u1")
    rec(CAPDOC, [c1, c2, (U, SH_KEYSCAN, "u1")], "Specifically you can do something liks this:", True, "ellipsis", ["this"], "Concretely, for Capistrano you can preload the deploy host's key by connecting once with ssh git@github.com and accepting the host key it shows.", author="u1")
    lend(CAPDOC, [c1], SH_STRICT, SAME, VULS)


# ---- npm 7+ peer dependencies: ERESOLVE and --legacy-peer-deps ----
NPM3236 = GH + "npm/cli/issues/3236"
NPM1832 = GH + "npm/cli/issues/1832"
NPM1749 = GH + "npm/cli/issues/1749"
NPM5925 = GH + "npm/cli/issues/5925"
MENDIX = GH + "mendix/widgets-resources/pull/1493"
AGT = GH + "microsoft/agent-governance-toolkit/pull/675"
XDM = GH + "wooorm/xdm/pull/80"
PWA = GH + "magento/pwa-studio/issues/3126"
OFE = GH + "omnipotent-front-end/blog/issues/26"
NP_SINCE7 = "Since version 7, `npm` tries to install peer dependencies, which results in `ERESOLVE could not resolve`."
NP_LOCAL = "This is a local development issue only."
NP_UNDEF = "npm shows typescript as 'undefined' during peer dep resolution, causing ERESOLVE failures across packages."


def _eresolve(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "[BUG] ERESOLVE unable to resolve dependency tree", "u1")
    a2 = "Closing: seems to be project-specific issues that can be resolved by using either `--force` or `--legacy-peer-deps` if you want to keep conflicts in your peer deps."
    rec(NPM3236, [a1], a2, True, "ellipsis", [], "npm's 'ERESOLVE unable to resolve dependency tree' errors reported in npm/cli#3236 seem project-specific and can be resolved with --force or --legacy-peer-deps if you want to keep peer dependency conflicts.", author="u2")
    lend(NPM3236, [a1], NP_SINCE7, SAME, MENDIX)
    lend(NPM3236, [a1], NP_UNDEF, SAME, AGT)

    d1 = (U, "[BUG] npm error: Cannot destructure property `name` of 'undefined' or 'null'.", "u1")
    d2 = (A, "FYI @profesordavidvaldez @MikaBertels and anyone else landing on this issue in the future, instead of downgrading to a maintenance-only version, the recommended (and more future-proof) solution if you find yourself facing `ERESOLVE` errors that you can't fix yourself is to use the `legacy-peer-deps` config option.", "u2")
    d3 = (A, "You can add it to your `.npmrc` file and have it be the default for a given project:\n\n```sh\n$ echo \"legacy-peer-deps=true\" >> .npmrc\n```\n\nOR run the installer with the cli option: `npm install --legacy-peer-deps`", "u2")
    d4 = (A, "alternatively, if you know what you are doing, then \n`npm i --force`\ne.g. peer dependency react 17.0.1 was overwritten to 17.0.2", "u3")
    d5 = "I was just having the same error trying to run `ng add @ng-bootstrap/ng-bootstrap` in an Angular 11 project."
    rec(NPM1832, [d1], d2[1], True, "pronoun", ["this issue"], "Instead of downgrading npm to a maintenance-only version, the recommended solution for ERESOLVE errors you cannot fix yourself (such as npm 7's 'Cannot destructure property name of undefined') is the legacy-peer-deps config option.", author="u2")
    rec(NPM1832, [d1, d2], d3[1], True, "pronoun", ["it"], "You can make npm's legacy-peer-deps option a project's default by adding legacy-peer-deps=true to its .npmrc, or run npm install --legacy-peer-deps.", author="u2")
    rec(NPM1832, [d1, d2, d3], d4[1], True, "ellipsis", ["alternatively"], "Instead of legacy-peer-deps, if you know what you are doing you can run npm i --force for npm 7's peer dependency errors; e.g. peer dependency react 17.0.1 was overwritten to 17.0.2.", author="u3")
    rec(NPM1832, [d1, d2, d3, d4], d5, True, "ellipsis", ["the same error"], "I got npm 7's 'Cannot destructure property name of undefined' error running ng add @ng-bootstrap/ng-bootstrap in an Angular 11 project.", author="u4")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, so not trap_self_contained_pronoun (whose pronoun refers inside) (the npm error of the title).
    rec(NPM1832, [d1], NP_LOCAL, True, "pronoun", ["This"], "npm's 'Cannot destructure property name of undefined or null' error is a local development issue only.", qsrc=XDM, author=None)

    e1 = (U, "[BUG] Install of some packages results in Error: `unable to resolve dependency tree`", "u1")
    e2 = (U, "The installation of some packages results in the Error: `unable to resolve dependency tree`. This is produced in the file `...@npmcli\\arborist\\lib\\arborist\\build-ideal-tree.js` when there is no target from `check.resolveParent`.", "u1")
    e3 = (U, "If the Installation is run with the flag `--legacy-peer-deps` it works without Errors.", "u1")
    e4 = (U, "A Falling Package is e.g. `npm i @angular-devkit/build-ng-packagr`", "u1")
    e5 = "The error messages should be more meaningful so that the user knows how to solve the problem."
    e6 = "Looks like the Issue is already existing on https://github.com/npm/arborist/issues/115 so maybe it can be closed."
    rec(NPM1749, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(NPM1749, [e1, e2], e3[1], True, "ellipsis", ["the Installation", "it"], "Installing those packages with npm 7 and the --legacy-peer-deps flag works without the 'unable to resolve dependency tree' error.", author="u1")
    rec(NPM1749, [e1, e2, e3], e4[1], True, "ellipsis", ["A Falling Package"], "One package whose npm 7 install fails with 'unable to resolve dependency tree' is @angular-devkit/build-ng-packagr (npm i @angular-devkit/build-ng-packagr).", author="u1")
    rec(NPM1749, [e1, e2, e3, e4], e5, True, "ellipsis", ["The error messages", "the problem"], "npm's 'unable to resolve dependency tree' error message should be more meaningful so the user knows how to solve the peer dependency problem.", author="u1")
    rec(NPM1749, [e1, e2, e3, e4, (U, e5, "u1")], e6, True, "pronoun", ["the Issue", "it"], "The npm 7 'unable to resolve dependency tree' problem already exists as npm/arborist#115, so npm/cli#1749 can maybe be closed.", author="u1")
    lend(NPM1749, [e1], NP_UNDEF, SAME, AGT)

    f1 = (U, "[install] npm7 and above installation project dependencies on error warning to use the legacy-peer-deps parameter", "u1")
    f2 = (U, "Run the npm install command directly to install the dependencies, and the error \"could not resolve\" is reported to terminate the dependencies installation.", "u1")
    f3 = (U, "Compared with using yarn install command to install the dependencies, the project dependencies can be installed normally, and there is no situation that the dependencies installation cannot be installed.", "u1")
    f4 = "Is there any way that npm install command can install dependencies normally?"
    rec(NPM5925, [f1], f2[1], False, SAME, [], None, author="u1")
    rec(NPM5925, [f1, f2], f3[1], True, "ellipsis", ["the project dependencies"], "With yarn install, my project's dependencies install normally, unlike npm 7+'s npm install which stops with 'could not resolve'.", author="u1")
    rec(NPM5925, [f1, f2, f3], f4, True, "ellipsis", ["normally"], "Is there any way for npm install (npm 7 and above) to install my project's dependencies without the 'could not resolve' peer dependency error, as yarn does?", author="u1")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, so not trap_self_contained_pronoun (whose pronoun refers inside) (the install error of the title).
    rec(NPM5925, [f1], NP_LOCAL, True, "pronoun", ["This"], "npm 7+ failing to install a project's dependencies with a warning to use legacy-peer-deps is a local development issue only.", qsrc=XDM, author=None)

    g1 = (U, "chore(): use --legacy-peer-deps flag for npm install", "u1")
    g2 = (U, "This PR tryies to solve `peer` deps conflict on `lerna bootstrap` through usage of `--legacy-peer-deps`. Consider it to be an alternative to #1492.", "u1")
    g4 = "Looking back, we can see that in our case `peerDependencies` are not required and it always was like that."
    rec(MENDIX, [g1], g2[1], True, "ellipsis", [], "This mendix/widgets-resources PR solves the peer deps conflict on lerna bootstrap by passing --legacy-peer-deps to npm install, as an alternative to #1492.", author="u1")
    rec(MENDIX, [g1, g2], NP_SINCE7, False, SAME, [], None, author="u1")
    rec(MENDIX, [g1, g2, (U, NP_SINCE7, "u1")], g4, True, "pronoun", ["our case", "it"], "In mendix/widgets-resources the peerDependencies were never required, so npm 7's attempt to install them is unnecessary.", author="u1")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, so not trap_self_contained_pronoun (whose pronoun refers inside) (the peer dependency conflict the title works around).
    rec(MENDIX, [g1], NP_LOCAL, True, "pronoun", ["This"], "The peer dependency conflict that mendix/widgets-resources works around with npm install --legacy-peer-deps is a local development issue only.", qsrc=XDM, author=None)

    h1 = (U, "fix: add .npmrc with legacy-peer-deps for ERESOLVE errors", "u1")
    h3 = "Adding legacy-peer-deps=true to .npmrc bypasses strict peer checking."
    rec(AGT, [h1], NP_UNDEF, False, SAME, [], None, author="u1")
    rec(AGT, [h1, (U, NP_UNDEF, "u1")], h3, False, SAME, [], None, author="u1")
    lend(AGT, [h1], NP_SINCE7, SAME, MENDIX)

    x1 = (U, "Add `--legacy-peer-deps` to `.npmrc`", "u1")
    x2 = (U, "npm is having issues resolving peer dependencies. This is a warning using legacy peer deps, but an error when using the new peer dependency behaviour in npm 7.", "u1")
    x4 = (A, "@remcohaszing which peers are specifically conflicting?\nCould we resolve this by updating some dependencies?", "u2")
    x5 = "I'm concerned that using `legacy-peer-deps` here may mask an issue that downstream adopters using npm 7 may run into."
    rec(XDM, [x1], x2[1], False, SAME, [], None, author="u1")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, so not trap_self_contained_pronoun (whose pronoun refers inside) (the peer dependency error of the turn before).
    rec(XDM, [x1, x2], NP_LOCAL, True, "pronoun", ["This"], "xdm's npm 7 peer dependency resolution error is a local development issue only.", author="u1")
    rec(XDM, [x1, x2, (U, NP_LOCAL, "u1")], x4[1], True, "pronoun", ["this"], "Which peer dependencies conflict in xdm under npm 7, and could the conflict be resolved by updating some dependencies instead of adding legacy-peer-deps?", author="u2")
    rec(XDM, [x1, x2, (U, NP_LOCAL, "u1"), x4], x5, True, "ellipsis", ["here"], "I'm concerned that adding legacy-peer-deps to xdm's .npmrc may mask a peer dependency issue that downstream adopters using npm 7 may run into.", author="u2")
    lend(XDM, [x1], NP_UNDEF, SAME, AGT)

    p1 = (U, "[bug]: Can´t install PWA Studio: ERESOLVE unable to resolve dependency tree", "u1")
    p2 = "@tim-breitenstein-it It looks like you are using NPM 7, this happens when there is a peer dependency mismatch, you should be able to install by using `npm install --legacy-peer-deps`"
    rec(PWA, [p1], p2, True, "pronoun", ["this"], "With npm 7, PWA Studio's 'ERESOLVE unable to resolve dependency tree' happens because of a peer dependency mismatch; install it with npm install --legacy-peer-deps.", author="u2")
    lend(PWA, [p1], NP_SINCE7, SAME, MENDIX)

    o1 = (U, "npm ERR! Could not resolve dependency;npm ERR! ERESOLVE unable to resolve dependency tree解决方案", "u1")
    o2 = (U, "应该如何解决？其根本原因是为何？本文一一解答。", "u1")
    o3 = "粗暴解决的话，只需要`npm install --legacy-peer-deps`绕过 npm 对 peerDependencies的检测报错即可，或者在.npmrc中配置`legacy-peer-deps=true`。"
    rec(OFE, [o1], o2[1], True, "ellipsis", [], "npm 7 以上 install 报 ERESOLVE unable to resolve dependency tree 应该如何解决？其根本原因是什么？", author="u1")
    rec(OFE, [o1, (U, o2[1], "u1")], o3, True, "ellipsis", [], "npm ERESOLVE 报错的粗暴解决办法：用 `npm install --legacy-peer-deps` 绕过 npm 对 peerDependencies 的检测，或在 .npmrc 中配置 `legacy-peer-deps=true`。", author="u1")
    lend(OFE, [o1], NP_UNDEF, SAME, AGT)


# ---- containers exiting with code 137: SIGKILL, the OOM killer and OOMKilled:false ----
WUD = GH + "getwud/wud/issues/610"
COADY = GH + "coady/docker/issues/6"
COSMOS = GH + "azukaar/Cosmos-Server/issues/139"
AGENTKIT = GH + "Lamatic/AgentKit/pull/311"
EX_SIGKILL = "In Docker and Linux, exit code **137** indicates that the container process was killed by a `SIGKILL` signal (128 + 9)."
EX_RESTART = "If i restart my server it can trigger exit code 137."


def _exit137(rec, U, A, lend) -> None:  # noqa: PLR0915
    w1 = (U, "exit code 137", "u1")
    w2 = (U, "I have noticed that this app often lists as stopped with exit code 137.", "u1")
    w3 = (U, "If i for example update the dockers it suggests it might terminate wud.", "u1")
    w5 = (U, "And all at random it can also happen.", "u1")
    w6 = (A, "I experience this behaviour too, running the same configuration as the OP.", "u2")
    w7 = "I see this fairly often too. It usually happens when WUD tries to update itself."
    rec(WUD, [w1], w2[1], True, "pronoun", ["this app"], "What's Up Docker (WUD) often shows as stopped with exit code 137.", author="u1")
    rec(WUD, [w1, w2], w3[1], True, "pronoun", ["it"], "When I update my Docker containers, WUD suggests the update might terminate WUD itself (exit code 137).", author="u1")
    # Second reader's adjudication: §2 rule 1, the project is context: what stops with exit code 137 (WUD) is left unnamed.
    rec(WUD, [w1, w2, w3], EX_RESTART, True, "ellipsis", [], "Restarting my server can make WUD stop with exit code 137.", author="u1")
    rec(WUD, [w1, w2, w3, (U, EX_RESTART, "u1")], w5[1], True, "pronoun", ["it"], "WUD's exit code 137 can also happen completely at random.", author="u1")
    rec(WUD, [w1, w2, w3, (U, EX_RESTART, "u1"), w5], w6[1], True, "ellipsis", ["this behaviour", "the same configuration"], "I also see WUD stopping with exit code 137, running the same docker-compose configuration as the issue's opener.", author="u2")
    rec(WUD, [w1, w2, w3, (U, EX_RESTART, "u1"), w5, w6], w7, True, "pronoun", ["this", "It"], "I see WUD stop with exit code 137 fairly often too; it usually happens when WUD tries to update itself.", author="u3")

    c1 = (U, "Container Exited with code 137 but no OOM", "u1")
    c2 = (U, "Hi. I was trying to run the pylucene:8 container while it soon exited with no Error log about 1 minute after running. Any idea? Really appreciate your help. 😀", "u1")
    c3 = "This might help: https://stackoverflow.com/questions/59296801/docker-compose-exit-code-is-137-when-there-is-no-oom-exception."
    rec(COADY, [c1], c2[1], True, "ellipsis", [], "The coady/pylucene:8 container exits with code 137 and no error log about a minute after starting, without an OOM; any idea why?", author="u1")
    rec(COADY, [c1, c2], c3, True, "pronoun", ["This"], "For a container exiting with code 137 without an OOM, see https://stackoverflow.com/questions/59296801/docker-compose-exit-code-is-137-when-there-is-no-oom-exception.", author="u2")
    lend(COADY, [c1], EX_SIGKILL, SAME, WUD)
    lend(COADY, [c1], EX_RESTART, SAME, WUD)

    o1 = (U, "[BUG]: Cosmos-cloud inaccessible after codeeserver installation", "u1")
    o2 = (A, "AHHH ok that is interesting!", "u2")
    o3 = (A, "When a container exits with code 137, it typically means that the container was forcibly killed due to exceeding its allocated memory limits.", "u2")
    o4 = (A, "The number 137 is significant because it's usually interpreted as follows:\n\n    The exit code 128 indicates that the process was killed by an external signal.\n    The signal number 9 (SIGKILL) is often used to force-terminate a process.\n    The final exit code is calculated as 128 + 9 = 137.", "u2")
    rec(COSMOS, [o1, o2], o3[1], False, SAME, [], None, author="u2")
    rec(COSMOS, [o1, o2, o3], o4[1], False, SELF, [], None, author="u2")
    rec(COSMOS, [o1, o2, o3, o4], "So, an exit code of 137 typically indicates that the container received a SIGKILL signal because it ran out of memory. To resolve this, you might need to allocate more memory to the container, or check your system available RAM", True, "pronoun", ["this", "the container"], "Cosmos' container exiting with code 137 after the code-server install most likely received SIGKILL for running out of memory; allocate more memory to it or check the system's available RAM.", author="u2")
    lend(COSMOS, [o1], EX_RESTART, SAME, WUD)
    lend(COSMOS, [o1], EX_SIGKILL, SAME, WUD)

    l1 = (U, "feat: [kit] add CI/CD Diagnosis Agent.", "u1")
    l2 = (A, "Exit code 137 means the container process was killed by the OS kernel's Out-of-Memory (OOM) killer. This occurs when the container exceeds the available memory limit.", "u2")
    rec(AGENTKIT, [l1], l2[1], False, SAME, [], None, author="u2")
    lend(AGENTKIT, [l1], EX_SIGKILL, SAME, WUD)
    lend(AGENTKIT, [l1], EX_RESTART, SAME, WUD)


# ---- vm.max_map_count too low for Elasticsearch's bootstrap check ----
KRAKEN = GH + "samsung-cnct/kraken-lib/issues/87"
ELK334 = GH + "spujadas/elk-docker/issues/334"
ELK157 = GH + "spujadas/elk-docker/issues/157"
ESDOCS = GH + "elastic/docs-content/pull/4447"
ECK = GH + "elastic/cloud-on-k8s/issues/2853"
PIRES = GH + "pires/kubernetes-elasticsearch-cluster/issues/137"
DLES = GH + "docker-library/elasticsearch/issues/111"
SWAG = GH + "rekibnikufesin/nodejs-api-swagger/issues/5"
SOS = GH + "Security-Onion-Solutions/securityonion/pull/15630"
MM_DEFAULT = "The system default is ~65k and ES 5.0 expects a minimum of 256k."
MM_ERROR = "max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]"
MM_DBS = "As I poke about the internet I'm seeing this come up in regards to a lot of databases."


def _maxmap(rec, U, A, lend) -> None:  # noqa: PLR0915
    k1 = (U, "unable to run elasticsearch 5.0 due to bootstrap checks", "u1")
    k2 = (U, "Elasticsearch 5.0 performs a series of checks at bootstrap to prevent common long running issues.  One of these long running issues is insufficient vm.max_map_count.", "u1")
    k4 = (U, "The only downside I've found so far is a mention that setting this value high can cause kernel memory pressure but again, nothing machine threatening.", "u1")
    k6 = "I would like to increase this value for all cluster nodes to the ES required minimum:  262144"
    k7 = "Got around this by creating a init container to do the job.  Its hacky but it means we don't need to expose kernel params through k2 yet."
    rec(KRAKEN, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(KRAKEN, [k1, k2], MM_DEFAULT, False, SAME, [], None, author="u1")
    rec(KRAKEN, [k1, k2, (U, MM_DEFAULT, "u1")], k4[1], True, "pronoun", ["this value"], "The only downside I've found to raising vm.max_map_count to what Elasticsearch 5.0 wants is a mention that a high value can cause kernel memory pressure, nothing machine threatening.", author="u1")
    rec(KRAKEN, [k1, k2, (U, MM_DEFAULT, "u1"), k4], MM_DBS, True, "pronoun", ["this"], "Searching the internet, I see an insufficient vm.max_map_count come up for a lot of databases, not just Elasticsearch.", author="u1")
    rec(KRAKEN, [k1, k2, (U, MM_DEFAULT, "u1"), k4, (U, MM_DBS, "u1")], k6, True, "pronoun", ["this value"], "I would like to increase vm.max_map_count on all kraken cluster nodes to Elasticsearch's required minimum, 262144.", author="u1")
    rec(KRAKEN, [k1, k2, (U, MM_DEFAULT, "u1"), k4, (U, k6, "u1")], k7, True, "pronoun", ["this", "the job"], "I got around Elasticsearch's vm.max_map_count bootstrap check by creating an init container that sets vm.max_map_count; it's hacky but means kraken doesn't need to expose kernel params yet.", author="u1")

    e1 = (U, "max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]", "u1")
    rec(ELK334, [e1], "[1] bootstrap checks failed,", True, "ellipsis", [], "Elasticsearch in the elk-docker container fails with '[1] bootstrap checks failed' because vm.max_map_count [65530] is too low.", author="u1")
    lend(ELK334, [e1], MM_DEFAULT, SAME, KRAKEN)
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, as in this sentence's own thread, so not trap_self_contained_pronoun (whose pronoun refers inside) (kraken's copy is a follow-up).
    rec(ELK334, [e1], MM_DBS, True, "pronoun", ["this"], "Searching the internet, I see 'vm.max_map_count [65530] is too low' come up for a lot of databases.", qsrc=KRAKEN, author=None)

    f1 = (U, "Default Configuration of ElasticSearch fails on Startup: vm.max_map_count too low", "u1")
    f2 = (U, "With default configurations, starting of ELK stack fails", "u1")
    rec(ELK157, [f1], f2[1], False, SAME, [], None, author="u1")
    rec(ELK157, [f1, f2], "Couln't start Elasticsearch. Exiting.", False, SAME, [], None, author="u1")
    lend(ELK157, [f1], MM_DEFAULT, SAME, KRAKEN)
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, as in this sentence's own thread, so not trap_self_contained_pronoun (whose pronoun refers inside) (kraken's copy is a follow-up).
    rec(ELK157, [f1, f2], MM_DBS, True, "pronoun", ["this"], "Searching the internet, I see the vm.max_map_count too low startup failure come up for a lot of databases.", qsrc=KRAKEN, author=None)

    d1 = (U, "Revise vm.max_map_count recommendation in bootstrap checks", "u1")
    d2 = (U, "Updated the recommended value for vm.max_map_count to 1048576 in the bootstrap check docs", "u1")
    d3 = (A, "Thank you @shainaraskas for opening this one. I missed to find we also have one mention in bootstrap.", "u2")
    d4 = (A, "But this is not true yet - I am asking in [this internal comment](https://elasticco.atlassian.net/browse/ES-13805?focusedCommentId=305152) to ES dev about whether we should change our bootstrap code to set it higher.", "u2")
    d5 = "Currently it's still `262144` in ES code, so technically it means our bootstrap value is not bumped yet."
    rec(ESDOCS, [d1], d2[1], True, "ellipsis", [], "This elastic/docs-content PR updates the recommended vm.max_map_count in the bootstrap check docs to 1048576.", author="u1")
    rec(ESDOCS, [d1, d2], d3[1], True, "pronoun", ["this one"], "Thanks for opening the PR raising the recommended vm.max_map_count; I missed that the bootstrap check docs also mention it.", author="u2")
    rec(ESDOCS, [d1, d2, d3], d4[1], True, "pronoun", ["this", "it"], "The docs' new vm.max_map_count recommendation of 1048576 is not true yet for the bootstrap check; I'm asking the Elasticsearch developers whether the bootstrap code should set it higher.", author="u2")
    rec(ESDOCS, [d1, d2, d3, d4], d5, True, "pronoun", ["it"], "Elasticsearch's code still checks vm.max_map_count against 262144, so the bootstrap check's value has not been bumped to 1048576 yet.", author="u2")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, as in this sentence's own thread, so not trap_self_contained_pronoun (whose pronoun refers inside) (kraken's copy is a follow-up).
    rec(ESDOCS, [d1], MM_DBS, True, "pronoun", ["this"], "Searching the internet, I see the vm.max_map_count setting come up for a lot of databases.", qsrc=KRAKEN, author=None)

    g1 = (U, "max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]", "u1")
    g2 = (U, "Deploy elasticsearch using the operator", "u1")
    g3 = (U, "Data nodes not able to start", "u1")
    g4 = "I know that running the command `sysctl -w vm.max_map_count=262144` will fix it and it actually fixed it, but the value for `vm.max_map_count` is already set to `262144`"
    rec(ECK, [g1], g2[1], True, "ellipsis", [], "I deployed Elasticsearch with the ECK operator and got 'vm.max_map_count [65530] is too low, increase to at least [262144]'.", author="u1")
    rec(ECK, [g1, g2], g3[1], True, "ellipsis", ["Data nodes"], "The Elasticsearch data nodes deployed with the ECK operator are not able to start (vm.max_map_count too low).", author="u1")
    rec(ECK, [g1, g2, g3], g4, True, "pronoun", ["it"], "Running sysctl -w vm.max_map_count=262144 fixes ECK's 'vm.max_map_count [65530] is too low' error, but vm.max_map_count is already set to 262144 on the nodes.", author="u1")
    lend(ECK, [g1, g2], MM_DEFAULT, SAME, KRAKEN)

    p1 = (U, "vm.max_map_count is too low", "u1")
    p2 = (U, "Despite of initcontainer config, I sometimes have floowing error message in my containers (here on data persistant node in statefulset)", "u1")
    p3 = (U, "Do you know from what it could come from ?", "u1")
    p4 = (A, "Maybe the initcontainer _failed_? I honestly don't know.", "u2")
    p5 = (A, "Think I just ran into this myself on GKE.  Same error.", "u3")
    rec(PIRES, [p1], p2[1], True, "ellipsis", ["error message"], "Despite the init container that sets it, my Elasticsearch data node containers in a statefulset sometimes fail with 'vm.max_map_count is too low'.", author="u1")
    rec(PIRES, [p1, p2], p3[1], True, "pronoun", ["it"], "Do you know where the intermittent 'vm.max_map_count is too low' error on the Elasticsearch data nodes could come from, despite the init container?", author="u1")
    rec(PIRES, [p1, p2, p3], p4[1], True, "ellipsis", ["the initcontainer"], "Maybe the init container that sets vm.max_map_count failed on those Elasticsearch nodes? I honestly don't know.", author="u2")
    rec(PIRES, [p1, p2, p3, p4], p5[1], True, "pronoun", ["this"], "I just ran into Elasticsearch's 'vm.max_map_count is too low' error myself on GKE.", author="u3")
    rec(PIRES, [p1, p2, p3, p4, p5], "This seems a duplicate of https://github.com/pires/kubernetes-elasticsearch-cluster/issues/85.", True, "pronoun", ["This"], "The 'vm.max_map_count is too low' issue despite the init container seems a duplicate of pires/kubernetes-elasticsearch-cluster#85.", author="u2")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, as in this sentence's own thread, so not trap_self_contained_pronoun (whose pronoun refers inside) (kraken's copy is a follow-up).
    rec(PIRES, [p1], MM_DBS, True, "pronoun", ["this"], "Searching the internet, I see 'vm.max_map_count is too low' come up for a lot of databases.", qsrc=KRAKEN, author=None)

    l1 = (U, "elasticsearch:5.0.0 max virtual memory areas vm.max_map_count [65530] likely too low, increase to at least [262144]", "u1")
    rec(DLES, [l1], "[2016-07-15 09:12:37,798][WARN ][bootstrap                ] unable to install syscall filter: \njava.lang.UnsupportedOperationException: seccomp unavailable: your kernel is buggy and you should upgrade", False, SAME, [], None, author="u1")
    lend(DLES, [l1], MM_DEFAULT, SAME, KRAKEN)

    n1 = (U, "elasticsearch not coming up - vm.max_map_count", "u1")
    rec(SWAG, [n1], MM_ERROR, True, "ellipsis", [], "Elasticsearch for nodejs-api-swagger doesn't come up: bootstrap check 'max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]'.", author="u1")
    rec(SWAG, [n1, (U, MM_ERROR, "u1")], "resolved by \n`sudo sysctl -w vm.max_map_count=1048575`", True, "ellipsis", [], "I resolved Elasticsearch's vm.max_map_count bootstrap error with `sudo sysctl -w vm.max_map_count=1048575`.", author="u1")

    s1 = (U, "use elasticsearch recommended vm.max_map_count", "u1")
    lend(SOS, [s1], MM_ERROR, SAME, SWAG)


# ---- Kubernetes ndots:5: every short name tried against each search domain ----
MLAB = GH + "m-lab/k8s-support/pull/707"
ALPK = GH + "janeczku/docker-alpine-kubernetes/issues/8"
HPE = GH + "hpe-storage/co-deployments/pull/125"
ND_DEFAULT = "Currently, and by default in k8s, pods have a resolver policy of `ndots:5`, which means that if a host name has fewer than 5 dots, the resolver will assume it is a relative name, and will proceed to append each search domain to the name and do a lookup."
ND_HPE = "By default kubernetes adds \"ndots:5\" in /etc/resolv.conf which causes any name lookup with less than 5 dots to go through search paths first."


def _ndots(rec, U, A, lend) -> None:  # noqa: PLR0915
    m1 = (U, "Sets ndots=2 in dnsPolicy for fluentbit and disco DaemonSets + fix flannel", "u1")
    m3 = (U, "This means that just to lookup \"logging.googleapis.com\" will always entail at least 4 DNS lookups before an IP is received.", "u1")
    m4 = (U, "On the M-Lab platform we mostly do resolution using Google's public DNS servers, and very few intra cluster lookup are done.", "u1")
    m5 = (U, "It turns out that fluentbit and disco are two services that mostly use the cluster's CoreDNS instances for resolvers.", "u1")
    m6 = "This PR sets `ndots:2` for both of those DaemonSets. This means that cluster-local lookups may take require two queries"
    rec(MLAB, [m1], ND_DEFAULT, False, SAME, [], None, author="u1")
    rec(MLAB, [m1, (U, ND_DEFAULT, "u1")], m3[1], True, "pronoun", ["This"], "Because of Kubernetes' default ndots:5, looking up logging.googleapis.com always takes at least 4 DNS lookups (one per search domain) before an IP is returned.", author="u1")
    rec(MLAB, [m1, (U, ND_DEFAULT, "u1"), m3], m4[1], False, SAME, [], None, author="u1")
    rec(MLAB, [m1, (U, ND_DEFAULT, "u1"), m3, m4], m5[1], True, "ellipsis", ["It turns out"], "M-Lab's fluentbit and disco DaemonSets are the two services that mostly use the cluster's CoreDNS instances as resolvers, so ndots:5 costs them extra lookups.", author="u1")
    rec(MLAB, [m1, (U, ND_DEFAULT, "u1"), m3, m4, m5], m6, True, "pronoun", ["both of those DaemonSets", "This"], "This M-Lab PR sets ndots:2 in the dnsConfig of the fluentbit and disco DaemonSets, so cluster-local lookups may take two queries.", author="u1")
    lend(MLAB, [m1], ND_HPE, SAME, HPE)

    a1 = (U, "Slow DNS resolution", "u1")
    a2 = "Here is some log output from the container:"
    rec(ALPK, [a1], a2, True, "ellipsis", ["the container"], "Here is log output from the docker-alpine-kubernetes container showing its slow DNS resolution (each name tried against every search domain).", author="u1")
    lend(ALPK, [a1], ND_DEFAULT, SAME, MLAB)
    lend(ALPK, [a1], ND_HPE, SAME, HPE)

    h1 = (U, "deployments: fix dns config to allow direct lookup with nameserver", "u1")
    h3 = (U, "If any of those domain servers are not reachable, csi controller/node plugin calls to csp will timeout.", "u1")
    h4 = "Set ndots:1 to let dnslookup to happen using kube-dns nameserver directly as we always deploy csp in local cluster."
    rec(HPE, [h1], ND_HPE, False, SAME, [], None, author="u1")
    rec(HPE, [h1, (U, ND_HPE, "u1")], h3[1], True, "ellipsis", ["those domain servers"], "If any of the Kubernetes resolv.conf search-domain servers are unreachable, the HPE CSI controller/node plugin calls to the CSP time out (ndots:5 sends lookups through the search paths first).", author="u1")
    rec(HPE, [h1, (U, ND_HPE, "u1"), h3], h4, True, "ellipsis", [], "The HPE CSI deployments set ndots:1 so DNS lookups go directly to the kube-dns nameserver, since the CSP is always deployed in the local cluster.", author="u1")
    lend(HPE, [h1], ND_DEFAULT, SAME, MLAB)


# ---- "failed to map segment from shared object": noexec on /tmp and other mounts ----
JOURNAL = GH + "seanshpark/journal/issues/29"
YAE = GH + "deathbeam/yae/issues/20"
SCOREP = GH + "score-p/scorep_binding_python/issues/110"
MEMW = GH + "marcominetti/node-memwatch/issues/11"
MMMAGIC = GH + "mscdex/mmmagic/issues/87"
HBVA = GH + "justjam2013/homebridge-virtual-accessories/issues/731"
NUMACTL = GH + "numactl/numactl/issues/74"
SQUASH = GH + "plougher/squashfs-tools/issues/63"
OPENC = GH + "MightyPirates/OpenComputers/issues/452"
NX_HINT = "\"failed to map segment from shared object\" is a hint to non-sufficient permissions"
NX_USERS = "I had added the users option to my fstab, which implies noexec unless you set the exec option explicitly."
NX_CHECK = "Either way, you can check with `mount | grep noexec`."


def _noexec(rec, U, A, lend) -> None:  # noqa: PLR0915
    j1 = (U, "trouble shooting", "u1")
    j2 = "if the `.so` or executable is in a usb mounted drive and you get this message, then mount parameter `exec` shoud be after `user`"
    rec(JOURNAL, [j1, (U, "> failed to map segment from shared object ", "u1")], j2, True, "pronoun", ["this message"], "If a .so or executable on a USB-mounted drive gives 'failed to map segment from shared object', put the mount option exec after user in fstab.", author="u1")
    lend(JOURNAL, [j1], NX_CHECK, SAME, MMMAGIC)

    y1 = (U, "Standard noexec attribute on \"/tmp\" mount gives \"UnsatisfiedLinkError: failed to map segment\" on start. It still starts.", "u1")
    y2 = "Hi, \nI don't know if it is a real issue. The following shows the output at my systems. NÖN still starts the splash screen and the project is running fine."
    rec(YAE, [y1], y2, True, "pronoun", ["it"], "I don't know if NÖN's 'UnsatisfiedLinkError: failed to map segment' with /tmp mounted noexec is a real issue: NÖN still starts its splash screen and the project runs fine.", author="u1")
    lend(YAE, [y1], NX_HINT, SAME, SCOREP)
    lend(YAE, [y1], NX_USERS, SAME, MEMW)

    s1 = (U, "Missing rights on /tmp leads to crash", "u1")
    s2 = (U, "If there are non-sufficient access rights to /tmp the python bindings might crash with:", "u1")
    s4 = (U, "```\nos.access('/tmp/scorep.b3dfjqpu/libscorep_init_subsystem-3.8.so', os.X_OK)\nFalse\n```", "u1")
    s5 = (A, "I wont talk about access rights in this context, the `noexec` mount option is the culprit here. just to give the user the correct term in any error/warning/news messages", "u2")
    s6 = "I tried to add a useful exception. However, as to the text: I have no Idea to make this more clear than the ld.so message."
    rec(SCOREP, [s1], s2[1], True, "ellipsis", ["the python bindings"], "If access rights to /tmp are insufficient, the Score-P Python bindings might crash with 'failed to map segment from shared object'.", author="u1")
    rec(SCOREP, [s1, s2], NX_HINT, False, SAME, [], None, author="u1")
    rec(SCOREP, [s1, s2, (U, NX_HINT, "u1")], s4[1], True, "ellipsis", [], "os.access on Score-P's /tmp/scorep.*/libscorep_init_subsystem-3.8.so with os.X_OK returns False.", author="u1")
    rec(SCOREP, [s1, s2, (U, NX_HINT, "u1"), s4], s5[1], True, "ellipsis", ["this context", "here"], "Score-P's crash on /tmp is not about access rights: the noexec mount option is the culprit, and error messages should give users that term.", author="u2")
    rec(SCOREP, [s1, s2, (U, NX_HINT, "u1"), s4, s5], s6, True, "pronoun", ["this"], "I tried to add a useful exception for Score-P's bindings when /tmp is noexec, but I have no idea how to word it more clearly than ld.so's 'failed to map segment from shared object'.", author="u1")
    lend(SCOREP, [s1], NX_USERS, SAME, MEMW)

    n1 = (U, "Failed to map segment from shared object: Operation not permitted", "u1")
    n2 = (U, "We're running `memwatch` in a few places, this problem has only come up on once server (Ubuntu 14.04 LTS), the full error when running our app is...", "u1")
    n3 = (U, "Searching around this seems to crop up mostly when `/tmp` is `noexec` but I do not think this is the case due to other systems running this fine. Only difference here is we have a partition mounted with all the source code on.", "u1")
    n4 = "I had this exact same problem because I was running my app from a mounted partition. I had added the users option to my fstab, which implies noexec unless you set the exec option explicitly. I added exec to the end of the fstab line and everything started working again."
    rec(MEMW, [n1], n2[1], True, "pronoun", ["this problem"], "memwatch's 'failed to map segment from shared object: Operation not permitted' has only come up on one of our servers (Ubuntu 14.04 LTS) when running our app.", author="u1")
    rec(MEMW, [n1, n2], n3[1], True, "pronoun", ["this", "here"], "memwatch's 'failed to map segment' error reportedly comes mostly from /tmp mounted noexec, but I don't think that's it since other systems run fine; the only difference on this server is a partition mounted with all the source code.", author="u1")
    rec(MEMW, [n1, n2, n3], "Any ideas?", True, "ellipsis", [], "Any ideas why memwatch fails with 'failed to map segment from shared object' on a server whose source code is on a separately mounted partition?", author="u1")
    rec(MEMW, [n1, n2, n3, (U, "Any ideas?", "u1")], n4, True, "pronoun", ["this exact same problem"], "I had memwatch's 'failed to map segment' error because my app ran from a partition whose fstab line had the users option, which implies noexec unless exec is set; adding exec to the end of the fstab line fixed it.", author="u2")
    lend(MEMW, [n1], NX_CHECK, SAME, MMMAGIC)

    g1 = (U, "magic.node: failed to map segment from shared object: Operation not permitted", "u1")
    g2 = (U, "Hey, getting this error on Ubuntu 14.04 with node 4.3.0, 5.10.1 and 6.3.0.", "u1")
    g3 = (A, "Google says it has something to do with `/tmp` or the path in the `TMP` environment variable being noexec. Did you check that?", "u2")
    g4 = (U, "thx, my /tmp folder is rwx for everyone. My TMP environment variable from the system is empty.", "u1")
    g5 = "I mean check if `/tmp` is mounted with the `noexec` option. Which path/filesystem are you installing mmmagic on? Perhaps the place where `magic.node` is located is on a mounted path with `noexec`?"
    rec(MMMAGIC, [g1], g2[1], True, "pronoun", ["this error"], "I get mmmagic's 'magic.node: failed to map segment from shared object: Operation not permitted' on Ubuntu 14.04 with node 4.3.0, 5.10.1 and 6.3.0.", author="u1")
    rec(MMMAGIC, [g1, g2], g3[1], True, "pronoun", ["it", "that"], "mmmagic's 'failed to map segment' error reportedly has to do with /tmp or the TMP environment variable's path being noexec; did you check whether they are?", author="u2")
    rec(MMMAGIC, [g1, g2, g3], g4[1], True, "ellipsis", [], "My /tmp is rwx for everyone and my TMP environment variable is empty, so mmmagic's 'failed to map segment' doesn't seem to come from them.", author="u1")
    rec(MMMAGIC, [g1, g2, g3, g4], g5, True, "ellipsis", ["the place"], "Check whether /tmp is mounted with noexec (permissions are not the point), and whether the filesystem where mmmagic's magic.node is installed is mounted noexec.", author="u2")
    rec(MMMAGIC, [g1, g2, g3, g4, (A, g5, "u2")], NX_CHECK, False, SAME, [], None, author="u2")
    lend(MMMAGIC, [g1], NX_HINT, SAME, SCOREP)

    h1 = (U, "Unable to load plugin with error \"failed to map segment from shared object\"", "u1")
    h2 = (A, "This is not a plugin issue, as you were able to install it and run it. From the links below, it looks like something something may be improperly setup in your container. Can you try deleting the container and recreating it from scratch?", "u2")
    h3 = "I tried recreating the container several times, including using different presets for the backing dataset as well as attempting to setup a new tmp folder that would presumably not be marked as noexec and pointing Homebridge to it using the TMP environment variable."
    rec(HBVA, [h1], h2[1], True, "pronoun", ["it", "the container"], "homebridge-virtual-accessories' 'failed to map segment from shared object' is not a plugin issue, since it installed and ran; something may be set up wrongly in your Homebridge container—try deleting and recreating it.", author="u2")
    rec(HBVA, [h1, h2], h3, True, "ellipsis", ["the container"], "I recreated the Homebridge container several times, with different presets for the backing dataset, and tried a new tmp folder not marked noexec via the TMP environment variable, but the plugin still fails with 'failed to map segment'.", author="u1")
    rec(HBVA, [h1, h2, (U, h3, "u1")], "I couldn't mount the /tmp folder inside the container as executable so I wasn't able to check if that would solve it.", True, "pronoun", ["the container", "that", "it"], "I couldn't mount /tmp inside the Homebridge container as executable, so I couldn't check whether an exec /tmp fixes the plugin's 'failed to map segment' error.", author="u1")
    lend(HBVA, [h1], NX_USERS, SAME, MEMW)
    lend(HBVA, [h1], NX_CHECK, SAME, MMMAGIC)

    u1 = (U, "numactl--failed to map segment from shared object", "u1")
    u2 = (U, "I have tested it on Arm64 platfrom, then found the below error:", "u1")
    rec(NUMACTL, [u1], u2[1], True, "pronoun", ["it"], "Testing numactl on an Arm64 platform I get 'error while loading shared libraries: libnuma.so.1: failed to map segment from shared object'.", author="u1")
    rec(NUMACTL, [u1, u2], "Used strace command catch this log:", True, "pronoun", ["this log"], "Here is the strace log of numactl failing with 'libnuma.so.1: failed to map segment from shared object' on Arm64.", author="u1")
    lend(NUMACTL, [u1], NX_HINT, SAME, SCOREP)

    q1 = (U, "loading .so files in squash filesystem fails with 'failed to map segment from shared object'", "u1")
    q2 = (U, "I think i might be doing something wrong here, but a app i use has a failure when trying to load .so from a squashed dir, but not from a normal dir.", "u1")
    q4 = (U, "and without the exec, that doesn't make a difference. Am i doing something wrong here?", "u1")
    q5 = "This was a user permission error because i specified 'exec' before 'users' in fstab, which overrides it."
    rec(SQUASH, [q1], q2[1], True, "ellipsis", ["a failure"], "An app I use fails with 'failed to map segment from shared object' loading .so files from a squashfs-mounted directory, but not from a normal directory.", author="u1")
    rec(SQUASH, [q1, q2], q4[1], True, "ellipsis", ["the exec", "that"], "Mounting the squashfs image with or without the exec option makes no difference to the 'failed to map segment' error; am I doing something wrong?", author="u1")
    rec(SQUASH, [q1, q2, q4], q5, True, "pronoun", ["This", "it"], "The squashfs 'failed to map segment from shared object' error was a user permission error: I specified exec before users in fstab, and users overrides it with noexec.", author="u1")
    lend(SQUASH, [q1], NX_CHECK, SAME, MMMAGIC)

    o1 = (U, "Native Library for CentOS", "u1")
    o2 = (A, "Looking this up, the most likely reason seems to be that your `/tmp` is mounted with the `noexec` flag. From what I read, `mount -o remount,exec /tmp` should fix this.", "u2")
    o3 = (U, "mount -o remount,exec /tmp \n\nFixed the issue\n\nThank you so much for all the help with this!", "u1")
    o4 = (A, "Happy to hear that solved it, thanks for confirming :-)", "u2")
    o5 = "I'll be looking into generating a more helpful message in the log by detecting if the tmp dir is mounted as noexec."
    rec(OPENC, [o1, (U, "> failed to map segment from shared object: Operation not permitted", "u1")], o2[1], True, "pronoun", ["this"], "OpenComputers' native library failing with 'failed to map segment from shared object' on CentOS most likely means /tmp is mounted noexec; `mount -o remount,exec /tmp` should fix it.", author="u2")
    rec(OPENC, [o1, (U, "> failed to map segment from shared object: Operation not permitted", "u1"), o2], o3[1], True, "pronoun", ["the issue", "this"], "Running `mount -o remount,exec /tmp` fixed OpenComputers' native library 'failed to map segment' error on CentOS; thanks!", author="u1")
    rec(OPENC, [o1, (U, "> failed to map segment from shared object: Operation not permitted", "u1"), o2, o3], o4[1], True, "pronoun", ["that", "it"], "Glad remounting /tmp with exec solved OpenComputers' native library loading on CentOS; thanks for confirming.", author="u2")
    rec(OPENC, [o1, (U, "> failed to map segment from shared object: Operation not permitted", "u1"), o2, o3, o4], o5, True, "ellipsis", ["the tmp dir"], "I'll look into OpenComputers logging a more helpful message by detecting whether the temp directory it extracts native libraries to is mounted noexec.", author="u2")
    lend(OPENC, [o1], NX_USERS, SAME, MEMW)


# ---- shallow clones and `git describe`: "No names found, cannot describe anything" ----
PARROT = GH + "parrot/parrot/issues/1167"
PCSX2 = GH + "PCSX2/pcsx2/pull/2260"
FDK = GH + "mstorsjo/fdk-aac/issues/107"
REACTOS = GH + "reactos/reactos/pull/579"
KISS = GH + "kiss-community/kiss/issues/18"
JQ = GH + "jqlang/jq/pull/1549"
MAGIT = GH + "magit/magit/issues/4215"
FSL = GH + "fsprojects/FSharpLint/pull/788"
PRIV = GH + "privateerproj/privateer/pull/218"
GGV = GH + "palantir/gradle-git-version/issues/98"
FLUX = GH + "flux-framework/flux-core/issues/534"
GD_NOTAGS = "When cloning a shallow repro via git `clone --depth ...` no tags are fetched."
GD_DEPTH1 = "As of git v1.7.10 (April 2012), using `--depth=1` implies `--single-branch` flag so tags are not fetched"
GD_FATAL = "fatal: No names found, cannot describe anything."


def _shallow(rec, U, A, lend) -> None:  # noqa: PLR0915
    p1 = (U, "git describe with clone --depth", "u1")
    p3 = "Hence we get \n```\nfatal: No tags can describe a2922bd4ad8769d5e59364319ecd6bd66824d238.\nTry --always, or create some tags.\n```"
    rec(PARROT, [p1], GD_NOTAGS, False, SAME, [], None, author="u1")
    rec(PARROT, [p1, (U, GD_NOTAGS, "u1")], p3, True, "ellipsis", ["Hence"], "Because a shallow clone of parrot fetches no tags, git describe fails with 'fatal: No tags can describe a2922bd4...; Try --always, or create some tags.'", author="u1")
    lend(PARROT, [p1], GD_DEPTH1, SAME, JQ)

    c1 = (U, "cmake: Don't print a git describe error with shallow clones.", "u1")
    c2 = (U, "My pcsx2 build script will use shallow clones with `git clone --depth=1` to save bandwidth and time when cloning, but at some point this started printing the following error message because `git describe` does not work with shallow clones.", "u1")
    c3 = (U, "To work around this `git describe --always` can be used instead. For a full clone the behavior will remain unchanged and for a shallow clone it result in a less verbose description instead of an error.", "u1")
    rec(PCSX2, [c1], c2[1], True, "pronoun", ["this"], "My pcsx2 build script uses shallow clones (git clone --depth=1) to save bandwidth and time, but pcsx2's cmake started printing a git describe error because git describe does not work with shallow clones.", author="u1")
    rec(PCSX2, [c1, c2], GD_FATAL, False, SAME, [], None, author="u1")
    rec(PCSX2, [c1, c2, (U, GD_FATAL, "u1")], c3[1], True, "pronoun", ["this", "it"], "To work around git describe's 'No names found' on a shallow clone, pcsx2's cmake can use git describe --always: a full clone describes as before, a shallow clone gives a shorter description instead of an error.", author="u1")
    rec(PCSX2, [c1, c2, (U, GD_FATAL, "u1"), c3], "Thanks", True, "ellipsis", [], "Thanks for the pcsx2 cmake change using git describe --always for shallow clones.", author="u2")

    f1 = (U, "Retrieve version-string on shallow clone", "u1")
    f2 = (U, "The following isn't particularly a fdk-aac question. I hope you don't mind.", "u1")
    f3 = (U, "I'm using this command to add the version-string to the archive filename of the (cross)compiled `libfdk-aac-2.dll`.", "u1")
    f4 = (U, "I noticed however that this tag / information isn't cloned / copied when I'm doing a shallow clone, `git clone --depth 1 https://github.com/mstorsjo/fdk-aac.git`", "u1")
    f5 = (U, "...but nothing worked so far. I can't seem to find anything similar / related on the internet either.", "u1")
    f6 = "Do you know how to retrieve the version-string after having done a shallow clone by any chance? If it's possible at all of course. Thanks!"
    rec(FDK, [f1], f2[1], False, SAME, [], None, author="u1")
    rec(FDK, [f1, f2], f3[1], True, "pronoun", ["this command"], "I use git describe --tags to add fdk-aac's version string to the archive filename of my cross-compiled libfdk-aac-2.dll.", author="u1")
    rec(FDK, [f1, f2, f3], f4[1], True, "pronoun", ["this tag / information"], "The tag information git describe needs isn't copied when I make a shallow clone of fdk-aac with git clone --depth 1.", author="u1")
    rec(FDK, [f1, f2, f3, f4], f5[1], True, "ellipsis", ["nothing worked"], "None of my attempts (such as fetching the v2.0.0 tag with depth 1) made git describe work on a shallow fdk-aac clone, and I can't find anything related online.", author="u1")
    rec(FDK, [f1, f2, f3, f4, f5], f6, True, "pronoun", ["it"], "Do you know how to get the git describe version string of fdk-aac after a shallow clone, if it's possible at all?", author="u1")
    rec(FDK, [f1, f2, f3, f4, f5, (U, f6, "u1")], "Clearly not fdk-aac specific - but I'll bite anyway :-)", True, "ellipsis", [], "Getting a git describe version string from a shallow clone is clearly not fdk-aac specific, but I'll answer anyway.", author="u2")

    r1 = (U, "[CMAKE] Add \"--always\" parameter to \"git describe\" call", "u1")
    r2 = (U, "\"fatal: No names found, cannot describe anything.\" message,\nwhen called without enough history, i.e. appveyor.yml `clone_depth: 5`.", "u1")
    r3 = (U, "Same issue with a local shallow clone.", "u1")
    r4 = (A, "What version does it generate with this parameter in your case?", "u2")
    r5 = "It uses the git hash in that case."
    rec(REACTOS, [r1], r2[1], True, "ellipsis", ["when called"], "ReactOS's CMake git describe call prints 'fatal: No names found, cannot describe anything.' when there isn't enough history, e.g. AppVeyor's clone_depth: 5.", author="u1")
    rec(REACTOS, [r1, r2], r3[1], True, "ellipsis", ["Same issue"], "ReactOS's git describe also fails with 'No names found' in a local shallow clone.", author="u1")
    rec(REACTOS, [r1, r2, r3], r4[1], True, "pronoun", ["it", "this parameter"], "What version string does ReactOS's CMake generate with git describe --always in your shallow clone?", author="u2")
    rec(REACTOS, [r1, r2, r3, r4], r5, True, "pronoun", ["It", "that case"], "With --always, git describe on a shallow ReactOS clone uses the git commit hash as the version.", author="u3")
    lend(REACTOS, [r1], GD_NOTAGS, SAME, PARROT)

    k1 = (U, "Issue with shallow cloning", "u1")
    k2 = (U, "When using git to pull retrieve package source, kiss uses shallow cloning to avoid downloading the entire git repo.", "u1")
    k3 = (U, "Some package use `git describe --tags` to generate their versioning, but that command fail with \"No names found, cannot describe anything.\" on shallow clones.", "u1")
    k4 = (U, "Even the --tags option kiss uses is not enough for the describe command to complete.", "u1")
    k5 = (U, "Maybe we should add a option to disable shallow cloning ?", "u1")
    k6 = "Would you happen to have examples of packages that have this problem?"
    rec(KISS, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(KISS, [k1, k2], k3[1], False, SAME, [], None, author="u1")
    rec(KISS, [k1, k2, k3], k4[1], True, "ellipsis", ["the describe command"], "Even the --tags option kiss uses when cloning is not enough for git describe --tags to complete on its shallow clones.", author="u1")
    # Second reader's adjudication: §2 rule 1, the project is context ("Do you have any plan to support Korean?"): where the option goes (kiss) is left unnamed.
    rec(KISS, [k1, k2, k3, k4], k5[1], True, "ellipsis", [], "Maybe kiss should add an option to disable shallow cloning?", author="u1")
    rec(KISS, [k1, k2, k3, k4, k5], k6, True, "pronoun", ["this problem"], "Do you have examples of kiss packages whose git describe --tags versioning fails on kiss's shallow clones?", author="u2")
    lend(KISS, [k1], GD_DEPTH1, SAME, JQ)

    q1 = (U, "Use an unreachable commit ID instead of a tag", "u1")
    q2 = (U, "For git v1.7.1 (eg. on CentOS 6), a shallow clone achieved by `git clone --depth 1` clones not only the latest commit on master branch but also all branches and all tags, which makes the tag `jq-1.0` available.", "u1")
    q3 = (U, "As a result, the shallow-clone-detecting command passes and the `git describe` is incorrectly called.", "u1")
    q4 = (U, "This patch replaces the tag jq-1.0 with eca89ac, which is the initial commit.", "u1")
    q6 = "So the version shows `master-[commit sha]` right after a shallow clone of the repository."
    rec(JQ, [q1], q2[1], False, SAME, [], None, author="u1")
    rec(JQ, [q1, q2], q3[1], True, "ellipsis", ["As a result"], "Because git 1.7.1's shallow clone of jq also fetches all tags including jq-1.0, jq's shallow-clone-detecting command passes and git describe is wrongly called.", author="u1")
    rec(JQ, [q1, q2, q3], q4[1], True, "pronoun", ["This patch"], "This jq PR replaces the tag jq-1.0 in the shallow-clone check with eca89ac, the initial commit.", author="u1")
    rec(JQ, [q1, q2, q3, q4], GD_DEPTH1, False, SAME, [], None, author="u2")
    rec(JQ, [q1, q2, q3, q4, (A, GD_DEPTH1, "u2")], q6, True, "ellipsis", ["the repository"], "Since --depth=1 fetches no tags, jq's version shows master-[commit sha] right after a shallow clone of jq.", author="u2")
    lend(JQ, [q1], GD_FATAL, SAME, PCSX2)

    g1 = (U, "fatal: No names found, cannot describe anything.", "u1")
    g2 = (U, "When typing \"make\" in the magit directory I cloned from git, I get a bunch of\nerrors that say:", "u1")
    g3 = (A, "This probably comes from `VERSION ?= $(shell test -e $(TOP).git && git describe --tags --abbrev=0 | cut -c2-)` in `default.mk`. Run `git describe --tags` manually to investigate. Are you working in a shallow clone?", "u2")
    g4 = (U, "I am in fact working with a shallow clone.", "u1")
    g5 = (U, "I cloned the magit repo using ```git clone --depth=1``` because I didn't think I'd need the history and to save time and bandwidth, and never expected it to be an issue.", "u1")
    g6 = "Doing an ordinary ```git clone`` on magit's repo and then a ```make``` eliminated the problem."
    rec(MAGIT, [g1], g2[1], True, "ellipsis", ["errors that say"], "Running make in my git clone of magit prints a bunch of 'fatal: No names found, cannot describe anything.' errors.", author="u1")
    rec(MAGIT, [g1, g2], g3[1], True, "pronoun", ["This"], "magit's make error 'No names found, cannot describe anything' probably comes from the VERSION line in default.mk that runs git describe --tags; run git describe --tags manually, and are you in a shallow clone?", author="u2")
    rec(MAGIT, [g1, g2, g3], g4[1], True, "ellipsis", [], "Yes, my magit checkout is a shallow clone.", author="u1")
    rec(MAGIT, [g1, g2, g3, g4], g5[1], True, "pronoun", ["it"], "I cloned magit with git clone --depth=1 to save time and bandwidth, not expecting to need the history or that the shallow clone would break make.", author="u1")
    rec(MAGIT, [g1, g2, g3, g4, g5], g6, True, "ellipsis", ["the problem"], "A normal (non-shallow) git clone of magit followed by make eliminated the 'No names found, cannot describe anything' errors.", author="u1")
    lend(MAGIT, [g1], GD_NOTAGS, SAME, PARROT)

    s1 = (U, "CI: use fetch-depth:0 for release job", "u1")
    s2 = (U, "We use the `git describe` command to prevent release-notes commits to create nuget prereleases for commits that have already been tagged as a \"non-pre\" release; see: fa788dbdeddb2984503a24565547f72d93ef4311", "u1")
    s3 = (U, "However, this stopped working since someone upgraded the checkout action to v4:\na2b2d9427436bd49fe6f6fbe443b14ab2bdbc6a3", "u1")
    s4 = "What must be happening is that this new version of this action now uses a depth of 1 by default, to save bandwidth, and then the command `git describe` fails with this error:"
    rec(FSL, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(FSL, [s1, s2], s3[1], True, "pronoun", ["this"], "FSharpLint's use of git describe to avoid NuGet prereleases for already-tagged commits stopped working when the checkout action was upgraded to v4 (a2b2d94).", author="u1")
    rec(FSL, [s1, s2, s3], s4, True, "pronoun", ["this new version", "this action", "this error"], "actions/checkout v4 apparently clones with a depth of 1 by default to save bandwidth, so FSharpLint's git describe then fails with 'No names found, cannot describe anything'.", author="u1")
    lend(FSL, [s1], GD_DEPTH1, SAME, JQ)

    v1 = (U, "fix(ci): add fetch-depth 0 to integration test checkout", "u1")
    v2 = (U, "Add `fetch-depth: 0` to the integration test job's checkout step so\nthat git tags are available during the build.", "u1")
    v3 = (U, "The Makefile uses `git describe --tags` to inject the version at build\ntime via ldflags.", "u1")
    v4 = (U, "The binary still works because main.go falls back to \"edge\", but the\nerror is noisy and the version string is less informative than it\nshould be.", "u1")
    v5 = "Only the integration job is changed — the CI job doesn't need tags since it doesn't build the binary via ldflags"
    rec(PRIV, [v1], v2[1], True, "ellipsis", [], "This privateer PR adds fetch-depth: 0 to the integration test job's checkout step so git tags are available during the build.", author="u1")
    rec(PRIV, [v1, v2], v3[1], False, SAME, [], None, author="u1")
    rec(PRIV, [v1, v2, v3], v4[1], True, "ellipsis", ["the\nerror"], "When git describe --tags fails in privateer's shallow CI checkout, the binary still works because main.go falls back to 'edge', but the error is noisy and the version string less informative.", author="u1")
    rec(PRIV, [v1, v2, v3, v4], v5, True, "ellipsis", ["the CI job"], "Only privateer's integration test job gets fetch-depth: 0; the CI job doesn't need tags since it doesn't build the binary with ldflags.", author="u1")
    lend(PRIV, [v1], GD_FATAL, SAME, PCSX2)

    j1 = (U, "jgit fails on shallow clone", "u1")
    j2 = "I'm getting this error:"
    rec(GGV, [j1], j2, True, "pronoun", ["this error"], "On a shallow clone gradle-git-version fails with '> Inconsistent git describe: native was 8.3-pre and jgit was null'.", author="u1")
    lend(GGV, [j1], GD_NOTAGS, SAME, PARROT)

    x1 = (U, "clone of flux-core with --depth=1 can't be built", "u1")
    x2 = (U, "The change to `git describe` for generating PACKAGE_VERSION has unfortunately broken the flux-sched travis build, which uses `git clone --depth=1` to grab a recent copy of flux-core and build it.", "u1")
    x3 = (U, "For now we may be forced to do a full clone of flux-core in the flux-sched repo. However, it would be good if we can enhance flux-core to allow a shallow clone build to work in some way.. Could we fall back to a version file if `git describe` fails?", "u1")
    x4 = "Would it be better to switch flux-sched to download a released"
    rec(FLUX, [x1], x2[1], False, SAME, [], None, author="u1")
    # Second reader's adjudication: §2 rule 1: "The shallow clone" is the clone of flux-core the title and the turn before name.
    rec(FLUX, [x1, x2], "The shallow clone appears to leave insufficient information for git describe and we get a list of errors:", True, "pronoun", ["The shallow clone"], "The shallow clone of flux-core (git clone --depth=1) appears to leave insufficient information for git describe, and we get a list of errors:", author="u1")
    rec(FLUX, [x1, x2], x3[1], True, "ellipsis", ["For now"], "Until flux-core's git describe PACKAGE_VERSION works on shallow clones, flux-sched may have to fully clone flux-core; could flux-core fall back to a version file when git describe fails?", author="u1")
    rec(FLUX, [x1, x2, x3], x4, True, "ellipsis", [], "Would it be better for flux-sched's CI to download a released version of flux-core instead of a shallow git clone whose git describe fails?", author="u2")
    lend(FLUX, [x1], GD_FATAL, SAME, PCSX2)


# ---- boot-time entropy starvation: crng init, /dev/random blocking, haveged and rng-tools ----
B2D = GH + "boot2docker/boot2docker/pull/1322"
CHIMERA = GH + "ChimeraOS/chimeraos/pull/50"
HAV57 = GH + "jirka-h/haveged/issues/57"
HAV11 = GH + "jirka-h/haveged/issues/11"
RUNIMG = GH + "actions/runner-images/pull/679"
UBOS = GH + "uboslinux/ubos-admin/issues/57"
FLATCAR = GH + "flatcar/Flatcar/issues/207"
KIWI = GH + "OSInside/kiwi-legacy/pull/559"
EN_HAVEGED = "Haveged allows generating randomness based on variations in code execution time on a processor."
EN_MOUSE = "Just to mention: many headless Raspberry Pi installations will not boot correctly since the current kernel is using mouse events to generate entropy."
EN_SSHKEYS = "haveged generates entropy which is needed to generate keys, at startup the keys that get generated are the ssh host keys."


def _entropy(rec, U, A, lend) -> None:  # noqa: PLR0915
    b1 = (U, "Update to Linux 4.14.46", "u1")
    b3 = (A, "So generating activity while the boot process is happening seems to work. The VM didn't block as long when Docker started and no docker-machine timeout \"detecting the provisioner\".", "u2")
    b4 = (A, "As far as I can tell other hypervisors don't have the equivalent of a virtio-rng-pci device. I'll keep digging.", "u2")
    b5 = "Interesting!  So perhaps it would be sufficient to check for that one device, and launch an entropy generator otherwise?"
    rec(B2D, [b1, (A, "Built a new image with this change:", "u2")], b3[1], True, "ellipsis", ["the boot process"], "Generating disk activity while boot2docker boots seems to work around the low-entropy block: the VM didn't block as long when Docker started and docker-machine no longer timed out 'detecting the provisioner'.", author="u2")
    rec(B2D, [b1, (A, "Built a new image with this change:", "u2"), b3], b4[1], False, SAME, [], None, author="u2")
    rec(B2D, [b1, (A, "Built a new image with this change:", "u2"), b3, b4], b5, True, "pronoun", ["that one device"], "Would it be enough for boot2docker to check for a virtio-rng-pci device and launch an entropy generator when there isn't one?", author="u3")
    lend(B2D, [b1], EN_HAVEGED, SAME, FLATCAR)

    c1 = (U, "Added haveged for faster boot on low entropy systems", "u1")
    c2 = (U, "I was having issues with GamerOS booting slow on my Steam Machine.", "u1")
    c3 = "Installing and enabling haveged, an entropy generator, sped up my boot\ntimes by 2 minutes."
    rec(CHIMERA, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(CHIMERA, [c1, c2], c3, True, "ellipsis", ["my boot\ntimes"], "Installing and enabling haveged, an entropy generator, sped up GamerOS's boot on my Steam Machine by 2 minutes.", author="u1")
    lend(CHIMERA, [c1], EN_MOUSE, SAME, HAV11)
    lend(CHIMERA, [c1], EN_SSHKEYS, SAME, KIWI)

    h1 = (U, "is haveged still useful/relevant?", "u1")
    h2 = (A, "That's very unfortunate.", "u2")
    h3 = (A, "It means throwing nearly 10 years worth of re-education out the window ( [Just use /dev/urandom!](https://www.2uo.de/myths-about-urandom/)  ).", "u2")
    h4 = "I really don't want to use `/dev/random` anymore."
    rec(HAV57, [h1, h2], h3[1], True, "pronoun", ["It"], "Needing haveged or /dev/random for early boot means throwing out nearly 10 years of re-education that said 'just use /dev/urandom'.", author="u2")
    rec(HAV57, [h1, h2, h3], h4, False, SAME, [], None, author="u2")
    rec(HAV57, [h1, h2, h3, (A, h4, "u2")], "I want a random device that \"just works\", no blocking, no shouting cryptic warnings at me, leaving me to figure things out on my own, which I'm ill equipped to do anyway, since I'm no cryptographer or kernel developer.", False, SAME, [], None, author="u2")
    lend(HAV57, [h1], EN_SSHKEYS, SAME, KIWI)

    r1 = (U, "Not an issue: Haveged is a life saver on headless Raspis...", "u1")
    r2 = (U, "Not finding a mouse it will wait for minutes, frequently forever.", "u1")
    r3 = (U, "Haveged is a life saver!\nThe headless Raspberry Pi is now rebooting in seconds where it took minutes, or worse got stuck...", "u1")
    r4 = (A, "@rin67630 For that purpose you might also consider [pollinate](http://manpages.ubuntu.com/manpages/trusty/man1/pollinate.1.html) whose purpose is precisely to seed PRNG on boot intended to use in machines with limited entropy sources.", "u2")
    rec(HAV11, [r1], EN_MOUSE, False, SAME, [], None, author="u1")
    rec(HAV11, [r1, (U, EN_MOUSE, "u1")], r2[1], True, "pronoun", ["it"], "Without a mouse, the Raspberry Pi kernel waiting for mouse events to generate entropy waits for minutes at boot, frequently forever.", author="u1")
    rec(HAV11, [r1, (U, EN_MOUSE, "u1"), r2], r3[1], False, SELF, [], None, author="u1")
    rec(HAV11, [r1, (U, EN_MOUSE, "u1"), r2, r3], r4[1], True, "ellipsis", ["that purpose"], "To seed the PRNG at boot on a headless Raspberry Pi with limited entropy sources, you might also consider pollinate instead of haveged.", author="u2")
    rec(HAV11, [r1, (U, EN_MOUSE, "u1"), r2, r3, r4], "Thank you for the positive feedback!", True, "ellipsis", ["the positive feedback"], "Thank you for the positive feedback about haveged on headless Raspberry Pis!", author="u3")

    g1 = (U, "Add haveged random generator tool on Ubuntu images", "u1")
    g2 = (U, "The build hangs forever with a [cryptographic library](https://github.com/uio-bmi/crypt4gh) , because the library can’t generate encryption keys due to the issue [GPG does not have enough entropy](https://serverfault.com/questions/214605/gpg-does-not-have-enough-entropy)", "u1")
    rec(RUNIMG, [g1], g2[1], False, SAME, [], None, author="u1")
    rec(RUNIMG, [g1, g2], "Haveged - 200kb (~10 seconds)", True, "ellipsis", [], "Adding haveged to the GitHub Actions Ubuntu runner images costs about 200kb and ~10 seconds of installation time.", author="u1")
    lend(RUNIMG, [g1], EN_HAVEGED, SAME, FLATCAR)
    lend(RUNIMG, [g1], EN_MOUSE, SAME, HAV11)

    u1 = (U, "rngd now fails to start", "u1")
    u2 = (U, "Something must have changed in the default Arch rng-tools / rngd daemon installation, because it now fails to start. VirtualBox images time out during tests due to lack of entropy. Apparently time to move to haveged?", "u1")
    u3 = (U, "Arch changed the default configuration in response to this bug report, which explains: https://bugs.archlinux.org/task/34580.\nNeed rethink of random number generation.", "u1")
    rec(UBOS, [u1], u2[1], True, "ellipsis", [], "Something changed in Arch's default rng-tools/rngd installation so rngd fails to start on UBOS, and VirtualBox images time out in tests for lack of entropy; time to move to haveged?", author="u1")
    rec(UBOS, [u1, u2], u3[1], True, "ellipsis", ["the default configuration"], "Arch changed rngd's default configuration in response to https://bugs.archlinux.org/task/34580, so UBOS needs to rethink its random number generation.", author="u1")
    rec(UBOS, [u1, u2, u3], "Worked on in 0431b6315e9f33a8bf3005f007e683624dc7e2df", True, "ellipsis", [], "UBOS's replacement for the failing rngd was worked on in commit 0431b6315e9f33a8bf3005f007e683624dc7e2df.", author="u1")
    lend(UBOS, [u1], EN_SSHKEYS, SAME, KIWI)

    f1 = (U, "Haveged entropy gathering daemon (new package) or rngd.service by default", "u1")
    f3 = (U, "The package will increase the OS image by: 80 KBytes.", "u1")
    rec(FLATCAR, [f1], EN_HAVEGED, False, SAME, [], None, author="u1")
    rec(FLATCAR, [f1, (U, EN_HAVEGED, "u1")], f3[1], True, "ellipsis", ["The package"], "Adding haveged to Flatcar Container Linux increases the OS image by 80 KBytes.", author="u1")
    rec(FLATCAR, [f1, (U, EN_HAVEGED, "u1"), f3], "I suggest making HAVEGED optional, and disabled by", True, "ellipsis", [], "I suggest making haveged optional in Flatcar and disabled by default.", author="u1")
    lend(FLATCAR, [f1], EN_MOUSE, SAME, HAV11)

    k1 = (U, "Execute haveged in udevStart", "u1")
    k2 = (U, "This ensure there is at least a source of entropy for /dev/random when\nthe fips mode is enabled. Without it, VMware virtual machines hang at boot\n(bsc#964204).", "u1")
    k3 = (A, "IMHO it is the users responsibility to start haveged. This is done in config.sh and we do this for all images we build for openSUSE and SLES.", "u2")
    k4 = (A, "I was under the impression that haveged is required while we are still operating in the initrd.", "u3")
    k5 = (A, "If this is not the case I agree to what Robert said", "u3")
    rec(KIWI, [k1], k2[1], True, "pronoun", ["This", "it"], "Running haveged in kiwi's udevStart ensures /dev/random has a source of entropy when FIPS mode is enabled; without it, VMware VMs hang at boot (bsc#964204).", author="u1")
    rec(KIWI, [k1, k2], k3[1], True, "pronoun", ["This"], "IMHO starting haveged is the user's responsibility, not kiwi's; it is done in config.sh for all openSUSE and SLES images we build.", author="u2")
    rec(KIWI, [k1, k2, k3], k4[1], False, SAME, [], None, author="u3")
    rec(KIWI, [k1, k2, k3, k4], k5[1], True, "pronoun", ["this"], "If haveged is not required while kiwi's boot is still in the initrd, I agree that users should start haveged themselves.", author="u3")
    # Second reader's adjudication: a trap: a general claim naming its subject in full (haveged), a trap in its four lent copies (§2 rule 1; part 1's ruling on a later speaker's self-contained statement).
    rec(KIWI, [k1, k2, k3, k4, k5], EN_SSHKEYS, False, SAME, [], None, author="u2")
    lend(KIWI, [k1], EN_HAVEGED, SAME, FLATCAR)


# ---- SameSite=None cookies must be Secure (Chrome 80) ----
NUMBAS = GH + "numbas/numbas-lti-provider/issues/76"
COOKIESTORE = GH + "whatwg/cookiestore/issues/104"
RSSC = GH + "pschinis/rails_same_site_cookie/issues/1"
RCC = GH + "Mastermindzh/react-cookie-consent/issues/82"
COOKIEFIX = GH + "Veriteworks/CookieFix/issues/4"
JSC652 = GH + "js-cookie/js-cookie/issues/652"
JSC555 = GH + "js-cookie/js-cookie/issues/555"
PREBID = GH + "prebid/prebid-server-java/pull/467"
RUMPEL = GH + "dataswift/Rumpel/issues/66"
JASNY = GH + "jasny/sso/pull/132"
SMART = GH + "smartstore/SmartStoreNET/issues/1796"
TIMESIDE = GH + "Parisson/TimeSide/pull/164"
SS_LATEST = "In the latest Chrome release, any cookie that requests SameSite=None but is not marked Secure will be rejected."
SS_HTTPS = "Note that only cookies sent over HTTPS may use the Secure attribute."
SS_FLAG = "Chrome flag `cookies-without-same-site-must-be-secure` process cookie only with `SameSite=None; Secure `"


def _samesite(rec, U, A, lend) -> None:  # noqa: PLR0915
    n1 = (U, "Apply \"SameSite=None; Secure\" setting to cookies in line with Chrome's secure-by-default model", "u1")
    n3 = "I don't have access to the latest release, but the console warning is:"
    rec(NUMBAS, [n1], SS_LATEST, False, SAME, [], None, author="u1")
    rec(NUMBAS, [n1, (U, SS_LATEST, "u1")], n3, True, "ellipsis", ["the latest release", "the console warning"], "I don't have the latest Chrome release, but the Numbas LTI provider already triggers Chrome's console warning that its cross-site cookie was set without the SameSite attribute.", author="u1")
    lend(NUMBAS, [n1], SS_FLAG, SAME, PREBID)

    w1 = (U, "Require Secure if SameSite=None", "u1")
    w2 = (U, "This would manifest in the \"set a cookie\" steps as a check/failure.", "u1")
    w3 = (A, "Thanks for this issue @inexorabletash", "u2")
    w4 = "I agree, this requirement to be “secure” during cross-site seems a positive change to move towards usages of more secure cookies."
    rec(COOKIESTORE, [w1], w2[1], True, "pronoun", ["This"], "Requiring Secure for SameSite=None cookies would appear in the Cookie Store API's 'set a cookie' steps as a check/failure.", author="u1")
    rec(COOKIESTORE, [w1, w2], w3[1], True, "pronoun", ["this issue"], "Thanks for filing the Cookie Store API issue requiring Secure when SameSite=None.", author="u2")
    rec(COOKIESTORE, [w1, w2, w3], w4, True, "pronoun", ["this requirement"], "I agree that requiring SameSite=None cookies in the Cookie Store API to be Secure for cross-site use is a positive move towards more secure cookies.", author="u2")
    lend(COOKIESTORE, [w1], SS_HTTPS, SAME, RCC)

    r1 = (U, "`SameSite=None` must include `Secure`", "u1")
    r2 = (U, "Unless I missed it, it looks like you're just adding `SameSite=None` however these cookies will be rejected by by browsers implementing the [\"Incrementally Better Cookies\" draft](https://tools.ietf.org/html/draft-west-cookie-incrementalism-00) unless they also include `Secure`.", "u1")
    r3 = (A, "The Secure flag only gets set if it's an https request. For http requests if you set the Secure flag the cookie will be ignored by all browsers.", "u2")
    r4 = "The main reason I decided to do it this way is basically so that the cookies would continue to work on my localhost setup (which doesn't use https) at least until the changes are live or if I test with a browser other than Chrome."
    rec(RSSC, [r1], r2[1], True, "pronoun", ["you're", "these cookies"], "rails_same_site_cookie seems to add only SameSite=None, but browsers implementing the 'Incrementally Better Cookies' draft will reject such cookies unless they also include Secure.", author="u1")
    rec(RSSC, [r1, r2], r3[1], False, SAME, [], None, author="u2")
    rec(RSSC, [r1, r2, r3], r4, True, "pronoun", ["it this way", "the changes"], "rails_same_site_cookie sets Secure only on https requests so that cookies keep working on a localhost setup without https, at least until Chrome's SameSite changes are live or when testing in other browsers.", author="u2")
    lend(RSSC, [r1], SS_LATEST, SAME, NUMBAS)

    c1 = (U, "Issue in Chrome console: Mark cross-site cookies as Secure to allow setting them in cross-site contexts", "u1")
    c2 = (U, "The warning reads:\nCookies marked with SameSite=None must also be marked with Secure to allow setting them in a cross-site context.", "u1")
    c4 = (U, "It may look like this only happens on a local dev server. When I tried it on a prod server over https, the warning seems to go away", "u1")
    c5 = "That is correct. As the warning suggest the combination can only be used on TLS secured connections."
    rec(RCC, [c1], c2[1], True, "ellipsis", ["The warning"], "react-cookie-consent triggers Chrome's console warning: 'Cookies marked with SameSite=None must also be marked with Secure to allow setting them in a cross-site context.'", author="u1")
    rec(RCC, [c1, c2], SS_HTTPS, False, SAME, [], None, author="u1")
    rec(RCC, [c1, c2, (U, SS_HTTPS, "u1")], c4[1], True, "pronoun", ["this", "it", "the warning"], "react-cookie-consent's SameSite=None/Secure warning in Chrome may only happen on a local dev server: on a production server over https it seems to go away.", author="u1")
    rec(RCC, [c1, c2, (U, SS_HTTPS, "u1"), c4], c5, True, "pronoun", ["That", "the combination"], "Yes: as Chrome's warning says, SameSite=None with Secure can only be used on TLS-secured connections, so react-cookie-consent's warning disappears over https.", author="u2")
    lend(RCC, [c1], SS_FLAG, SAME, PREBID)

    f1 = (U, "SameSite=None and Secure", "u1")
    f2 = "I am still a warning: \n\n\"A cookie associated with a cross-site resource at http://domain.com/ was set without the SameSite attribute. It has been blocked, as Chrome now only delivers cookies with cross-site requests if they are set with SameSite=None and Secure."
    rec(COOKIEFIX, [f1], f2, True, "ellipsis", ["still"], "Even with Veriteworks CookieFix installed I still get Chrome's warning that a cross-site cookie set without the SameSite attribute was blocked, since Chrome only delivers cross-site cookies with SameSite=None and Secure.", author="u1")
    lend(COOKIEFIX, [f1], SS_LATEST, SAME, NUMBAS)

    j1 = (U, "none/secure value for sameSite attribute?", "u1")
    j2 = (U, "The readme lists the possible values for the **sameSite** attribute as `lax` or `strict`, but Chrome 84 is throwing me a message that says", "u1")
    j3 = (A, "Documentation is outdated (back then there was no “None”). Use “None”.", "u2")
    j4 = (U, "Usage of the \"none\" value also requires there to be a \"Secure\" attribute.  Is the solution I provided above the expected way I should accomplish this?", "u1")
    j5 = (A, "Here's what I would expect:\n\n```js\nCookies.set( 'cookie_name', 'value', { sameSite: 'None', secure: true })\n```", "u2")
    j6 = "Just to notice don't try to test `{sameSite`: 'none', secure: true}` while developing on localhost because it is not `https` and your cookie will not get set at all."
    rec(JSC652, [j1], j2[1], True, "ellipsis", ["a message"], "js-cookie's readme lists only lax and strict for sameSite, but Chrome 84 warns that cross-site cookies will only be delivered with SameSite=None and Secure.", author="u1")
    rec(JSC652, [j1, j2], j3[1], True, "ellipsis", ["Documentation"], "js-cookie's documentation is outdated (there was no 'None' when it was written); use sameSite: 'None'.", author="u2")
    rec(JSC652, [j1, j2, j3], j4[1], True, "pronoun", ["this", "the solution I provided above"], "Using sameSite 'None' in js-cookie also requires the Secure attribute; is Cookies.set('cookie_name', 'value', { sameSite: 'None;', Secure: true }) the expected way to do it?", author="u1")
    rec(JSC652, [j1, j2, j3, j4], j5[1], True, "ellipsis", [], "The expected js-cookie call for a SameSite=None cookie is Cookies.set('cookie_name', 'value', { sameSite: 'None', secure: true }).", author="u2")
    rec(JSC652, [j1, j2, j3, j4, j5], j6, False, SELF, [], None, author="u3")
    lend(JSC652, [j1], SS_HTTPS, SAME, RCC)

    k1 = (U, "A cookie associated with a resource at was set with `SameSite=None` but without `Secure`.", "u1")
    k2 = (A, "Where did you get it from that `SameSite` must only work with secure cookies?", "u2")
    k3 = "SameSite is still in draft status, but in the draft nowhere is there a requirement like this mentioned."
    rec(JSC555, [k1], k2[1], True, "pronoun", ["it"], "Where does the claim come from that a SameSite cookie set with js-cookie must also be Secure?", author="u2")
    rec(JSC555, [k1, k2], k3, True, "ellipsis", ["a requirement like this"], "SameSite is still a draft, and the draft nowhere requires SameSite cookies to be Secure.", author="u2")
    lend(JSC555, [k1], SS_LATEST, SAME, NUMBAS)

    p1 = (U, "Add Secure flag to SameSite cookie for", "u1")
    rec(PREBID, [p1], SS_FLAG, False, SAME, [], None, author="u1")
    lend(PREBID, [p1], SS_HTTPS, SAME, RCC)

    m1 = (U, "Insecure SameSite=None cookies warning", "u1")
    m2 = "Chromium has a warning for an insecure SameSite=None cookie"
    rec(RUMPEL, [m1], m2, False, SAME, [], None, author="u1")
    lend(RUMPEL, [m1], SS_FLAG, SAME, PREBID)

    s1 = (U, "Add secure to session cookie", "u1")
    s2 = (U, "Due to Chrome 80 update Chrome has changed some policy regard to cookie. https://blog.chromium.org/2019/10/developers-get-ready-for-new.html", "u1")
    s3 = (U, "SameSite=None and Secure needed for cross-site cookies", "u1")
    rec(JASNY, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(JASNY, [s1, s2], s3[1], False, SAME, [], None, author="u1")
    rec(JASNY, [s1, s2, s3], "This commit was to solve this issues jasny#131", True, "pronoun", ["This commit", "this issues"], "This jasny/sso commit adding Secure to the session cookie solves issue jasny#131 (Chrome 80 needs SameSite=None and Secure for cross-site cookies).", author="u1")
    rec(JASNY, [s1, s2, s3, (U, "This commit was to solve this issues jasny#131", "u1")], "Due to change you need SSL/HTTPS  connection for it to work", True, "pronoun", ["change", "it"], "Because jasny/sso's session cookie is now Secure, you need an SSL/HTTPS connection for SSO to work.", author="u1")

    t1 = (U, "A cookie associated with website was set with `SameSite=None` but without `Secure`", "u1")
    t2 = "Suggest fixing this error message that gets sent over in the Google Chrome console:"
    rec(SMART, [t1], t2, True, "pronoun", ["this error message"], "I suggest SmartStoreNET fix Chrome's console warning that a cookie was set with SameSite=None but without Secure.", author="u1")
    lend(SMART, [t1], SS_LATEST, SAME, NUMBAS)

    e1 = (U, "Set CSRF and Session cookies Secure", "u1")
    e2 = "In order to have the desired behavior of `SameSite = None`, we have to set the Secure attribute."
    rec(TIMESIDE, [e1], e2, True, "ellipsis", ["the desired behavior"], "For TimeSide's CSRF and session cookies to be sent cross-origin with SameSite=None, they must have the Secure attribute.", author="u1")
    lend(TIMESIDE, [e1], SS_HTTPS, SAME, RCC)


# ---- ccache/sccache hit rates in CI ----
MOON = GH + "kvcache-ai/Mooncake/issues/441"
JAM = GH + "Laguna1989/JamTemplateCpp/issues/181"
HLWM = GH + "herbstluftwm/herbstluftwm/pull/1072"
BTC = GH + "bitcoin/bitcoin/pull/24500"
CC765 = GH + "ccache/ccache/issues/765"
CC1555 = GH + "ccache/ccache/issues/1555"
OPTS = GH + "CSUS-LLVM/OptSched/issues/114"
CIRCT = GH + "llvm/circt/issues/3761"
CC_MTIME = "By default, ccache includes the modification time (“mtime”) and size of the compiler in the hash to ensure that results retrieved from the cache are accurate."
CC_HASHDIR = "I'd suggest trying to disable the hash_dir option. This is a common culprit in environments where every build happens in a randomized path."
CC_LOW = "ccache hit rate is around 20% for some builds, which is way lower than expected."


def _ccache(rec, U, A, lend) -> None:  # noqa: PLR0915
    m1 = (U, "CI: sccache shows 0% cache hit rate", "u1")
    m2 = (U, "The sccache statistics from a recent CI run show the following:", "u1")
    rec(MOON, [m1], m2[1], True, "ellipsis", ["a recent CI run"], "Mooncake's sccache statistics from a recent CI run show 54 compile requests, 0 cache hits and 54 misses (0% hit rate).", author="u1")
    lend(MOON, [m1], CC_MTIME, SAME, BTC)
    lend(MOON, [m1], CC_HASHDIR, SAME, HLWM)

    j1 = (U, "Investigate low ccache hit rate", "u1")
    rec(JAM, [j1], CC_LOW, False, SAME, [], None, author="u1")
    rec(JAM, [j1, (U, CC_LOW, "u1")], "closed with #193", True, "ellipsis", [], "JamTemplateCpp's low ccache hit rate was fixed and closed with #193.", author="u1")
    lend(JAM, [j1], CC_MTIME, SAME, BTC)

    h1 = (U, "Compare compiler binaries for ccache in ci", "u1")
    h2 = (U, "The ccache in the ci has a lot of cache misses. Maybe this comes from\nthe mtime of the compiler being different on each CI run.", "u1")
    h3 = (U, "This now\ncompares the actualy compiler binary instead of the compiler's mtime.\nHopefully, this improves the cache hit rate.", "u1")
    h4 = (A, "Don't we already enable that in line 73? That said, the code seems to have changed a bit since I last checked... this args.cmake is new to me.", "u2")
    h5 = (U, "Oh right! I have only looked at the output of `ccache -p` in the ci (which is before line 73) and noticed this setting. Do you have an idea what else could cause the 100% cache miss rate?", "u1")
    rec(HLWM, [h1], h2[1], False, SAME, [], None, author="u1")
    rec(HLWM, [h1, h2], h3[1], True, "pronoun", ["This", "this"], "This herbstluftwm CI change makes ccache compare the actual compiler binary instead of its mtime (compiler_check=content), hopefully improving the cache hit rate.", author="u1")
    rec(HLWM, [h1, h2, h3], h4[1], True, "pronoun", ["that"], "Doesn't herbstluftwm's ci/build.py already set ccache's compiler_check=content at line 73? The code has changed since I last checked; args.cmake is new to me.", author="u2")
    rec(HLWM, [h1, h2, h3, h4], h5[1], True, "pronoun", ["this setting"], "I only looked at ccache -p output before line 73 of herbstluftwm's CI and saw the mtime compiler_check; what else could cause the 100% ccache miss rate?", author="u1")
    rec(HLWM, [h1, h2, h3, h4, h5], "Without having looked at it more closely, " + CC_HASHDIR, True, "pronoun", ["it"], "Without looking closely at herbstluftwm's CI, I'd suggest disabling ccache's hash_dir option, a common culprit where every build happens in a randomized path.", author="u2")
    lend(HLWM, [h1], CC_LOW, SAME, JAM)

    b1 = (U, "ci: use compiler version in ccache compiler check", "u1")
    b3 = (U, "Since platforms like CI install toolchains on every run, ccache's default option for using mtime causes ccache to not utilize the cache.", "u1")
    b4 = (A, "@div72 \n\nWhy do you think so? Logs are ok, [for example](https://api.cirrus-ci.com/v1/task/5459769484902400/logs/ci.log):", "u2")
    b5 = "@hebasto Extremely low hit rates of https://cirrus-ci.com/task/4649004356075520?logs=ci#L3253 and https://cirrus-ci.com/task/5211954309496832?logs=ci#L2946 irked me"
    rec(BTC, [b1], CC_MTIME, False, SAME, [], None, author="u1")
    rec(BTC, [b1, (U, CC_MTIME, "u1")], b3[1], False, SAME, [], None, author="u1")
    rec(BTC, [b1, (U, CC_MTIME, "u1"), b3], "This PR uses a several years old environment variable to use the version output from the compiler instead.", True, "pronoun", ["This PR"], "This bitcoin PR sets CCACHE_COMPILERCHECK so ccache hashes the compiler's version output instead of its mtime in CI.", author="u1")
    rec(BTC, [b1, (U, CC_MTIME, "u1"), b3], b4[1], True, "ellipsis", ["so", "Logs"], "Why do you think bitcoin's CI ccache isn't using the cache? Its logs look fine, e.g. a Cirrus CI run with 99.72% hits.", author="u2")
    rec(BTC, [b1, (U, CC_MTIME, "u1"), b3, b4], b5, True, "ellipsis", [], "What prompted the bitcoin ccache compiler-check change were extremely low ccache hit rates in two Cirrus CI tasks (4649004356075520 and 5211954309496832).", author="u1")
    lend(BTC, [b1], CC_HASHDIR, SAME, HLWM)

    x1 = (U, "Is 'compile failed' a cache miss?", "u1")
    x2 = (U, "Shouldn't those failures be counted as `cache miss (compile failed)` and `cache miss (preprocessor error)`?\nWith a hit rate of 65,47%.", "u1")
    x3 = (U, "Is that a bug or a feature or is my understanding wrong?\nFeels like a bug in the way statistics are reported and hit rate is calculated.", "u1")
    x4 = (U, "Anyway suggesting a 100% cache hit rate seems misleading. After all the preprocessor/compiler has been called 154 times.", "u1")
    x5 = "For reference, the current way of calculating hit rate was introduced by #94/#109. I find it hard to call it a bug, but I agree that it's possible to argue that hit rate could be defined in different ways."
    rec(CC765, [x1], x2[1], True, "pronoun", ["those failures"], "Shouldn't ccache's 'compile failed' (103) and 'preprocessor error' (51) be counted as cache misses, giving a hit rate of 65.47% instead of 100%?", author="u1")
    rec(CC765, [x1, x2], x3[1], True, "pronoun", ["that"], "Is ccache not counting 'compile failed' and 'preprocessor error' as misses a bug, a feature, or my misunderstanding? It feels like a bug in how statistics are reported and hit rate calculated.", author="u1")
    rec(CC765, [x1, x2, x3], x4[1], True, "ellipsis", ["Anyway"], "Reporting a 100% ccache hit rate seems misleading when the preprocessor/compiler was still called 154 times for failed compilations.", author="u1")
    rec(CC765, [x1, x2, x3, x4], x5, True, "pronoun", ["it"], "ccache's current hit-rate calculation was introduced by #94/#109; excluding failed compilations is hard to call a bug, but hit rate could be defined in different ways.", author="u2")
    lend(CC765, [x1], CC_LOW, SAME, JAM)

    y1 = (U, "Why do I have a low hit rate when compiling large projects", "u1")
    rec(CC1555, [y1], "In my understanding, most files can be hit?", True, "ellipsis", ["most files"], "When compiling a large project with ccache, shouldn't most files be cache hits?", author="u1")
    rec(CC1555, [y1, (U, "In my understanding, most files can be hit?", "u1")], "Can you help me? Thank you", True, "ellipsis", [], "Can you help me find why ccache has a low hit rate compiling my large project?", author="u1")
    lend(CC1555, [y1], CC_MTIME, SAME, BTC)

    o1 = (U, "CI's ccache doesn't seem to be working", "u1")
    o2 = (U, "Despite the ccache directory being uploaded/downloaded, it appears that we aren't getting cache hits as expected. We shouldn't have to recompile all of LLVM on every CI check.", "u1")
    o3 = (A, "ccache doesn't speed things up as much as you would expect. You still need to check the hash for all those files.", "u2")
    o4 = (U, "ccache does speed things up dramatically. Before this problem, the builds were taking roughly 6 minutes instead of 1 hour and 45 minutes.", "u1")
    rec(OPTS, [o1], o2[1], True, "ellipsis", [], "Although OptSched's CI uploads and downloads the ccache directory, we aren't getting cache hits, so all of LLVM is recompiled on every CI check.", author="u1")
    # Second reader's adjudication: §2 rule 1: "all those files" points at the turn before (LLVM's), not inside the message.
    rec(OPTS, [o1, o2], o3[1], True, "pronoun", ["all those files"], "ccache doesn't speed things up as much as you would expect: you still need to check the hash for all of LLVM's files on every CI check.", author="u2")
    rec(OPTS, [o1, o2, o3], o4[1], True, "ellipsis", ["this problem"], "ccache does speed OptSched's CI up dramatically: before the cache misses started, builds took roughly 6 minutes instead of 1 hour 45 minutes.", author="u1")
    rec(OPTS, [o1, o2, o3, o4], "Besides, the ccache statistics reported are showing ~99% cache miss rate when they were previously showing >90% hit rate.", True, "ellipsis", ["Besides"], "OptSched's CI ccache statistics show a ~99% miss rate where they previously showed a >90% hit rate.", author="u1")
    rec(OPTS, [o1, o2, o3, o4], "Odd. It appears to be working now.", True, "pronoun", ["It"], "Oddly, OptSched's CI ccache appears to be giving cache hits again now.", author="u1")
    lend(OPTS, [o1], CC_HASHDIR, SAME, HLWM)

    t1 = (U, "[Nightly CI] CCache hit rates have become <1%", "u1")
    t2 = (U, "These were the Release configurations, and showed 34-50% hit rates.  For the ones that still took ~2hours, despite the cache being found they exhibit poor hit rates (< 1%).", "u1")
    t3 = (U, "Looks like maybe something re:debug build is interfering/causing all caches entries to miss?", "u1")
    t4 = (A, "IIRC, this is mostly consistent with what @mikeurbach and I were seeing when we initially set up the ccache. We think it implies that the wrong ccache is being restored, but didn't look into it further.", "u2")
    rec(CIRCT, [t1], t2[1], True, "pronoun", ["These", "the ones"], "In CIRCT's nightly CI the Release configurations showed 34-50% ccache hit rates, while the configurations still taking ~2 hours had <1% hit rates despite the cache being found.", author="u1")
    rec(CIRCT, [t1, t2], t3[1], True, "ellipsis", ["all caches entries"], "Maybe something about CIRCT's debug builds causes all ccache entries to miss in nightly CI?", author="u1")
    rec(CIRCT, [t1, t2, t3], t4[1], True, "pronoun", ["this"], "CIRCT's <1% nightly ccache hit rate matches what we saw when first setting up ccache; we think it means the wrong ccache is being restored, but didn't investigate.", author="u2")
    rec(CIRCT, [t1, t2, t3, t4], "Yes this is what we saw before:", True, "pronoun", ["this"], "Yes, CIRCT's near-zero nightly ccache hit rate is what we saw before when setting up ccache.", author="u3")
    lend(CIRCT, [t1], CC_LOW, SAME, JAM)



# ---- SSH area, second look: "REMOTE HOST IDENTIFICATION HAS CHANGED" (same area as _hostkeys) ----
FUCK = GH + "nvbn/thefuck/pull/82"
APTIBLE = GH + "aptible/aptible-cli/issues/25"
TPCDS = GH + "RunningJon/TPC-DS/pull/4"
ZOS = GH + "ansible-collections/ibm_zos_core/issues/1843"
SKUBA = GH + "SUSE/skuba/issues/426"
CSI = GH + "csi2115-f21/scripts/issues/27"
TART = GH + "openai/tart/issues/1135"
D3R = GH + "D3rHase/ssh-command-action/issues/9"
START9 = GH + "Start9Labs/documentation/issues/266"
SH_CHANGED = "This is a warning notification that occurs when the destination server equipment is changed even though the IP is the same."
SH_DUPIP = "I think it's caused by a duplicate IP address on the virtual machine."


def _hostchanged(rec, U, A, lend) -> None:  # noqa: PLR0915
    f1 = (U, "add thing for when known hosts have changed", "u1")
    f2 = (U, "so I get messages like this all the time when I'm testing deployments:", "u1")
    f3 = (U, "I don't want to turn off strict checking, but it's also a minor pain to go to known hosts and delete the conflicting thing in person.", "u1")
    f4 = (U, "I'm also thinking that the obvious partner to this rule would be one that chmods keys when you forget.", "u1")
    f5 = (A, "Thanks!", "u2")
    f6 = "I think for permissions to `.ssh` there should be separate rule."
    rec(FUCK, [f1], f2[1], True, "pronoun", ["messages like this"], "When testing deployments I constantly get ssh's 'WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!' with 'Host key verification failed.'", author="u1")
    rec(FUCK, [f1, f2], f3[1], True, "ellipsis", ["the conflicting thing"], "I don't want to turn off ssh strict host key checking, but it's a pain to delete the conflicting known_hosts entry by hand after a host key change.", author="u1")
    rec(FUCK, [f1, f2, f3], f4[1], True, "pronoun", ["this rule"], "A natural companion to thefuck's rule for changed known_hosts entries would be a rule that chmods SSH keys when you forget.", author="u1")
    rec(FUCK, [f1, f2, f3, f4], f5[1], True, "ellipsis", [], "Thanks for the thefuck rule that fixes changed known_hosts entries!", author="u2")
    rec(FUCK, [f1, f2, f3, f4, f5], f6, True, "ellipsis", [], "Fixing permissions on ~/.ssh should be a separate thefuck rule, not part of the known_hosts rule.", author="u2")
    lend(FUCK, [f1], SH_CHANGED, SAME, CSI)

    a1 = (U, "WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!", "u1")
    a2 = (U, "This warning comes up after each BroadwayJoe deploy.", "u1")
    a3 = "A fix in the meantime is to run:\n\n```\nssh-keygen -R [<customer-stackname>.ssh.aptible.com]:42022\n```"
    rec(APTIBLE, [a1], a2[1], True, "pronoun", ["This warning"], "ssh's 'WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!' comes up after each BroadwayJoe deploy with aptible-cli.", author="u1")
    rec(APTIBLE, [a1, a2], a3, True, "ellipsis", ["A fix"], "Until aptible-cli fixes it, the changed-host-key warning after each deploy can be cleared with ssh-keygen -R [<customer-stackname>.ssh.aptible.com]:42022.", author="u1")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, as in this sentence's own thread, so not trap_self_contained_pronoun (whose pronoun refers inside) (tart's copy after the same title is a follow-up).
    rec(APTIBLE, [a1], SH_DUPIP, True, "pronoun", ["it"], "I think ssh's 'WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!' is caused by a duplicate IP address on the virtual machine.", qsrc=TART, author=None)

    t1 = (U, "Update rollout.sh", "u1")
    t2 = (U, "This will fix the remote host key changed error/warning", "u1")
    rec(TPCDS, [t1], t2[1], True, "pronoun", ["This"], "This change to TPC-DS's rollout.sh fixes ssh's 'remote host identification has changed' error/warning.", author="u1")
    # Second reader's adjudication: §2 rule 6: a short fragment of the pull request's description; rollout.sh's change is left unnamed (§2 rule 1).
    rec(TPCDS, [t1, t2], "Changing the way keys are being generated on my deploy", True, "ellipsis", [], "This TPC-DS rollout.sh change alters the way keys are generated on my deploy, to fix the remote host key changed warning.", author="u1")
    lend(TPCDS, [t1], SH_CHANGED, SAME, CSI)

    z1 = (U, "[Enabler] [AC] REMOTE HOST IDENTIFICATION HAS CHANGED error", "u1")
    z2 = (U, "Occasionally we encounter these, while I understand the issue, I am not sure how we encounter them but given how our automation is behind a firewall on secure servers , its probably best we have the tool automatically react to this and correct it without user intervention.", "u1")
    z3 = "The output has been sanitized with `ec12345a.sanitized.host.ibm.com`"
    rec(ZOS, [z1], z2[1], True, "pronoun", ["these", "this", "it"], "ibm_zos_core's automation occasionally hits ssh's 'REMOTE HOST IDENTIFICATION HAS CHANGED' error; since it runs behind a firewall on secure servers, the tool should detect and correct it without user intervention.", author="u1")
    rec(ZOS, [z1, z2], z3, True, "ellipsis", ["The output"], "The 'REMOTE HOST IDENTIFICATION HAS CHANGED' output shown for ibm_zos_core has its host name sanitized as ec12345a.sanitized.host.ibm.com.", author="u1")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, as in this sentence's own thread, so not trap_self_contained_pronoun (whose pronoun refers inside).
    rec(ZOS, [z1], SH_DUPIP, True, "pronoun", ["it"], "I think the 'REMOTE HOST IDENTIFICATION HAS CHANGED' error is caused by a duplicate IP address on the virtual machine.", qsrc=TART, author=None)
    lend(ZOS, [z1, z2], SH_KEYSCAN, SAME, CAPDOC)

    k1 = (U, "CI :Warning: remote host identification has changed", "u1")
    k2 = "Not sure if this warning is serious or not. Feel free to close it if this is a rubbish issue."
    rec(SKUBA, [k1], k2, True, "pronoun", ["this warning", "it"], "I'm not sure whether skuba CI's ssh 'remote host identification has changed' warning is serious; feel free to close the issue if not.", author="u1")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, as in this sentence's own thread, so not trap_self_contained_pronoun (whose pronoun refers inside) (the title names the warning).
    rec(SKUBA, [k1], SH_CHANGED, True, "pronoun", ["This"], "ssh's 'remote host identification has changed' warning occurs when the destination server equipment is changed even though the IP is the same.", qsrc=CSI, author=None)
    lend(SKUBA, [k1], SH_NETSSH, SELF, SSHSCAN)

    c1 = (U, "HW#1) why WARMIMG: REMOTE HOST IDENTIFICATION HAS CHANGED appear", "u1")
    c2 = (U, "As you repeatedly perform the task, the text may appear.", "u1")
    c4 = (U, "It can be solved by updating the ~/.ssh/known_hosts file.\nlike ssh-keygen -f \"/home/[username]/.ssh/known_hosts\" -R \"[localhost]:10022\"", "u1")
    c5 = (U, "The solution is written right below, but I'm writing it in case you're wondering why.", "u1")
    rec(CSI, [c1], c2[1], True, "ellipsis", ["the task", "the text"], "When you repeat homework 1's ssh task, 'WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED' may appear.", author="u1")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, so not trap_self_contained_pronoun (whose pronoun refers inside) (the title's warning).
    rec(CSI, [c1, c2], SH_CHANGED, True, "pronoun", ["This"], "ssh's 'WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED' occurs when the destination server equipment is changed even though the IP is the same.", author="u1")
    rec(CSI, [c1, c2, (U, SH_CHANGED, "u1")], c4[1], True, "pronoun", ["It"], "ssh's 'REMOTE HOST IDENTIFICATION HAS CHANGED' in homework 1 can be solved by updating ~/.ssh/known_hosts, e.g. ssh-keygen -f \"/home/[username]/.ssh/known_hosts\" -R \"[localhost]:10022\".", author="u1")
    rec(CSI, [c1, c2, (U, SH_CHANGED, "u1"), c4], c5[1], True, "ellipsis", ["The solution", "it"], "The fix for the changed-host-key warning is in the homework instructions; I'm explaining why it happens in case you wonder.", author="u1")
    rec(CSI, [c1, c2, (U, SH_CHANGED, "u1"), c4, c5], "thanks for explaining the reason!", True, "ellipsis", ["the reason"], "Thanks for explaining why the 'REMOTE HOST IDENTIFICATION HAS CHANGED' warning appears in homework 1!", author="u2")

    r1 = (U, "WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!", "u1")
    r2 = (U, "When I executed the following command:", "u1")
    # Second reader's adjudication: §2 rule 6: a short fragment, the opener's report going on from the title.
    rec(TART, [r1], r2[1], True, "ellipsis", [], "When I executed the following tart command, I got ssh's 'WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!':", author="u1")
    # Second reader's adjudication: §2 rule 6: a short fragment of the opener's report.
    rec(TART, [r1, r2], "I encountered the following error message:", True, "ellipsis", [], "Running that tart command, I encountered the error 'WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!':", author="u1")
    rec(TART, [r1, r2, (U, "I encountered the following error message:", "u1")], SH_DUPIP, True, "pronoun", ["it"], "I think tart's 'REMOTE HOST IDENTIFICATION HAS CHANGED' error comes from a duplicate IP address on the virtual machine.", author="u1")

    d1 = (U, "Appears to be connecting to incorrect host", "u1")
    d2 = (U, "Recently this action has stopped working for me with a Remote Host Identification warning. The fingerprint doesn't seem to have changed, and the error message reports a different fingerprint to the host that also seems to be the new GitHub fingerprint:", "u1")
    d3 = (U, "Googling `uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s.` matches the fingerprint in quoted errors from when Github changed their RSA SSH host key earlier this year.", "u1")
    d4 = (A, "Hi Matt, thanks for reporting this. I will look into it", "u2")
    rec(D3R, [d1], d2[1], True, "pronoun", ["this action"], "D3rHase/ssh-command-action recently stopped working for me with a 'REMOTE HOST IDENTIFICATION HAS CHANGED' warning; my host's fingerprint hasn't changed, and the reported fingerprint looks like GitHub's new one.", author="u1")
    rec(D3R, [d1, d2], d3[1], False, SAME, [], None, author="u1")
    rec(D3R, [d1, d2, d3], d4[1], True, "pronoun", ["this", "it"], "Thanks for reporting ssh-command-action's changed-host-key warning; I will look into it.", author="u2")

    n1 = (U, "[feat] Add a cautionary note about host key changes with brief explainer in SSH section", "u1")
    lend(START9, [n1], SH_CHANGED, SAME, CSI)
    lend(START9, [n1], SH_DUPIP, SELF, TART)


# ---- vm.max_map_count, second look: SonarQube's embedded Elasticsearch (same area as _maxmap) ----
BNSQ = GH + "bitnami/bitnami-docker-sonarqube/issues/32"
BNSQ4 = GH + "bitnami/bitnami-docker-sonarqube/issues/4"
BNC = GH + "bitnami/containers/issues/44306"
SQ312 = GH + "SonarSource/docker-sonarqube/issues/312"
SQ310 = GH + "SonarSource/docker-sonarqube/issues/310"
SQ556 = GH + "SonarSource/docker-sonarqube/issues/556"
ADO = GH + "aprenderdevops/docker-sonarqube/issues/1"
MM_HOST = "Yes, the configuration has to be set in the host, not inside the container."
MM_WSL = "If anyone falls here like me and has been using Docker on Windows, do this: \n\n1. wsl -d docker-desktop\n2. sysctl -w vm.max_map_count=262144"


def _sonarmaps(rec, U, A, lend) -> None:  # noqa: PLR0915
    b1 = (U, "fail on start -- mkdir: cannot create directory ‘/bitnami/postgresql/data’: Permission denied", "u1")
    b2 = (A, "Hi,\n  Could you check the logs in the sonarqube container and check for errors ? It is located on `/opt/bitnami/sonarqube/logs/sonar.log`.", "u2")
    b3 = "In that case, you will need to increase that kernel parameter by using:\n```\nsudo sysctl -w vm.max_map_count=262144 \n```"
    rec(BNSQ, [b1], b2[1], True, "ellipsis", ["the sonarqube container"], "Could you check the Bitnami SonarQube container's log at /opt/bitnami/sonarqube/logs/sonar.log for errors?", author="u2")
    rec(BNSQ, [b1, b2, (A, "When checking this issue, I got there:", "u2")], b3, True, "pronoun", ["that case", "that kernel parameter"], "If the Bitnami SonarQube log shows 'vm.max_map_count [65530] is too low', increase the kernel parameter with sudo sysctl -w vm.max_map_count=262144.", author="u2")
    rec(BNSQ, [b1, b2, (A, "When checking this issue, I got there:", "u2"), (A, b3, "u2")], "here is my progress:", True, "ellipsis", ["my progress"], "Here is my Bitnami SonarQube sonar.log after trying the vm.max_map_count fix.", author="u1")
    lend(BNSQ, [b1], MM_HOST, SAME, BNC)

    t1 = (U, "ERROR Pattern SonarQube is up was not found in SonarQube log", "u1")
    t2 = (A, "Have the same issue and did the tail command. Here's the output:", "u2")
    t3 = "Solution: On host, do `sysctl -w vm.max_map_count=262144`. If you need further info about this issue, see [https://github.com/docker-library/elasticsearch/issues/133](https://github.com/docker-library/elasticsearch/issues/133)."
    rec(BNSQ4, [t1], t2[1], True, "ellipsis", ["the same issue", "the tail command"], "I have the same 'Pattern SonarQube is up was not found' issue with the Bitnami SonarQube image; here's the output of tail -f on its sonar.log.", author="u2")
    rec(BNSQ4, [t1, t2], t3, True, "pronoun", ["this issue"], "Bitnami SonarQube's 'SonarQube is up was not found' comes from Elasticsearch's vm.max_map_count bootstrap check: on the host, run sysctl -w vm.max_map_count=262144 (see docker-library/elasticsearch#133).", author="u2")
    lend(BNSQ4, [t1], MM_WSL, SAME, SQ556)

    c1 = (U, "SonarQube not starting (from compose up)", "u1")
    c2 = (A, "Hi @migruiz4 , thanks for the hint!\nI'm using Docker Desktop on Windows 10 and setting the vm.max_map_count did not work in the container (permission denied).", "u2")
    c3 = (A, "What did work for me is the following (given WSL is installed and integrated with Docker Desktop for Windows):\n`wsl -d docker-desktop`\n`sysctl -w vm.max_map_count=262144`", "u2")
    c4 = (A, "Thanks for the feedback @jkessel!", "u3")
    c6 = "Yes that setting that did work for me and I'm in. Just for anyone else making it to this thread, I'm not using docker-desktop I'm using rancher desktop but the process was virtually identical"
    rec(BNC, [c1], c2[1], True, "ellipsis", ["the hint"], "On Docker Desktop for Windows 10, setting vm.max_map_count inside the Bitnami SonarQube container fails with permission denied.", author="u2")
    rec(BNC, [c1, c2], c3[1], True, "ellipsis", [], "What worked for the Bitnami SonarQube vm.max_map_count error on Docker Desktop for Windows (with WSL integration): wsl -d docker-desktop, then sysctl -w vm.max_map_count=262144.", author="u2")
    rec(BNC, [c1, c2, c3], c4[1], True, "ellipsis", ["the feedback"], "Thanks for confirming that setting vm.max_map_count through WSL fixes Bitnami SonarQube on Docker Desktop.", author="u3")
    rec(BNC, [c1, c2, c3, c4], MM_HOST, True, "ellipsis", ["the configuration"], "Yes, vm.max_map_count for Bitnami SonarQube has to be set on the host, not inside the container.", author="u3")
    rec(BNC, [c1, c2, c3, c4, (A, MM_HOST, "u3")], c6, True, "pronoun", ["that setting", "this thread", "the process"], "Setting vm.max_map_count through WSL worked and Bitnami SonarQube starts; with Rancher Desktop instead of Docker Desktop the process is virtually identical.", author="u4")
    rec(BNC, [c1, c2, c3, c4, (A, MM_HOST, "u3"), (A, c6, "u4")], "`wsl -d rancher-desktop`\n`sysctl -w vm.max_map_count=262144`", True, "ellipsis", [], "On Rancher Desktop, set vm.max_map_count for SonarQube with wsl -d rancher-desktop and then sysctl -w vm.max_map_count=262144.", author="u4")

    p1 = (U, "Public Test: sonarqube: waiting for web server to start ... Failed", "u1")
    p2 = (A, "Trying:\ndocker-compose -f docker-compose-postgres-example.yml up", "u2")
    p3 = (A, "Gave me an error:\nmax virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]", "u2")
    p4 = (A, "So I ran\nsudo sysctl -w vm.max_map_count=262144", "u2")
    # Second reader's adjudication: §2 rule 6: a short fragment, trying the thread's project.
    rec(SQ312, [p1], p2[1], True, "ellipsis", [], "Testing docker-sonarqube, whose web server fails to start, I am trying: docker-compose -f docker-compose-postgres-example.yml up", author="u2")
    rec(SQ312, [p1, p2], p3[1], True, "ellipsis", ["Gave me"], "Running docker-sonarqube's postgres docker-compose example gave me 'max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]'.", author="u2")
    rec(SQ312, [p1, p2, p3], p4[1], True, "ellipsis", ["So"], "To fix docker-sonarqube's vm.max_map_count error I ran sudo sysctl -w vm.max_map_count=262144.", author="u2")
    rec(SQ312, [p1, p2, p3, p4], "And that got farther...", True, "pronoun", ["that"], "Raising vm.max_map_count got docker-sonarqube's startup farther.", author="u2")
    rec(SQ312, [p1, p2, p3, p4, (A, "And that got farther...", "u2")], "But the tests are still failing...", True, "ellipsis", ["the tests"], "docker-sonarqube's public tests still fail ('waiting for web server to start ... Failed') after raising vm.max_map_count.", author="u2")

    s1 = (U, "Bootstrap check fails from insufficient vm.max_maps_count setting", "u1")
    s2 = (U, "Solution:  Please enable the flag for disabling mmapfs (node.store.allow_mmapfs=false).", "u1")
    s4 = (U, "To get around this, Version 6.5+ of ElasticSearch allows you to disable mmapfs, and use only NIOFS.  That then also removes the check for max_map_count since it's no longer using memory maps.", "u1")
    s5 = "Ok, so this is implemented... but the name is off..."
    rec(SQ310, [s1], s2[1], True, "ellipsis", [], "To fix SonarQube's Elasticsearch bootstrap check failing on vm.max_map_count in Docker, please enable the flag that disables mmapfs (node.store.allow_mmapfs=false).", author="u1")
    rec(SQ310, [s1, s2, (U, "ElasticSearch by default uses memory map file system (hybrid actually, niofs and mmapfs).", "u1")], s4[1], True, "pronoun", ["this", "That", "it"], "To avoid setting vm.max_map_count from a Docker container (where /proc is read-only), Elasticsearch 6.5+ can disable mmapfs and use only NIOFS, which also removes the max_map_count check.", author="u1")
    rec(SQ310, [s1, s2, (U, "ElasticSearch by default uses memory map file system (hybrid actually, niofs and mmapfs).", "u1"), s4], s5, True, "pronoun", ["this", "the name"], "SonarQube has implemented disabling Elasticsearch's mmapfs, but the setting's name differs from node.store.allow_mmapfs.", author="u1")
    lend(SQ310, [s1], MM_HOST, SAME, BNC)

    g1 = (U, "docker-compose.yml not working", "u1")
    g2 = (A, "solution/fix is mentioned here:\nhttps://gist.github.com/Warchant/0d0f0104fe7adf3b310937d2db67b512", "u2")
    g3 = (A, "You need to execute first on the host: \n`sudo sysctl -w vm.max_map_count=262144`", "u2")
    rec(SQ556, [g1], g2[1], True, "ellipsis", ["solution/fix"], "The fix for docker-sonarqube's docker-compose.yml not working is described in https://gist.github.com/Warchant/0d0f0104fe7adf3b310937d2db67b512.", author="u2")
    rec(SQ556, [g1, g2], g3[1], True, "ellipsis", ["first"], "Before running docker-sonarqube's docker-compose.yml, execute sudo sysctl -w vm.max_map_count=262144 on the host.", author="u2")
    rec(SQ556, [g1, g2, g3], MM_WSL, True, "ellipsis", ["like me", "do this"], "On Docker for Windows, raise vm.max_map_count for docker-sonarqube with wsl -d docker-desktop and then sysctl -w vm.max_map_count=262144.", author="u3")

    a1 = (U, "Sonarqube container error", "u1")
    a2 = "ERROR: [1] bootstrap checks failed. You must address the points described in the following [1] lines before starting Elasticsearch."
    rec(ADO, [a1], a2, False, SAME, [], None, author="u1")
    lend(ADO, [a1], MM_WSL, SAME, SQ556)
    lend(ADO, [a1], MM_HOST, SAME, BNC)


# ---- ndots, second look: lowering ndots per pod and Docker's --dns-opt (same area as _ndots) ----
KIWIX = GH + "kiwix/operations/issues/776"
LIBNET = GH + "moby/libnetwork/pull/1435"
TRIGGER = GH + "triggerdotdev/trigger.dev/pull/3441"
MMCLOUD = GH + "mattermost/mattermost-cloud/pull/667"
ND_LINUX = "Linux default is ndots:1"


def _ndots2(rec, U, A, lend) -> None:  # noqa: PLR0915
    k1 = (U, "Revisit Kube's DNS config?", "u1")
    k2 = (U, "Any pod's `resolv.conf` looks like this:", "u1")
    k3 = (U, "That's on purpose ([k8s DNS](https://kubernetes.io/docs/concepts/services-networking/dns-pod-service/)) so pods can communicate with one another using names in-namespace and out-of-namespace.", "u1")
    k4 = (U, "With pods being able to use subdomain, that can lead to names like cont1.poda.namespace.svc.cluster.local : 5 dots in this _local_ name. That's why the conf has `ndots: 5`.", "u1")
    k5 = (U, "The consequence of this is that in our containers, **every single unqualified domain lookup** (close to every connection) to an _external_ domain generates 4 DNS queries (just for IPv4).", "u1")
    k6 = "What can we do to minimize this?"
    # Second reader's adjudication: §2 rule 6: a short fragment, the opener's report going on from the title.
    rec(KIWIX, [k1], k2[1], True, "ellipsis", [], "In kiwix's Kubernetes cluster, any pod's `resolv.conf` looks like this:", author="u1")
    rec(KIWIX, [k1, k2], k3[1], True, "pronoun", ["That"], "Kubernetes' pod resolv.conf (search domains and ndots:5) is on purpose, so pods can reach each other by name in and out of their namespace.", author="u1")
    rec(KIWIX, [k1, k2, k3], k4[1], True, "ellipsis", ["the conf"], "Because pods can use subdomains, local names like cont1.poda.namespace.svc.cluster.local have 5 dots, which is why Kubernetes' resolv.conf has ndots:5.", author="u1")
    rec(KIWIX, [k1, k2, k3, k4], k5[1], True, "pronoun", ["this"], "Because of Kubernetes' ndots:5, every unqualified lookup of an external domain in kiwix's containers generates 4 DNS queries (IPv4 alone).", author="u1")
    rec(KIWIX, [k1, k2, k3, k4, k5], k6, True, "pronoun", ["this"], "What can kiwix do to minimize the extra DNS queries Kubernetes' ndots:5 causes for external domains?", author="u1")
    lend(KIWIX, [k1], ND_LINUX, SAME, MMCLOUD)

    l1 = (U, "User provided ndots option should be used", "u1")
    l2 = (U, "If --dns-opt ndots:# is passed on docker run it will take precedence and ndots:0 will not be added.", "u1")
    l4 = (A, "This assumes `ResolverOptions()` only returns the `ndots` option. While it is true now (we know it from the implementation, but not evident at all from the API), is this always going to be true in future ?", "u2")
    rec(LIBNET, [l1], l2[1], False, SAME, [], None, author="u1")
    rec(LIBNET, [l1, l2], "What this means is, if domain or search options are available in the resolv.conf an unqualified query name will get appended with the domain/search names.", True, "pronoun", ["What this means"], "When a user passes --dns-opt ndots:# to docker run, an unqualified query name gets the resolv.conf domain/search names appended.", author="u1")
    rec(LIBNET, [l1, l2], l4[1], True, "pronoun", ["This"], "libnetwork's ndots change assumes ResolverOptions() returns only the ndots option; that is true now but not evident from the API—will it always be true?", author="u2")
    # Second reader's adjudication: §2 rule 1: a review suggestion made against the pull request's code ("instead").
    rec(LIBNET, [l1, l2, l4], "In case `dnsOptionsList` contains a user defined ndots option, I think we should instead prune any existing ndots option from the `sb.resolver.ResolverOptions()` list.", True, "ellipsis", ["instead"], "In libnetwork, when dnsOptionsList contains a user-defined ndots option, rather than assuming ResolverOptions() returns only ndots, we should prune any existing ndots option from the sb.resolver.ResolverOptions() list.", author="u2")
    lend(LIBNET, [l1], ND_DEFAULT, SAME, MLAB)

    t1 = (U, "feat(supervisor): optional ndots override for runner pods", "u1")
    t2 = (U, "Adds `KUBERNETES_POD_DNS_NDOTS_OVERRIDE_ENABLED` flag (off by default) that overrides the cluster default and sets `dnsConfig.options.ndots` on runner pods (defaulting to 2, configurable via `KUBERNETES_POD_DNS_NDOTS`).", "u1")
    t3 = "Using a lower `ndots` value reduces DNS query amplification in the `cluster.local` zone."
    rec(TRIGGER, [t1], t2[1], True, "ellipsis", [], "trigger.dev's supervisor gets a KUBERNETES_POD_DNS_NDOTS_OVERRIDE_ENABLED flag (off by default) that sets dnsConfig.options.ndots on runner pods (default 2, via KUBERNETES_POD_DNS_NDOTS).", author="u1")
    rec(TRIGGER, [t1, t2], t3, False, SAME, [], None, author="u1")
    lend(TRIGGER, [t1], ND_HPE, SAME, HPE)
    lend(TRIGGER, [t1, t2], ND_LINUX, SAME, MMCLOUD)

    m1 = (U, "Optimize DNS search path", "u1")
    m2 = (U, "Kubelet sets up in every pod by default in /etc/resolv.conf the option ndots:5 (don’t resolve a domain name as is unless it is FQDN)", "u1")
    m3 = (U, "This value is convenient but not efficient. Might do more than 5 queries per DNS lookup", "u1")
    m5 = "Awesome work @stafot  👍"
    rec(MMCLOUD, [m1], m2[1], False, SAME, [], None, author="u1")
    rec(MMCLOUD, [m1, m2], m3[1], True, "pronoun", ["This value"], "Kubernetes' default ndots:5 is convenient but not efficient: it might do more than 5 queries per DNS lookup.", author="u1")
    rec(MMCLOUD, [m1, m2, m3], ND_LINUX, False, SAME, [], None, author="u1")
    rec(MMCLOUD, [m1, m2, m3, (U, ND_LINUX, "u1")], m5, True, "ellipsis", ["Awesome work"], "Great work optimizing the ndots DNS search path in Mattermost Cloud workspaces, @stafot.", author="u2")
    lend(MMCLOUD, [m1], ND_DEFAULT, SAME, MLAB)


# ---- exit code 137, second look: OOM kills under load and memory limits (same area as _exit137) ----
AMO = GH + "mozilla/addons-server/issues/7518"
POISON = GH + "medik8s/poison-pill/pull/35"
SIMC = GH + "sortbek/simcraft/issues/117"


def _exit137b(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Docker images exit on restart (Error 137)", "u1")
    a2 = (U, "This is the best error I got so far:", "u1")
    a3 = (U, "@muffinresearch had the great idea that it might be because of how signals handled which I'll investigate a bit more too.", "u1")
    a4 = (U, "This started to fail when we moved to our debian based docker images.", "u1")
    a5 = (A, "I run into this every time I try to update docker. Erasing all containers and recreating the Docker env seems to work fine.", "u2")
    a6 = "Using `stopasgroup=false` in the supervisor config I was unable to reproduce the problem."
    # Second reader's adjudication: §2 rule 6: a short fragment, the opener's report going on from the title.
    rec(AMO, [a1], a2[1], True, "ellipsis", [], "This is the best error I got so far from addons-server's Docker images exiting on restart (Error 137):", author="u1")
    rec(AMO, [a1, a2], a3[1], True, "pronoun", ["it"], "addons-server's Docker images exiting with error 137 on supervisorctl restart might be due to how signals are handled; I'll investigate.", author="u1")
    rec(AMO, [a1, a2, a3], a4[1], True, "pronoun", ["This"], "addons-server's restart started failing with exit code 137 when we moved to Debian-based Docker images.", author="u1")
    rec(AMO, [a1, a2, a3, a4], a5[1], True, "pronoun", ["this"], "I hit addons-server's error 137 on restart every time I update Docker; erasing all containers and recreating the Docker environment fixes it.", author="u2")
    rec(AMO, [a1, a2, a3, a4, a5], a6, True, "ellipsis", ["the problem"], "With stopasgroup=false in addons-server's supervisor config I couldn't reproduce the exit code 137 on restart.", author="u3")
    lend(AMO, [a1], EX_SIGKILL, SAME, WUD)

    p1 = (U, "remove memory limit and increase requested memory", "u1")
    p2 = "I've seen OOM and problem during container startup which made it fail.\nthis was manually resolved by increasing the memory."
    rec(POISON, [p1], p2, False, SAME, [], None, author="u1")
    lend(POISON, [p1], EX_RESTART, SAME, WUD)

    s1 = (U, "Container exits with code 137 (OOM killed) causing system instability", "u1")
    s2 = (U, "The simhammer-backend container crashes with exit code 137 (OOM killed) under normal operating conditions on a system with 8GB RAM running multiple Docker containers.", "u1")
    s3 = (U, "Container should handle memory constraints gracefully or define a memory limit in docker-compose.yml.", "u1")
    s4 = (A, "Whether there's an underlying improvement to be made about the memory consumption of the backend is one thing, but setting a memory limit for the cgroup will still result in it being OOM killed. Is the memory pressure during sims? (if so, does limiting the cores help?)", "u2")
    s5 = "The OOM kill actually happened while the container was idle. no simulation runs were active at the time."
    rec(SIMC, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(SIMC, [s1, s2], s3[1], True, "ellipsis", ["Container"], "The simhammer-backend container should handle memory constraints gracefully or define a memory limit in its docker-compose.yml.", author="u1")
    rec(SIMC, [s1, s2, s3], s4[1], True, "pronoun", ["it", "the backend"], "Even with a cgroup memory limit, simhammer-backend would still be OOM killed; is its memory pressure during sims, and does limiting the cores help?", author="u2")
    rec(SIMC, [s1, s2, s3, s4], s5, True, "ellipsis", ["the container", "the time"], "simhammer-backend's OOM kill (exit code 137) happened while the container was idle, with no simulation runs active.", author="u1")
    lend(SIMC, [s1], "Exit code 137 means the container process was killed by the OS kernel's Out-of-Memory (OOM) killer. This occurs when the container exceeds the available memory limit.", SAME, AGENTKIT)


# ---- ephemeral port exhaustion: "Cannot assign requested address" (EADDRNOTAVAIL) and ip_local_port_range ----
HITCH = GH + "varnish/hitch/issues/213"
SSLIBEV = GH + "shadowsocks/shadowsocks-libev/issues/2930"
PORTFOR = GH + "fizyk/port-for/issues/12"
PMSS = GH + "MagnaCapax/PMSS/issues/653"
CBDOCS = GH + "couchbase/docs-server/pull/1328"
SIEGE = GH + "JoeDog/siege/issues/127"
K6 = GH + "grafana/k6/issues/826"
EMQB = GH + "emqx/emqtt-bench/issues/221"
GOSTRESS = GH + "link1st/go-stress-testing/issues/21"
TFB = GH + "TechEmpower/FrameworkBenchmarks/issues/4092"
HAPROXY = GH + "haproxy/haproxy/issues/1520"
EP_RANGE = "For Linux distributions, the typical range is 32768-61000."
EP_28K = "This will usually be something like `32768   60999` meaning there are `60999 - 32768 = 28231` usable ports."
EP_60S = "60 seconds seems to be the amount of time for lingering `TIME_WAIT` connections to be timed out and closed"


def _ephemeral(rec, U, A, lend) -> None:  # noqa: PLR0915
    h1 = (U, "{backend-connect}: Cannot assign requested address", "u1")
    h2 = (U, "We are using hitch 1.4.4 in conjunction with varnish 5.0.0 on an Ubuntu System. So far everything works fine. Only if we get some more requets per second some clients will get an \"Empty Response\".", "u1")
    h4 = (U, "What does this mean? Is it a hitch or varnish related issue?", "u1")
    h5 = (U, "The file ulimit was set to 500.000.", "u1")
    h6 = "This looks like an `EADDRNOTAVAIL` error"
    rec(HITCH, [h1], h2[1], False, SAME, [], None, author="u1")
    rec(HITCH, [h1, h2, (U, "In these moments we will find the following lines in syslog:", "u1")], h4[1], True, "pronoun", ["this", "it"], "What does hitch's syslog error '{backend-connect}: Cannot assign requested address' under higher request rates mean, and is it a hitch or a varnish issue?", author="u1")
    # Second reader's adjudication: §2 rule 6: a statement whose only question is the thread's.
    rec(HITCH, [h1, h2, (U, "In these moments we will find the following lines in syslog:", "u1"), h4], h5[1], True, "ellipsis", [], "The file ulimit was set to 500,000 on the server where hitch logs '{backend-connect}: Cannot assign requested address'.", author="u1")
    rec(HITCH, [h1, h2, (U, "In these moments we will find the following lines in syslog:", "u1"), h4, h5], h6, True, "pronoun", ["This"], "hitch's '{backend-connect}: Cannot assign requested address' looks like an EADDRNOTAVAIL error.", author="u2")
    lend(HITCH, [h1], EP_28K, SAME, SIEGE)

    s1 = (U, "Ephemeral port exhaustion causing \"bind: address already in use\"", "u1")
    s2 = (U, "Run one instance of ss-server, sending in a high volume of traffic with many concurrent connections.", "u1")
    s3 = (U, "This error message on stderr \"ERROR: bind_to_addr: Address already in use\"", "u1")
    s4 = "This appears to be using \"bind before connect\", where the socket is created, bound to the IP specified"
    # Second reader's adjudication: §2 rule 6: a reproduction step whose only question is the title's.
    rec(SSLIBEV, [s1], s2[1], True, "ellipsis", [], "Running one instance of ss-server with a high volume of traffic and many concurrent connections exhausts ephemeral ports: 'bind: address already in use'.", author="u1")
    rec(SSLIBEV, [s1, s2, (U, "Traffic succeeding", "u1")], s3[1], True, "ellipsis", ["This error message"], "Under high traffic with many concurrent connections, ss-server prints 'ERROR: bind_to_addr: Address already in use' on stderr instead of succeeding.", author="u1")
    rec(SSLIBEV, [s1, s2, (U, "Traffic succeeding", "u1"), s3], s4, True, "pronoun", ["This"], "shadowsocks-libev appears to use 'bind before connect': each outgoing socket is created and bound to the configured local IP before connecting, which exhausts ephemeral ports.", author="u1")
    lend(SSLIBEV, [s1], EP_RANGE, SAME, CBDOCS)

    f1 = (U, "Can't select a port after setup ip_local_port_range", "u1")
    f2 = "I encountered a bug (?) with `port-for-0.4` after changing the local port range in `/proc/sys/net/ipv4/ip_local_port_range`."
    rec(PORTFOR, [f1], f2, True, "ellipsis", [], "port-for 0.4 can't select a port after I changed the local port range in /proc/sys/net/ipv4/ip_local_port_range.", author="u1")
    rec(PORTFOR, [f1, (U, f2, "u1")], "Please consider following test case:", True, "ellipsis", [], "Here is a test case reproducing port-for failing to select a port after changing ip_local_port_range.", author="u1")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, as in this sentence's own thread, so not trap_self_contained_pronoun (whose pronoun refers inside) (siege's copy is a follow-up; the title names ip_local_port_range).
    rec(PORTFOR, [f1], EP_28K, True, "pronoun", ["This"], "ip_local_port_range will usually be something like `32768   60999`, meaning there are `60999 - 32768 = 28231` usable ports.", qsrc=SIEGE, author=None)

    m1 = (U, "Kernel ephemeral source-port range overlaps PMSS static ports with no ip_local_reserved_ports — static binds get stolen, watchdog cannot rebind", "u1")
    lend(PMSS, [m1], EP_RANGE, SAME, CBDOCS)
    lend(PMSS, [m1], EP_60S, SAME, TFB)

    c1 = (U, "DOC-3949c: Revisions to ephemeral ports", "u1")
    c2 = (U, "An _ephemeral_ port is one temporarily allocated by a server's operating system, as the source port for an outgoing communication.", "u1")
    c3 = (U, "Each operating system provides a default range of port numbers that can be assigned to ephemeral ports.", "u1")
    rec(CBDOCS, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(CBDOCS, [c1, c2], c3[1], False, SAME, [], None, author="u1")
    rec(CBDOCS, [c1, c2, c3], EP_RANGE, False, SAME, [], None, author="u1")
    rec(CBDOCS, [c1, c2, c3, (U, EP_RANGE, "u1")], "Revised version approved by David Saadeh.", True, "ellipsis", ["Revised version"], "The revised version of Couchbase's ephemeral ports documentation was approved by David Saadeh.", author="u1")

    g1 = (U, "Socket address is unavailable error", "u1")
    g2 = (U, "When trying to run siege in a simple stress testing case, I am met by a socket error after 20-30 seconds (number varies):", "u1")
    g4 = (U, "I tried setting concurrent users to 1 to see if this changed things, thinking too many sockets were being used, but it did not seem to change much. Same goes for trying to run as root.", "u1")
    g5 = (A, "The issue is that by default siege closes each connection leaving the port in a TIME_WAIT state which means it can't be reused for a while. Your server just runs out of available ports.", "u2")
    g6 = (A, "In linux you can see the usable port range using `cat /proc/sys/net/ipv4/ip_local_port_range`.", "u2")
    rec(SIEGE, [g1], g2[1], True, "ellipsis", ["a socket error"], "A simple siege stress test fails after 20-30 seconds with '[error] socket: address is unavailable.: Cannot assign requested address'.", author="u1")
    rec(SIEGE, [g1, g2, (U, "The test I'm trying to launch is rather simple:", "u1")], g4[1], True, "pronoun", ["this", "it"], "Setting siege's concurrent users to 1, or running as root, didn't change its 'Cannot assign requested address' socket error.", author="u1")
    rec(SIEGE, [g1, g2, (U, "The test I'm trying to launch is rather simple:", "u1"), g4], g5[1], True, "ellipsis", ["The issue"], "siege's 'address is unavailable' error happens because by default siege closes each connection, leaving its port in TIME_WAIT so it can't be reused for a while, and the machine runs out of ports.", author="u2")
    rec(SIEGE, [g1, g2, (U, "The test I'm trying to launch is rather simple:", "u1"), g4, g5], g6[1], False, SAME, [], None, author="u2")
    rec(SIEGE, [g1, g2, (U, "The test I'm trying to launch is rather simple:", "u1"), g4, g5, g6], EP_28K, True, "pronoun", ["This"], "Linux's ip_local_port_range is usually 32768 60999, i.e. 28231 usable ports for siege's connections.", author="u2")

    k1 = (U, "Response code 0 and error \"connect: cannot assign requested address\" when sending more than 1k rps.", "u1")
    k2 = (U, "When i've set noConnectionReuse to false there are not such a errors.", "u1")
    k3 = (U, "In all my test scenarios i have to avoid keep alive connections.", "u1")
    k4 = (U, "It is hard to predict when it starts getting those 0s codes.", "u1")
    k5 = "You are most likely running out of ports from the OS. There are limited amount of ports that a process can use."
    rec(K6, [k1, (U, "when i'm sending more than 1k requests to endpoints with flag:\nnoConnectionReuse: true", "u1")], k2[1], True, "ellipsis", ["such a errors"], "With k6's noConnectionReuse set to false, I don't get the 'connect: cannot assign requested address' errors.", author="u1")
    # Second reader's adjudication: §2 rule 6: a statement whose only question is the thread's.
    rec(K6, [k1, (U, "when i'm sending more than 1k requests to endpoints with flag:\nnoConnectionReuse: true", "u1"), k2], k3[1], True, "ellipsis", [], "In all my k6 test scenarios I have to avoid keep-alive connections, so I need noConnectionReuse: true despite its 'cannot assign requested address' errors above 1k rps.", author="u1")
    rec(K6, [k1, (U, "when i'm sending more than 1k requests to endpoints with flag:\nnoConnectionReuse: true", "u1"), k2, k3], k4[1], True, "pronoun", ["it", "those 0s codes"], "It's hard to predict when k6 starts returning response code 0 with 'cannot assign requested address'.", author="u1")
    rec(K6, [k1, (U, "when i'm sending more than 1k requests to endpoints with flag:\nnoConnectionReuse: true", "u1"), k2, k3, k4], k5, True, "ellipsis", [], "k6's 'connect: cannot assign requested address' with noConnectionReuse most likely means the load generator is running out of OS ports; a process can use only a limited number of ports.", author="u2")
    lend(K6, [k1], EP_60S, SAME, TFB)

    e1 = (U, "Getting connect error - eaddrnotavail", "u1")
    e2 = (U, "r5 2xlarge, after 1.9L connections. getting", "u1")
    e3 = "Have you bumped the number of fds as in https://github.com/emqx/emqtt-bench#notice ?"
    rec(EMQB, [e1], e2[1], True, "ellipsis", [], "On an r5.2xlarge, emqtt-bench gets 'connect error - eaddrnotavail' after 1.9 lakh (190,000) connections.", author="u1")
    # Second reader's adjudication: §2 rule 6: a short fragment of the opener's report.
    rec(EMQB, [e1, e2], "ip_local_port_range: 1025\t65535", True, "ellipsis", [], "emqtt-bench gets 'connect error - eaddrnotavail' although ip_local_port_range is 1025 65535.", author="u1")
    rec(EMQB, [e1, e2, (U, "ip_local_port_range: 1025\t65535", "u1")], e3, True, "ellipsis", [], "For emqtt-bench's eaddrnotavail, have you raised the file descriptor limit as the emqtt-bench README's notice describes?", author="u2")
    lend(EMQB, [e1], EP_28K, SAME, SIEGE)

    w1 = (U, "如何避免大量TIME_WAIT？", "u1")
    w2 = (U, "你好，通过go夜读了解到这个项目，想问一下在压测过程中 如何尽量避免大量出现TIME_WAIT？\n通过增大超时时间的设置么。", "u1")
    w3 = (A, "TIME_WAIT 其实是正常现象，再压测http接口都是都是短连接，每次建立连接的时候都会出现 TIME_WAIT，除非压测的时候建立长链接，只压测数据", "u2")
    w4 = (U, "@link1st 谢谢。还有一个这样的问题。\nconnect: cannot assign requested address", "u1")
    w5 = "无法分配请求地址，因为在TCP 连接的时候client需要占用一个端口，但是本地的端口是有限的，所以会出现无法分配端口的现象"
    rec(GOSTRESS, [w1], w2[1], False, SAME, [], None, author="u1")
    rec(GOSTRESS, [w1, w2], w3[1], True, "ellipsis", [], "用 go-stress-testing 压测 http 接口时出现大量 TIME_WAIT 是正常现象：短连接每次建立连接都会产生 TIME_WAIT，除非压测时使用长连接。", author="u2")
    rec(GOSTRESS, [w1, w2, w3], w4[1], False, SAME, [], None, author="u1")
    rec(GOSTRESS, [w1, w2, w3, w4], w5, True, "ellipsis", [], "go-stress-testing 压测时报 connect: cannot assign requested address（无法分配请求地址），是因为 TCP 连接时客户端需要占用一个本地端口，而本地端口有限。", author="u2")
    rec(GOSTRESS, [w1, w2, w3, w4, (A, w5, "u2")], "解决:\n设置更多的可用端口、修改地址快速回收", True, "ellipsis", [], "解决 go-stress-testing 的 cannot assign requested address：设置更多可用的本地端口，并修改 TIME_WAIT 地址快速回收。", author="u2")

    t1 = (U, "Too many `Cannot assign requested address` error messages from the latest Citrine and Azure runs", "u1")
    t2 = (A, "We looked into the \"Cannot assign requested address\" issue and found that the issue was caused by insufficient ephemeral ports, or too many connections, on the VMs when running certain frameworks.", "u2")
    t3 = (A, "Since most frameworks do not have this issue and are behaving within spec as expected, the fix/mitigation we decided to implement was to add a 60-second wait time between each permutation to minimize the lingering impact of occupied ports from the previous permutation to the next.", "u2")
    t5 = "By explicitly specifying the `connection: keep-alive` header, `wrk` should reuse the connections and thus the amount of opened connections should stay at around the specified"
    rec(TFB, [t1], t2[1], True, "ellipsis", ["the issue"], "TechEmpower's 'Cannot assign requested address' errors in the Citrine and Azure runs were caused by insufficient ephemeral ports, or too many connections, on the VMs with certain frameworks.", author="u2")
    rec(TFB, [t1, t2], t3[1], True, "pronoun", ["this issue"], "Since most frameworks don't exhaust ephemeral ports, TechEmpower's mitigation is a 60-second wait between test permutations so occupied ports from one don't linger into the next.", author="u2")
    rec(TFB, [t1, t2, t3], EP_60S, False, SAME, [], None, author="u2")
    rec(TFB, [t1, t2, t3, (A, EP_60S, "u2")], "We think the maintainers of test implementations having this issue should treat it as a potential bug in that implementation and/or framework.", True, "pronoun", ["this issue", "it"], "Maintainers of TechEmpower test implementations that exhaust ephemeral ports ('Cannot assign requested address') should treat it as a potential bug in their implementation or framework.", author="u2")
    rec(TFB, [t1, t2, t3, (A, EP_60S, "u2")], t5, False, SAME, [], None, author="u2")
    lend(TFB, [t1], EP_RANGE, SAME, CBDOCS)

    x1 = (U, "Setting more than one source IP-Address per listen/server config", "u1")
    x2 = (A, "As Lukas said, it could introduce extra complexity at various points.", "u2")
    x3 = "Last, you mentioned running at 40k conn/s, but that's not the conn/s that counts but the number of concurrent conns."
    rec(HAPROXY, [x1], x2[1], True, "pronoun", ["it"], "Supporting more than one source IP address per HAProxy server line could introduce extra complexity at various points.", author="u2")
    rec(HAPROXY, [x1, x2], x3, True, "ellipsis", ["you mentioned"], "For HAProxy's source-port limits, what matters is not the 40k connections per second you run but the number of concurrent connections.", author="u2")
    lend(HAPROXY, [x1], EP_28K, SAME, SIEGE)
    lend(HAPROXY, [x1], EP_RANGE, SAME, CBDOCS)



# ---- npm 7 peer dependencies, second look: libraries widening their React peer range (same area as _eresolve) ----
RSRC = GH + "signalsciences/rsrc/pull/37"
JSONAPI = GH + "aribouius/jsonapi-react/pull/25"
JRHS = GH + "mikeborozdin/jest-react-hooks-shallow/issues/39"
RPI = GH + "FormidableLabs/react-progressive-image/pull/35"
RSI = GH + "icons-pack/react-simple-icons/issues/97"
RPH = GH + "buildo/react-placeholder/issues/95"
NORTH = GH + "aws/aws-northstar/pull/385"
NSHARE = GH + "Bunlong/next-share/pull/46"
SORT = GH + "SortableJS/react-sortablejs/issues/214"
I18N = GH + "i18next/react-i18next/issues/1251"
GRID = GH + "Automattic/gridicons/issues/317"
FFORM = GH + "react-component/field-form/pull/216"
NP_REACT17 = "React 17 is the \"No new features\" release so there shouldn't be any breaking changes: https://reactjs.org/blog/2020/10/20/react-v17.html"
NP_V7FAIL = "Since npm v7, `npm install` will fail when it encounters conflicting peerDependencies by default."


def _peerreact(rec, U, A, lend) -> None:  # noqa: PLR0915
    r1 = (U, "Widen peerDependencies for react to v17", "u1")
    r2 = (U, "Installing via npm 7 in a project that has react@17 causes installation issues due to mis-matched peer dependencies.", "u1")
    # Second reader's adjudication: §2 rule 1, the project is context: what is installed (rsrc) is left unnamed.
    rec(RSRC, [r1], r2[1], True, "ellipsis", [], "Installing rsrc via npm 7 in a project that has react@17 causes installation issues due to mismatched peer dependencies.", author="u1")
    rec(RSRC, [r1, r2], "Widens the peerDependency requirements to include react@17.", True, "ellipsis", [], "This rsrc PR widens its peerDependency requirements to include react@17, so npm 7 installs it in React 17 projects.", author="u1")
    lend(RSRC, [r1], NP_REACT17, SAME, I18N)

    j1 = (U, "Update peerDependencies for React 17", "u1")
    j2 = (U, "Because of outdated peer dependencies,`npm install` fails (on npm v7+) if you are using React 17.", "u1")
    j3 = (U, "A `--force` flag ignores the peer dependency and it works just fine, but this PR will make the library install to a React 17 project with no errors or flags needed, which is especially helpful in continuous integration scenarios where you don't want to force install all packages.", "u1")
    j4 = (A, "Thanks so much @dariusk!", "u2")
    # Second reader's adjudication: §2 rule 1, the project is context: whose outdated peer dependencies (jsonapi-react's) is left unnamed.
    rec(JSONAPI, [j1], j2[1], True, "ellipsis", [], "Because of jsonapi-react's outdated peer dependencies, npm install fails (on npm v7+) if you are using React 17.", author="u1")
    rec(JSONAPI, [j1, j2], j3[1], True, "pronoun", ["the peer dependency", "it", "this PR"], "npm install --force ignores jsonapi-react's outdated React peer dependency and works, but this PR lets it install into React 17 projects with no errors or flags, which helps CI.", author="u1")
    rec(JSONAPI, [j1, j2, j3], j4[1], True, "ellipsis", [], "Thanks for updating jsonapi-react's peerDependencies for React 17!", author="u2")
    rec(JSONAPI, [j1, j2, j3, j4], "This is now available as of version `0.0.24`.", True, "pronoun", ["This"], "jsonapi-react's React 17 peer dependency support is available as of version 0.0.24.", author="u2")
    lend(JSONAPI, [j1], NP_V7FAIL, SAME, NSHARE)

    h1 = (U, "Npm7 & React 17 peer dependency error", "u1")
    h2 = (U, "When trying to use this library with npm7 it fails in combination with react 17.", "u1")
    h3 = (U, "Is it possible to add rules in the deps to be  ^16.8 || ˆ17 in your react deps?", "u1")
    h4 = "I think the correct solution here would be to add the React dependency as a `peerDependency` instead of a `dependency`, together with allowing `^17.0.0`. Would that be possible?"
    rec(JRHS, [h1], h2[1], True, "pronoun", ["this library"], "Installing jest-react-hooks-shallow with npm 7 fails in a React 17 project.", author="u1")
    rec(JRHS, [h1, h2], h3[1], True, "ellipsis", ["your react deps"], "Could jest-react-hooks-shallow's React dependency range be ^16.8 || ^17?", author="u1")
    rec(JRHS, [h1, h2, h3], h4, True, "pronoun", ["here", "that"], "Instead, jest-react-hooks-shallow should declare React as a peerDependency rather than a dependency and allow ^17.0.0; would that be possible?", author="u2")
    lend(JRHS, [h1], NP_REACT17, SAME, I18N)

    p1 = (U, "Support React 17 peer dependencies", "u1")
    p2 = "Right now, npm will fail to install this alongside React 17 because it can't resolve a valid set of peer dependencies. This expands the range to support React 17."
    rec(RPI, [p1], p2, True, "pronoun", ["this", "This"], "npm currently fails to install react-progressive-image alongside React 17 because it can't resolve a valid set of peer dependencies; this PR expands its React peer range to support 17.", author="u1")
    lend(RPI, [p1], NP_V7FAIL, SAME, NSHARE)

    i1 = (U, "Failed to install if repository has React 17 installed on npm v7", "u1")
    i2 = (U, "I got this problem when installing this package on React 17:", "u1")
    i3 = "To fix this, adding ^17 should suffice:"
    rec(RSI, [i1], i2[1], True, "pronoun", ["this problem", "this package"], "Installing @icons-pack/react-simple-icons with npm 7 in a React 17 project fails with ERESOLVE (peer react@^16.13.1).", author="u1")
    rec(RSI, [i1, i2, (U, "npm v7 [installs peer dependencies by default](https://github.blog/2020-10-13-presenting-v7-0-0-of-the-npm-cli/), but", "u1")], i3, True, "pronoun", ["this"], "To fix react-simple-icons' ERESOLVE on React 17, adding ^17 to its react peerDependency (\"^16.8 || ^17\") should suffice.", author="u1")
    lend(RSI, [i1], NP_REACT17, SAME, I18N)
    lend(RSI, [i1, i2], NP_SINCE7, SAME, MENDIX)

    q1 = (U, "Problem with React 17 and npm version 7.5.1 on mac osx", "u1")
    q2 = (U, "I've done a clean install of npm 7.5.1 on my MacBook and after trying to do npm install, I get the following message.  I have node 6.14.11 installed on another mac with no issues.  Is there a version problem with the latest node?", "u1")
    q3 = (A, "The peer dependency of react needs to be updated here, I'll test out react 17 and work on a PR!", "u2")
    q4 = "@pkellner @BrianMitchL released as `v4.1.0` on npm"
    rec(RPH, [q1], q2[1], True, "ellipsis", ["the following message"], "After a clean install of npm 7.5.1 on my Mac, npm install of react-placeholder with React 17 fails with a peer dependency error (peer react@^16.8.0); is it a problem with the latest node?", author="u1")
    rec(RPH, [q1, q2], q3[1], True, "ellipsis", ["here"], "react-placeholder's React peer dependency needs updating; I'll test React 17 and work on a PR.", author="u2")
    rec(RPH, [q1, q2, q3], q4, True, "ellipsis", ["released"], "react-placeholder's React 17 peer dependency fix is released as v4.1.0 on npm.", author="u3")
    lend(RPH, [q1], NP_V7FAIL, SAME, NSHARE)

    n1 = (U, "feat: Add React v17 as peer dependencies", "u1")
    n2 = (U, "Add React v17 as peer dependencies explicitly to avoid [`npm install` failed in npm v7](https://github.com/npm/feedback/discussions/191).", "u1")
    n3 = "We have used React v17 with northstar in a few projects and did not see any compatibility issues."
    rec(NORTH, [n1], n2[1], True, "ellipsis", [], "aws-northstar adds React v17 to its peer dependencies explicitly so npm install doesn't fail under npm v7.", author="u1")
    rec(NORTH, [n1, n2], n3, False, SAME, [], None, author="u1")
    lend(NORTH, [n1], NP_REACT17, SAME, I18N)

    x1 = (U, "Loosen peer deps constraints (>= React 17, >= react-scripts 4)", "u1")
    x3 = "This PR enables `next-share` to be installed on projects running React 18 and/or react scripts 5."
    rec(NSHARE, [x1], NP_V7FAIL, False, SAME, [], None, author="u1")
    rec(NSHARE, [x1, (U, NP_V7FAIL, "u1")], x3, True, "pronoun", ["This PR"], "Loosening next-share's peer dependency constraints lets it be installed in projects running React 18 and/or react-scripts 5.", author="u1")

    o1 = (U, "Peer Dependency conflict in React 17 project and npm7", "u1")
    o2 = (U, "This is due to the updates to npm in NPM 7 https://github.blog/2021-02-02-npm-7-is-now-generally-available/#peer-dependencies and is causing an npm install to fail under npm 7 while working under npm 6", "u1")
    o3 = (U, "I suspect updating the react and react-dom peer dependencies to \"^16.9.0 - 17\" should suffice", "u1")
    o4 = (A, "Until this issue is fixed, installing sortablejs with the `--force` flag worked for me", "u2")
    o5 = (A, "any updates on this?", "u3")
    rec(SORT, [o1], o2[1], True, "pronoun", ["This"], "react-sortablejs' peer dependency conflict in React 17 projects comes from npm 7's peer dependency changes: npm install fails under npm 7 but works under npm 6.", author="u1")
    # Second reader's adjudication: §2 rule 1, the project is context: whose peer dependencies (react-sortablejs') is left unnamed.
    rec(SORT, [o1, o2], o3[1], True, "ellipsis", [], "I suspect updating react-sortablejs' react and react-dom peer dependencies to '^16.9.0 - 17' should fix its npm 7 conflict in React 17 projects.", author="u1")
    rec(SORT, [o1, o2, o3], o4[1], True, "pronoun", ["this issue"], "Until react-sortablejs' React 17 peer conflict is fixed, npm install --save react-sortablejs sortablejs --force works.", author="u2")
    rec(SORT, [o1, o2, o3, o4], o5[1], True, "pronoun", ["this"], "Any updates on react-sortablejs' React 17 peer dependency conflict under npm 7?", author="u3")
    rec(SORT, [o1, o2, o3, o4, o5], "it would be nice if you guys could prioritize this issue!", True, "pronoun", ["this issue"], "It would be nice if the react-sortablejs maintainers prioritized fixing its React 17 peer dependency conflict with npm 7.", author="u4")
    # Second reader's adjudication: §2 rule 1: the pronoun points out of the sentence at the history, so not trap_self_contained_pronoun (whose pronoun refers inside) (the conflict of the title).
    rec(SORT, [o1], NP_LOCAL, True, "pronoun", ["This"], "The peer dependency conflict of react-sortablejs in a React 17 project with npm 7 is a local development issue only.", qsrc=XDM, author=None)

    g1 = (U, "Update React peer dependency version for use with npm 7", "u1")
    g2 = (U, "Update peer dependencies to allow installing alongside react v17.", "u1")
    g3 = (U, "This means installing modules without matching peer dependencies requires `--use-legacy-deps` or `--force` which is not ideal.", "u1")
    rec(I18N, [g1], g2[1], True, "ellipsis", [], "react-i18next should update its peer dependencies to allow installing alongside React v17.", author="u1")
    rec(I18N, [g1, g2, (U, "Update to the latest version of npm mean [peer dependencies are installed alongside a simple `npm i`](https://github.blog/2021-02-02-npm-7-is-now-generally-available/#peer-dependencies).", "u1")], g3[1], True, "pronoun", ["This"], "Because npm 7 installs peer dependencies with a simple npm i, installing react-i18next without matching peers requires --legacy-peer-deps or --force, which is not ideal.", author="u1")
    rec(I18N, [g1, g2], NP_REACT17, False, SAME, [], None, author="u1")
    lend(I18N, [g1], NP_V7FAIL, SAME, NSHARE)

    w1 = (U, "Conflicting peer dependencies", "u1")
    w2 = (U, "As of npm 7 peer dependencies are installed by default, this brings up a conflict for us in wc-admin with npm 7 between this library and others that use 17.x versions of React.", "u1")
    w3 = (U, "Is there any downside to extending support of your peer dependencies in this package to cover React 17? I'd be happy to submit a PR to add this if needed.", "u1")
    # Second reader's adjudication: §2 rule 1, the project is context: "this library" is gridicons, left unnamed.
    rec(GRID, [w1], w2[1], True, "pronoun", ["this library"], "As npm 7 installs peer dependencies by default, gridicons' React peer dependency conflicts in wc-admin with other libraries that use React 17.x.", author="u1")
    rec(GRID, [w1, w2], w3[1], True, "pronoun", ["this package", "this"], "Is there any downside to extending gridicons' React peer dependency to cover React 17? I'm happy to submit a PR.", author="u1")
    rec(GRID, [w1, w2, w3], "Done in #318, though we still need to publish", True, "ellipsis", [], "gridicons' React 17 peer dependency support was done in #318, though it still needs publishing.", author="u2")

    f1 = (U, "Fix issue with NPM 7 throwing error", "u1")
    f2 = (U, "NPM 7 automatically installs peer dependencies. Trying to update to React 17 causes error when installing @ant-design/icons", "u1")
    f3 = "Based on the advice from Kent C. Dodds and Cory House, I updated peer dependency of React to be \">= 16.9.0\""
    rec(FFORM, [f1], f2[1], False, SAME, [], None, author="u1")
    rec(FFORM, [f1, f2], f3, True, "ellipsis", ["peer dependency of React"], "Following Kent C. Dodds' and Cory House's advice, I changed rc-field-form's React peer dependency to \">= 16.9.0\" so npm 7 installs it with React 17.", author="u1")


# ---- boot-time entropy, second look: VMs without a virtio-rng device (same area as _entropy) ----
VMNET = GH + "nirs/vmnet-helper/pull/113"
DSSHD = GH + "gsauthof/dracut-sshd/issues/12"
IGNITE = GH + "weaveworks/ignite/issues/613"
B2D1392 = GH + "boot2docker/boot2docker/issues/1392"
RAPIDO = GH + "rapido-linux/rapido/issues/44"
DRACUT = GH + "dracutdevs/dracut/pull/600"
EN_VMS = "VMs do not have lot of entropy sources and may have delays during boot due to lack of entropy."


def _entropyvm(rec, U, A, lend) -> None:  # noqa: PLR0915
    v1 = (U, "Add virtio-rng device to avoid boot delays", "u1")
    rec(VMNET, [v1], EN_VMS, False, SAME, [], None, author="u1")
    rec(VMNET, [v1, (U, EN_VMS, "u1")], "Adding a virtio-rng device may help to inject entropy into the vm.", False, SAME, [], None, author="u1")
    lend(VMNET, [v1], EN_SSHKEYS, SAME, KIWI)

    d1 = (U, "SSHD not starting on CentOS 8 VM?", "u1")
    d2 = (U, "I am booting a CentOS 8 via KVM / virt-manager with kernel options `rd.neednet=1 ip=dhcp`", "u1")
    d3 = (U, "If I add `rd.break` to the cmdline, enter the LUKS password using virt-manager I get dropped to the dracut rescue shell and I can connect via ssh. This is still the initramfs sshd right?", "u1")
    d4 = (U, "Do you have some tips how to debug this?", "u1")
    d5 = (U, "Is this some entropy issue? If I just start typing at the local LUKS password prompt, the sshd server is availble shortly after.", "u1")
    d6 = "After adding the RNG to the VM the sshd came up pretty instant :)"
    # Second reader's adjudication: §2 rule 6: a statement whose only question is the title's.
    rec(DSSHD, [d1], d2[1], True, "ellipsis", [], "dracut-sshd's SSHD does not start when I boot a CentOS 8 VM via KVM / virt-manager with kernel options rd.neednet=1 ip=dhcp.", author="u1")
    rec(DSSHD, [d1, d2, (U, "Connection on port 22 is refused", "u1")], d3[1], True, "pronoun", ["This"], "With rd.break on the kernel command line, after entering the LUKS password I get the dracut rescue shell and can ssh in; is that still dracut-sshd's initramfs sshd?", author="u1")
    rec(DSSHD, [d1, d2, (U, "Connection on port 22 is refused", "u1"), d3], d4[1], True, "pronoun", ["this"], "Any tips for debugging dracut-sshd's sshd not starting on my CentOS 8 KVM guest?", author="u1")
    rec(DSSHD, [d1, d2, (U, "Connection on port 22 is refused", "u1"), d3, d4], d5[1], True, "pronoun", ["this"], "Is dracut-sshd's sshd not starting on the CentOS 8 VM an entropy issue? Typing at the local LUKS prompt makes sshd available shortly after.", author="u1")
    rec(DSSHD, [d1, d2, (U, "Connection on port 22 is refused", "u1"), d3, d4, d5], d6, True, "ellipsis", ["the RNG", "the VM"], "After adding a virtio RNG device to the CentOS 8 VM, dracut-sshd's sshd came up almost instantly.", author="u1")

    i1 = (U, "VMs have too low entropy, causes long delays", "u1")
    i2 = (U, "Ignite VMs currently have no (fast enough) way of gathering entropy from the hardware to fill `/dev/random`, which causes hangs in e.g. the boot process and SSH connections (see [here](https://wiki.debian.org/BoottimeEntropyStarvation)).", "u1")
    i3 = "Experiment with forwarding `/dev/hwrng` to the Ignite container and adding `random.trust_cpu=1` to the `cmdline` (for host and for VM), Firecracker might pick it up then."
    rec(IGNITE, [i1], i2[1], False, SAME, [], None, author="u1")
    rec(IGNITE, [i1, i2], i3, False, SAME, [], None, author="u1")
    lend(IGNITE, [i1], EN_HAVEGED, SAME, FLATCAR)

    b1 = (U, "lack of entropy", "u1")
    b2 = (U, "I tried to add a virtio-rng device like this", "u1")
    b3 = (A, "We do include `haveged` inside the ISO for generating entropy, but we try to be very conservative in when we'll start it, especially given that it could have unintended impacts on the users of the system:", "u2")
    rec(B2D1392, [b1, (U, "after boot finished", "u1")], "crypto/rand: blocked for 60 seconds waiting to read random data from the kernel", True, "ellipsis", [], "After boot2docker finishes booting, docker info reports 'crypto/rand: blocked for 60 seconds waiting to read random data from the kernel'.", author="u1")
    rec(B2D1392, [b1, (U, "after boot finished", "u1")], b2[1], True, "ellipsis", ["like this"], "To fix boot2docker's lack of entropy I tried adding a virtio-rng device to the libvirt domain (rng model='virtio' with /dev/random backend).", author="u1")
    rec(B2D1392, [b1, (U, "after boot finished", "u1"), b2], "but `/proc/sys/kernel/random/entropy_avail` is still increasing very slowly at ~3/second.", True, "ellipsis", ["still"], "Despite the virtio-rng device and an rdrand-capable CPU, boot2docker's /proc/sys/kernel/random/entropy_avail increases only ~3/second.", author="u1")
    rec(B2D1392, [b1, (U, "after boot finished", "u1"), b2], b3[1], True, "pronoun", ["it"], "boot2docker includes haveged in the ISO for generating entropy, but starts it very conservatively because it could have unintended impacts on the system's users.", author="u2")
    lend(B2D1392, [b1], EN_VMS, SAME, VMNET)

    r1 = (U, "4.17 kernel VMs hang in random number generation", "u1")
    r2 = (U, "While testing current mainline with XFS mkfs and CephFS mount workloads, I've observed significant hangs in the kernel getrandom code path.", "u1")
    r3 = "CONFIG_HW_RANDOM_VIRTIO=y only adds ~4K to the size of bzImage. However, frustratingly the (simple_example) boot time on my laptop increases by ~175ms when booting with  \"-device virtio-rng-pci\" ."
    rec(RAPIDO, [r1], r2[1], False, SAME, [], None, author="u1")
    rec(RAPIDO, [r1, r2], r3, False, SAME, [], None, author="u1")
    lend(RAPIDO, [r1], EN_VMS, SAME, VMNET)

    c1 = (U, "rngd: new module running early during boot to help generating entropy when system's default entropy sources are poor (e.g. use of SSD disks or UEFI RNG not available)", "u1")
    c2 = (U, "On systems with low entropy at boot, the boot can take up to several\nhours, specially when NBDE is used (e.g. clevis) which makes use of\nthe random number generator.", "u1")
    c3 = "Enabling rngd service at boot early, because dracut-initqueue runs,\nenables to initialize the random number generator in a couple of seconds\ninstead of minutes or hours."
    rec(DRACUT, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(DRACUT, [c1, c2], c3, False, SAME, [], None, author="u1")
    lend(DRACUT, [c1], EN_MOUSE, SAME, HAV11)
    lend(DRACUT, [c1, c2], EN_VMS, SAME, VMNET)


AREAS = [_hostkeys, _hostchanged, _eresolve, _peerreact, _exit137, _exit137b, _maxmap, _sonarmaps, _ndots, _ndots2, _noexec, _shallow, _entropy, _entropyvm, _samesite, _ccache, _ephemeral]


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

    for area in (P2_dmx, P2_mtg, P2_karaoke, P2_splits, P2_scope, P2_manga, P2_boardgames, P2_transit):
        area(rec, U, A, lend, SAME, SELF)


def P2_dmx(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- stage lighting: DMX channels and Art-Net universes ----
    d1 = (U, "Can't get it to work with ESP8266 controller", "u1")
    d2 = (U, "I have an ESP8266 based DMX Art-Net controller [ESP8266_ArtNetNode_v2](https://github.com/mtongnz/ESP8266_ArtNetNode_v2)\nWorks great with FreeStyler but can't get it to work with hass-artnet\nHA is not showing any errors just not controlling the light.", "u1")
    d3 = (U, "I tried the following config\n light 99:\n   - platform: artnet\n     host: 10.10.45.141 //IP of the ESP8266\n     # port: 6454\n     dmx_channels: 512", "u1")
    d4 = (U, "Strange that the forum made \"port: 6454\" larger and bold. This was not intended.", "u1")
    d5 = (A, "Might try moving the light you are trying to control to DMX channel 3 and see if it receives DMX. " + P2_L_BUG, "u2")
    d6 = "No luck. I tried many channels 3 and above.  In the ESP8266 software there are options for the following maybe I need to change these?"
    # Names the node, both programs and Home Assistant; "it" is the node inside the message: a same-author trap.
    rec(P2_HDMX16, [d1], d2[1], False, SELF, [], None, author="u1")
    rec(P2_HDMX16, [d1, d2, d3], d4[1], True, "pronoun", ["the forum", "This"], "Strange that GitHub's markdown made the '# port: 6454' line of my hass-dmx Art-Net config larger and bold; that was not intended.", author="u1")
    rec(P2_HDMX16, [d1, d2, d3, d4], d5[1], True, "pronoun", ["the light you are trying to control", "it"], "To get hass-dmx to drive a light through the ESP8266 Art-Net node, try moving the light to DMX channel 3 and see if it receives DMX: 'artnet.py' has a bug that prevents it from outputting on channels 1 + 2.", author="u2")
    rec(P2_HDMX16, [d1, d2, d3, d4, d5], d6, True, "ellipsis", ["No luck", "these"], "Moving the light to DMX channel 3 and above did not make hass-dmx control it through the ESP8266 Art-Net node; maybe I need to change the options in the ESP8266 ArtNetNode software?", author="u1")
    lend(P2_HDMX16, [d1], P2_L_HUE, SELF, P2_AHUE4)

    a1 = (U, "bug with many universes", "u1")
    a2 = (U, "It looks like this library doesn't filter out the desired universe correctly.", "u1")
    a3 = (U, "For example, this is observed with a GrandMA onPC broadcasting 8 artnet universes. The artnet device is set to respond to universe 1, and all channels on all universes are set to 0.", "u1")
    a4 = (U, "When the DMX Channel of the device is set to a value other then 0, the device responds and displays the correct value, but is then immediately reset to zero by the values of the other universes.", "u1")
    a5 = "If we set the onPC software to only broadcast 1 universe, the correct one for the device, it behaves correctly and displays the correct value."
    rec(P2_ARTN15, [a1], a2[1], True, "pronoun", ["this library"], "It looks like the ArtNode Art-Net library doesn't filter out the desired universe correctly when many universes are broadcast.", author="u1")
    rec(P2_ARTN15, [a1, a2], a3[1], True, "pronoun", ["this"], "ArtNode's failure to filter the desired universe is observed with a GrandMA onPC broadcasting 8 Art-Net universes, the ArtNode device set to respond to universe 1 and all channels on all universes set to 0.", author="u1")
    rec(P2_ARTN15, [a1, a2, a3], a4[1], True, "position", ["the device", "the other universes"], "When the DMX channel of an ArtNode device listening on universe 1 is set above 0 by a GrandMA onPC broadcasting 8 universes, the device shows the correct value but is immediately reset to zero by the values of the other 7 universes.", author="u1")
    rec(P2_ARTN15, [a1, a2, a3, a4], a5, True, "pronoun", ["the onPC software", "the device", "it"], "If the GrandMA onPC only broadcasts 1 universe, the one the ArtNode device listens on, the ArtNode device behaves correctly and displays the correct value.", author="u1")
    lend(P2_ARTN15, [a1], P2_L_BUG, SELF, P2_HDMX16)
    lend(P2_ARTN15, [a1, a2], P2_L_8266, SAME, P2_LXW3)

    x1 = (U, "2020.5 x64 ArtNET", "u1")
    x2 = (U, "the option with ArtNET start from Univers 0 is no longer possible? \nThere are controllers that start at 0 and not at 1 !!!!\n(DMxFreak controller by Ulrich Radig egsp)", "u1")
    x3 = (A, "fixed with f6f6bcee818e6369b181143b66dd944b00aa90d5", "u2")
    x4 = (U, "I am having problems with the ArtNet 4096 Kanal LED Pixel Controller from Radig. After a few seconds the ethernet ( artnet ) breaks down. It works perfectly with Jinx!.", "u3")
    x5 = (U, "Hello #harueg \nits done? Powerproblem?", "u1")
    x6 = "Yes !\nSorry, I forgot to mention ! Yes in jinx! the master was on 50 %, so it worked there."
    rec(P2_XL1948, [x1], x2[1], True, "ellipsis", ["the option"], "In xLights 2020.5 x64, is the option to start Art-Net from universe 0 no longer possible? There are controllers that start at 0 and not at 1 (e.g. the DMxFreak controller by Ulrich Radig).", author="u1")
    rec(P2_XL1948, [x1, x2], x3[1], True, "ellipsis", [], "xLights 2020.5's missing option to start Art-Net from universe 0 was fixed with commit f6f6bcee818e6369b181143b66dd944b00aa90d5.", author="u2")
    # A new controller and a new symptom, but the program it fails in (xLights) is only the thread's: a follow-up.
    rec(P2_XL1948, [x1, x2, x3], x4[1], True, "ellipsis", [], "With xLights I have problems with the ArtNet 4096 Kanal LED Pixel Controller from Radig: after a few seconds its Art-Net ethernet breaks down, while it works perfectly with Jinx!.", author="u3")
    rec(P2_XL1948, [x1, x2, x3, x4], x5[1], True, "ellipsis", ["its done", "Powerproblem"], "@harueg, is the Radig ArtNet 4096 controller dropping its Art-Net connection in xLights solved? Was it a power problem?", author="u1")
    rec(P2_XL1948, [x1, x2, x3, x4, x5], x6, True, "ellipsis", ["the master", "it worked there"], "Yes, the Radig ArtNet 4096 controller breaking down in xLights was a power problem; in Jinx! the master was at 50 %, so it worked there.", author="u3")
    lend(P2_XL1948, [x1], P2_L_8266, SAME, P2_LXW3)

    l1 = (U, "DMX2WiFi not work", "u1")
    l2 = (U, "Today I tried the code DMX2WiFi which I have chosen ArtNet protocol but it does not work for me as I have chosen the input signal from FTDI as (Entec Open DMX) do not know where could be the problem ?", "u1")
    l3 = (U, "when you connect a DMX signal LED flashes quickly but on the other device nothing happens.", "u1")
    l5 = (A, "You can use the DMX Input Test sketch from the LXESP8266DMX library to insure that the DMX input works correctly with your source and the circuit you have setup to convert DMX to serial input for the 8266.", "u2")
    l6 = "If that is correct, the problem most likely lies in your network connection between the 8266 running DMX2WiFi and whatever you are receiving the Art-Net with."
    # Names the sketch, the protocol and the input; "it" is DMX2WiFi inside the message: a same-author trap.
    rec(P2_LXW3, [l1], l2[1], False, SELF, [], None, author="u1")
    rec(P2_LXW3, [l1, l2], l3[1], True, "ellipsis", ["the other device"], "When I connect a DMX signal to the ESP8266 running DMX2WiFi (Art-Net, input from an FTDI Enttec Open DMX), its LED flashes quickly but the receiving Art-Net device does nothing.", author="u1")
    # The maintainer's rule names the board, the input and the sketch: complete in itself although it answers: a trap.
    rec(P2_LXW3, [l1, l2, l3], P2_L_8266, False, SAME, [], None, author="u2")
    rec(P2_LXW3, [l1, l2, l3, (A, P2_L_8266, "u2")], l5[1], True, "pronoun", ["your source", "the circuit you have setup"], "To check DMX2WiFi's input, use the DMX Input Test sketch from the LXESP8266DMX library to make sure DMX input works with the Enttec Open DMX source and the DMX-to-serial circuit feeding the ESP8266.", author="u2")
    rec(P2_LXW3, [l1, l2, l3, (A, P2_L_8266, "u2"), l5], l6, True, "pronoun", ["that", "the problem"], "If the ESP8266's DMX input tests correctly, the DMX2WiFi failure most likely lies in the network connection between the ESP8266 running DMX2WiFi and whatever receives its Art-Net.", author="u2")
    lend(P2_LXW3, [l1], P2_L_BUG, SELF, P2_HDMX16)

    h1 = (U, "Listening on all artnet universes", "u1")
    h2 = (U, "I think my problem is probably just because this project is still a work in progress, rather than a bug. But I thought I'd raise it anyway, just in case.", "u1")
    h3 = (U, "I've got 10 hue lights in my entertainment group and so far, they all seem to be working fine with my DMX software via the artnet-hue-entertainment script. The problems occur when I try and add proper DMX lights to another ArtNet universe. The artnet-hue-entertainment script appears to be listening to the data on all ArtNet Universes rather than just one.", "u1")
    h4 = (U, "My DMX lights are connected via an external Ethernet ArtNet to DMX interface. I've set a unicast IP address in my software for the interface and for the hue-entertainment controller, but this hasn't helped.", "u1")
    rec(P2_AHUE4, [h1], h2[1], True, "pronoun", ["my problem", "this project", "it"], "My problem of artnet-hue-entertainment listening on all Art-Net universes is probably because the project is still a work in progress rather than a bug, but I thought I'd raise it anyway.", author="u1")
    # Names the lights, the script and the symptom: the opener's own complete report, a same-author trap.
    rec(P2_AHUE4, [h1, h2], h3[1], False, SELF, [], None, author="u1")
    rec(P2_AHUE4, [h1, h2, h3], h4[1], True, "ellipsis", ["this hasn't helped"], "My DMX lights sit on another universe behind an external Ethernet Art-Net to DMX interface; setting unicast IP addresses for that interface and for the artnet-hue-entertainment controller hasn't stopped the script listening on all universes.", author="u1")
    # Complete in itself ("they" are the hue lights of the same sentence): a same-author trap.
    rec(P2_AHUE4, [h1, h2, h3, h4], P2_L_HUE, False, SELF, [], None, author="u1")
    lend(P2_AHUE4, [h1], P2_L_BUG, SELF, P2_HDMX16)

    o1 = (U, "Artnet DMX integration", "u1")
    o2 = (U, "The DMX implementation being basic, the only setting is the device name and there is no serialization.\nIt is a base work for future enhancement.", "u1")
    o3 = (A, "@aliefhooghe do you think that you could do the following improvements : \n\n- allow to choose the universe in the artnet settings widget\n- add an IP chooser (maybe with the default being the broadcast address?)\n- in the device, just name the channels 1, 2, 3, ... instead of Channel-1, Channl-2, ... more characters means more potential errors", "u2")
    o4 = (U, "I will look that !\n- IP I can easily add a 'preferred' IP that will be chosen among  \navailable Artnet ip (this is actualy what artnet do).", "u1")
    o5 = "- I will check for universe and rename channels !"
    rec(P2_OSSIA837, [o1], o2[1], True, "ellipsis", ["The DMX implementation", "It"], "The Art-Net DMX integration pull request for ossia score is basic: the only setting is the device name and there is no serialization; it is base work for future enhancement.", author="u1")
    rec(P2_OSSIA837, [o1, o2], o3[1], True, "ellipsis", ["the device"], "For ossia score's Art-Net DMX integration, could @aliefhooghe allow choosing the universe in the Art-Net settings widget, add an IP chooser (maybe defaulting to the broadcast address), and name the device's channels 1, 2, 3 instead of Channel-1, Channel-2?", author="u2")
    rec(P2_OSSIA837, [o1, o2, o3], o4[1], True, "pronoun", ["that"], "I will look at the requested improvements to ossia score's Art-Net integration; for the IP, I can easily add a 'preferred' IP chosen among the available Art-Net IPs (which is what libartnet does).", author="u1")
    rec(P2_OSSIA837, [o1, o2, o3, o4], o5, True, "ellipsis", ["universe", "rename channels"], "I will also add universe selection to ossia score's Art-Net settings and rename the DMX channels to 1, 2, 3.", author="u1")
    lend(P2_OSSIA837, [o1], P2_L_8266, SAME, P2_LXW3)
    lend(P2_OSSIA837, [o1, o2], P2_L_HUE, SELF, P2_AHUE4)


def P2_mtg(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- trading card games: Magic: The Gathering deck lists and set codes ----
    m1 = (U, "Add Set as an optional value when importing cards", "u1")
    m2 = (U, P2_M_MOX + " I scan my cards with the TCGPlayer App. Then I export it as a list to be able to import into Moxfield. It gives it to me as follows:\n\n1 Abandoned Sarcophagus **[C20]**", "u1")
    m3 = (U, "This will make it a lot faster to have the exact card style selected, as well as the value of the cards, and not having to adjust each one individually.", "u1")
    m4 = (U, "I know in the manual search that already works, using the Scryfall syntax of set:c20.", "u1")
    m5 = (A, "This is in the works @MJNinja! We recently changed our regex to use `()` instead of brackets, but we will be adding in support for both very shortly.", "u2")
    m6 = (U, "So I can simply replace the `[]` with `()` and then it should import it just fine.", "u1")
    m7 = "Yes, for now you can do a replacement and it will work."
    # Names Moxfield, the set code and the TCGPlayer export; "it" points inside: a same-author trap.
    rec(P2_MOX38, [m1], m2[1], False, SELF, [], None, author="u1")
    rec(P2_MOX38, [m1, m2], m3[1], True, "pronoun", ["This", "the cards"], "Letting Moxfield's card import take an optional set code would make it a lot faster to get the exact card printing selected, and its value, without adjusting each card individually.", author="u1")
    rec(P2_MOX38, [m1, m2, m3], m4[1], True, "pronoun", ["that"], "I know that filtering by set already works in Moxfield's manual search, using the Scryfall syntax set:c20.", author="u1")
    rec(P2_MOX38, [m1, m2, m3, m4], m5[1], True, "pronoun", ["This"], "Set codes in Moxfield's card import are in the works: Moxfield recently changed its import regex to read set codes in `()` instead of brackets, and will support both very shortly.", author="u2")
    rec(P2_MOX38, [m1, m2, m3, m4, m5], m6[1], True, "pronoun", ["it"], "So can I simply replace the `[]` around set codes in a TCGPlayer export with `()` and Moxfield will import it just fine?", author="u1")
    rec(P2_MOX38, [m1, m2, m3, m4, m5, m6], m7, True, "ellipsis", ["a replacement", "it"], "Yes, for now replacing the `[]` around set codes with `()` makes Moxfield's card import read the set.", author="u2")

    r1 = (U, "Review MTGA Export", "u1")
    r2 = (U, "Import in Arena fails in some cases when using MTGA format? Investigate.", "u1")
    r3 = (U, "From theopolist on Discord:\n\n> yeah, it seems to be all alchemy cards and then some other cards that have the wrong set code.", "u1")
    r4 = (U, "> i believe all those J21 cards should be MH1\n> bolt and swords should be STA\n> bedlam reveler should be SIR", "u1")
    rec(P2_DRAFT447, [r1], r2[1], True, "ellipsis", [], "Importing Draftmancer's MTGA-format deck export into MTG Arena fails in some cases? Investigate.", author="u1")
    rec(P2_DRAFT447, [r1, r2], r3[1], True, "pronoun", ["it"], "A user on Discord reports that the cards failing to import into Arena from Draftmancer's MTGA export are all alchemy cards plus some other cards that have the wrong set code.", author="u1")
    rec(P2_DRAFT447, [r1, r2, r3], r4[1], True, "ellipsis", ["all those J21 cards"], "In Draftmancer's MTGA export, the cards exported with set code J21 should be MH1, Lightning Bolt and Swords to Plowshares should be STA, and Bedlam Reveler should be SIR.", author="u1")
    # A complete claim about Arena's set codes, quoted by the opener: a same-author trap.
    rec(P2_DRAFT447, [r1, r2, r3, r4], P2_M_HA6, False, SAME, [], None, author="u1")
    lend(P2_DRAFT447, [r1], P2_M_STOMP, SAME, P2_MTGAP203)
    lend(P2_DRAFT447, [r1, r2], P2_M_MOX, SAME, P2_MOX38)

    t1 = (U, "Error importing deck from www.mtgatool.com", "u1")
    t2 = (U, "The issue  #824 , I opened and now is closed , isn't fully fixed because now importing a deck doesn't give error and for MTGA is successfully imported but showing it , It isn't fully imported , but only 4 cards as you can see in the screenshot", "u1")
    t3_turn = (U, "i found why the deck isn't imported, it's because the list missing the expansion and number tag, see the following", "u1")
    t3 = "i found why the deck isn't imported, it's because the list missing the expansion and number tag, see the following"
    rec(P2_MAT857, [t1], t2[1], True, "ellipsis", ["a deck"], "Issue #824 on importing decks from mtgatool.com isn't fully fixed: importing a deck into MTGA no longer errors, but only 4 of its cards are imported.", author="u1")
    rec(P2_MAT857, [t1, t2], t3, True, "pronoun", ["the deck", "the list"], "A deck exported from the mtgatool.com site isn't fully imported into MTGA because its list is missing each card's expansion and number tag.", author="u1")
    lend(P2_MAT857, [t1], P2_M_STOMP, SAME, P2_MTGAP203)
    lend(P2_MAT857, [t1, t2], P2_M_HA6, SAME, P2_DRAFT447)
    lend(P2_MAT857, [t1, t2, t3_turn], P2_M_MOX, SAME, P2_MOX38)

    g1 = (U, "Bonecrusher giants adventure being misread during import into MTGA", "u1")
    g3 = (U, "This being due to the fact that STOMP is an adventure attached to Bonecrusher giant. However, the issue happens with other cards at times also.", "u1")
    g4 = (U, "Something seems to be wrong with the import structure of the deck at times. Maybe it's the set code or numbers at the end of a card's entry when in an export text format.", "u1")
    g5 = "Hello! Please provide a link where you copied deck list for import"
    # The opener's full report restates the title with every name: a same-author trap.
    rec(P2_MTGAP203, [g1], P2_M_STOMP, False, SAME, [], None, author="u1")
    rec(P2_MTGAP203, [g1, (U, P2_M_STOMP, "u1")], g3[1], True, "pronoun", ["This", "the issue"], "MTGA Pro's import reads STOMP as a separate card because STOMP is an adventure attached to Bonecrusher Giant; the import error happens with other cards at times too.", author="u1")
    rec(P2_MTGAP203, [g1, (U, P2_M_STOMP, "u1"), g3], g4[1], True, "pronoun", ["the deck", "it"], "Something seems wrong at times with the structure of decks MTGA Pro imports into MTG Arena; maybe it is the set code or numbers at the end of a card's entry in the export text format.", author="u1")
    rec(P2_MTGAP203, [g1, (U, P2_M_STOMP, "u1"), g3, g4], g5, True, "ellipsis", ["deck list"], "Please provide a link to where you copied the Gruul deck list whose import into MTGA fails on Bonecrusher Giant's STOMP.", author="u2")
    lend(P2_MTGAP203, [g1], P2_M_HA6, SAME, P2_DRAFT447)
    lend(P2_MTGAP203, [g1, (U, P2_M_STOMP, "u1")], P2_M_MOX, SAME, P2_MOX38)

    c1 = (U, "Import Stock from DeckStat", "u1")
    c2 = (U, "Integrate file import export from the deckStat format", "u1")
    c3 = "card_name,set_code,set_name,amount\n\"+2 Mace\",AFR,Adventures in the Forgotten Realms,4\n\"A Killer Among Us\",MKM,Murders at Karlov Manor,4"
    rec(P2_MDC295, [c1], c2[1], True, "ellipsis", [], "MtgDesktopCompanion should integrate stock file import and export in the deckstats.net format.", author="u1")
    rec(P2_MDC295, [c1, c2], c3, True, "ellipsis", [], "The deckstats.net stock file format that MtgDesktopCompanion should import is a CSV with columns card_name,set_code,set_name,amount, e.g. \"+2 Mace\",AFR,Adventures in the Forgotten Realms,4.", author="u1")
    lend(P2_MDC295, [c1], P2_M_STOMP, SAME, P2_MTGAP203)
    lend(P2_MDC295, [c1, c2], P2_M_HA6, SAME, P2_DRAFT447)
    lend(P2_MDC295, [c1, c2], P2_M_MOX, SAME, P2_MOX38)


def P2_karaoke(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- karaoke: sing-along song files and lyric timings ----
    k1 = (U, "No Songs loaded", "u1")
    k2 = (U, P2_K_NOSONGS, "u1")
    k3 = (U, "I put some mp4 songs files at the folder /usr/local/share/ultrastardx/songs/ , but they are not being loaded. I also tried using the \"-Songpath\" command line parameter but still no songs loaded.", "u1")
    k4 = (U, "How can I set the songs path? Is mp4 an accepted format?", "u1")
    k5 = (A, "Are you aware that you need text files listing the syllables of the songs with their pitch, time, and duration?", "u2")
    k6 = (U, "Hi @s09bQ5, \n\nMy mp4 files already have the lyrics and timing, I downloaded from youtube. Does UltraStar works with this kind of file?", "u1")
    k7 = P2_K_GAME + " So you will also need a microphone, and for each song you need a .txt file containing the lyrics data including syllable timings, lyrics and tone pitches."
    # Names the program, the menu and the message: the opener's complete report, a same-author trap.
    rec(P2_USDX393, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_USDX393, [k1, k2, k3], k4[1], True, "ellipsis", ["the songs path"], "How can I set UltraStar Deluxe's songs path? Is mp4 an accepted song format?", author="u1")
    rec(P2_USDX393, [k1, k2, k3, k4], k5[1], True, "pronoun", ["the songs"], "Are you aware that UltraStar Deluxe needs, for each song, a text file listing its syllables with their pitch, time and duration (mp4 files alone are not songs)?", author="u2")
    rec(P2_USDX393, [k1, k2, k3, k4, k5], k6[1], True, "pronoun", ["this kind of file"], "My mp4 files downloaded from YouTube already have the lyrics and timing burned in; does UltraStar Deluxe work with such video files?", author="u1")
    rec(P2_USDX393, [k1, k2, k3, k4, k5, k6], k7, True, "ellipsis", ["So you will also need"], "UltraStar Deluxe is a sing-along karaoke game, so besides the videos you need a microphone and, for each song, a .txt file with the syllable timings, lyrics and tone pitches; lyric-video mp4s alone don't work.", author="u3")

    f1 = (U, "[Feature Request] KAR file compatibility", "u1")
    f2 = (U, "Looking at the code, I realize that UltrStar has built in support to play kar/midi files. That would be nice to have support to show lyrics from the kar/midi file when available and play it for karaoke purposes.", "u1")
    f3 = (A, "could you maybe provide a quick overview of what you found in the code regarding kar/midi support?", "u2")
    f4 = (U, "I´m Using UltraStar WorlParty...", "u1")
    f5 = (U, "in  UScreenSing;\n...  if (StringInArray(CurrentSong.Mp3.GetExtension.ToNative, ['.mid',\n'.midi', '.rmi', '.kar'])) then", "u1")
    f6 = (U, "Replace any MP3 (in the file tag) with a file with one of the extensions\nabove and will play flawlessly but with no lyrics;", "u1")
    f7 = (U, "this is not planned, is it?", "u3")
    f8 = "It is indeed not planned."
    # Names UltraStar and the formats; "That" and "it" point inside the message: a same-author trap.
    rec(P2_USDX147, [f1], f2[1], False, SELF, [], None, author="u1")
    rec(P2_USDX147, [f1, f2], f3[1], True, "ellipsis", ["what you found in the code"], "Could you give a quick overview of what you found in UltraStar's code regarding its built-in kar/midi playback support?", author="u2")
    rec(P2_USDX147, [f1, f2, f3, f4, f5], f6[1], True, "position", ["one of the extensions"], "In UltraStar WorldParty, replacing a song's MP3 (in the #MP3 tag of its txt file) with a .mid, .midi, .rmi or .kar file plays flawlessly, but with no lyrics.", author="u1")
    rec(P2_USDX147, [f1, f2, f3, f4, f5, f6], f7[1], True, "pronoun", ["this"], "Showing lyrics from KAR/MIDI karaoke files is not planned for UltraStar Deluxe, is it?", author="u3")
    rec(P2_USDX147, [f1, f2, f3, f4, f5, f6, f7], f8, True, "pronoun", ["It"], "KAR/MIDI karaoke file support with lyrics is indeed not planned for UltraStar Deluxe.", author="u4")

    w1 = (U, "Word-by-word timing would be perfect for karaoke", "u1")
    w2 = (U, "Got this up and running on my home server after reading about it at [Noted](https://noted.lol/whisper-webui/)...even dug up a GeForce GTX 1070 out of storage that I'd previously used for mining to speed it up.", "u1")
    w3 = (U, "I originally figured I might use it to fix subtitles on some of the TV shows in my collection, but then I got the idea to use it for generating karaoke song files.  It does a good job separating vocals from lyrics (and both files can be downloaded), and " + P2_K_LRC, "u1")
    w4 = "What I'm doing now, though, is going through a song in a karaoke editor to add timing to each word (as opposed to each line).  If this program could be set up to kick out timing information for each word, that'd be perfect for this purpose."
    rec(P2_WWUI362, [w1], w2[1], True, "pronoun", ["this", "it"], "I got Whisper-WebUI up and running on my home server after reading about it at Noted, and dug up a GeForce GTX 1070 to speed it up.", author="u1")
    rec(P2_WWUI362, [w1, w2], w3[1], True, "pronoun", ["it", "It"], "I meant to use Whisper-WebUI to fix TV subtitles but now use it to make karaoke song files: it separates vocals well (both files downloadable), and its .srt output is easily massaged into an .lrc file, usable as-is or converted to .cdg.", author="u1")
    rec(P2_WWUI362, [w1, w2, w3], w4, True, "pronoun", ["this program", "this purpose"], "I now add per-word timing to songs by hand in a karaoke editor; if Whisper-WebUI could output timing for each word instead of each line, that would be perfect for making karaoke files.", author="u1")
    lend(P2_WWUI362, [w1], P2_K_GAME, SAME, P2_USDX393)
    lend(P2_WWUI362, [w1, w2], P2_K_KGEN, SELF, P2_KGEN792)

    u1 = (U, "Create Karaoke Ultrastar files", "u1")
    rec(P2_USING3, [u1], "Create Karaoke Ultrastar files.\nJust separate the vocals from the audio", True, "ellipsis", [], "UltraSinger should create UltraStar karaoke files; as a start, just separate the vocals from the audio.", author="u1")
    lend(P2_USING3, [u1], P2_K_GAME, SAME, P2_USDX393)
    lend(P2_USING3, [u1], P2_K_LRC, SAME, P2_WWUI362)
    lend(P2_USING3, [u1], P2_K_KGEN, SELF, P2_KGEN792)
    lend(P2_USING3, [u1], P2_K_NOSONGS, SAME, P2_USDX393)

    n1 = (U, "Using own lyrics texts without timings", "u1")
    n2 = (U, "Is it possible to use my own lyrics text without timings and use local AI (e.g. Whisper) only for timings?", "u1")
    n3 = (U, "I tried to install karaoke-gen with local whisper and launch\n`karaoke-gen --lyrics_file=lyrics.txt  ./song.mp3  \"Artist\" \"Track1\"`\nand in `Synchronized text` column in web interface I see text that was automatically recognized by Whisper.", "u1")
    n4 = (A, P2_K_KGEN, "u2")
    n5 = (A, "Giving it a lyrics file doesn't change that: it's transcription with correction, by design, and it's a sensible design for the problem it targets.", "u2")
    n6 = "What you're asking for is forced alignment: the lyrics are already known and trusted, so the only question is when each word is sung."
    rec(P2_KGEN792, [n1], n2[1], True, "ellipsis", [], "With karaoke-gen, is it possible to use my own lyrics text without timings and use local AI (e.g. Whisper) only for the timings?", author="u1")
    # Names the tool, the flag and what the web interface shows: the opener's complete report, a same-author trap.
    rec(P2_KGEN792, [n1, n2], n3[1], False, SAME, [], None, author="u1")
    # A complete description of karaoke-gen ("that transcription" is inside the sentence): a trap.
    rec(P2_KGEN792, [n1, n2, n3], n4[1], False, SELF, [], None, author="u2")
    rec(P2_KGEN792, [n1, n2, n3, n4], n5[1], True, "pronoun", ["it", "that"], "Giving karaoke-gen a lyrics file with --lyrics_file doesn't change that its timing comes from transcription: it transcribes and then corrects against lyrics, by design.", author="u2")
    rec(P2_KGEN792, [n1, n2, n3, n4, n5], n6, True, "pronoun", ["What you're asking for"], "Using your own trusted lyrics and only computing when each word is sung, instead of karaoke-gen's transcription, is forced alignment.", author="u2")
    lend(P2_KGEN792, [n1], P2_K_LRC, SAME, P2_WWUI362)


def P2_splits(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- personal investing: stock splits and dividends in portfolio trackers ----
    s1 = (U, "How to get correct post split stock prices", "u1")
    s2 = (U, "How is it possible to get correct prices for stocks that had a recent split (like $SCHD or $LRCX)?", "u1")
    s3 = (U, "The app still does not display post split adjusted prices, even if I request a manual update.", "u1")
    s4 = (U, P2_F_CHATGPT, "u2")
    s5 = (U, "My goal is to enter my original buys from years ago and make sure app can figure out when splits happened and adjust portfolio accordingly", "u2")
    rec(P2_WF163, [s1], s2[1], True, "ellipsis", [], "How can Wealthfolio get correct prices for stocks that had a recent split (like $SCHD or $LRCX)?", author="u1")
    rec(P2_WF163, [s1, s2], s3[1], True, "pronoun", ["The app"], "Wealthfolio still does not display split-adjusted prices for recently split stocks, even when I request a manual quote update.", author="u1")
    # A newcomer names Wealthfolio and stock splits in full: a trap.
    rec(P2_WF163, [s1, s2, s3], s4[1], False, SAME, [], None, author="u2")
    rec(P2_WF163, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["app"], "I want to enter my original buys from years ago and have Wealthfolio figure out when stock splits happened and adjust my portfolio accordingly.", author="u2")

    v1 = (U, "stock performance and shares doesn't handle correctly when this stock is split-up or spilt-downs", "u1")
    v2 = (U, "Can't handle cases for stock that has been split-up or split-down.", "u1")
    v3 = (U, "For instance, let's say I bought 1 share NVDA(631.6$ per share) at Jan 29, 2024. I should have 10 shares NVDA worthing 1028.3$. Currently this app shows I only have 1 share NVDA with -$528.77 profit.", "u1")
    v4 = (U, "That's an issue even with Yahoo finance portfolios. I had to go and edit past transactions and adjust them post-split.", "u2")
    v5 = (A, "Added SPLIT activity type in v1.0.18 to log a stock split. \nIt's a basic implementation but should do. Feedback welcomed", "u3")
    rec(P2_WF72, [v1], v2[1], True, "ellipsis", [], "Wealthfolio can't handle stocks that have been split up or split down.", author="u1")
    rec(P2_WF72, [v1, v2], v3[1], True, "pronoun", ["this app"], "If I bought 1 NVDA share at $631.6 on Jan 29, 2024, after its split I should have 10 shares worth $1028.3, but Wealthfolio shows 1 NVDA share with a -$528.77 profit.", author="u1")
    rec(P2_WF72, [v1, v2, v3, v4], v5[1], True, "ellipsis", [], "Wealthfolio v1.0.18 added a SPLIT activity type to log a stock split; it's a basic implementation but should do. Feedback welcome.", author="u3")

    y1 = (U, "Split transactions executed twice if \"recalculate portfolio\" or \"refresh quote\" triggered", "u1")
    y2 = (U, "I found an odd bug with split transactions.", "u1")
    y3 = (U, "My imported transactions had no split value so I changed it manually for a specific stock (2 for 1) on two different accounts. The total quantity for this stock will properly update on each account without any further action from me. But if I hit recalculate portfolio or refresh quote, it will apply a new split on existing quantities.", "u1")
    y4 = (U, "I am not sure why it's recalculating the split twice.", "u1")
    y5 = "This should be fixed in the latest version following the split-handling changes. Recalculating the portfolio or refreshing quotes should no longer apply splits twice."
    rec(P2_WF541, [y1, y2], y3[1], True, "ellipsis", [], "In Wealthfolio, after I manually set a 2-for-1 split on a stock in two accounts, quantities update correctly, but hitting 'recalculate portfolio' or 'refresh quote' applies the split again to the existing quantities.", author="u1")
    rec(P2_WF541, [y1, y2, y3, y4], y5, True, "pronoun", ["This"], "Wealthfolio applying stock splits twice on 'recalculate portfolio' or 'refresh quote' should be fixed in the latest version, after its split-handling changes.", author="u2")
    lend(P2_WF541, [y1], P2_F_NOVO, SAME, P2_PP1368)

    p1 = (U, "Stock split feature not working as expected", "u1")
    p2 = (U, "Thanks again for developing this nice tool :)", "u1")
    p4 = (U, "I have tried to add this event to my portfolio but i think there is an error when the tool adjusts the stock prices prior to the split.", "u1")
    p5 = (U, "When splitting 5:1:\n25 stocks -> 125 stocks (which is what i expected) but the price chart now looks like this:", "u1")
    p6 = "All prices before stock split was divided by 5 and not multiplied by 5 (so opposite to what i was trying to do). This means that it looks like the stock had a price of 40 DKK before the split when it actually had a price of 1000 DKK"
    lend(P2_PP1368, [p1], P2_F_CHATGPT, SAME, P2_WF163)
    rec(P2_PP1368, [p1], p2[1], True, "pronoun", ["this nice tool"], "Thanks again for developing Portfolio Performance :)", author="u1")
    # A dated fact naming the company, ticker, ratio and prices: the opener's own trap.
    rec(P2_PP1368, [p1, p2], P2_F_NOVO, False, SAME, [], None, author="u1")
    rec(P2_PP1368, [p1, p2, (U, P2_F_NOVO, "u1")], p4[1], True, "pronoun", ["this event", "the tool"], "I added Novo Nordisk's 5:1 stock split of 01-01-2014 to my Portfolio Performance portfolio, but I think Portfolio Performance adjusts the stock prices before the split wrongly.", author="u1")
    rec(P2_PP1368, [p1, p2, (U, P2_F_NOVO, "u1"), p4], p5[1], True, "ellipsis", [], "Entering Novo Nordisk's split as 5:1 in Portfolio Performance turns 25 shares into 125 as expected, but the price chart changes unexpectedly.", author="u1")
    rec(P2_PP1368, [p1, p2, (U, P2_F_NOVO, "u1"), p4, p5], p6, True, "ellipsis", ["the stock", "the split"], "After entering Novo Nordisk's 5:1 split, Portfolio Performance divided all earlier prices by 5 instead of multiplying, so NOVO-B looks like it cost 40 DKK before the split when it actually cost 1000 DKK.", author="u1")

    b1 = (U, "Split stock does not reflect in portfolio", "u1")
    b2 = (U, "When a stock splits(2:1) the interface shows a loss and only one share. On my phone I see myself as holding two shares.", "u1")
    b3 = (A, "Unfortunately I don't have support for splits yet, it's functionality I still need to tackle", "u2")
    b4 = (A, "I just merged a branch with split support to master. Pull down the latest code and try it out, hopefully it should fix your issue. Lemme know how it goes!", "u2")
    b5 = "Just gave it a spin. It looks to be reflecting correctly now. Thank you!"
    rec(P2_RHR20, [b1], b2[1], True, "ellipsis", ["the interface"], "When a stock splits 2:1, robinhood-on-rails shows a loss and only one share, while the Robinhood phone app shows me holding two.", author="u1")
    rec(P2_RHR20, [b1, b2], b3[1], True, "ellipsis", [], "Unfortunately robinhood-on-rails doesn't support stock splits yet; it's functionality still to be tackled.", author="u2")
    rec(P2_RHR20, [b1, b2, b3], b4[1], True, "pronoun", ["your issue", "it"], "Stock split support is merged to robinhood-on-rails master; pull the latest code and try it, it should fix split stocks showing a loss and one share.", author="u2")
    rec(P2_RHR20, [b1, b2, b3, b4], b5, True, "pronoun", ["it", "It"], "I tried robinhood-on-rails' new split support; split stocks now show correctly in the portfolio. Thank you!", author="u1")
    lend(P2_RHR20, [b1], P2_F_NOVO, SAME, P2_PP1368)
    lend(P2_RHR20, [b1, b2], P2_F_CHATGPT, SAME, P2_WF163)

    z1 = (U, "Should the basis adjustment be 0 if past special dividend were handled incorrectly?", "u1")
    z2 = (U, "The 2 special dividend received in 2018 and 2021 were handled as ordinary dividend on my tax return. In this case should I set the basis adjustment of 10.18 and 16.58 to 0 to reflect the cost basis accordingly?", "u1")
    z3 = (A, "You should probably talk to a CPA about how to go about this.", "u2")
    z4 = (A, "If you were with eTrade I'd also double check that your conclusion is correct as no one else has reported this type of error. The 2018 and 2021 dividends had two parts to them:\n* taxable dividend\n* untaxed return of capital", "u2")
    z5 = "From a mechanical perspective, setting the return of capital values for the distributions in the Reference sheet to 0 will do what you're asking."
    rec(P2_HICK140, [z1], z2[1], True, "ellipsis", [], "The 2018 and 2021 special dividends I received were reported as ordinary dividends on my tax return; should I then set the spreadsheet's basis adjustments of 10.18 and 16.58 to 0 to reflect my cost basis?", author="u1")
    rec(P2_HICK140, [z1, z2], z3[1], True, "pronoun", ["this"], "You should probably talk to a CPA about whether to zero the basis adjustments for special dividends that were taxed as ordinary dividends.", author="u2")
    rec(P2_HICK140, [z1, z2, z3], z4[1], True, "ellipsis", ["your conclusion", "this type of error"], "If you were with eTrade, double-check that your special dividends were really all reported as dividend (no one else reported that): the 2018 and 2021 special dividends had two parts, a taxable dividend and an untaxed return of capital.", author="u2")
    rec(P2_HICK140, [z1, z2, z3, z4], z5, True, "ellipsis", ["the distributions", "what you're asking"], "Mechanically, setting the return-of-capital values of the 2018 and 2021 special dividend distributions to 0 in the spreadsheet's Reference sheet removes their basis adjustments.", author="u2")
    lend(P2_HICK140, [z1], P2_F_NOVO, SAME, P2_PP1368)
    lend(P2_HICK140, [z1, z2], P2_F_CHATGPT, SAME, P2_WF163)

    q1 = (U, "Stock being split unexpectedly", "u1")
    q2 = (U, "I am trying to add a stock to an account. There is an inconsistent split happening.", "u1")
    q3 = (A, "I tried reproducing this in a new empty database and could not", "u2")
    q4 = "Are you sure that 84 shares were not removed from the first lot of 168 shares by another subsequent transaction somewhere?"
    rec(P2_MMN106, [q1], q2[1], True, "ellipsis", [], "When I add a stock to an account in MyMoney.Net, an inconsistent split happens.", author="u1")
    rec(P2_MMN106, [q1, q2], q3[1], True, "pronoun", ["this"], "I could not reproduce MyMoney.Net splitting a newly added stock unexpectedly in a new empty database.", author="u2")
    rec(P2_MMN106, [q1, q2, q3], q4, True, "ellipsis", ["the first lot of 168 shares"], "In your MyMoney.Net account, are you sure 84 shares were not removed from the first lot of 168 shares by a later transaction, rather than by an unexpected split?", author="u2")
    lend(P2_MMN106, [q1], P2_F_NOVO, SAME, P2_PP1368)
    lend(P2_MMN106, [q1, q2], P2_F_CHATGPT, SAME, P2_WF163)


def P2_scope(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- bench instruments: oscilloscopes driven over SCPI/VISA ----
    e1 = (U, "Stopping an indefinite trigger", "u1")
    e2 = (U, P2_O_DSOX, "u1")
    e3 = (U, "Even sending a modeStop() doesn't help getting it out of the trigger.", "u1")
    e4 = (U, "I assume this doesn't happen with Ethernet or GPIB based interfaces, but I want to be sure it's a univeral thing and not an issue with my setup.", "u1")
    e5 = (U, "This is a huge issue for me because it means I cannot work remotely in a reliable way.", "u1")
    # Names the scope, the trigger and SCPI; every "it" is the scope inside the message: a same-author trap.
    rec(P2_OSC2, [e1], e2[1], False, SELF, [], None, author="u1")
    rec(P2_OSC2, [e1, e2], e3[1], True, "pronoun", ["it", "the trigger"], "Even sending oscope-scpi's modeStop() doesn't get my USB-connected DSOX3034T out of waiting indefinitely for a trigger.", author="u1")
    rec(P2_OSC2, [e1, e2, e3], e4[1], True, "pronoun", ["this", "it's"], "I assume a DSOX3034T waiting for a trigger stops answering SCPI only over USB, not Ethernet or GPIB, but I want to be sure it is universal and not an issue with my setup.", author="u1")
    rec(P2_OSC2, [e1, e2, e3, e4], e5[1], True, "pronoun", ["This", "it"], "My DSOX3034T no longer responding to SCPI while waiting for a trigger is a huge issue for me because I cannot work remotely with it reliably.", author="u1")
    # The maintainer's complete statement about his own scope: a trap.
    rec(P2_OSC2, [e1, e2, e3, e4, e5], P2_O_NEVER, False, SAME, [], None, author="u2")

    i1 = (U, "Can't get oscope to work, fails right on open", "u1")
    i2 = (A, "Glad I finally got you something working. It helped find a fundamental issue with the code and I am glad that I have it working far more robust than before.", "u2")
    i3 = (A, "It is not a USB timeout but rather a VISA timeout and that seems to be the nature of how instruments implement SCPI.", "u2")
    i5 = (A, "I once had the timeout at 15000 ms but changed it to 5000 ms with this last update which seems plenty.", "u2")
    i6 = "If you want it shorter, you can pass it in when instantiating like so: \n```\n    scope = Oscilloscope(pyvisa_oscope,timeout=1000)\n```"
    lend(P2_OSC1, [i1], P2_O_INI, SAME, P2_IIO484)
    rec(P2_OSC1, [i1], i2[1], True, "pronoun", ["something", "It"], "Glad oscope-scpi finally works for you when opening the scope; fixing it found a fundamental issue in the code, and it is now far more robust.", author="u2")
    rec(P2_OSC1, [i1, i2], i3[1], True, "pronoun", ["It"], "The timeout oscope-scpi raises is not a USB timeout but a VISA timeout, which seems to be the nature of how instruments implement SCPI.", author="u2")
    # A general statement about SCPI queries ("it" is the command inside the sentence): a trap.
    rec(P2_OSC1, [i1, i2, i3], P2_O_UNKNOWN, False, SELF, [], None, author="u2")
    rec(P2_OSC1, [i1, i2, i3, (A, P2_O_UNKNOWN, "u2"), i5], i6, True, "pronoun", ["it"], "To make oscope-scpi's VISA timeout shorter, pass it when instantiating: scope = Oscilloscope(pyvisa_oscope, timeout=1000).", author="u2")

    n1 = (U, "Agilent DSO90804 infiniium scope times out on \":WAV:PRE?\" query", "u1")
    n2 = (U, "In MAX:\n\nif the timeout < ~3000 ms, ```query(:WAV:PRE?)```, times out.  with timeout > ~5000 ms, this query is successful.", "u1")
    n3 = (U, "Alternatively, if I do a ```gpib_write(:WAV:PRE?)```, manually wait a couple seconds and then '''gpib_read()''' in MAX or using the scope server, things are fine.  Immediately reading after the write times out.", "u1")
    n4 = (U, "I attempted to use the timeout parameter, but this doesn't seem to actually set the timeout.", "u1")
    n5 = "Additionally, this behavior seems tied to the number of averages on the scope."
    rec(P2_LAB217, [n1], n2[1], True, "ellipsis", [], "In NI MAX, the Agilent DSO90804's :WAV:PRE? query times out if the timeout is below ~3000 ms and succeeds above ~5000 ms.", author="u1")
    rec(P2_LAB217, [n1, n2], n3[1], True, "ellipsis", ["things are fine"], "Writing :WAV:PRE? to the Agilent DSO90804, waiting a couple of seconds and then reading (in MAX or through the labrad scope server) works; reading immediately after the write times out.", author="u1")
    rec(P2_LAB217, [n1, n2, n3], n4[1], True, "ellipsis", ["the timeout parameter"], "Passing a timeout parameter to the labrad scope server's gpib_query doesn't seem to actually set the timeout for the DSO90804's :WAV:PRE? query.", author="u1")
    rec(P2_LAB217, [n1, n2, n3, n4], n5, True, "pronoun", ["this behavior", "the scope"], "The Agilent DSO90804's :WAV:PRE? timeout also seems tied to the number of averages set on the scope.", author="u1")
    lend(P2_LAB217, [n1], P2_O_NEVER, SAME, P2_OSC2)
    lend(P2_LAB217, [n1, n2], P2_O_UNKNOWN, SELF, P2_OSC1)

    q1 = (U, "Better timeout handling", "u1")
    q2 = (U, "Added the ability to specify a custom timeout value when creating an Instrument object.\nAdded the get_event_queue() function to the download events from the Event Queue on Tek Series Oscilloscopes.", "u1")
    q3 = (U, "Added a timeout exception handler to the Tek Series Oscilloscope curve feature that better supports enabled channels that have not acquired data.", "u1")
    q4 = (A, "Code Factor is only complaining because  `def _get_data()` is long. Personally I think this should warn and not fail....", "u2")
    q5 = "I will fix the issue raised by CodeFactor in a future PR."
    rec(P2_CQ35, [q1], q2[1], True, "ellipsis", [], "The curvequery pull request adds a custom timeout value when creating an Instrument object, and a get_event_queue() function to download events from the Event Queue on Tek series oscilloscopes.", author="u1")
    rec(P2_CQ35, [q1, q2], q3[1], True, "ellipsis", [], "The curvequery pull request also adds a timeout exception handler to the Tek series oscilloscope curve feature, to better support enabled channels that have not acquired data.", author="u1")
    rec(P2_CQ35, [q1, q2, q3], q4[1], True, "pronoun", ["this"], "CodeFactor only fails curvequery's timeout-handling pull request because `def _get_data()` is long; that check should warn, not fail.", author="u2")
    rec(P2_CQ35, [q1, q2, q3, q4], q5, True, "ellipsis", ["the issue raised by CodeFactor"], "I will shorten curvequery's long `_get_data()` flagged by CodeFactor in a future PR.", author="u1")
    lend(P2_CQ35, [q1], P2_O_NEVER, SAME, P2_OSC2)
    lend(P2_CQ35, [q1, q2], P2_O_UNKNOWN, SELF, P2_OSC1)

    a1 = (U, "osc.c: Allow setting the capture timeout via .ini file", "u1")
    a2 = (U, "There are scenarios where a larger timeout is needed.", "u1")
    a3 = (U, "For example, when using the UART interface, the bandwith is significantly lower than USB or Ethernet.", "u1")
    a4 = P2_O_INI
    rec(P2_IIO484, [a1], a2[1], True, "ellipsis", ["a larger timeout"], "There are scenarios where IIO Oscilloscope needs a larger capture timeout than it computes.", author="u1")
    rec(P2_IIO484, [a1, a2], a3[1], True, "ellipsis", ["For example"], "IIO Oscilloscope needs a larger capture timeout e.g. over the UART interface, whose bandwidth is significantly lower than USB or Ethernet.", author="u1")
    # Names the key, the file and osc: a complete description, the author's own trap.
    rec(P2_IIO484, [a1, a2, a3], a4, False, SAME, [], None, author="u1")
    lend(P2_IIO484, [a1], P2_O_NEVER, SAME, P2_OSC2)
    lend(P2_IIO484, [a1, a2], P2_O_UNKNOWN, SELF, P2_OSC1)
    lend(P2_IIO484, [a1, a2, a3], P2_O_DSOX, SELF, P2_OSC2)


def P2_manga(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- manga and comic reading: right-to-left pages and double-page spreads ----
    h1 = (U, "Should be able to identify double page spreads", "u1")
    h2 = (U, "Should be able to identify double page spreads, so it can separate them on double page view.", "u1")
    h3 = (U, "For example, in Chainsaw Man Chapter 98 (I used MangaSee) it shows the first single page on the right and the double page spread on the left leading to it essentially showing 3 pages.", "u1")
    h4 = (U, "In this case, it wasn't a big issue since the double page spread is on the left but if the double page spread is on the right it leads to later pages in the chapter being on the wrong side.", "u1")
    h5 = "If you go on Bleach Chapter 521 (I used MangaSee, again) it shows the double page spread on the right, which leads to later pages being on the wrong side."
    rec(P2_HOU171, [h1], h2[1], True, "ellipsis", ["it"], "Houdoku should be able to identify double-page spreads so it can separate them in double-page view.", author="u1")
    rec(P2_HOU171, [h1, h2], h3[1], True, "pronoun", ["it"], "In Houdoku's double-page view, Chainsaw Man chapter 98 (from MangaSee) shows the first single page on the right and the double-page spread on the left, essentially showing 3 pages.", author="u1")
    rec(P2_HOU171, [h1, h2, h3], h4[1], True, "pronoun", ["this case"], "In Chainsaw Man chapter 98 Houdoku's pairing was no big issue since the spread fell on the left, but a spread on the right puts later pages of the chapter on the wrong side.", author="u1")
    rec(P2_HOU171, [h1, h2, h3, h4], h5, True, "pronoun", ["it", "again"], "In Bleach chapter 521 (from MangaSee), Houdoku's double-page view shows the spread on the right, which puts later pages on the wrong side.", author="u1")
    lend(P2_HOU171, [h1], P2_C_ZIP, SELF, P2_CBK78)
    lend(P2_HOU171, [h1, h2], P2_C_RTL, SAME, P2_KCR17)

    k1 = (U, "How can I adjust the reading direction?", "u1")
    k3 = "The cbz file I'm using renders the right page first, then the left. The double-page plugin renders the left page first."
    # A general fact about manga, complete in itself: the opener's own trap.
    rec(P2_KCR17, [k1], P2_C_RTL, False, SAME, [], None, author="u1")
    rec(P2_KCR17, [k1, (U, P2_C_RTL, "u1")], k3, True, "ellipsis", ["The double-page plugin"], "My manga CBZ should show the right page first, then the left, but KOReader's comicreader double-page plugin renders the left page first.", author="u1")
    lend(P2_KCR17, [k1], P2_C_ZIP, SELF, P2_CBK78)
    lend(P2_KCR17, [k1, (U, P2_C_RTL, "u1")], P2_C_SPLIT, SELF, P2_FMP9)

    c1 = (U, "Comixology online reader forced double page view", "u1")
    c2 = (U, "Whenever I download a comic, it's in double page view because comixology online reader forces that on you for Manga. Is there a workaround for that so it shows pages in single page mode when I download them?", "u1")
    c3 = (U, "Figured that would be the case. That sucks, considering they have one page mode available on tablets.", "u1")
    c4 = (A, "Their support has always been very responsive. i recommend passing on the request for single-page mode to them", "u2")
    c5 = (A, "Another option would be to post-process the saved file, using command-line tools to script the chopping-up of the double pages.", "u2")
    c6 = "The ImageMagick tools can slice up images that way, and " + P2_C_ZIP
    lend(P2_CBK78, [c1], P2_C_SPLIT, SELF, P2_FMP9)
    rec(P2_CBK78, [c1], c2[1], True, "ellipsis", [], "Manga I download with comic-backup come out in double-page view because the Comixology online reader forces that for manga; is there a workaround so the downloads have single pages?", author="u1")
    rec(P2_CBK78, [c1, c2], c3[1], True, "pronoun", ["that", "they"], "I figured comic-backup can't avoid Comixology's forced double-page manga view; that sucks, since Comixology has a one-page mode on tablets.", author="u1")
    rec(P2_CBK78, [c1, c2, c3], c4[1], True, "pronoun", ["Their support", "them"], "Comixology's support has always been very responsive; I recommend asking them for a single-page mode in their online manga reader.", author="u2")
    rec(P2_CBK78, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["Another option", "the saved file"], "Another way to get single pages from a comic-backup download of Comixology manga is to post-process the saved file with command-line tools that chop up the double pages.", author="u2")
    rec(P2_CBK78, [c1, c2, c3, c4, c5], c6, True, "pronoun", ["that way"], "ImageMagick can slice each double page of a saved comic-backup download in two, and since a CBZ is just a zip file, any zip tool can unpack and re-pack it.", author="u2")

    x1 = (U, "Manga mode support for CBZ output", "u1")
    rec(P2_KCC78, [x1], "Manga two-page splits are currently in wrong order.", True, "ellipsis", [], "In KCC's CBZ output with manga mode, two-page spreads split into pages are currently in the wrong order.", author="u1")
    lend(P2_KCC78, [x1], P2_C_RTL, SAME, P2_KCR17)
    lend(P2_KCC78, [x1], P2_C_ZIP, SELF, P2_CBK78)
    lend(P2_KCC78, [x1], P2_C_SPLIT, SELF, P2_FMP9)

    f1 = (U, "Double layouts cut split spreads; MangaPage.type makes the layout choice unnecessary", "u1")
    f3 = (U, P2_C_SPLIT, "u1")
    f4 = (U, "The RIGHT half always comes first, which matches the reader's pair rendering (`flex-direction: row-reverse`, `+page.svelte:1553`): paired together, the two halves rebuild the spread as drawn.", "u1")
    f5 = (U, "`buildPageGroups` (`reader/desktop/src/lib/readerLogic.ts:42`) never reads `type`.", "u1")
    f6 = "It pairs by position only, in one of two parities: `double` pairs from page 1, `double-cover` binds page 1 solo and pairs from page 2 (`readerLogic.ts:37`)."
    # Names the function, the endpoint and the flag; "that flag" and "them" point inside: a same-author trap.
    rec(P2_FMP9, [f1], f3[1], False, SELF, [], None, author="u1")
    lend(P2_FMP9, [f1], P2_C_RTL, SAME, P2_KCR17)
    rec(P2_FMP9, [f1, f3], f4[1], True, "ellipsis", ["The RIGHT half"], "In MANGA Plus chapters fetched with split=yes, the RIGHT half of a two-page spread always comes first, matching frank_mangaplus's row-reverse pair rendering, so paired together the halves rebuild the spread.", author="u1")
    rec(P2_FMP9, [f1, f3, f4], f5[1], True, "ellipsis", ["`type`"], "frank_mangaplus's `buildPageGroups` never reads `MangaPage.type`, the field marking the halves of split spreads.", author="u1")
    rec(P2_FMP9, [f1, f3, f4, f5], f6, True, "pronoun", ["It"], "frank_mangaplus's `buildPageGroups` pairs pages by position only: `double` pairs from page 1, `double-cover` binds page 1 solo and pairs from page 2.", author="u1")

    g1 = (U, "feat(desktop): merge the double layouts into one spread-aware mode", "u1")
    g2 = (U, "Closes #9.", "u1")
    g3 = (U, "The reader goes from three layouts to two.", "u1")
    g4 = "- **single** is unchanged."
    rec(P2_FMP10, [g1], g2[1], True, "ellipsis", ["#9"], "This frank_mangaplus pull request, merging the double layouts into one spread-aware mode, closes issue #9 (double layouts cut split spreads).", author="u1")
    rec(P2_FMP10, [g1, g2], g3[1], True, "ellipsis", ["The reader"], "With the spread-aware double mode, the frank_mangaplus desktop reader goes from three page layouts to two.", author="u1")
    rec(P2_FMP10, [g1, g2, g3], g4, True, "ellipsis", ["**single**"], "The frank_mangaplus reader's single-page layout is unchanged by the spread-aware double mode.", author="u1")
    lend(P2_FMP10, [g1], P2_C_RTL, SAME, P2_KCR17)
    lend(P2_FMP10, [g1], P2_C_ZIP, SELF, P2_CBK78)


def P2_boardgames(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- board games: BoardGameGeek collections and logged plays ----
    n1 = (U, "As a boardgamegeek user, i want to import my plays", "u1")
    n2 = (U, "https://www.boardgamegeek.com/xmlapi2/plays?username=Mad%20Scientist&subtype=boardgame&mindate=2016-03-01", "u1")
    n3 = (U, "Using the BGG API we can extract all the plays that the bgg user has recorded.", "u1")
    n4 = (U, "To avoid insert duplicate game we need to filter by date using the last NemeStats game created.\nIf the user has no games on NemeStats we import all plays.", "u1")
    n5 = (U, "The BGG plays info is uncomplete, we need to know the players involved and their rank in the game.", "u1")
    n6 = "To avoid inserting duplicate games we should probably just set the BoardGameGeekPlayId on the PlayedGame record I would think."
    rec(P2_NEME378, [n1], n2[1], True, "ellipsis", [], "A BoardGameGeek user's plays for the NemeStats import can be fetched from https://www.boardgamegeek.com/xmlapi2/plays?username=Mad%20Scientist&subtype=boardgame&mindate=2016-03-01.", author="u1")
    rec(P2_NEME378, [n1, n2], n3[1], True, "pronoun", ["we", "the bgg user"], "Using the BGG XML API, NemeStats can extract all the plays a BoardGameGeek user has recorded, to import them.", author="u1")
    rec(P2_NEME378, [n1, n2, n3], n4[1], True, "ellipsis", [], "To avoid inserting duplicate games when importing BGG plays, NemeStats needs to filter them by date from the last NemeStats game created; if the user has no NemeStats games, it imports all plays.", author="u1")
    rec(P2_NEME378, [n1, n2, n3, n4], n5[1], True, "ellipsis", ["we need to know"], "The BGG plays data is incomplete for a NemeStats import: NemeStats needs the players involved in each play and their rank in the game.", author="u1")
    rec(P2_NEME378, [n1, n2, n3, n4, n5], n6, True, "ellipsis", [], "To avoid importing duplicate BGG plays into NemeStats, set the BoardGameGeekPlayId on the PlayedGame record.", author="u2")

    o1 = (U, "Add Ability To Import BGG Plays Into NemeStats", "u1")
    o3 = (U, "We could hypothetically use this to import all played games into NemeStats and could create players, game definitions (with BGG Object Id), etc.", "u1")
    o4 = (U, "I'm not sure if there is a way of voting for feature requests, but I think this would be a brilliant feature.", "u2")
    o5 = (U, "If it were possible to import plays from BGG I think anyone who came across your site and had plays logged on BGG would do it as to try out the site (and hopefully stick around).", "u2")
    o6 = "This is indeed a brilliant idea and something we will certainly try to do."
    # A complete statement about the BGG API: the opener's own trap after the bare title.
    rec(P2_NEME102, [o1], P2_B_API, False, SAME, [], None, author="u1")
    rec(P2_NEME102, [o1, (U, P2_B_API, "u1")], o3[1], True, "pronoun", ["this"], "NemeStats could use the BGG API's list of played games to import all played games and create players and game definitions (with BGG object IDs).", author="u1")
    rec(P2_NEME102, [o1, (U, P2_B_API, "u1"), o3], o4[1], True, "pronoun", ["this"], "I think importing plays from BoardGameGeek into NemeStats would be a brilliant feature (is there a way to vote for feature requests?).", author="u2")
    rec(P2_NEME102, [o1, (U, P2_B_API, "u1"), o3, o4], o5[1], True, "pronoun", ["your site", "it"], "If NemeStats could import plays from BGG, anyone finding NemeStats with plays logged on BGG would import them to try the site out.", author="u2")
    rec(P2_NEME102, [o1, (U, P2_B_API, "u1"), o3, o4, o5], o6, True, "pronoun", ["This"], "Importing BoardGameGeek plays is a brilliant idea that NemeStats will certainly try to do.", author="u1")

    b1 = (U, "Price paid from bgg is not imported", "u1")
    b2 = (U, "I am trying your work, congrats, it looks nice.", "u1")
    b3 = (U, "I tried to import my collection from BGG, and I found that the price paid is not taked from BGG, I attach some screenshots.", "u1")
    b4 = (U, "But in your import, the prices shown is 0.", "u1")
    b5 = "The date does not match either, I understand is a problem because the date you shown probably is the date of collection update, but I think it should used the **Acquisition Date**, that exists also on the BGG collection."
    rec(P2_BGT17, [b1], b2[1], True, "pronoun", ["your work", "it"], "I am trying BoardGameTracker; congrats, it looks nice.", author="u1")
    rec(P2_BGT17, [b1, b2], b3[1], True, "ellipsis", [], "When I import my BGG collection into BoardGameTracker, the price paid is not taken from BGG.", author="u1")
    rec(P2_BGT17, [b1, b2, b3], b4[1], True, "pronoun", ["your import"], "BoardGameTracker's BGG collection import shows 0 as the price paid for games that have a price on BGG.", author="u1")
    rec(P2_BGT17, [b1, b2, b3, b4], b5, True, "ellipsis", ["The date", "either"], "BoardGameTracker's BGG import also gets the date wrong (probably the collection-update date); it should use the Acquisition Date that the BGG collection also holds.", author="u1")
    lend(P2_BGT17, [b1], P2_B_API, SAME, P2_NEME102)

    g1 = (U, "Can't seem to import above 99 games", "u1")
    g2 = (U, "It should fetch 116 games\nProfile  https://boardgamegeek.com/user/kinkymachine", "u1")
    g3 = (U, "```\nImported 99 games from boardgamegeek.\nIndexed 99 games in algolia, and removed everything else.\n```", "u1")
    g5 = (A, "That's actually correct. 99 games = 116 games - 17 expansions. Expansions are grouped together with the main game, you get to them by expanding each game.", "u2")
    g6 = "Updated the printout so it includes the number of expansions separately."
    rec(P2_GC13, [g1], g2[1], True, "pronoun", ["It"], "mybgg should import 116 games for the BGG profile https://boardgamegeek.com/user/kinkymachine, but imports only 99.", author="u1")
    rec(P2_GC13, [g1, g2], g3[1], True, "ellipsis", [], "mybgg's import prints 'Imported 99 games from boardgamegeek. Indexed 99 games in algolia, and removed everything else.' for a BGG profile with 116 games.", author="u1")
    rec(P2_GC13, [g1, g2, g3], g5[1], True, "pronoun", ["That"], "mybgg importing 99 of 116 BGG games is correct: 17 are expansions, which are grouped with their main game and shown by expanding it.", author="u2")
    rec(P2_GC13, [g1, g2, g3, g5], g6, True, "ellipsis", ["the printout"], "mybgg's import printout now includes the number of expansions separately from the games.", author="u2")
    lend(P2_GC13, [g1], P2_B_API, SAME, P2_NEME102)

    s1 = (U, "Not working anymore?", "u1")
    s2 = (U, "This is/was a great tool. Is it still working? I can't get it to load my collection anymore.", "u1")
    s3 = (U, "Also, the data is a year old (according to Help page). Can it be updated?", "u1")
    s4 = (U, "Actually the Clear Cache button worked (I could have sworn I tried that).", "u1")
    s5 = (U, "But would still love to have the data updated.", "u1")
    s6 = "Yea, I would like to get those data updated too, but due to changes they made in the backend, I can no longer export the \"entire\" collection"
    rec(P2_SHELF46, [s1], s2[1], True, "pronoun", ["This", "it"], "Is Game Shelf still working? I can't get it to load my BoardGameGeek collection anymore.", author="u1")
    rec(P2_SHELF46, [s1, s2], s3[1], True, "ellipsis", ["the data", "it"], "Game Shelf's game data is a year old according to its Help page; can it be updated?", author="u1")
    rec(P2_SHELF46, [s1, s2, s3], s4[1], True, "ellipsis", ["Actually"], "Pressing Game Shelf's Clear Cache button made it load my collection again.", author="u1")
    rec(P2_SHELF46, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["the data"], "I would still love to have Game Shelf's year-old game data updated.", author="u1")
    rec(P2_SHELF46, [s1, s2, s3, s4, s5], s6, True, "pronoun", ["those data", "they"], "Game Shelf's data can't simply be updated: after BoardGameGeek's backend changes, the whole BGG collection can no longer be exported.", author="u2")

    y1 = (U, "[Feature Request] Boardgame import from Board Game Geek", "u1")
    y2 = (U, "It would be very nice to have an importer for bgg (boardgamegeek.com) collection of board games.", "u1")
    y3 = (U, "I suggest that wishlisted games stay as planned and previous owned as paused or dropped", "u1")
    y4 = (U, "I created a PR for an importer, because i had the same issue.", "u2")
    y5 = "Great work! Thank you very much!\nI would just suggest that `preordered` to be put in progress (since you are only waiting for it to arrive) and `own` as completed"
    rec(P2_YAM1565, [y1], y2[1], True, "ellipsis", [], "It would be very nice for Yamtrack to have an importer for a BoardGameGeek board game collection.", author="u1")
    rec(P2_YAM1565, [y1, y2], y3[1], True, "ellipsis", [], "In a Yamtrack import of a BGG collection, wishlisted games should become planned and previously owned games paused or dropped.", author="u1")
    rec(P2_YAM1565, [y1, y2, y3], y4[1], True, "ellipsis", ["an importer", "the same issue"], "I opened a pull request adding a BoardGameGeek collection importer to Yamtrack.", author="u2")
    rec(P2_YAM1565, [y1, y2, y3, y4], y5, True, "ellipsis", [], "For the Yamtrack BGG importer pull request, I suggest mapping BGG's `preordered` status to in progress and `own` to completed.", author="u1")
    lend(P2_YAM1565, [y1], P2_B_API, SAME, P2_NEME102)

    t1 = (U, "Board Game List", "u1")
    t2 = (U, "Something simple may be OK here, just a list of boardgames and who provided them.  (similar to the Karaoke list)", "u1")
    t3 = (U, "If later events occurs, maybe even add the option to link it to an event so that people can schedule larger games like BattleStar Galactica.", "u1")
    t4 = "Bonus points if able to import from the BoardGameGeek site: boardgamegeek.com/collection/user/jococruisecrazy"
    lend(P2_TWIT239, [t1], P2_B_API, SAME, P2_NEME102)
    rec(P2_TWIT239, [t1], t2[1], True, "ellipsis", ["here"], "For twitarr's board game list, something simple may be OK: a list of board games and who provided them, like the karaoke list.", author="u1")
    rec(P2_TWIT239, [t1, t2], t3[1], True, "pronoun", ["it"], "Later, twitarr's board game list could link a game to an event so people can schedule larger games like Battlestar Galactica.", author="u1")
    rec(P2_TWIT239, [t1, t2, t3], t4, True, "ellipsis", ["Bonus points"], "Ideally twitarr's board game list could import from the BoardGameGeek collection boardgamegeek.com/collection/user/jococruisecrazy.", author="u1")


def P2_transit(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- public transport timetables: GTFS stop times and realtime feeds ----
    o1 = (U, "Reading GTFS data fails in 0.19 but works in 0.18", "u1")
    o2 = (U, P2_T_OTP, "u1")
    o3 = "`feedvalidator` gives no errors and the same data files work fine with OTP 0.18."
    # Names the feed, the server and the exception in full: the opener's own trap.
    rec(P2_OTP2113, [o1], o2[1], False, SAME, [], None, author="u1")
    rec(P2_OTP2113, [o1, o2], o3, True, "ellipsis", ["the same data files"], "feedvalidator reports no errors for the Omnitrans GTFS feed, and the same GTFS and OSM files work fine with OpenTripPlanner 0.18 (0.19 fails to interpolate stop times).", author="u1")
    lend(P2_OTP2113, [o1], P2_T_MIX, SAME, P2_GBT71)

    x1 = (U, "First stop of each trip in stop_times.txt is timed 12 hours early where trip starts after 13:00", "u1")
    x2 = (U, "Issue exists in UK Traveline and National Coach datasets, so should be easily reproduced.", "u1")
    x3 = (U, "For example with a recent coach dataset, the error becomes apparent from the 12th trip in the outputted stop_times.", "u1")
    x4 = "Thanks for reporting this issue. It has been fixed and released as 1.0.6"
    rec(P2_TX4, [x1], x2[1], True, "ellipsis", ["Issue"], "transxchange2gtfs timing the first stop of trips after 13:00 12 hours early in stop_times.txt happens with the UK Traveline and National Coach datasets, so it should be easy to reproduce.", author="u1")
    rec(P2_TX4, [x1, x2], x3[1], True, "pronoun", ["the error"], "With a recent National Coach dataset, transxchange2gtfs's 12-hours-early first stop time shows from the 12th trip of the output stop_times.txt.", author="u1")
    rec(P2_TX4, [x1, x2, x3], x4, True, "pronoun", ["this issue", "It"], "transxchange2gtfs's bug timing the first stop of afternoon trips 12 hours early is fixed in release 1.0.6.", author="u2")
    lend(P2_TX4, [x1], P2_T_MIX, SAME, P2_GBT71)
    lend(P2_TX4, [x1, x2], P2_T_OTP, SAME, P2_OTP2113)

    g1 = (U, "Remove pass times from the generated GTFS", "u1")
    g2 = (U, "The generated GTFS have pass times included as stop times which are factually wrong. They are removed in the pull request.", "u1")
    g3 = (U, "Unadvertised stops remain as stops in the GTFS.", "u1")
    g5 = (A, "In the past this has resulted in departures leaving before the train arrives.", "u2")
    g6 = "OK I believe it is the case"
    rec(P2_GBT71, [g1], g2[1], True, "ellipsis", ["The generated GTFS"], "gb-transit's generated GTFS includes timing-point pass times as stop times, which is factually wrong; this pull request removes them.", author="u1")
    rec(P2_GBT71, [g1, g2], g3[1], True, "ellipsis", ["the GTFS"], "With pass times removed, unadvertised stops remain as stops in gb-transit's generated GTFS.", author="u1")
    # The maintainer's general claim about GTFS times, complete in itself: a trap.
    rec(P2_GBT71, [g1, g2, g3], P2_T_MIX, False, SELF, [], None, author="u2")
    rec(P2_GBT71, [g1, g2, g3, (A, P2_T_MIX, "u2")], g5[1], True, "pronoun", ["this"], "Mixing public and scheduled arrival times in gb-transit's GTFS has in the past produced departures leaving before the train arrives.", author="u2")
    rec(P2_GBT71, [g1, g2, g3, (A, P2_T_MIX, "u2"), g5], g6, True, "pronoun", ["it"], "I agree that mixing public and scheduled times in gb-transit's GTFS still gives departures before arrivals (some sleeper trains).", author="u1")

    w1 = (U, "Coaches not updating properly, departure predictions inaccurate", "u1")
    w2 = (U, "I've noticed some strange behavior in the GTFS-rt feeds that I wanted to bring to your attention.", "u1")
    w3 = (U, "Essentially, coaches seem to get \"stuck\" at a stop. From that point on, estimates are generated assuming it's about to depart that stop, the coach does not roll into its next trip, and the future departures are shown as very late—it's as if the bus is just sitting there. However, the coordinates continue to update and show that it's moving.", "u1")
    w4 = (U, "The example below shows a case of this this morning. Coach 809 got \"stuck\" at Lakeway Dr & Humboldt St, and it stayed on that trip (533 to Downtown).", "u1")
    w5 = "Because the coordinate appears to be accurate, this looks like an issue with the system not detecting when the coach has departed the zone"
    rec(P2_WTA6, [w1], w2[1], True, "pronoun", ["the GTFS-rt feeds", "your"], "I've noticed strange behaviour in the Whatcom Transportation Authority's GTFS-realtime feeds.", author="u1")
    rec(P2_WTA6, [w1, w2], w3[1], True, "ellipsis", ["coaches"], "In WTA's GTFS-realtime feeds, coaches get stuck at a stop: predictions assume the coach is about to depart it, it never rolls into its next trip and later departures show very late, while its coordinates keep moving.", author="u1")
    rec(P2_WTA6, [w1, w2, w3], w4[1], True, "pronoun", ["this", "that trip"], "This morning WTA coach 809 got stuck in the GTFS-realtime feed at Lakeway Dr & Humboldt St on trip 533 to Downtown.", author="u1")
    rec(P2_WTA6, [w1, w2, w3, w4], w5, True, "pronoun", ["the coordinate", "this"], "Since WTA's reported coach coordinates look accurate, the stuck GTFS-realtime predictions look like the system failing to detect a coach leaving a stop's zone.", author="u1")
    lend(P2_WTA6, [w1], P2_T_MIX, SAME, P2_GBT71)

    p1 = (U, "Invalid stop times", "u1")
    p2 = (U, "Thanks for providing this GTFS feed!", "u1")
    p3 = (U, "Since today, gtfsclean / gtfstidy complain about\n```\nstop_times.txt:13 - max representable time is '127:59:59', found '149:09:00' for field arrival_time\n```\nwhen processing this feed.", "u1")
    p4 = (U, "This seems to be correct judging from the GTFS validator: https://gtfs-validator-results.mobilitydata.org/39275a61-e674-4da2-8be3-b95ef5277668/report.html", "u1")
    p5 = "This seems to no longer be an issue in the latest version – I presume this was due to some mistake in the source data."
    rec(P2_PKP1, [p1], p2[1], True, "pronoun", ["this GTFS feed"], "Thanks for providing the PKP Intercity GTFS feed!", author="u1")
    rec(P2_PKP1, [p1, p2], p3[1], True, "pronoun", ["this feed"], "Since today, gtfsclean/gtfstidy report on the PKP Intercity GTFS feed: stop_times.txt:13 - max representable time is '127:59:59', found '149:09:00' for field arrival_time.", author="u1")
    rec(P2_PKP1, [p1, p2, p3], p4[1], True, "pronoun", ["This"], "The GTFS validator also reports the PKP Intercity feed's arrival_time of 149:09:00 in stop_times.txt as invalid.", author="u1")
    rec(P2_PKP1, [p1, p2, p3, p4], p5, True, "pronoun", ["This", "this"], "The invalid 149:09:00 stop time no longer appears in the latest PKP Intercity GTFS feed; it was presumably a mistake in the source data.", author="u2")
    lend(P2_PKP1, [p1], P2_T_MIX, SAME, P2_GBT71)
    lend(P2_PKP1, [p1, p2], P2_T_OTP, SAME, P2_OTP2113)

    q1 = (U, "Some bus times are wrong", "u1")
    q2 = (U, "I've noticed that some bus times are wrong in the app. Can someone update these or give direction where to look and I can make a PR.", "u1")
    q3 = (A, "Hey Kaarel, thanks for reporting! I have encountered wrong times myself last week: on Thursday it was using a weekend schedule.", "u2")
    q4 = (A, "This is most likely a [server](https://github.com/Zverik/ansible_otp) error, but I don't see it straight away: the GTFS feed was downloaded last night, and the OTP instance was propertly restarted.", "u2")
    q5 = "The arrival timetable is downloaded by the app straight from the transport agency, and it looks more or less correct."
    lend(P2_QBUS4, [q1], P2_T_OTP, SAME, P2_OTP2113)
    rec(P2_QBUS4, [q1], q2[1], True, "ellipsis", ["the app", "these"], "Some bus times in the quick_bus app are wrong; can someone update them or tell me where to look so I can make a PR?", author="u1")
    rec(P2_QBUS4, [q1, q2], q3[1], True, "ellipsis", ["wrong times", "it"], "I also saw wrong bus times in quick_bus last week: on Thursday it used a weekend schedule.", author="u2")
    rec(P2_QBUS4, [q1, q2, q3], q4[1], True, "pronoun", ["This", "it"], "quick_bus's wrong bus times are most likely an error of its OpenTripPlanner server, though the GTFS feed was downloaded last night and the OTP instance properly restarted.", author="u2")
    rec(P2_QBUS4, [q1, q2, q3, q4], q5, True, "ellipsis", ["the app"], "quick_bus downloads its stop arrival timetable straight from the transport agency, and that timetable looks more or less correct.", author="u2")

    b1 = (U, "Sometimes stop information for a route is off by about 30 minutes", "u1")
    b2 = (U, "> A moderate percentage of the time the route data loaded for a specific stop bus time will be clearly the wrong data. Usually (always?) one something like half an hour later.", "u1")
    b3 = (U, "> For example, I took the two screenshots shown just now. The \"header\" for the bus shows the bus time I tapped, but the route bus below clearly isn't the on I tapped.", "u1")
    b4 = "@aaronbrethorst Not sure what this user is saying? What header is he referring to and what exactly is off by 30 mins?"
    lend(P2_OBA1035, [b1], P2_T_OTP, SAME, P2_OTP2113)
    rec(P2_OBA1035, [b1], b2[1], True, "ellipsis", [], "A OneBusAway iPhone user reports that fairly often the route data loaded for a bus time at a stop is clearly wrong, usually a trip about half an hour later.", author="u1")
    rec(P2_OBA1035, [b1, b2], b3[1], True, "ellipsis", ["the two screenshots", "the route bus below"], "In the user's OneBusAway screenshots, the header shows the bus time they tapped, but the route's bus below clearly isn't the one tapped.", author="u1")
    rec(P2_OBA1035, [b1, b2, b3], b4, True, "pronoun", ["this user", "he"], "@aaronbrethorst, what is the OneBusAway user reporting wrong stop information saying: which header do they mean, and what exactly is off by 30 minutes?", author="u2")
