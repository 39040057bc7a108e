"""df8 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Fitting data aimed at the detector's known weakness (self-contained questions asked after a
same-domain thread, follow-ups without pronouns), with the kinds df7 lacks: corrections and
clarifications, and references to the content of the previous answer; see `df8.decisions.md`."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- Neovim: diagnostics virtual text, hidden files, lazy.nvim installs ----
GONVIM = GH + "ray-x/go.nvim/issues/216"
ROSLYN = GH + "seblyng/roslyn.nvim/issues/309"
NVC1684 = GH + "NvChad/NvChad/issues/1684"
NVC185 = GH + "NvChad/NvChad/issues/185"
NVC360 = GH + "NvChad/NvChad/issues/360"
NVUI = GH + "NvChad/ui/issues/455"
LSPCFG = GH + "neovim/nvim-lspconfig/issues/662"
VIMLSP = GH + "prabirshrestha/vim-lsp/issues/471"
NVIM14825 = GH + "neovim/neovim/issues/14825"
NVIM33396 = GH + "neovim/neovim/issues/33396"
PSQL = GH + "trstringer/psql.nvim/issues/1"
REPL = GH + "pappasam/nvim-repl/issues/25"
REFAC = GH + "ThePrimeagen/refactoring.nvim/issues/408"
TRANSP = GH + "xiyaowong/transparent.nvim/pull/88"
LSPSAGA = GH + "nvimdev/lspsaga.nvim/issues/597"
TINYDIAG = GH + "rachartier/tiny-inline-diagnostic.nvim/issues/67"
# ---- ad blocking on YouTube, Manifest V3 ----
STEVEN = GH + "StevenBlack/hosts/issues/850"
NOTRACK = GH + "notracking/hosts-blocklists/issues/601"
UBO189 = GH + "uBlockOrigin/uBlock-issues/issues/189"
UBO3566 = GH + "uBlockOrigin/uBlock-issues/issues/3566"
UBO3723 = GH + "uBlockOrigin/uBlock-issues/issues/3723"
UBOL = GH + "uBlockOrigin/uBOL-home/issues/129"
UNGOOGLED = GH + "ungoogled-software/ungoogled-chromium/issues/2623"
# ---- Android on Linux (Waydroid), Termux storage and X11 ----
WD997 = GH + "waydroid/waydroid/issues/997"
WD12 = GH + "waydroid/waydroid/issues/12"
WD470 = GH + "waydroid/waydroid/issues/470"
WD1623 = GH + "waydroid/waydroid/issues/1623"
WD1638 = GH + "waydroid/waydroid/issues/1638"
WD1187 = GH + "waydroid/waydroid/issues/1187"
WD2137 = GH + "waydroid/waydroid/issues/2137"
WD195 = GH + "waydroid/waydroid/issues/195"
TERMUX1952 = GH + "termux/termux-app/issues/1952"
TERMUX3489 = GH + "termux/termux-app/issues/3489"
TERMUX1503 = GH + "termux/termux-app/issues/1503"
TX3 = GH + "termux/termux-x11/issues/3"
TX5 = GH + "termux/termux-x11/issues/5"
# ---- local LLMs: Ollama and LM Studio as OpenAI-compatible backends ----
CODEX = GH + "openai/codex/issues/145"
WT = GH + "theJayTea/WritingTools/issues/4"
PBW = GH + "saif-ellafi/play-by-the-writing/issues/15"
LLMCODE = GH + "syscalldev/LLMCode/issues/1"
LLMVISION = GH + "valentinfrlch/ha-llmvision/issues/46"
S2B = GH + "s2b-dev/smart-second-brain/issues/177"
SENTIENT = GH + "sentient-engineering/sentient/issues/25"
CIVITAI = GH + "regiellis/civitai-models-cli/issues/1"
FIVEIRE = GH + "nanbingxyz/5ire/issues/47"
# ---- Home Assistant energy dashboard: state_class ----
ELDOM = GH + "qbaware/homeassistant-eldom/issues/22"
GEHOME = GH + "simbaja/ha_gehome/issues/19"
TWC = GH + "ngardiner/TWCManager/pull/383"
TELEINFO = GH + "xmow49/teleinfo-esphome-homeassistant/pull/8"
# ---- browser extensions: Firefox ports ----
CML = GH + "PageModifiedOfficial/Check-My-Links/issues/70"
MSTODO = GH + "ukhan/add-to-ms-todo/issues/10"
CRM = GH + "onurmenal/crm-power-pane/issues/10"
# ---- platforms: Apple Silicon, Linux, macOS, Windows ----
MAXEL = GH + "unregistered/Maxel/issues/114"
NOISE = GH + "Universite-Gustave-Eiffel/NoiseModelling/issues/866"
XMCL = GH + "Voxelum/x-minecraft-launcher/issues/374"
NSEMU = GH + "triwinds/ns-emu-tools/issues/84"
INSTACLONE = GH + "vivlabs/instaclone/issues/3"
ROLLMAC = GH + "violentshell/rollmac/issues/2"
HWREPORT = GH + "sfcompute/hardware_report/issues/18"
MASTERP = GH + "securityjoes/MasterParser/issues/2"
SENTRY = GH + "sstraus/SettingsSentry/issues/12"
# ---- mobile apps: dark mode, F-Droid, iOS, Signal without a phone ----
GOODWEATHER = GH + "qqq3/good-weather/issues/20"
GPTASSIST = GH + "woheller69/gptAssist/issues/41"
DROIDREC = GH + "yakovlevegor/DroidRec/issues/17"
NOSTROOTS = GH + "Trustroots/nostroots/issues/41"
COVID = GH + "sohamb1390/Covid-19-Update/issues/4"
RADIOT = GH + "tindandelion/android-radio-t/issues/4"
YKDROID = GH + "pp3345/ykDroid/issues/6"
CLOCKYOU = GH + "you-apps/ClockYou/issues/80"
A2LN = GH + "patri9ck/a2ln-app/issues/4"
SHORT = GH + "ricknout/shortstories/issues/3"
ALTL = GH + "tabletradio/altlauncher/issues/30"
DECK = GH + "rivafarabi/deckboard/issues/2"
PSY = GH + "Psysonic/psysonic/issues/1029"
PURE = GH + "PureWriter/desktop/issues/75"
SIG1404 = GH + "signalapp/Signal-Android/issues/1404"
SIG5159 = GH + "signalapp/Signal-Android/issues/5159"
SIG5041 = GH + "signalapp/Signal-Android/issues/5041"
# ---- self-hosting ----
NOTEPADTAB = GH + "revolter/notepadtab.com/issues/22"
PICSTOME = GH + "picstome/picstome/issues/51"
SNIPPET = GH + "ZeroX-DG/SnippetStore/issues/74"

# Threads that only lend a question: the rest of each is no exchange, or one the part's rows already cover.
QUESTION_ONLY: tuple[str, ...] = (NVIM33396, WD1638, WD1187, WD2137, WD195)

# ---- the bank: real questions from df8 threads, placed after another df8 thread ----
# Name their subject (traps wherever they go):
Q_NVTITLE = "Can't disable nvim standard virtual text"
Q_ROSLYN = "Hi, I'm trying to figure out my nvim configuration with roslyn. (New to nvim). Y have this Issue where if I try to disable virtual text, then roslyn stop working with cshtml files, all highlighting gone. :c"
Q_TELEHIDDEN = "I can't find out how to search for hidden files in telescope."
Q_TELETITLE = "Telescope and hidden files"
Q_LSPSAGA = "Lspsaga does not show diagnostic icons in the gutter."
Q_NVIM011 = "LSP: inline diagnostics no longer appearing after upgrading to NVIM v0.11.0"
Q_WDX11 = "What would it take to port Waydroid to X11?"
Q_WDREVOLUT = "After installing Waydroid with GAPPS image, registering the device with Google and signing in, I am no longer bothered by the \"device is not certified\" message when using the OS or Play Store. I am able to install apps and everything appears to be fine until I try to run a banking app (Revolut). When I go to account -> settings -> about -> device certification, it appears that the device is still not play protect certified. Is there any way to achieve this?"
Q_WDTRICK = "Is there a trick to force my locale waydroid to update the information of registered Custom-ROMs on the google server?"
Q_WDGAPPS = "I cannot get a Google Play Protect certification. Installed Waydroid, downloaded latest GAPPS build, launched it. Followed the Google Play Protect certification guide. But I just cannot register my device on the certification page."
Q_TERMUXGUI = "What prevents termux from running fully GUI programs?"
Q_TERMUXFEAT = "Add all files access for Android 11(+) [Special app access settings] Because Termux application not reading Android/data/[files/folders]"
Q_CODEX = "Currently, the OpenAI Python client is tightly coupled to the OpenAI API (requiring an API key and pointing to api.openai.com). It would be extremely valuable to enable first‑class support for Ollama, so that developers can seamlessly target local or self‑hosted models without the need for an OpenAI API key."
Q_UBOMV3 = "You should make a version of ublock origin using manifest v3, so that it can be used with google chrome."
Q_UBOMV3TITLE = "Ublock origin manifest v3"
Q_UBOL = "Google's secret plan may bring an instant end to uBOL?"
Q_SIGIOS = "Just curious before I make propaganda on Facebook and persuade my friends to download TextSecure: Is an iOS version ever planned?"
Q_SIGTAB = "I cannot use Signal-Android on tablets, I.e.the Pixel C."
Q_SIGTABTITLE = "Signal-Android for tablets"
Q_SIGWIFI = "Id like to be able to use signal on my wifi tablet without needing a phone #."
Q_SIGWIFITITLE = "Use Signal without needing a phone #"
Q_ELDOM = "Hi, there are two energy consumption entities (day, night) with eldom boilers that could be added as individual consumption to the ha energy dashboard."
Q_LSPLINES = "I'm trying to install https://git.sr.ht/~whynothugo/lsp_lines.nvim which I got working. However, disabling the standard diagnostics don't seem to work."
Q_WDSESSION = "`xp4eternity@q4os-desktop:~$ waydroid session start [20:20:31] WAYLAND_DISPLAY is not set, defaulting to \"wayland-0\"` How can i fix this? Im on Q4OS, Debian Based"
# Need the thread's project (follow-ups after a thread they fit):
F_VTLINT = "How do you disable virtual text linter suggestions and warnings?"
F_DARKOPT = "can you add an option to turn dark mode?, or change the white backgroud color to black?"
F_FDROID2 = "please publish it on Fdroid, so more user be able to find and use it."
F_IOS3 = "Is there an iOS app planned?"
F_YTNOTBLOCKED = "YouTube ads are not blocked"
F_MV3TITLE = "Update Chromium manifest version to V3"
F_STORAGE = "access denied ~/storage/shared/Android/data after updated to android 11"
F_VTEXT = "Can I disable the diagnostics virtual text?"
F_INLINE = "How to disable inline buffer error messages?"
F_LAZYDOC = "Being a bit new to nvim, and using lazy nvim, it would be great to have the doc on how installing it with lazy nvim."
F_LAZYSETUP = "Please add additional documentation on how to setup this plugin for the lazy.nvim package manager."
F_X11 = "Is there any plan to support X11?"
F_ADDOLLAMA = "Add support for Ollama"
F_OLLAMAPRIV = "Would be great to add ollama support, local models will add to privacy."
F_LMSTUDIO = "Please add support for working with local Lm studio server."
F_LMCONNECT = "is it somehow possible to connect LM Studio?"
F_ENERGYSC = "Is it because of the missing state class?"
F_PORTFF = "Not being familiar with porting Chrome extensions to Firefox, is it possible to easily port this extension to Firefox?"
F_DOCKER = "It would be great if we could self-host using Docker."
F_APPLESI = "Please support apple silicon native."
F_ARM = "Does the software run on arm? If not, please clarify the instructions or support arm."
F_LINUX = "This tool should work on Linux?"
F_MACOS = "Based on the README.md file, it seems this tool only supports Linux. Are there any plans to support MacOS as well?"
F_DARK = "Please add support for a dark theme for the app."
F_DARKPLAN = "hi, are there any plans to add support for dark mode?"
F_FDROID = "Is it possible to publish the application in F-Droid?"
F_NSEMU = "你好，是不是这个工具是在windows下面才可以正常使用？是否支持如mac,linux"
F_XMCL = "希望能支持Apple Silicon，为Mac端新增arm64支持。"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    TRAP_SAME, TRAP_OTHER, TRAP_PRON = "trap_same_domain_new_topic", "trap_other", "trap_self_contained_pronoun"

    # ---- Neovim: diagnostics virtual text, hidden files, lazy.nvim installs ----
    g1 = (U, "Can I disable the diagnostics virtual text? Cause I'm using the LspSaga plugin as well, so there's duplicated virtual text. I tried to set: `  lsp_diag_signs = false`, but seems not this option~~")
    ga = (A, "go.nvim does not setup your diagnostic. You can setup it with ``` vim.diagnostic.config({ virtual_text = { source = 'always', prefix = '■', }, signs = true, underline = true, update_in_insert = false, severity_sort = true, }) ``` Please refer to the reference manual of diagnostic for more details.")
    rec(GONVIM, [g1, ga], Q_LSPSAGA, False, TRAP_SAME, [], None, qsrc=LSPSAGA)
    rec(GONVIM, [g1, ga], F_INLINE, True, "ellipsis", [], "With go.nvim, how do I disable the inline buffer error messages of LSP diagnostics?", qsrc=LSPCFG)
    rec(GONVIM, [g1, ga], Q_NVIM011, False, TRAP_SAME, [], None, qsrc=NVIM33396)
    rec(GONVIM, [g1, ga], F_LAZYDOC, True, "pronoun", ["it"], "Being a bit new to nvim and using lazy.nvim, it would be great to have documentation on how to install go.nvim with lazy.nvim.", qsrc=PSQL)

    r1 = (U, "How do you disable virtual text linter suggestions and warnings? " + Q_ROSLYN + " This is my lspconfig.lua for nvchad ``` -- Disable virtual text vim.diagnostic.config({ virtual_text=false, signs=true, underline=true, }) ``` When I delete the \"Disable virtual text\" everything works normally with cs and cshtml files (but the annoying virtual text shows again)")
    rec(ROSLYN, [r1], Q_NVTITLE, False, TRAP_SAME, [], None, qsrc=NVC1684)
    rec(ROSLYN, [r1], Q_TELEHIDDEN, False, TRAP_SAME, [], None, qsrc=NVC185)
    rec(ROSLYN, [r1], F_LAZYSETUP, True, "pronoun", ["this plugin"], "Please add documentation on how to set up roslyn.nvim with the lazy.nvim package manager.", qsrc=REFAC)

    n1 = (U, "Can't disable nvim standard virtual text. I'm trying to install https://git.sr.ht/~whynothugo/lsp_lines.nvim which I got working. However, disabling the standard diagnostics don't seem to work. I added the following in my chadrc and it seems that nothing has changed ``` vim.diagnostic.config({ virtual_text = false, virtual_lines = true, }); ```")
    nq = "Are you using some custom plugin to show diagnostics? Or am I supposed to put that code snippet somewhere else?"
    na = (A, "do it in your custom lspconfig")
    n_all = [n1, (U, nq), na]
    rec(NVC1684, [n1], nq, True, "pronoun", ["that code snippet"], "Is NvChad using some custom plugin to show diagnostics, or am I supposed to put the vim.diagnostic.config snippet (virtual_text = false, virtual_lines = true) somewhere other than chadrc?")
    rec(NVC1684, n_all, Q_ROSLYN, False, TRAP_SAME, [], None, qsrc=ROSLYN)
    rec(NVC1684, n_all, F_INLINE, True, "ellipsis", [], "How do I disable the inline buffer error messages of LSP diagnostics in NvChad?", qsrc=LSPCFG)
    rec(NVC1684, n_all, Q_LSPSAGA, False, TRAP_SAME, [], None, qsrc=LSPSAGA)

    u1 = (U, "Diagnostic configuration not changeable (disable `virtual_text`). Hello ! I would like to be able to change the diagnostic configuration to make use of the new `virtual_lines` options in nvim 0.11 (and disable `virtual_text` because it is redundant), but it is not changeable. Would it be possible to expose the option so it gets changeable [there](https://github.com/NvChad/ui/blob/v3.0/lua/nvchad/lsp/init.lua#L7) Cheers !")
    ua = (A, "```lua vim.diagnostic.config( { virt_text =  false, virt_lines = true }) ``` put that in your lspconfig")
    rec(NVUI, [u1, ua], Q_NVTITLE, False, TRAP_SAME, [], None, qsrc=NVC1684)
    rec(NVUI, [u1, ua], Q_TELETITLE, False, TRAP_SAME, [], None, qsrc=NVC185)
    rec(NVUI, [u1, ua], F_LAZYSETUP, True, "pronoun", ["this plugin"], "Please add documentation on how to set up NvChad's ui plugin with the lazy.nvim package manager.", qsrc=REFAC)

    l1 = (U, "How to disable inline buffer error messages? HI Thanks for your hard work. I love this plugin and use it as my daily driver. I was wondering if there is an option to disable the inlined error message from diagnostics? I would like to hide it (but not the marker in the gutter signifying problems) because I would like to mainly use the navigation capabilities that show the full error message elsewhere. Thanks!")
    la = (A, "```lua vim.lsp.handlers[\"textDocument/publishDiagnostics\"] = vim.lsp.with( vim.lsp.diagnostic.on_publish_diagnostics, { virtual_text = false, } ) ``` See `:help vim.lsp.diagnostic.on_publish_diagnostics` for more settings.")
    l_all = [l1, la, (U, "Thanks!")]
    # About the answer's own content (the handler override and its help page), by a later reader.
    rec(LSPCFG, l_all, "Is this out of date as of nvim v0.5?", True, "pronoun", ["this"], "Is overriding vim.lsp.handlers[\"textDocument/publishDiagnostics\"] with vim.lsp.diagnostic.on_publish_diagnostics and virtual_text = false (and `:help vim.lsp.diagnostic.on_publish_diagnostics`) out of date as of nvim v0.5?")
    # Changes the request's slot (inline messages -> all diagnostics): a correction by rule 3.
    rec(LSPCFG, l_all, "Personally I just wanted to disable diagnostics entirely.", True, "correction", [], "How do I disable LSP diagnostics entirely in Neovim with nvim-lspconfig, not only the inline error messages?")
    rec(LSPCFG, l_all, Q_NVIM011, False, TRAP_SAME, [], None, qsrc=NVIM33396)
    rec(LSPCFG, l_all, Q_TELEHIDDEN, False, TRAP_SAME, [], None, qsrc=NVC185)

    v1 = (U, "Better diagnostics UI. There should be options for: - cropping virtual text - use popup/floats Currently the diagnostics messages can get a little bit messy: It would be better to allow cropping virtual text displayed inline as well as allowing to show extended informations in popup/float.")
    v2 = (U, "Are you on NeoVim? I just installed vim-lsp and had similar problems. I switched to Vim (current master in Git) and the experience was much better with the text not clogging up my workflow by default. I had no way of shutting this off when using NeoVim. Now vim-lsp just highlights it red and I opt in to the messaging, which is much better.")
    va = (A, "You can disable it using `let g:lsp_virtual_text_enabled = 1`.")
    v_all = [v1, v2, va]
    rec(VIMLSP, v_all, F_LAZYDOC, True, "pronoun", ["it"], "Being a bit new to nvim and using lazy.nvim, it would be great to have documentation on how to install vim-lsp with lazy.nvim.", qsrc=PSQL)
    rec(VIMLSP, v_all, Q_NVTITLE, False, TRAP_SAME, [], None, qsrc=NVC1684)
    rec(VIMLSP, v_all, Q_ROSLYN, False, TRAP_SAME, [], None, qsrc=ROSLYN)

    m1 = (A, "lsp: add helper to toggle display of diagnostics. Users want to toggle showing diagnostics (especially if using virtual text). We should probably have this on a buffer basis (vim.lsp.diagnostics.toggle_buf_display_diagnostics()?) that sets, per client, an option that prevents displaying diagnostics on the next textdidchange (but continues to populate the diagnostics cache), and subsequently clear's the diagnostics that are currently displayed. We get this question a lot on matrix/reddit/discourse.")
    rec(NVIM14825, [m1], F_VTEXT, True, "ellipsis", [], "Can I disable the LSP diagnostics virtual text in Neovim?", qsrc=GONVIM)
    rec(NVIM14825, [m1], Q_TELETITLE, False, TRAP_SAME, [], None, qsrc=NVC185)
    rec(NVIM14825, [m1], Q_LSPSAGA, False, TRAP_SAME, [], None, qsrc=LSPSAGA)

    t1 = (U, "Telescope and hidden files. I can't find out how to search for hidden files in telescope. I have export FZF_DEFAULT_COMMAND=\"find -L\" set in my profile and hidden files work in fzf alone....")
    ta = (A, "make a mapping for this :Telescope find_files find_command=rg,--ignore,--hidden,--files")
    ta2 = (A, "or replace it with leader + ff mapping")
    ta3 = (A, "check telescope docs for more info! https://github.com/nvim-telescope/telescope.nvim#vim-commands")
    rec(NVC185, [t1, ta, ta2, ta3], Q_NVTITLE, False, TRAP_SAME, [], None, qsrc=NVC1684)
    rec(NVC185, [t1, ta, ta2, ta3], F_VTEXT, True, "ellipsis", [], "Can I disable the LSP diagnostics virtual text in NvChad?", qsrc=GONVIM)

    s1 = (U, "Telescope <space> fa files all. Nice move to include by default the hidden files in the nvim-tree. Could the team consider to have a Telescope keybinding that includes hidden files as well? I understand that setting `<space> ff` to include the hidden files by default is a bad idea as it will slow down the process. But maybe a separate keybinding like `<space> fa` would be something worse thinking about.")
    sa = (A, "My proposed mapping would be `<leader> + f + F` or `<leader> + F + F` It's an interesting idea certainly, I'd be in favour of it.")
    sa2 = (A, "You realize how tedious that will be to execute ?")
    sq = "Any sane keybinding will do. I just thought ff (find file) and fa (find all) or f. (find dot files). Whatever is free and easy to remember/execute."
    rec(NVC360, [s1, sa, sa2], sq, True, "ellipsis", [], "Any sane NvChad keybinding for a Telescope search that includes hidden files will do, e.g. ff (find file) and fa (find all) or f. (find dot files); whatever is free and easy to remember.")
    rec(NVC360, [s1, sa, sa2], Q_TELEHIDDEN, False, TRAP_SAME, [], None, qsrc=NVC185)
    rec(NVC360, [s1, sa, sa2, (U, sq)], Q_TELETITLE, False, TRAP_SAME, [], None, qsrc=NVC185)

    p1 = (U, "Lazy nvim installation. " + F_LAZYDOC)
    pa = (A, "Done, thanks!")
    rec(PSQL, [p1, pa], Q_TELEHIDDEN, False, TRAP_SAME, [], None, qsrc=NVC185)
    rec(PSQL, [p1, pa], Q_NVIM011, False, TRAP_SAME, [], None, qsrc=NVIM33396)

    e1 = (U, "lazy nvim package manager and nvim-repl. I can't seem to figure out how to use lazy nvim plugin manager on this one, do you have some template code on how to install this via lazy nvim? The following does not seem to work which work with most other plugins: ```lua { \"pappasam/nvim-repl\", config = function() require(\"nvim-repl\").setup() end }, ```")
    ea = (A, "@leet0rz Based on lazy's documentation, I've added instructions in the readme as of 57536eedae7e2cc40ff27091402c9cdb7cb7a0d6. Please let me know if they work for you.")
    rec(REPL, [e1, ea], Q_ROSLYN, False, TRAP_SAME, [], None, qsrc=ROSLYN)
    rec(REPL, [e1, ea], Q_TELETITLE, False, TRAP_SAME, [], None, qsrc=NVC185)

    f1 = (U, "Add lazy.nvim setup documentation. " + F_LAZYSETUP)
    rec(REFAC, [f1], Q_LSPLINES, False, TRAP_SAME, [], None, qsrc=NVC1684)

    tr1 = (U, "Document lazy.nvim installation. Including a quick copy and paste installation snippet for lazy.nvim")
    rec(TRANSP, [tr1], Q_NVIM011, False, TRAP_SAME, [], None, qsrc=NVIM33396)
    rec(TRANSP, [tr1], F_VTEXT, True, "ellipsis", [], "Can I disable the diagnostics virtual text with transparent.nvim?", qsrc=GONVIM)

    ls1 = (U, "Show diagnostic icons in gutter. " + Q_LSPSAGA + " Not sure if this is already a feature, because I did notice that in the README there are gifs that show icons in the gutter. However, I haven't been able to replicate that locally 😞")
    rec(LSPSAGA, [ls1], F_VTEXT, True, "ellipsis", [], "Can I disable the diagnostics virtual text in Lspsaga?", qsrc=GONVIM)

    td1 = (U, "Ability to use configured vim diagnostic signs. Hi, awesome plugin! Right now, the \"icon\" that is displayed is the same for all types of diagnostics and is configured via the `signs.diag` option in the plugin setup. Neovim however already lets you [configure](https://neovim.io/doc/user/diagnostic.html#diagnostic-signs) specific signs for your diagnostics via `vim.diagnostic.config.signs`. Other plugins like folke's trouble will use those signs automatically for the various diagnostic types. I was wondering if it would be possible to either provide this behavior as an option, or allow it to be configured rather than just having one sign for all types of diagnostics.")
    tda = (A, "Hi, thank you ! I did add it. You need to set: ```lua { options = { use_icons_from_diagnostic = true } } ``` And it will fetch signs from your `vim.diagnostic` config. Also, I did a major overhaul of the code, so it may be unstable. Do not hesitate to tell me if something is wrong")
    rec(TINYDIAG, [td1, tda], Q_LSPSAGA, False, TRAP_SAME, [], None, qsrc=LSPSAGA)
    rec(TINYDIAG, [td1, tda], F_INLINE, True, "ellipsis", [], "How do I disable the inline buffer error messages shown by tiny-inline-diagnostic.nvim?", qsrc=LSPCFG)
    rec(TINYDIAG, [td1, tda], F_LAZYDOC, True, "pronoun", ["it"], "Being a bit new to nvim and using lazy.nvim, it would be great to have documentation on how to install tiny-inline-diagnostic.nvim with lazy.nvim.", qsrc=PSQL)

    # ---- ad blocking on YouTube, Manifest V3 ----
    b1 = (U, "Block YouTube Ads. Hi, I read the older issues about blocking YouTube ads, but they are really old, not relevant for now.")
    bq = "In my tests this solutin doesn't block YouTube ads. Is is possible to add this in a future version?"
    ba = (A, "@csib Currently it's not possible to block YouTube ads via host file method, because YouTube serve both ads and content from the same domain. If you use Pi-hole on your network, check this out: https://www.reddit.com/r/pihole/comments/9w5swx/i_think_ive_managed_to_block_youtube_ads_with/ But there is not guarantee that this method block YT ads.")
    ba2 = (A, "It's also worth noting that using a web browser with uBlock Origin, or Adblock Plus with \"block unintrusive ads\" checked will also block ads on YouTube. Unfortunately this method only works on a PC with a compatible browser. Currently this is your best bet. Cheers!")
    b_all = [b1, (U, bq), ba, ba2]
    rec(STEVEN, [b1], bq, True, "pronoun", ["this solutin", "this"], "The StevenBlack hosts file doesn't block YouTube ads in my tests; is it possible to add YouTube ad blocking to it in a future version?")
    # The answer recommends uBlock Origin; a request about uBO itself still names its subject in full.
    rec(STEVEN, b_all, Q_UBOMV3, False, TRAP_SAME, [], None, qsrc=UBO3566)
    rec(STEVEN, b_all, Q_UBOL, False, TRAP_SAME, [], None, qsrc=UBOL)

    k1 = (U, "youtube ads list. Source -> https://raw.githubusercontent.com/kboghdady/youTube_ads_4_pi-hole/master/black.list")
    ka = (A, "Such youtube ads block lists are **not** good. To many false positives. There has been a huge discussion over on pihole forum about this. [Link](https://discourse.pi-hole.net/t/how-do-i-block-ads-on-youtube/253) The conclusion is (quote): _\"It's not likely that you'll be able to block in-video ads with Pi-hole. For that, you'll need something like uBlock origin for desktop, or vanced for android, This thread has been closed as there is not much more discussion to be had around the topic.\"_")
    rec(NOTRACK, [k1, ka], Q_UBOMV3TITLE, False, TRAP_SAME, [], None, qsrc=UBO3566)
    rec(NOTRACK, [k1, ka], Q_LSPLINES, False, TRAP_OTHER, [], None, qsrc=NVC1684)

    o1 = (U, "YouTube ads are not blocked. YouTube ads are now appearing. Steps to Reproduce 1. Go to an ad-enabled YouTube video. 2. Notice that you're watching an ad. 3. Cry inside. Hate everything about the world. Breath. 4. Disable and re-enable uBlock Origin. 5. Refresh the page. Ad is usually, but not always, blocked at this point. Expected behavior: I shouldn't see any YouTube ads.")
    rec(UBO189, [o1], Q_UBOL, False, TRAP_SAME, [], None, qsrc=UBOL)

    mv1 = (U, "Ublock origin manifest v3. " + Q_UBOMV3)
    rec(UBO3566, [mv1], Q_UBOL, False, TRAP_SAME, [], None, qsrc=UBOL)
    rec(UBO3566, [mv1], F_PORTFF, True, "pronoun", ["this extension"], "Is it possible to easily port uBlock Origin's Manifest V3 version to Firefox?", qsrc=MSTODO)

    h1 = (U, "Update Chromium manifest version to V3. Google Chrome automatically disables all Extensions with manifest versioned V2.")
    rec(UBO3723, [h1], "Please update manifest file to V3", True, "ellipsis", [], "Please update uBlock Origin's manifest file to V3 for Chromium.")
    rec(UBO3723, [h1], Q_LSPLINES, False, TRAP_OTHER, [], None, qsrc=NVC1684)

    ub1 = (U, "Google's secret plan may bring an instant end to uBOL?. So basically Google is phasing out ManifestV2 support a month from now (June 2024). This will result in the automatic disabling of all ManifestV2 extensions, including uBlock Origin, which will immediately result in Google getting lots of ad revenue as tens of millions of computers will start playing Youtube ads. Some of the users will seek an alternative, like uBlock Origin Lite, and turn that on for Youtube. However uBlock Origin Lite doesn't fetch external lists but each version contains the network filters and trusted replace JS scripts. This means as soon as ManifestV2 has been phased out, uBlock Origin instances have been already disabled in Chrome/Chromium browsers, they can introduce a rule into the Web Store ToS that the extension couldn't block ads on Google services, including Youtube. That would bring an end to uBOL as it would violate ToS, so it can't be updated with Youtube filters, nor can it fetch external filters due to restrictions. If this happens, it will mean that the whole ManifestV2->ManifestV3 transition was a plot against uBO itself.")
    rec(UBOL, [ub1], "What's your plan for a scenario like this? @gorhill ?", True, "pronoun", ["a scenario like this"], "What is uBlock Origin Lite's plan if, once ManifestV2 is phased out, Google adds a Web Store rule that extensions can't block ads on Google services such as YouTube?")
    rec(UBOL, [ub1], Q_UBOMV3, False, TRAP_SAME, [], None, qsrc=UBO3566)

    ug1 = (U, "Manifest v2 Support - Google will roll out Manifest v3 on June 2024. I've seen issue #662 already and you guys said that you are going to do something about it when \"Google says they're going to do it.\" Well, now they are: https://arstechnica.com/gadgets/2023/11/google-chrome-will-limit-ad-blockers-starting-june-2024/")
    ugq = "Do you guys have any ideas on whether you plan on preserving Manifest v2 in Chromium like Mozilla is or finding some sort of workaround to this?  Perhaps working with the UBO guys to permanently implement their ad blocker into your browser?"
    rec(UNGOOGLED, [ug1], ugq, True, "pronoun", ["you guys", "this"], "Does ungoogled-chromium plan to preserve Manifest v2 like Mozilla, or find a workaround to Google's Manifest v3 rollout, perhaps by working with the uBlock Origin developers to build their ad blocker into the browser?")
    rec(UNGOOGLED, [ug1, (U, ugq)], Q_UBOMV3, False, TRAP_SAME, [], None, qsrc=UBO3566)
    rec(UNGOOGLED, [ug1, (U, ugq)], Q_UBOMV3TITLE, False, TRAP_SAME, [], None, qsrc=UBO3566)

    # ---- Android on Linux (Waydroid), Termux storage and X11 ----
    w1 = (U, "Isn't play protect certified / CANT OPEN FORM!. Hi guys, now i can open/install Waydroid + Weston like a PRO. But i cant certified my device https://github.com/waydroid/waydroid/issues/753 I read this guide, and now i know my id But i cant apply it on my browser at Waydroid, cant open link idk How i can certified now? Help me")
    wa = (A, "https://docs.waydro.id/faq/google-play-certification The link does not need to be opened in waydroid. Open it in your browser on your primary operating system https://www.google.com/android/uncertified")
    rec(WD997, [w1, wa], Q_WDTRICK, False, TRAP_SAME, [], None, qsrc=WD1187)
    rec(WD997, [w1, wa], Q_WDGAPPS, False, TRAP_SAME, [], None, qsrc=WD2137)
    rec(WD997, [w1, wa], F_X11, True, "ellipsis", [], "Is there any plan for Waydroid to support X11?", qsrc=WD195)

    j1 = (U, "Anbox differences and running on x86. How is this different to anbox itself and is it possible to just run it on x86 with hardware acceleration?")
    ja = (A, "on android x86 or GNU/Linux x86 ?")
    ja2 = (A, "So it might also need an android x86 image too, I am not sure Linage supports x86 in that case you might need to rebase on an other native ASOP image like https://www.android-x86.org/ Unless you want to still sideload  linage in foreign architecture  (ie: emulate ARM on x86 using qemu ) ?")
    # Answers the helper's clarifying question: only makes sense against that turn (rule 3).
    rec(WD12, [j1, ja], "@rzr GNU/Linux", True, "correction", [], "How is Waydroid different from Anbox, and is it possible to run it on GNU/Linux x86 with hardware acceleration?")
    rec(WD12, [j1, ja, (U, "@rzr GNU/Linux"), ja2], Q_WDX11, False, TRAP_SAME, [], None, qsrc=WD470)

    x1 = (U, "What would it take to port Waydroid to X11?. The title says it all. I am planning to do it. What would it take? Or is it impossible?")
    xa = (A, "it would take x11 to support wayland protocols, using a nested wayland session is the route to go")
    xa2 = (A, "For more info see Waydroid on Arch Wiki. It explains how to use it on X11.")
    xa3 = (A, "This is not feasible.")
    rec(WD470, [x1, xa, xa2, xa3], Q_WDREVOLUT, False, TRAP_PRON, [], None, qsrc=WD1638)
    rec(WD470, [x1, xa, xa2, xa3], Q_WDTRICK, False, TRAP_SAME, [], None, qsrc=WD1187)

    q1 = (U, "WAYLAND issues. `xp4eternity@q4os-desktop:~$ waydroid session start [20:20:31] WAYLAND_DISPLAY is not set, defaulting to \"wayland-0\"` How can i fix this? Im on Q4OS, Debian Based")
    qa = (A, "as the log says, are you 100% sure you are on wayland instead of X11? `echo $XDG_SESSION_TYPE` should show you wayland instead of x11")
    qa2 = (A, "That's the problem then. You need to be on wayland to use Waydroid period. On X11 what you need to do is to run it in a nested Wayland instance inside your X11. You'll have to search around for this though as I have never tried it myself.")
    q_all = [q1, qa, (U, "x11"), qa2]
    rec(WD1623, [q1, qa], "x11", True, "ellipsis", [], "My session type ($XDG_SESSION_TYPE) is x11, not wayland; is that why `waydroid session start` fails on Q4OS?")
    rec(WD1623, q_all, F_X11, True, "ellipsis", [], "Is there any plan for Waydroid to support X11?", qsrc=WD195)
    # Names Waydroid and X11 in full, right after the thread that says Waydroid needs Wayland.
    rec(WD1623, q_all, Q_WDX11, False, TRAP_SAME, [], None, qsrc=WD470)

    tm1 = (U, "access denied ~/storage/shared/Android/data after updated to android 11. after i updated my phone to android 11 i cannot access ~/storage/shared/Android/data anymore; other apps can do it (es \"cx file explorer\") thanks in advance")
    tma = (A, "Revoke permission and grant again.")
    tmq = "i already did it before opening the issue; because just after the update to android 11 i could not access to ~/storage at all in settings->apps->termux->permissions->allowed->storage->all files and i re-run termux-setup-storage maybe i need to uninstall/reinstall termux?"
    tma2 = (A, "give more information about your _device_ and termux _version_")
    tmq2 = "my device is a samsung m31 (device model sm-m315f) android version 11; termux 0.101 from google play store so i cannot access anymore ~/storage/shared/Android/data from termux?"
    tma3 = (A, "You should be able to access `~/storage/shared` but not `~/storage/shared/Android/data` (except `com.termux` directory).")
    tm_all = [tm1, tma, (U, tmq), tma2, (U, tmq2), tma3]
    rec(TERMUX1952, [tm1, tma], tmq, True, "pronoun", ["it"], "I already revoked and re-granted Termux's storage permission (all files) and re-ran termux-setup-storage before opening the issue, but since the Android 11 update I cannot access ~/storage at all; do I need to uninstall and reinstall Termux?")
    rec(TERMUX1952, [tm1, tma, (U, tmq), tma2], tmq2, True, "ellipsis", [], "On a Samsung M31 (SM-M315F) with Android 11 and Termux 0.101 from the Google Play Store, can I no longer access ~/storage/shared/Android/data from Termux?")
    rec(TERMUX1952, tm_all, Q_TERMUXFEAT, False, TRAP_SAME, [], None, qsrc=TERMUX3489)
    rec(TERMUX1952, tm_all, Q_TERMUXGUI, False, TRAP_SAME, [], None, qsrc=TERMUX1503)

    tf1 = (U, "[Feature]: Add \"all files access\" permission. " + Q_TERMUXFEAT + " Some other applications [file managers] have this feature")
    tfa = (A, "AFAIK /data is protected by Android on internal storage and sd card, you can't access it if you don't use the system file explorer app, even with this permission: https://developer.android.com/training/data-storage/manage-all-files#operations-allowed-manage-external-storage")
    tfq = "I want to access external drives using this permissions. I am able to access external files using multiple file explorer apps through this permission addition."
    rec(TERMUX3489, [tf1, tfa], tfq, True, "pronoun", ["this permissions"], "I want Termux to get Android's \"all files access\" permission so I can access external drives; multiple file explorer apps can access external files through that permission.")
    rec(TERMUX3489, [tf1, tfa], Q_TERMUXGUI, False, TRAP_SAME, [], None, qsrc=TERMUX1503)
    rec(TERMUX3489, [tf1, tfa], Q_WDGAPPS, False, TRAP_SAME, [], None, qsrc=WD2137)

    tg1 = (U, "[Question] What prevents termux from running fully GUI programs?. I mean, we have a Xserver app already: https://play.google.com/store/apps/details?id=x.org.server. It's open source and you can even install a GUI Linux like a Ubuntu with GNOME and use it. Why isn't possible to have something similar on termux so we could run: ``` $ pkg install nautilus $ startx nautilus ``` And then a Nautilus window pops up somehow?")
    tg2 = (U, "Oh sorry, just found this: https://wiki.termux.com/wiki/Graphical_Environment")
    rec(TERMUX1503, [tg1, tg2], Q_TERMUXFEAT, False, TRAP_SAME, [], None, qsrc=TERMUX3489)
    rec(TERMUX1503, [tg1, tg2], Q_WDX11, False, TRAP_SAME, [], None, qsrc=WD470)

    x31 = (U, "How does the application work. How usr?")
    x3a = (A, "Application isn't available for installation. It is in pre-alpha state. Usage is like: 1. Open Termux:X11. 2. Switch to Termux and launch `Xwayland`.")
    rec(TX3, [x31, x3a], "Please, teach me how to use this", True, "pronoun", ["this"], "Please teach me how to use Termux:X11 (open Termux:X11, then switch to Termux and launch Xwayland).")
    rec(TX3, [x31, x3a], Q_TERMUXGUI, False, TRAP_SAME, [], None, qsrc=TERMUX1503)
    rec(TX3, [x31, x3a], Q_TERMUXFEAT, False, TRAP_SAME, [], None, qsrc=TERMUX3489)

    x51 = (U, "How to use from termux. I compiled this add-on and using the termux-x11 pkg how do I launch and x11 app and use this add-on")
    x52 = (U, "I also compiled termux and termux-api and signed with my own keystore")
    x5a = (A, "If maintainers did not remove termux-x11 package you should install it using apt. Then you will be able to use termux-x11 comand. It should behave just like Xwayland.")
    x5q = "So the command is just likely startx"
    x5a2 = (A, "No. startx starts both X-server and WM. Xwayland, Xorg, Xfb start just a xserver.")
    x5q2 = "Ok I launch wayland and nothing pops up on the add-on"
    x5_all = [x51, x52, x5a, (U, x5q), x5a2]
    # Both are about what the answer just said (the termux-x11 command, Xwayland).
    rec(TX5, [x51, x52, x5a], x5q, True, "ellipsis", [], "So is the termux-x11 command basically like startx?")
    rec(TX5, x5_all, x5q2, True, "ellipsis", [], "I launched Xwayland as suggested, but nothing pops up in the Termux:X11 add-on.")
    rec(TX5, x5_all, Q_WDX11, False, TRAP_SAME, [], None, qsrc=WD470)
    rec(TX5, x5_all, Q_WDREVOLUT, False, TRAP_PRON, [], None, qsrc=WD1638)

    # ---- local LLMs: Ollama and LM Studio as OpenAI-compatible backends ----
    c1 = (U, "Add support for Ollama. " + Q_CODEX)
    ca = (A, "Dupe of https://github.com/openai/codex/issues/26")
    rec(CODEX, [c1, ca], F_LMSTUDIO, True, "ellipsis", [], "Please add support in Codex for working with a local LM Studio server.", qsrc=SENTIENT)
    rec(CODEX, [c1, ca], Q_SIGWIFI, False, TRAP_OTHER, [], None, qsrc=SIG5041)

    wt1 = (U, "Add Ollama support. " + F_OLLAMAPRIV)
    wta = (A, "This is something that's in the works for the future :D")
    wta2 = (A, "The latest update adds support for a multitude of local LLMs via Ollama, llama.cpp, KoboldCPP, TabbyAPI, vLLM, etc. Any OpenAI-Compatible API will work! For Ollama specifically, check out: https://ollama.com/blog/openai-compatibility Keep in mind that Ollama's OpenAI-Compatible API is experimental, so the other platforms may be a better option.")
    rec(WT, [wt1, wta, wta2], Q_CODEX, False, TRAP_SAME, [], None, qsrc=CODEX)
    rec(WT, [wt1, wta, wta2], F_LMCONNECT, True, "ellipsis", [], "Is it somehow possible to connect LM Studio to Writing Tools?", qsrc=FIVEIRE)

    pb1 = (U, "Add support for Ollama backend. For those of us running our LLMs locally, Ollama has been a boon and it provides an OpenAI compatible chat completion API, so it's not too difficult to add support if you are already supporting OpenAI. I might implement this myself if I can find the spare time.")
    rec(PBW, [pb1], Q_CODEX, False, TRAP_SAME, [], None, qsrc=CODEX)
    rec(PBW, [pb1], F_LMSTUDIO, True, "ellipsis", [], "Please add support in play-by-the-writing for working with a local LM Studio server.", qsrc=SENTIENT)

    lc1 = (U, "Feature Request: Ollama support. Your project looks pretty cool, but early days I guess? It would be really great if you added Ollama support to this.")
    lc2 = (U, "you are right after ollama support we don't need to pay for open ai api key")
    rec(LLMCODE, [lc1, lc2], Q_CODEX, False, TRAP_SAME, [], None, qsrc=CODEX)
    rec(LLMCODE, [lc1, lc2], F_LMCONNECT, True, "ellipsis", [], "Is it somehow possible to connect LM Studio to LLMCode?", qsrc=FIVEIRE)

    lv1 = (U, "Support base url for openai. There are plenty of openai-compatible llms that could be used interchangeably with this, as well as people who use openai behind a proxy. Currently, the only parameter you can provide to the openai integration is the api key. Add an optional base url parameter for the openai integration. The openai sdk already accepts it as a parameter, and it would allow using the repo with openai-compatible llms or behind a proxy.")
    lva = (A, "That sounds like a great idea. I'll add a \"Custom (OpenAI compatible)\" provider soon.")
    lvq = "Hi, Sorry for sticking to someone's else thread. Would it be possible also to somehow add LMStudio method? It's local LLM server, very user friendly with great GUI. tried \"Local AI\" but it does use different API call via POST"
    lv_all = [lv1, lva, (U, lvq), (A, "I'll look into it")]
    rec(LLMVISION, [lv1, lva], lvq, True, "ellipsis", [], "Would it be possible to also add an LM Studio provider to LLM Vision (ha-llmvision)? It's a local LLM server with a friendly GUI; \"Local AI\" uses a different API call.")
    rec(LLMVISION, lv_all, Q_ELDOM, False, TRAP_SAME, [], None, qsrc=ELDOM)
    rec(LLMVISION, lv_all, F_ADDOLLAMA, True, "ellipsis", [], "Add support for Ollama to LLM Vision (ha-llmvision).", qsrc=CODEX)

    sb1 = (U, "adding support for custom openai api endpoint and models. The current code does not allow for custom api endpoints, other than ollama. That would be wonderful if the user could specify a custom openai api endpoint rather than hardcode the endpoint to openai.")
    sbq = "Hopefully we see LM Studio support, it serves local models using OpenAI schema: GET  /v1/models POST /v1/chat/completions POST /v1/completions POST /v1/embeddings"
    rec(S2B, [sb1], sbq, True, "ellipsis", [], "Hopefully Smart Second Brain will get LM Studio support; it serves local models using the OpenAI schema (GET /v1/models, POST /v1/chat/completions, /v1/completions, /v1/embeddings).")
    rec(S2B, [sb1, (U, sbq), (U, "+1 for LM Studio Support")], Q_CODEX, False, TRAP_SAME, [], None, qsrc=CODEX)

    se1 = (U, "Lmstudio support. " + F_LMSTUDIO)
    sea = (A, "hey @SuperLotar - you can use LM Studio now! I have added compatibility for any open ai compatible server. you can use the custom LLM provider it to set a custom base url and point that to your LM studio server. checkout the [README](https://github.com/sentient-engineering/sentient/blob/main/README.md) & [cookbook](https://github.com/sentient-engineering/sentient/blob/main/cookbook.py) for an example")
    rec(SENTIENT, [se1, sea], F_ADDOLLAMA, True, "ellipsis", [], "Add support for Ollama to sentient.", qsrc=CODEX)

    cv1 = (U, "OpenAi compatible APi endpoint. Hi there. Very nice project!")
    cvq = "Would it be possible to use an OpenAi compatible APi endpoint with a local LLM through [LM Studio](https://lmstudio.ai/) or [text-generation-webui](https://github.com/oobabooga/text-generation-webui) or [llama.cpp](https://github.com/ggerganov/llama.cpp/blob/master/examples/server/README.md#api-endpoints)?"
    cva = (A, "Hey, I looked into this...because I am using the official python lib for my local calls...this should be supported out of the box. Just update the .env file to point to the http://[IP]:[PORT] and update the model you want to use. Should all work; I will be doing a test later to close this out...but you should have no issue as long as it is openAI compatible")
    rec(CIVITAI, [cv1], cvq, True, "ellipsis", [], "Would it be possible to use civitai-models-cli with an OpenAI-compatible API endpoint served by a local LLM through LM Studio, text-generation-webui or llama.cpp?")
    rec(CIVITAI, [cv1, (U, cvq), cva], F_ADDOLLAMA, True, "ellipsis", [], "Add support for Ollama to civitai-models-cli.", qsrc=CODEX)
    rec(CIVITAI, [cv1, (U, cvq), cva], Q_UBOMV3, False, TRAP_OTHER, [], None, qsrc=UBO3566)

    fi1 = (U, "How to connect LM Studio. Hi There, " + F_LMCONNECT + " Thanks")
    fia = (A, "As per the [documentation](https://lmstudio.ai/docs/api/openai-api), you should be able to use either Ollama or OpenAI (with model mapping) by simply customizing the API base and model name.")
    fiq = "Wish this worked, but like most clients lm studio via openai api hardly works."
    fia2 = (A, "According to the docs, LM Studio's API is compatible with OpenAI's. So why does it hardly work?")
    # "this" is the answer's own suggestion (the OpenAI provider with a custom API base).
    rec(FIVEIRE, [fi1, fia], fiq, True, "pronoun", ["this"], "I wish connecting LM Studio to 5ire through the OpenAI provider with a custom API base and model name worked, but like with most clients, LM Studio via the OpenAI API hardly works.")
    rec(FIVEIRE, [fi1, fia, (U, fiq), fia2], Q_WDSESSION, False, TRAP_OTHER, [], None, qsrc=WD1623)

    # ---- Home Assistant energy dashboard: state_class ----
    el1 = (U, "Add boiler consumption to energy dashboard. " + Q_ELDOM + " For now the entities are non visible.")
    elq = F_ENERGYSC + " Thanks"
    ela = (A, "@Kaxrr, as of now, I'm not really familiar with HA's Energy dashboard and how it works. I'll do my research and try to implement this. I'll update here when I have news.")
    rec(ELDOM, [el1], elq, True, "ellipsis", [], "Are the two Eldom boiler energy consumption entities (day, night) missing from the Home Assistant energy dashboard because they lack a state class?")
    rec(ELDOM, [el1, (U, elq), ela], Q_SIGWIFITITLE, False, TRAP_OTHER, [], None, qsrc=SIG5041)

    ge1 = (U, "No problem, glad to help! Also with the new Energy Dashboard in [Home Assistant 2021.8.0](https://www.home-assistant.io/blog/2021/08/04/release-20218/) We should probably set the `state_class` of this sensor to [`measurement`](https://developers.home-assistant.io/docs/core/entity/sensor/#long-term-statistics)")
    gea = (A, "Interesting... I will have to look into that, probably applies to multiple sensors in here.")
    gea2 = (A, "I've changed it in the newest dev version to \"power\" instead of energy, it looked like it was more an instantaneous value instead of a value over time.  Let me know if that doesn't seem to work right.  I'll add the `state_class` stuff in a little bit, want to get this version stable for everyone first.")
    rec(GEHOME, [ge1, gea, gea2], Q_ELDOM, False, TRAP_SAME, [], None, qsrc=ELDOM)
    rec(GEHOME, [ge1, gea, gea2], F_ENERGYSC, True, "ellipsis", [], "Is the GE Home (ha_gehome) sensor missing from the Home Assistant energy dashboard because it lacks a state class?", qsrc=ELDOM)

    tw1 = (U, "Home Assistant: Make it useful for energy Dashboard. Home Assistant now has an energy dashboard. To add the lifetimekWh sensor there, it neeeds to have a state_class of \"total\".")
    twa = (A, "Cool, thanks @tjikkun!")
    rec(TWC, [tw1, twa], Q_ELDOM, False, TRAP_SAME, [], None, qsrc=ELDOM)
    rec(TWC, [tw1, twa], F_DOCKER, True, "ellipsis", [], "It would be great if we could self-host TWCManager using Docker.", qsrc=NOTEPADTAB)

    te1 = (U, "Fix state_class. The state_class should be `total` or `total_increasing`, which represent an accumulated value, while `measurement` is supposed to represent an instant value. Thanks to this change, I can now see my consumption directly in the \"Energy\" dashboard.")
    tea = (A, "Ok thanks, before this change I used utility_meter and its works with the \"Energy\" dashbord.")
    rec(TELEINFO, [te1, tea], Q_ELDOM, False, TRAP_SAME, [], None, qsrc=ELDOM)
    rec(TELEINFO, [te1, tea], Q_TERMUXGUI, False, TRAP_OTHER, [], None, qsrc=TERMUX1503)

    # ---- browser extensions: Firefox ports ----
    cm1 = (U, "Firefox version ?. Hi, Could you [port this to firefox](https://developer.mozilla.org/en-US/Add-ons/WebExtensions/Porting_a_Google_Chrome_extension) now that it's got [webextensions](https://developer.mozilla.org/en-US/Add-ons/WebExtensions) ?")
    cm2 = (U, "I'd certainly appreciate a Firefox version :-)")
    rec(CML, [cm1, cm2], Q_UBOMV3TITLE, False, TRAP_SAME, [], None, qsrc=UBO3566)
    rec(CML, [cm1, cm2], F_DARK, True, "ellipsis", [], "Please add support for a dark theme to the Check My Links extension.", qsrc=GOODWEATHER)

    ms1 = (U, "Firefox version?. " + F_PORTFF + " Excellent extension on Chrome.")
    msa = (A, "On review now.")
    msa2 = (A, "Published: https://addons.mozilla.org/firefox/addon/add-to-microsoft-to-do/ If you notice any problems with the extension, please let me know.")
    rec(MSTODO, [ms1, msa, msa2], Q_UBOL, False, TRAP_SAME, [], None, qsrc=UBOL)
    rec(MSTODO, [ms1, msa, msa2], F_DARKOPT, True, "ellipsis", [], "Can you add an option to turn on dark mode in the Add to Microsoft To Do extension, or change its white background colour to black?", qsrc=DROIDREC)

    cr1 = (U, "Create firefox extension/port existing chrome extension to firefox. The extension should be ported to FireFox and tested.")
    rec(CRM, [cr1], Q_UBOMV3TITLE, False, TRAP_SAME, [], None, qsrc=UBO3566)
    rec(CRM, [cr1], F_DARKOPT, True, "ellipsis", [], "Can you add an option to turn on dark mode in CRM Power Pane, or change its white background colour to black?", qsrc=DROIDREC)

    # ---- platforms: Apple Silicon, Linux, macOS, Windows ----
    mx1 = (U, "Apple silicon support. " + F_APPLESI)
    mxa = (A, "Waiting on Apple to ship me an M1 Macbook Air, I'm looking forward to building for apple silicon :)")
    mxa2 = (A, "This is now supported in the latest beta version, and will trickle to App Store in a few weeks")
    rec(MAXEL, [mx1, mxa, mxa2], F_LINUX, True, "ellipsis", [], "Does Maxel work on Linux?", qsrc=ROLLMAC)
    rec(MAXEL, [mx1, mxa, mxa2], Q_SIGIOS, False, TRAP_SAME, [], None, qsrc=SIG1404)

    no1 = (U, "Apple Silicon support?. The installation instructions for macOS don't mention Apple Silicon (M1, M2, ... essentially arm64) at all.")
    rec(NOISE, [no1], F_ARM, True, "ellipsis", [], "Does NoiseModelling run on arm (Apple Silicon)? If not, please clarify the macOS installation instructions or support arm.")
    rec(NOISE, [no1], F_LINUX, True, "ellipsis", [], "Does NoiseModelling work on Linux?", qsrc=ROLLMAC)

    xm1 = (U, F_XMCL + " 如题")
    xmq = "能否自定义JWJGL以支持1.19以下的老版本运行 同时增加macos下的arm64发行版"
    xma = (A, "大家可以试一试下载这个 https://github.com/Voxelum/x-minecraft-launcher/suites/11029267666/artifacts/559983239 看看在mac m1上支不支持，我没有m1所以没法试。")
    xma2 = (A, "新版应该已经支持m1了，只不过mc arm64的库还需要手工替换")
    xm_all = [xm1, (U, xmq), xma, xma2]
    rec(XMCL, [xm1], xmq, True, "ellipsis", [], "X Minecraft Launcher 能否支持自定义 LWJGL，以运行 1.19 以下的老版本，同时增加 macOS 下的 arm64 发行版？")
    rec(XMCL, xm_all, F_NSEMU, True, "pronoun", ["这个工具"], "X Minecraft Launcher 是不是只能在 Windows 下正常使用？是否支持 mac、linux？", qsrc=NSEMU)
    rec(XMCL, xm_all, Q_WDSESSION, False, TRAP_OTHER, [], None, qsrc=WD1623)

    ns1 = (U, F_NSEMU)
    nsa = (A, "是的，目前不支持 windows 以外的其它系统.")
    rec(NSEMU, [ns1, nsa], F_XMCL, True, "ellipsis", [], "希望 ns-emu-tools 能支持 Apple Silicon，为 Mac 端新增 arm64 支持。", qsrc=XMCL)
    rec(NSEMU, [ns1, nsa], Q_WDTRICK, False, TRAP_OTHER, [], None, qsrc=WD1187)

    ic1 = (A, "Windows support. This tool is only tested on MacOS and Linux. It should be possible to test/port to Windows, but it would require a volunteer to help with this.")
    rec(INSTACLONE, [ic1], F_APPLESI, True, "ellipsis", [], "Please support Apple Silicon natively in instaclone.", qsrc=MAXEL)
    rec(INSTACLONE, [ic1], Q_SIGWIFITITLE, False, TRAP_OTHER, [], None, qsrc=SIG5041)

    rm1 = (U, "Does it work on Linux?. " + F_LINUX)
    rma = (A, "It has some windows specific calls. It would be relatively simple to configure for linux. I will look into it.")
    rec(ROLLMAC, [rm1, rma], F_ARM, True, "ellipsis", [], "Does rollmac run on arm? If not, please clarify the instructions or support arm.", qsrc=NOISE)

    hw1 = (U, "Support for MacOS. " + F_MACOS)
    rec(HWREPORT, [hw1], F_ARM, True, "ellipsis", [], "Does hardware_report run on arm? If not, please clarify the instructions or support arm.", qsrc=NOISE)

    mp1 = (U, "Linux Support. It will be great if this tool can run on Linux (Ubuntu and Redhat-based)")
    mpa = (A, "Hi @chr1x2 Thank you for your suggestion, You can install PowerShell on Linux and use this tool, but I would not suggest using this tool on Linux, This tool is for after the data collecting on your IR case, and then to \"Analyze at home\" on your Windows machine. Maybe in the future I will add the ability to run the tool on Linux without installing PowerShell")
    rec(MASTERP, [mp1, mpa], F_ARM, True, "ellipsis", [], "Does MasterParser run on arm? If not, please clarify the instructions or support arm.", qsrc=NOISE)

    st1 = (U, "Linux support?")
    sta = (A, "This is a Mac-specific tool.")
    rec(SENTRY, [st1, sta], F_APPLESI, True, "ellipsis", [], "Please support Apple Silicon natively in SettingsSentry.", qsrc=MAXEL)
    rec(SENTRY, [st1, sta], Q_WDSESSION, False, TRAP_OTHER, [], None, qsrc=WD1623)

    # ---- mobile apps: dark mode, F-Droid, iOS, Signal without a phone ----
    gw1 = (U, "Add option for dark theme. " + F_DARK)
    gwa = (A, "Will be added soon")
    gwa2 = (A, "[Done](https://github.com/qqq3/good-weather/releases/tag/v4.4)")
    rec(GOODWEATHER, [gw1, gwa, gwa2], F_FDROID, True, "ellipsis", [], "Is it possible to publish Good Weather in F-Droid?", qsrc=RADIOT)
    rec(GOODWEATHER, [gw1, gwa, gwa2], Q_SIGTAB, False, TRAP_SAME, [], None, qsrc=SIG5159)

    ga1 = (U, "[fr] dark theme. " + F_DARKPLAN + " I have dark mode enabled on my phone but the app is still white for me. (Android 9) idk if I'm the only one.")
    gaa = (A, "just go to your profile and switch it on")
    rec(GPTASSIST, [ga1, gaa], Q_SIGIOS, False, TRAP_SAME, [], None, qsrc=SIG1404)
    rec(GPTASSIST, [ga1, gaa], F_FDROID, True, "ellipsis", [], "Is it possible to publish gptAssist in F-Droid?", qsrc=RADIOT)

    dr1 = (U, "[enhancement] option to turn dark mode on. Hello, i love the simplicit of the app, but can you add an option to turn dark mode?, or change the white backgroud color to black? Thank you!")
    dra = (A, "#16 is literally the same...")
    dra2 = (A, "Duplicate of #16")
    rec(DROIDREC, [dr1, dra, dra2], F_FDROID, True, "ellipsis", [], "Is it possible to publish DroidRec in F-Droid?", qsrc=RADIOT)
    rec(DROIDREC, [dr1, dra, dra2], Q_SIGWIFI, False, TRAP_SAME, [], None, qsrc=SIG5041)

    nr1 = (A, "Add support for dark mode. Lots of people open our app and can't see anything because it's in dark mode.")
    nr2 = (A, "I imagine the easiest option here would be not to support dark mode, but to enforce light mode?")
    rec(NOSTROOTS, [nr1, nr2], Q_SIGTABTITLE, False, TRAP_SAME, [], None, qsrc=SIG5159)
    rec(NOSTROOTS, [nr1, nr2], F_FDROID, True, "ellipsis", [], "Is it possible to publish the Nostroots app in F-Droid?", qsrc=RADIOT)

    co1 = (U, "Support for Light Mode too. The current App predominantly uses dark mode colors. A light mode / theme support would be a nice to have.")
    coa = (A, "Yep, current the dark mode is completely intentional :D. Will work on light mode too.")
    rec(COVID, [co1, coa], Q_SIGWIFITITLE, False, TRAP_SAME, [], None, qsrc=SIG5041)

    rt1 = (U, "Publish app in F-Droid. Good afternoon. " + F_FDROID + " https://f-droid.org/en/")
    rta = (A, "Hi, I believe it's totally possible. I'll check out what needs to be done when I have a minute.")
    rec(RADIOT, [rt1, rta], F_DARK, True, "ellipsis", [], "Please add support for a dark theme to the Radio-T Android app.", qsrc=GOODWEATHER)
    rec(RADIOT, [rt1, rta], Q_SIGTAB, False, TRAP_SAME, [], None, qsrc=SIG5159)

    yk1 = (U, "Publish on F-Droid?. I guess I'm speaking for a lot of people when I ask whether you could publish your app on F-Droid. Hence I've already prepared a [Request For Packaging](https://gitlab.com/fdroid/rfp/issues/741) – and hope you support it. Will you? Thanks in advance!")
    yka = (A, "Sure, no problem.")
    rec(YKDROID, [yk1, yka], F_DARKOPT, True, "ellipsis", [], "Can you add an option to turn on dark mode in ykDroid, or change its white background colour to black?", qsrc=DROIDREC)
    rec(YKDROID, [yk1, yka], F_IOS3, True, "ellipsis", [], "Is there an iOS app of ykDroid planned?", qsrc=PURE)

    cy1 = (U, "Publish app on Fdroid. Hey, thanks for app, please publish it on Fdroid, so more user be able to find and use it.")
    cya = (A, "I would just like to let you know, the app can be installed through an F-Droid client if you have the IzzyOnDroid repo set up! :)")
    rec(CLOCKYOU, [cy1, cya], F_DARKPLAN, True, "ellipsis", [], "Are there any plans to add support for dark mode to Clock You?", qsrc=GPTASSIST)
    rec(CLOCKYOU, [cy1, cya], Q_SIGTABTITLE, False, TRAP_SAME, [], None, qsrc=SIG5159)

    a1 = (A, "Publish on F-Droid. The app should be published on F-Droid so it can be easily installed. See: https://gitlab.com/fdroid/rfp/-/issues/1910")
    a2 = (U, "I found the app on F-Droid. I think this can be closed.")
    a3 = (A, "https://f-droid.org/de/packages/dev.patri9ck.a2ln/ I will probably need to change the description at some point, it actually doesn't look that good...")
    rec(A2LN, [a1, a2, a3], F_DARK, True, "ellipsis", [], "Please add support for a dark theme to the A2LN app.", qsrc=GOODWEATHER)
    rec(A2LN, [a1, a2, a3], Q_SIGWIFITITLE, False, TRAP_SAME, [], None, qsrc=SIG5041)

    ss1 = (U, "F-Droid. Hello, Would you be interested in publishing this app on [F-Droid](https://f-droid.org/)?")
    rec(SHORT, [ss1], F_DARKPLAN, True, "ellipsis", [], "Are there any plans to add support for dark mode to Short Stories?", qsrc=GPTASSIST)
    rec(SHORT, [ss1], Q_SIGWIFI, False, TRAP_SAME, [], None, qsrc=SIG5041)

    al1 = (A, "Publish to the F-Droid Store. Get the app published in the F-Droid store.")
    rec(ALTL, [al1, (A, "Published!")], F_DARK, True, "ellipsis", [], "Please add support for a dark theme to AltLauncher.", qsrc=GOODWEATHER)

    dk1 = (U, "iOS App. Hi there! I just discovered this and I'm more than willing to try it out. However I was wondering if an iOS app would be coming in the future (more specifically, iPad Pro). I'd love to load it on there. Thanks!")
    dka = (A, "Hi Zelakto! I love and want to release the app for iOS, but because I don't have Apple Developer account, I will keep focused on Android version for the time being. Thanks!")
    dkq = "Have you planned for an IOS version?"
    rec(DECK, [dk1, dka], dkq, True, "ellipsis", [], "Have you planned an iOS version of Deckboard?")
    rec(DECK, [dk1, dka, (U, dkq)], Q_SIGIOS, False, TRAP_SAME, [], None, qsrc=SIG1404)

    ps1 = (U, "[Feature]: IOS App. hi there what a nice player love it great work, any chance of ios  iphone and ipad app, thanks keep the good work")
    psa = (A, "Technically, it's possible. Right now, though, the focus is on the desktop version. That doesn't mean we haven't already thought about it, but I really can't tell you if or when it will happen.")
    rec(PSY, [ps1, psa], F_APPLESI, True, "ellipsis", [], "Please support Apple Silicon natively in the Psysonic desktop player.", qsrc=MAXEL)
    rec(PSY, [ps1, psa], Q_SIGTAB, False, TRAP_SAME, [], None, qsrc=SIG5159)

    pw1 = (U, "iOS App planned?. Is there an iOS app planned?")
    pwq = "Hihi! IOS app please, I have bought the google play version but now that my android phone broke down and I switched to IOS, I can no longer use the app, please do plan for the IOS app"
    rec(PURE, [pw1], pwq, True, "ellipsis", [], "Please plan an iOS app for Pure Writer: I bought the Google Play version, but my Android phone broke and I switched to iOS, so I can no longer use it.")
    rec(PURE, [pw1, (U, pwq)], Q_SIGTABTITLE, False, TRAP_SAME, [], None, qsrc=SIG5159)

    s1 = (U, "iOS app planned?. " + Q_SIGIOS)
    rec(SIG1404, [s1], Q_SIGTAB, False, TRAP_SAME, [], None, qsrc=SIG5159)
    rec(SIG1404, [s1], F_FDROID2, True, "ellipsis", [], "Please publish TextSecure (Signal) on F-Droid, so more users are able to find and use it.", qsrc=CLOCKYOU)

    s2 = (U, "Signal-Android for tablets. " + Q_SIGTAB + " Assume that this is because of lack of cellular/SMS capabilities, but with the introduction of the desktop client it seems there is a way to do multi device setups supporting devices without a cellular modem/SMS capabilities.")
    s2a = (A, "Duplicate of #614. Please check existing issues before opening new ones.")
    rec(SIG5159, [s2, s2a], "I did but failed to see that one -- will try to do better next time.", True, "pronoun", ["that one"], "I did check existing Signal-Android issues but failed to see #614, the duplicate about tablets; I will try to do better next time.")
    rec(SIG5159, [s2, s2a], Q_SIGWIFI, False, TRAP_SAME, [], None, qsrc=SIG5041)
    rec(SIG5159, [s2, s2a], F_DARKPLAN, True, "ellipsis", [], "Are there any plans to add support for dark mode to Signal for Android?", qsrc=GPTASSIST)

    s3 = (U, "Use Signal without needing a phone #. " + Q_SIGWIFI + " Also, requiring a user to sign up with a unique identifier like a phone number seems to be like the first obvious identifier we would not want to require a user to submit if we are interesting in anonymity.")
    s3a = (A, "this isn't a discussion forum")
    rec(SIG5041, [s3, s3a], Q_SIGTABTITLE, False, TRAP_SAME, [], None, qsrc=SIG5159)
    rec(SIG5041, [s3, s3a], Q_SIGIOS, False, TRAP_SAME, [], None, qsrc=SIG1404)
    rec(SIG5041, [s3, s3a], Q_TERMUXFEAT, False, TRAP_OTHER, [], None, qsrc=TERMUX3489)

    # ---- self-hosting ----
    nt1 = (U, "Docker Image. " + F_DOCKER)
    nta = (A, "I don't have experience with Docker, but if it doesn't complicate the repo too much, I might approve a PR adding support for it.")
    rec(NOTEPADTAB, [nt1, nta], F_DARKOPT, True, "ellipsis", [], "Can you add an option to turn on dark mode in notepadtab.com, or change its white background colour to black?", qsrc=DROIDREC)

    pc1 = (U, "[Feature Request] Docker image & compose example. Self hosting is dominated by containerization (Docker) these days and it makes it much easier to setup and maintain vs installing 'raw' on a system. Would love to see a docker image and docker compose example for spinning this up.")
    pca = (A, "Hello! please help us achieve this! we are a really small team making this happen ;) thanks a lot for the help!")
    rec(PICSTOME, [pc1, pca], F_DARKPLAN, True, "ellipsis", [], "Are there any plans to add support for dark mode to Picstome?", qsrc=GPTASSIST)
    rec(PICSTOME, [pc1, pca], Q_WDGAPPS, False, TRAP_OTHER, [], None, qsrc=WD2137)

    zx1 = (A, "This project is no longer maintained. Hi everyone, Unfortunately, I have decided to stop maintaining this project. It's now an old project that requires many upgrades to continue proper development, and I'm not giving it the attention it deserves. Please feel free to share any alternatives or forks in the comments of this issue. Thank you for your understanding!")
    rec(SNIPPET, [zx1], F_DOCKER, True, "ellipsis", [], "It would be great if we could self-host SnippetStore using Docker.", qsrc=NOTEPADTAB)
    rec(SNIPPET, [zx1], Q_ROSLYN, False, TRAP_OTHER, [], None, qsrc=ROSLYN)

    # ---- further placements of bank questions after the threads above ----
    rec(NVUI, [u1, ua], F_VTLINT, True, "ellipsis", [], "How do I disable virtual text linter suggestions and warnings in NvChad?", qsrc=ROSLYN)
    rec(LSPSAGA, [ls1], F_VTLINT, True, "ellipsis", [], "How do I disable virtual text linter suggestions and warnings with Lspsaga?", qsrc=ROSLYN)
    rec(TINYDIAG, [td1, tda], F_VTLINT, True, "ellipsis", [], "How do I disable virtual text linter suggestions and warnings with tiny-inline-diagnostic.nvim?", qsrc=ROSLYN)
    rec(VIMLSP, v_all, F_VTLINT, True, "ellipsis", [], "How do I disable virtual text linter suggestions and warnings in vim-lsp?", qsrc=ROSLYN)
    rec(LSPSAGA, [ls1], F_INLINE, True, "ellipsis", [], "How do I disable the inline buffer error messages of diagnostics in Lspsaga?", qsrc=LSPCFG)
    rec(LSPSAGA, [ls1], F_LAZYSETUP, True, "pronoun", ["this plugin"], "Please add documentation on how to set up lspsaga.nvim with the lazy.nvim package manager.", qsrc=REFAC)
    rec(PSQL, [p1, pa], Q_LSPLINES, False, TRAP_SAME, [], None, qsrc=NVC1684)

    rec(STEVEN, b_all, F_YTNOTBLOCKED, True, "ellipsis", [], "YouTube ads are not blocked by the StevenBlack hosts file.", qsrc=UBO189)
    rec(NOTRACK, [k1, ka], F_YTNOTBLOCKED, True, "ellipsis", [], "YouTube ads are not blocked by the notracking hosts blocklists.", qsrc=UBO189)
    rec(UBOL, [ub1], F_YTNOTBLOCKED, True, "ellipsis", [], "YouTube ads are not blocked by uBlock Origin Lite.", qsrc=UBO189)
    rec(UBOL, [ub1], F_PORTFF, True, "pronoun", ["this extension"], "Is it possible to easily port uBlock Origin Lite to Firefox?", qsrc=MSTODO)
    rec(CML, [cm1, cm2], F_MV3TITLE, True, "ellipsis", [], "Update the Check My Links extension to Chromium manifest version V3.", qsrc=UBO3723)
    rec(MSTODO, [ms1, msa, msa2], F_MV3TITLE, True, "ellipsis", [], "Update the Add to Microsoft To Do extension to Chromium manifest version V3.", qsrc=UBO3723)
    rec(CRM, [cr1], F_MV3TITLE, True, "ellipsis", [], "Update the CRM Power Pane extension to Chromium manifest version V3.", qsrc=UBO3723)

    rec(TERMUX1503, [tg1, tg2], F_STORAGE, True, "ellipsis", [], "In Termux, access to ~/storage/shared/Android/data is denied after updating to Android 11.", qsrc=TERMUX1952)
    # About the answer's own steps (launch Xwayland from Termux), borrowed from the sibling thread.
    rec(TX3, [x31, x3a], x5q, True, "ellipsis", [], "So is launching Xwayland for Termux:X11 basically like startx?", qsrc=TX5)
    rec(TX3, [x31, x3a], x5q2, True, "ellipsis", [], "I launched Xwayland as described, but nothing pops up in the Termux:X11 add-on.", qsrc=TX5)

    rec(GPTASSIST, [ga1, gaa], F_ADDOLLAMA, True, "ellipsis", [], "Add support for Ollama to gptAssist.", qsrc=CODEX)
    rec(GPTASSIST, [ga1, gaa], F_LMSTUDIO, True, "ellipsis", [], "Please add support in gptAssist for working with a local LM Studio server.", qsrc=SENTIENT)

    rec(HWREPORT, [hw1], F_APPLESI, True, "ellipsis", [], "Please support Apple Silicon natively in hardware_report.", qsrc=MAXEL)
    rec(INSTACLONE, [ic1], F_ARM, True, "ellipsis", [], "Does instaclone run on arm? If not, please clarify the instructions or support arm.", qsrc=NOISE)
    rec(INSTACLONE, [ic1], Q_WDSESSION, False, TRAP_OTHER, [], None, qsrc=WD1623)
    rec(PSY, [ps1, psa], F_LINUX, True, "ellipsis", [], "Does Psysonic work on Linux?", qsrc=ROLLMAC)
    rec(DECK, [dk1, dka], F_LINUX, True, "ellipsis", [], "Does the Deckboard desktop app work on Linux?", qsrc=ROLLMAC)
    rec(ROLLMAC, [rm1, rma], F_NSEMU, True, "pronoun", ["这个工具"], "rollmac 是不是只能在 Windows 下正常使用？是否支持 mac、linux？", qsrc=NSEMU)
    rec(MASTERP, [mp1, mpa], F_NSEMU, True, "pronoun", ["这个工具"], "MasterParser 是不是只能在 Windows 下正常使用？是否支持 mac、linux？", qsrc=NSEMU)
    rec(PSY, [ps1, psa], F_XMCL, True, "ellipsis", [], "希望 Psysonic 能支持 Apple Silicon，为 Mac 端新增 arm64 支持。", qsrc=XMCL)
    rec(SENTRY, [st1, sta], F_XMCL, True, "ellipsis", [], "希望 SettingsSentry 能支持 Apple Silicon，为 Mac 端新增 arm64 支持。", qsrc=XMCL)

    rec(PURE, [pw1, (U, pwq)], F_FDROID2, True, "pronoun", ["it"], "Please publish Pure Writer on F-Droid, so more users are able to find and use it.", qsrc=CLOCKYOU)
    rec(DECK, [dk1, dka], F_FDROID2, True, "pronoun", ["it"], "Please publish the Deckboard Android app on F-Droid, so more users are able to find and use it.", qsrc=CLOCKYOU)
    rec(RADIOT, [rt1, rta], F_IOS3, True, "ellipsis", [], "Is there an iOS app of Radio-T planned?", qsrc=PURE)
    rec(GOODWEATHER, [gw1, gwa, gwa2], F_IOS3, True, "ellipsis", [], "Is there an iOS app of Good Weather planned?", qsrc=PURE)
    rec(A2LN, [a1, a2, a3], F_IOS3, True, "ellipsis", [], "Is there an iOS app of A2LN planned?", qsrc=PURE)

    rec(SNIPPET, [zx1], Q_WDTRICK, False, TRAP_OTHER, [], None, qsrc=WD1187)
    rec(GOODWEATHER, [gw1, gwa, gwa2], Q_WDGAPPS, False, TRAP_OTHER, [], None, qsrc=WD2137)
    rec(NOSTROOTS, [nr1, nr2], Q_WDREVOLUT, False, TRAP_PRON, [], None, qsrc=WD1638)
    rec(COVID, [co1, coa], Q_WDREVOLUT, False, TRAP_PRON, [], None, qsrc=WD1638)
