"""df38 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-fourth pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- Node native addons built for another runtime: "was compiled against a different Node.js version using NODE_MODULE_VERSION X. This version of Node.js requires NODE_MODULE_VERSION Y", Electron's "Module version mismatch. Expected 49, got 48", electron-rebuild ----
NM_NCJS558 = GH + "steptools/NC.js/issues/558"
NM_GREENWORKS165 = GH + "greenheartgames/greenworks/issues/165"
NM_ILTORB103 = GH + "nstepien/iltorb/issues/103"
NM_OBSEX2 = GH + "qlteacher/obs-example/issues/2"
NM_XXHASH39 = GH + "mscdex/node-xxhash/issues/39"
NM_BINDINGS63 = GH + "TooTallNate/node-bindings/issues/63"
NM_OSSAPP712 = GH + "pkgxdev/ossapp/pull/712"
NM_HEAPDUMP109 = GH + "bnoordhuis/node-heapdump/issues/109"
NM_SWEXP342 = GH + "Xzandro/sw-exporter/issues/342"
NM_EDDY40 = GH + "don/node-eddystone-beacon/issues/40"
NM_REBUILD522 = GH + "electron/rebuild/issues/522"
NM_REBUILD364 = GH + "electron/rebuild/issues/364"
NM_SPELL74 = GH + "atom/node-spellchecker/issues/74"
NM_EMOCHA74 = GH + "jprichardson/electron-mocha/issues/74"
NM_UDEV16 = GH + "cheery/node-udev/issues/16"
NM_EMBER243 = GH + "adopted-ember-addons/ember-electron/issues/243"
NM_EDGE18 = GH + "kexplo/electron-edge/issues/18"
NM_ERR = "was compiled against a different Node.js version using\nNODE_MODULE_VERSION 73. This version of Node.js requires\nNODE_MODULE_VERSION 80. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`)."
NM_B_ABI = "The ABI numbers for Electron and Node.js are intentionally different, even though Electron may embed the same version of Node.js."
NM_B_GREENLOG = "module.js:598\n  return process.dlopen(module, path._makeLong(filename));\n                 ^\n\nError: The module '\\\\?\\C:\\Users\\test\\Desktop\\awefwef\\lib\\greenworks-win64.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 48. This version of Node.js requires\nNODE_MODULE_VERSION 51. Please try re-compiling or re-installing\n\nthe module (for instance, using `npm rebuild` or`npm install`)."
NM_B_ILTORBLOG = "Resolve error: The module '/home/evilspark/Codes/FicTale/node_modules/iltorb/build/bindings/iltorb.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 79. This version of Node.js requires\nNODE_MODULE_VERSION 73. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`)."
NM_B_EMBERFIX = "A better solution for rebuilding electron is using electron-rebuild as documented [here](https://github.com/electron/electron/blob/master/docs/tutorial/using-native-node-modules.md)."
NM_B_V15 = "How to use electron-rebuild for Node v15.0.1?"
NM_B_SPELL = "I've tried installing and rebuilding node-spellchecker using electron-rebuild but I get a NODE_MODULE_VERSION mismatch. I've tried node-gyp as well. Not sure how to resolve the version mismatch with electron."
NM_B_LEVELDOWN = "I missing something basic.  I'm trying to use leveldown as part of the linvodb3 databae and I am getting a compiled against a different node.js version error.  Leveldown was built against NODE_MODULE_VERSION 48, while I'm on version 53."
NM_B_PREBUILT = "The binaries are pre-compiled to obfuscate the decryption key from the code. So you have to use the specififc electron version stated in the package.json."


def _nodemodver(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Compiled with different version", "u1")
    a1 = (U, "Hi,\nI am getting STEPNode module error.It's saying that node module was compiled against different version,kindly let me know how to resolve this issue.", "u1")
    # Names its module (STEPNode) and the error in full; "this issue" points inside the message (rule 2).
    rec(NM_NCJS558, [t], a1[1], False, SELF, [], None, author="u1")
    rec(NM_NCJS558, [t, a1], "See response to #559", True, "ellipsis", [], "For NC.js's STEPNode module compiled against a different Node.js version, see the response to #559.", author="u2")
    lend(NM_NCJS558, [t], NM_B_ABI, SAME, NM_REBUILD364)
    lend(NM_NCJS558, [t, a1], NM_B_ILTORBLOG, SAME, NM_ILTORB103)

    t = (U, "compiled against a different Node.js version using", "u1")
    b2 = (A, "(assuming you're using the prebuilt library)\n\nWhat version of Electron/NW.js are you using, and with what version of greenworks?", "u2")
    b3 = (A, "Ideally, you would follow the versions that are listed in the release:\n> Greenworks complied for NW.js v0.23.7 & Electron v1.8.0 Beta with Steamworks SDK 1.41", "u2")
    b4 = "As @remvst pointed out, you are likely using an inappropriate prebuilt greeenwork version on NW.js or Electron."
    rec(NM_GREENWORKS165, [t], "can u help me?", True, "ellipsis", [], "Can you help me with greenworks being compiled against a different Node.js version?", author="u1")
    # The dlopen log names the addon file (greenworks-win64.node) in full: a trap (ruling before df37).
    rec(NM_GREENWORKS165, [t, (U, "can u help me?", "u1")], NM_B_GREENLOG, False, SAME, [], None, author="u1")
    h = [t, (U, "can u help me?", "u1"), (U, NM_B_GREENLOG, "u1")]
    rec(NM_GREENWORKS165, h, b2[1], True, "ellipsis", ["the prebuilt library"], "If you're using the prebuilt greenworks library, what version of Electron/NW.js and of greenworks are you using when it says NODE_MODULE_VERSION 48 but 51 is required?", author="u2")
    rec(NM_GREENWORKS165, [*h, b2], b3[1], True, "pronoun", ["the versions", "the release"], "To avoid greenworks' NODE_MODULE_VERSION mismatch, follow the versions listed in the greenworks release: compiled for NW.js v0.23.7 and Electron v1.8.0 Beta with Steamworks SDK 1.41.", author="u2")
    rec(NM_GREENWORKS165, [*h, b2, b3], b4, True, "ellipsis", [], "You are likely using a prebuilt greenworks version that does not match your NW.js or Electron, hence the NODE_MODULE_VERSION mismatch.", author="u3")
    lend(NM_GREENWORKS165, [t], NM_B_EMBERFIX, SAME, NM_EMBER243)

    t = (U, "Bug: compiled against a different Node.js version using NODE_MODULE_VERSION 79. This version of Node.js requires NODE_MODULE_VERSION 73", "u1")
    c2 = (U, "I suddenly started getting this error. It happened after i removed my nodemodules folder and reinstalled them.", "u1")
    c3 = (A, "@EvilSpark is this still happening?", "u2")
    rec(NM_ILTORB103, [t], NM_B_ILTORBLOG, False, SAME, [], None, author="u1")
    rec(NM_ILTORB103, [t, (U, NM_B_ILTORBLOG, "u1")], c2[1], True, "pronoun", ["this error"], "I suddenly started getting iltorb's NODE_MODULE_VERSION 79 vs 73 error after I removed my node_modules folder and reinstalled them.", author="u1")
    rec(NM_ILTORB103, [t, (U, NM_B_ILTORBLOG, "u1"), c2], c3[1], True, "pronoun", ["this"], "Is iltorb's NODE_MODULE_VERSION 79 vs 73 error still happening?", author="u2")
    rec(NM_ILTORB103, [t, (U, NM_B_ILTORBLOG, "u1"), c2, c3], "Nah. It was my mistake. I forgot to close it.", True, "pronoun", ["It", "it"], "No, iltorb's NODE_MODULE_VERSION error is not happening any more; it was my mistake and I forgot to close the issue.", author="u1")
    lend(NM_ILTORB103, [t], NM_B_V15, SAME, NM_REBUILD522)

    t = (U, "NODE_MODULE_VERSION ERROR", "u1")
    rec(NM_OBSEX2, [t], NM_ERR, True, "ellipsis", [], "obs-example fails: a module was compiled against a different Node.js version using NODE_MODULE_VERSION 73, but this Node.js requires NODE_MODULE_VERSION 80.", author="u1")
    rec(NM_OBSEX2, [t, (U, NM_ERR, "u1")], "me too.\nsame error", True, "ellipsis", ["same error"], "I also get obs-example's NODE_MODULE_VERSION 73 vs 80 error.", author="u2")
    lend(NM_OBSEX2, [t], NM_B_PREBUILT, SAME, NM_SWEXP342)
    lend(NM_OBSEX2, [t, (U, NM_ERR, "u1")], NM_B_ILTORBLOG, SAME, NM_ILTORB103)
    lend(NM_OBSEX2, [t, (U, NM_ERR, "u1")], NM_B_GREENLOG, SAME, NM_GREENWORKS165)

    t = (U, "I got error when i start my application, caused by mismatch NODE_MODULE_VERSION", "u1")
    d1 = (U, "The error:\n\n```\nUncaught Exception:\nError: The module '/home/matheus/personal/mixmaster-utils/launcher/node_modules/xxhash/build/Release/hash.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 111. This version of Node.js requires\nNODE_MODULE_VERSION 110. Please try re-compiling or re-installing\n```", "u1")
    d2 = (U, "I try to use to many versions of node between 18 and 21. Node 19.9.0 NODE_MODULE_VERSION had version 111.", "u1")
    d3 = (U, "I try to run `npm install --no-cache` and `npm rebuild` to recompile for current NODE_MODULE_VERSION version, but nothing works.", "u1")
    d4 = (U, "Can you help me?", "u1")
    d5 = "I can't help you with that, you'll have to ask on npm's issue tracker instead."
    # "The error:" introduces a log naming the addon path (xxhash/build/Release/hash.node) in full: a trap.
    rec(NM_XXHASH39, [t], d1[1], False, SAME, [], None, author="u1")
    rec(NM_XXHASH39, [t, d1], d2[1], True, "ellipsis", [], "I tried many Node versions between 18 and 21 to fix node-xxhash's NODE_MODULE_VERSION 111 vs 110 mismatch; Node 19.9.0 has NODE_MODULE_VERSION 111.", author="u1")
    rec(NM_XXHASH39, [t, d1, d2], d3[1], True, "ellipsis", [], "I ran `npm install --no-cache` and `npm rebuild` to recompile node-xxhash for the current NODE_MODULE_VERSION, but it still fails.", author="u1")
    rec(NM_XXHASH39, [t, d1, d2, d3], d4[1], True, "ellipsis", [], "Can you help me with node-xxhash's NODE_MODULE_VERSION 111 vs 110 mismatch that npm rebuild doesn't fix?", author="u1")
    rec(NM_XXHASH39, [t, d1, d2, d3, d4], d5, True, "pronoun", ["that"], "I can't help with node-xxhash's NODE_MODULE_VERSION mismatch after npm rebuild; ask on npm's issue tracker instead.", author="u2")
    lend(NM_XXHASH39, [t, d1], NM_B_ABI, SAME, NM_REBUILD364)

    t = (U, "different NODE_MODULE_VERSION ?", "u1")
    e1 = (U, "usb_bindings.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 72. This version of Node.js requires\nNODE_MODULE_VERSION 73. Please try re-compiling or re-installing", "u1")
    e2 = (U, "--But i cann't found   Node.js version using\nNODE_MODULE_VERSION 73?", "u1")
    e3 = (A, "electron npm rebuild?", "u2")
    e4 = "@xiaoqufengdi  @cacampbell \nHi team,\ni'm facing the same issue how can resolve it ?\nplease guide me on same"
    rec(NM_BINDINGS63, [t], e1[1], True, "ellipsis", [], "Loading usb_bindings.node through node-bindings fails: compiled against NODE_MODULE_VERSION 72, but this Node.js requires NODE_MODULE_VERSION 73.", author="u1")
    rec(NM_BINDINGS63, [t, e1], e2[1], True, "ellipsis", [], "I can't find which Node.js version uses NODE_MODULE_VERSION 73, the one my node-bindings usb module needs.", author="u1")
    rec(NM_BINDINGS63, [t, e1, e2], e3[1], True, "ellipsis", [], "Would rebuilding the usb module for Electron with npm rebuild fix the NODE_MODULE_VERSION 72 vs 73 mismatch?", author="u2")
    rec(NM_BINDINGS63, [t, e1, e2, e3], e4, True, "pronoun", ["the same issue", "it"], "I'm facing the same NODE_MODULE_VERSION 72 vs 73 mismatch loading usb_bindings.node with node-bindings; how can I resolve it?", author="u3")
    lend(NM_BINDINGS63, [t, e1], NM_B_EMBERFIX, SAME, NM_EMBER243)
    lend(NM_BINDINGS63, [t, e1, e2], NM_B_V15, SAME, NM_REBUILD522)

    t = (A, "prevent error: was compiled against a different Node.js version using NODE_MODULE_VERSION", "u1")
    f1 = "fix or a way to prevent the error:\n```\nError: The module '/binary-something'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION XXX. This version of Node.js requires\nNODE_MODULE_VERSION YYY\n```"
    rec(NM_OSSAPP712, [t], f1, True, "ellipsis", [], "A fix in ossapp, or a way to prevent, the error that a module was compiled against a different Node.js version using NODE_MODULE_VERSION XXX when YYY is required.", author="u1")
    lend(NM_OSSAPP712, [t], NM_B_ABI, SAME, NM_REBUILD364)
    lend(NM_OSSAPP712, [t], NM_B_SPELL, SAME, NM_SPELL74)

    t = (U, "Problem with a different Node.js version", "u1")
    g1 = (U, "Hi all!\n\nI'm using `node 8.1.4` and when trying to use this module I've got this error:", "u1")
    g2 = (U, "```\nError: The module '/home/ubuntu/****/node_modules/heapdump/build/Release/addon.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 51. This version of Node.js requires\nNODE_MODULE_VERSION 57. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`).\n    at Object.Module._extensions..node (module.js:598:18)\n```", "u1")
    g3 = (U, "I've tried with `npm rebuild`,  `npm install`, uninstall and reinstall, `node-gyp configure build`... but nothing works. Everytime the same message. Any hint?", "u1")
    g4 = "Forget this, sorry. My fault.\nI was running the process with a different no"
    rec(NM_HEAPDUMP109, [t], g1[1], True, "pronoun", ["this module"], "I'm using node 8.1.4 and when trying to use node-heapdump I get a 'compiled against a different Node.js version' error.", author="u1")
    rec(NM_HEAPDUMP109, [t, g1], g2[1], False, SAME, [], None, author="u1")
    rec(NM_HEAPDUMP109, [t, g1, g2], g3[1], True, "ellipsis", ["the same message"], "I tried npm rebuild, npm install, uninstalling and reinstalling and node-gyp configure build, but heapdump still says it was compiled against NODE_MODULE_VERSION 51 and 57 is required. Any hint?", author="u1")
    rec(NM_HEAPDUMP109, [t, g1, g2, g3], g4, True, "pronoun", ["this"], "Forget my heapdump NODE_MODULE_VERSION problem, sorry, my fault: I was running the process with a different node.", author="u1")
    lend(NM_HEAPDUMP109, [t, g1], NM_B_GREENLOG, SAME, NM_GREENWORKS165)

    t = (U, "Nodejs binaries", "u1")
    h1 = (U, "How did you create the node binaries?", "u1")
    h2 = (U, "I'm trying to run and I getting this error:\n```js\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 76. This version of Node.js requires\nNODE_MODULE_VERSION 83. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`).\n```", "u1")
    h3 = (U, "I try different versions but get the same error.", "u1")
    rec(NM_SWEXP342, [t], h1[1], True, "pronoun", ["the node binaries"], "How did you create sw-exporter's Node binaries?", author="u1")
    rec(NM_SWEXP342, [t, h1], h2[1], True, "ellipsis", [], "Running sw-exporter I get 'was compiled against a different Node.js version using NODE_MODULE_VERSION 76. This version of Node.js requires NODE_MODULE_VERSION 83'.", author="u1")
    rec(NM_SWEXP342, [t, h1, h2], h3[1], True, "ellipsis", ["the same error"], "I tried different versions but sw-exporter still gives the NODE_MODULE_VERSION 76 vs 83 error.", author="u1")
    rec(NM_SWEXP342, [t, h1, h2, h3], NM_B_PREBUILT, True, "ellipsis", ["The binaries", "the code", "the package.json"], "sw-exporter's binaries are pre-compiled to obfuscate the decryption key, so you have to use the specific Electron version stated in sw-exporter's package.json.", author="u2")
    lend(NM_SWEXP342, [t], NM_B_ILTORBLOG, SAME, NM_ILTORB103)
    lend(NM_SWEXP342, [t, h1], NM_B_EMBERFIX, SAME, NM_EMBER243)

    t = (U, "Error: Module version mismatch. Expected 49, got 48", "u1")
    i1 = (U, "I'm getting the following ambiguous error:\n\n``` bash\nError: Module version mismatch. Expected 49, got 48.\n    at Error (native)\n    at process.module.(anonymous function) [as dlopen] (ELECTRON_ASAR.js:158:20)\n    at Object.<anonymous> (/Users/wilsonpage/Documents/m/mozilla-magnet/magnet-client-desktop/node_modules/xpc-connection/index.js:3:15)\n```", "u1")
    i2 = (U, "- When run via Electron\n- Node v6.3.0", "u1")
    i3 = (U, "I used [`electron-rebuild`](https://github.com/electron/electron-rebuild) which seemed to fix my issue 😄", "u1")
    i4 = (U, "Hey @wilsonpage, I too have the same issue and by running `./node_modules/.bin/electron-rebuild` in my root folder where I have my `node_modules` doesn't seems work.", "u2")
    i5 = "I can't suggest anything really, this is all voodoo magic to me 🔥"
    # The trace names the module that fails (xpc-connection/index.js) in full: a trap.
    rec(NM_EDDY40, [t], i1[1], False, SAME, [], None, author="u1")
    rec(NM_EDDY40, [t, i1], i2[1], True, "ellipsis", [], "node-eddystone-beacon's 'Module version mismatch. Expected 49, got 48' happens when run via Electron, with Node v6.3.0.", author="u1")
    rec(NM_EDDY40, [t, i1, i2], i3[1], True, "ellipsis", ["my issue"], "Running electron-rebuild seemed to fix node-eddystone-beacon's 'Module version mismatch. Expected 49, got 48' under Electron.", author="u1")
    rec(NM_EDDY40, [t, i1, i2, i3], i4[1], True, "ellipsis", ["the same issue"], "I too have node-eddystone-beacon's 'Module version mismatch' under Electron, and running ./node_modules/.bin/electron-rebuild in my project root doesn't fix it.", author="u2")
    rec(NM_EDDY40, [t, i1, i2, i3, i4], i5, True, "pronoun", ["this"], "I can't suggest anything for node-eddystone-beacon's Electron module version mismatch that electron-rebuild doesn't fix; it is all voodoo magic to me.", author="u1")
    lend(NM_EDDY40, [t], NM_B_GREENLOG, SAME, NM_GREENWORKS165)

    t = (U, "Version Mismatch for Node v15.0.1", "u1")
    j1 = (U, NM_B_V15, "u1")
    j2 = (U, "I am always getting the node version mismatch error when rebuilding native libraries.\nHowever, when I checked the Electron version compatible with Node v15.0.1, I can't seem to find any.", "u1")
    j3 = (U, "So the ABM version is \"**88**\"", "u1")
    # Names electron-rebuild and Node v15.0.1 in full: a complete question, same area (rule 1).
    rec(NM_REBUILD522, [t], j1[1], False, SAME, [], None, author="u1")
    rec(NM_REBUILD522, [t, j1], j2[1], True, "ellipsis", [], "I always get the Node version mismatch error when rebuilding native libraries with electron-rebuild for Node v15.0.1, and I can't find an Electron version compatible with Node v15.0.1.", author="u1")
    rec(NM_REBUILD522, [t, j1, j2], j3[1], True, "ellipsis", ["the ABM version"], "Node.js 15.0.1's ABI (NODE_MODULE_VERSION) is 88; which Electron version matches it for electron-rebuild?", author="u1")
    lend(NM_REBUILD522, [t], NM_B_PREBUILT, SAME, NM_SWEXP342)
    lend(NM_REBUILD522, [t, j1], NM_B_GREENLOG, SAME, NM_GREENWORKS165)

    t = (U, "Node module version mis-match with same version as electron?", "u1")
    k1 = (U, "I've tried making a node module that works with electron.", "u1")
    k2 = (U, "I've complied my module with the same version as electron as of now Electron@8.2.1 so I used Node@12.13.0 but I'm still getting the same error. how could I use electron-rebuild to fix this issue.", "u1")
    k4 = "Please see the README for instructions on how to use electron-rebuild."
    rec(NM_REBUILD364, [t], k1[1], True, "ellipsis", [], "I've made a Node module for Electron and get a module version mismatch though it uses the same Node version as Electron.", author="u1")
    rec(NM_REBUILD364, [t, k1], k2[1], True, "ellipsis", ["the same error"], "I compiled my module with Node@12.13.0, the version Electron@8.2.1 embeds, but still get the module version mismatch; how could I use electron-rebuild to fix it?", author="u1")
    # A general claim naming its subject (Electron's and Node's ABI numbers): a trap in its own thread.
    rec(NM_REBUILD364, [t, k1, (U, k2[1], "u1")], NM_B_ABI, False, SAME, [], None, author="u2")
    rec(NM_REBUILD364, [t, k1, (U, k2[1], "u1"), (A, NM_B_ABI, "u2")], k4, True, "ellipsis", [], "Please see electron-rebuild's README for how to rebuild a native module for Electron@8.2.1 instead of Node@12.13.0.", author="u2")

    t = (U, "Node module mismatch", "u1")
    l1 = (U, NM_B_SPELL, "u1")
    l2 = (U, "Any ideas?", "u1")
    l3 = "I had the same problem. Try this:\n[electron-rebuild](https://www.npmjs.com/package/electron-rebuild)"
    # A complete report naming node-spellchecker, electron-rebuild and the mismatch (rule 1): a trap.
    rec(NM_SPELL74, [t], l1[1], False, SAME, [], None, author="u1")
    rec(NM_SPELL74, [t, l1], l2[1], True, "ellipsis", [], "Any ideas how to resolve node-spellchecker's NODE_MODULE_VERSION mismatch with Electron after electron-rebuild and node-gyp?", author="u1")
    rec(NM_SPELL74, [t, l1, l2], l3, True, "ellipsis", ["the same problem"], "I had node-spellchecker's NODE_MODULE_VERSION mismatch with Electron too; try electron-rebuild (https://www.npmjs.com/package/electron-rebuild).", author="u2")
    lend(NM_SPELL74, [t, l1], NM_B_LEVELDOWN, SAME, NM_EMBER243)
    lend(NM_SPELL74, [t, l1, l2], NM_B_ILTORBLOG, SAME, NM_ILTORB103)

    t = (U, "Module version mismatch", "u1")
    m1 = (U, "dunno if this actually is a electron-mocha issue. Suddenly I get an error:", "u1")
    m2 = (U, "> Error encountered in ELECTRON_ASAR.js: Uncaught Error: Module version mismatch. Expected 49, got 48.\nError: Module version mismatch. Expected 49, got 48.\n    at Error (native)\n    at process.module.(anonymous function) [as dlopen] (ELECTRON_ASAR.js:167:20)", "u1")
    m3 = (U, "Sadly, I don't know what has changed since my last successful run. It suddenly stopped working.\nI'm using electron-prebuilt 1.3.3.", "u1")
    m4 = (A, "@black-snow https://github.com/electron/electron-rebuild should sort this out for you", "u2")
    rec(NM_EMOCHA74, [t], m1[1], True, "pronoun", ["this"], "Is 'Module version mismatch' an electron-mocha issue? Suddenly I get that error.", author="u1")
    rec(NM_EMOCHA74, [t, m1], m2[1], True, "ellipsis", [], "Running electron-mocha suddenly fails with 'Uncaught Error: Module version mismatch. Expected 49, got 48.' in ELECTRON_ASAR.js.", author="u1")
    rec(NM_EMOCHA74, [t, m1, m2], m3[1], True, "pronoun", ["It"], "I don't know what changed since my last successful electron-mocha run; it suddenly fails with 'Module version mismatch. Expected 49, got 48' on electron-prebuilt 1.3.3.", author="u1")
    rec(NM_EMOCHA74, [t, m1, m2, m3], m4[1], True, "pronoun", ["this"], "electron-rebuild (https://github.com/electron/electron-rebuild) should fix electron-mocha's 'Module version mismatch. Expected 49, got 48'.", author="u2")
    rec(NM_EMOCHA74, [t, m1, m2, m3, m4], "I got it figured out, thanks.", True, "pronoun", ["it"], "I figured out electron-mocha's 'Module version mismatch. Expected 49, got 48', thanks.", author="u1")

    t = (U, "Fails to build against Electron 1.4.15", "u1")
    n1 = (U, "After a plain install it fails with `Module version mismatch.`", "u1")
    n2 = (U, "Typically `electron-rebuild` can be used to rebuild against the present version of `electron`. This succeeds as expected but then the module mismatch results in a Fatal error.", "u1")
    n3 = "This is all I have for now, trying to figure out h"
    rec(NM_UDEV16, [t], n1[1], True, "pronoun", ["it"], "After a plain install, node-udev fails under Electron 1.4.15 with 'Module version mismatch.'", author="u1")
    rec(NM_UDEV16, [t, n1], n2[1], True, "pronoun", ["This", "the module mismatch"], "electron-rebuild rebuilds node-udev against Electron 1.4.15 as expected, but node-udev's module mismatch then results in a V8 fatal error.", author="u1")
    rec(NM_UDEV16, [t, n1, n2], n3, True, "ellipsis", [], "This is all I have for now on node-udev's fatal error under Electron 1.4.15; I'm trying to figure out how.", author="u1")
    lend(NM_UDEV16, [t], NM_B_EMBERFIX, SAME, NM_EMBER243)
    lend(NM_UDEV16, [t, n1], NM_B_PREBUILT, SAME, NM_SWEXP342)

    t = (U, "NODE_MODULE_VERSION mismatches", "u1")
    o1 = (U, NM_B_LEVELDOWN, "u1")
    o2 = (U, "This Linvodb3/leveldown works on an Electron only app as installed without issues (i.e. no recompiling) so it doesn't seem to an issue with node (v6.94).  I've tried npm rebuild, node-gyp, etc but none seem to fix the issue.", "u1")
    o3 = (U, "I figured it out and had to rebuild electron to make leveldown work with the current electron version.", "u1")
    # A report naming leveldown and both ABI numbers; the project (ember-electron) is not its subject.
    rec(NM_EMBER243, [t], o1[1], False, SAME, [], None, author="u1")
    rec(NM_EMBER243, [t, o1], o2[1], True, "pronoun", ["the issue"], "Linvodb3/leveldown works in an Electron-only app without recompiling, so leveldown's NODE_MODULE_VERSION 48 vs 53 mismatch under ember-electron doesn't seem to be a Node issue; npm rebuild and node-gyp don't fix it.", author="u1")
    rec(NM_EMBER243, [t, o1, o2], o3[1], True, "ellipsis", [], "I fixed leveldown's NODE_MODULE_VERSION mismatch under ember-electron by rebuilding for the current Electron version.", author="u1")
    rec(NM_EMBER243, [t, o1, o2, o3], NM_B_EMBERFIX, False, SAME, [], None, author="u1")
    rec(NM_EMBER243, [t, o1, o2, o3, (U, NM_B_EMBERFIX, "u1")], "Running \n\n`./node_modules/.bin/electron-rebuild`\n\nrebuilds any native modules you have installed.", False, SAME, [], None, author="u1")
    lend(NM_EMBER243, [t], NM_B_V15, SAME, NM_REBUILD522)

    t = (U, "Error: Module version mismatch", "u1")
    p1 = (U, "Hi, Is not working with insert in electron main.js. pls check. I am using the current versions of this libraries", "u1")
    p2 = (U, "App threw an error during load\nError: Module version mismatch. Expected 49, got 48.\n    at Error (native)\n    at Object.<anonymous> (/Users/fabionunes/Developer/playground/electron-finger/node_modules/electron-edge/lib/edge.js:50:8)", "u1")
    p3 = "Same issue here:\n\n```\nA JavaScript error occurred in the main process\nError: Module version mismatch. Expected 50, got 49.\n    at Error (native)\n```"
    rec(NM_EDGE18, [t], p1[1], True, "pronoun", ["this libraries"], "electron-edge is not working when required in Electron's main.js; I am using the current versions of electron and electron-edge.", author="u1")
    rec(NM_EDGE18, [t, p1], p2[1], False, SAME, [], None, author="u1")
    rec(NM_EDGE18, [t, p1, p2], p3, True, "ellipsis", ["Same issue"], "electron-edge in Electron's main process also fails for me with 'Module version mismatch. Expected 50, got 49.'", author="u2")
    lend(NM_EDGE18, [t], NM_B_ABI, SAME, NM_REBUILD364)
    lend(NM_EDGE18, [t, p1], NM_B_PREBUILT, SAME, NM_SWEXP342)


QUESTION_ONLY: tuple[str, ...] = ()

AREAS = [_nodemodver]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
