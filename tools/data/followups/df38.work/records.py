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
NM_PREBUILT = "The binaries are pre-compiled to obfuscate the decryption key from the code. So you have to use the specififc electron version stated in the package.json."


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
    lend(NM_OBSEX2, [t], NM_B_SPELL, SAME, NM_SPELL74)
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
    rec(NM_SWEXP342, [t, h1, h2, h3], NM_PREBUILT, True, "ellipsis", ["The binaries", "the code", "the package.json"], "sw-exporter's binaries are pre-compiled to obfuscate the decryption key, so you have to use the specific Electron version stated in sw-exporter's package.json.", author="u2")
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
    lend(NM_REBUILD522, [t], NM_B_LEVELDOWN, SAME, NM_EMBER243)
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
    lend(NM_UDEV16, [t, n1], NM_B_SPELL, SAME, NM_SPELL74)

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
    lend(NM_EDGE18, [t, p1], NM_B_LEVELDOWN, SAME, NM_EMBER243)


# ---- Docker images with no ARM build: "no matching manifest for linux/arm64/v8 in the manifest list entries" on Apple Silicon and ARM servers, `platform: linux/amd64`, mariadb for mysql ----
AR_RDGEN121 = GH + "bryangerlach/rdgen/issues/121"
AR_ATLAS37 = GH + "MobMin/digital_atlas/issues/37"
AR_GOOF1349 = GH + "snyk-labs/nodejs-goof/issues/1349"
AR_LARADOCK1 = GH + "niels-numbers/laravel-docker/issues/1"
AR_FEMR712 = GH + "FEMR/femr/issues/712"
AR_LNMP10 = GH + "helingfeng/Docker-LNMP/issues/10"
AR_ASKGOV914 = GH + "opengovsg/askgovsg/pull/914"
AR_CADENCE4983 = GH + "cadence-workflow/cadence/pull/4983"
AR_BUN838 = GH + "uptrace/bun/issues/838"
AR_NEWRELIC2172 = GH + "newrelic/newrelic-ruby-agent/pull/2172"
AR_ARANA442 = GH + "arana-db/arana/issues/442"
AR_WPLOCAL247 = GH + "10up/wp-local-docker-v2/issues/247"
AR_GEEKCAP2 = GH + "geekcap-pluralsight/python-docker/issues/2"
AR_VIPGO79 = GH + "Automattic/vip-go-skeleton/issues/79"
AR_PATRON287 = GH + "mantzas/patron/issues/287"
AR_SOCIAL574 = GH + "openpredictionmarkets/socialpredict/issues/574"
AR_UMBRIDGE96 = GH + "UM-Bridge/umbridge/issues/96"
AR_EXODUS48 = GH + "Exodus-Privacy/exodus-standalone/issues/48"
AR_SBOMASM94 = GH + "interlynk-io/sbomasm/issues/94"
AR_KEIL3 = GH + "au5ton/KeilForDocker/pull/3"
AR_TUTOR787 = GH + "overhangio/tutor/issues/787"
AR_HIVE962 = GH + "link-assistant/hive-mind/issues/962"
AR_ERR = "no matching manifest for linux/arm64/v8 in the manifest list entries"
AR_B_DOCS = "\"Not all images are available for ARM64 architecture. You can add --platform linux/amd64 to run an Intel image under emulation. In particular, the [mysql](https://hub.docker.com/_/mysql?tab=tags&page=1&ordering=last_updated) image is not available for ARM64. You can work around this issue by using a [mariadb](https://hub.docker.com/_/mariadb?tab=tags&page=1&ord"
AR_B_MUQ = "MUQ currently has no image with arm support. You can run any image with emulation instead by adding \"--platform linux/amd64\" to your docker flags."
AR_B_CADLOG = "docker-compose -f docker-compose-mysql.yml up\n  Pulling mysql (mysql:5.7)...\n  5.7: Pulling from library/mysql\n  ERROR: no matching manifest for linux/arm64/v8 in the manifest list entries"
AR_B_MYSQLPULL = "```\ndocker pull mysql\nUsing default tag: latest\nlatest: Pulling from library/mysql\nno matching manifest for linux/arm64/v8 in the manifest list entries\n```"
AR_B_SBOMRUN = "$ docker run  ghcr.io/interlynk-io/sbomasm edit  ...\nUnable to find image 'ghcr.io/interlynk-io/sbomasm:latest' locally\nlatest: Pulling from interlynk-io/sbomasm\ndocker: no matching manifest for linux/arm64/v8 in the manifest list entries.\nSee 'docker run --help"
AR_B_EXOPULL = "When running `docker pull exodusprivacy/exodus-standalone` command I'm getting following error\n\n```\nUsing default tag: latest\nlatest: Pulling from exodusprivacy/exodus-standalone\nno matching manifest for linux/arm64/v8 in the manifest list entries\n```"
AR_B_UMBRUN = "When running `docker run -it -p 4242:4242 linusseelinger/model-muq-beam:latest` on my Apple M3 MacBook I get the following error \n\n```\ndocker: Error response from daemon: no matching manifest for linux/arm64/v8 in the manifest list entries: no match for platform in manifest: not found.\n```"
AR_M1MYSQL = "This is due to an issue with MySQL not being supported on M1 processors by default."
AR_B_HIVEPULL = "```\nkonard@MacBook-Pro-Konstantin ~ % docker pull konard/hive-mind:latest\nError response from daemon: no matching manifest for linux/arm64/v8 in the manifest list entries: no match for platform in manifest: not found\n```"


def _armmanifest(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "no matching manifest for linux/arm64/v8 in the manifest list entries", "u1")
    a1 = (U, AR_ERR, "u1")
    rec(AR_RDGEN121, [t], AR_ERR, True, "ellipsis", [], "Building rdgen with Docker on arm64 fails with 'no matching manifest for linux/arm64/v8 in the manifest list entries'.", author="u1")
    rec(AR_RDGEN121, [t, a1], "Compiling Docker under arm64 fails", True, "ellipsis", [], "Compiling rdgen's Docker image under arm64 fails.", author="u1")
    lend(AR_RDGEN121, [t], AR_B_MUQ, SAME, AR_UMBRIDGE96)
    lend(AR_RDGEN121, [t, a1], AR_B_SBOMRUN, SAME, AR_SBOMASM94)

    t = (U, "07-10-2024: No matching manifest for linux/arm64/v8 in the manifest list entries", "u1")
    b1 = (U, "The docker compose up -d --build command fails with message:\n```\nNo matching manifest for linux/arm64/v8 in the manifest list entries \n```", "u1")
    b2 = (U, "I am setting up the project on a MacBook Air M1 with 16GB of RAM running macOS Sonoma (14.5).", "u1")
    b3 = (U, "Although we get a *Happy Coding!* message at the end, the MySQL part of the docker setup was not executed successfully, as we can check the recurring message:\n```\n[+] Running 0/1\n ⠦ da_mysql Pulling                                                   2.5s\nno matching manifest for linux/arm64/v8 in the manifest list entries\n```", "u1")
    b4 = (U, "## Expected result\n\nThe docker setup to execute every step successfully, including handling MySQL image properly.", "u1")
    b5 = (A, "Hi @michael-lins .  Ah the joys of M1!  The way I got around this is to update the docker-compose.yml file and add the platform to each instance in the file.  **Just be careful not to push it up to the repo.**", "u2")
    # Names its command (docker compose up -d --build) and the error it got in full (ruling before df37).
    rec(AR_ATLAS37, [t], b1[1], False, SAME, [], None, author="u1")
    rec(AR_ATLAS37, [t, b1], b2[1], True, "pronoun", ["the project"], "I am setting up digital_atlas on a MacBook Air M1 with 16GB of RAM running macOS Sonoma 14.5, and docker compose fails with 'no matching manifest for linux/arm64/v8'.", author="u1")
    rec(AR_ATLAS37, [t, b1, b2], b3[1], True, "ellipsis", ["the docker setup"], "digital_atlas's Docker setup ends with 'Happy Coding!', but its MySQL container (da_mysql) fails to pull with 'no matching manifest for linux/arm64/v8'.", author="u1")
    rec(AR_ATLAS37, [t, b1, b2, b3], b4[1], True, "ellipsis", ["The docker setup"], "I expected digital_atlas's Docker setup on an M1 Mac to run every step successfully, including pulling the MySQL image.", author="u1")
    rec(AR_ATLAS37, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["this", "the file", "it"], "I got around digital_atlas's 'no matching manifest for linux/arm64/v8' on M1 by adding a platform to each service in its docker-compose.yml; don't push that change to the repository.", author="u2")
    rec(AR_ATLAS37, [t, b1, b2, b3, b4, b5], "```\nservices:\n  da_nginx:\n    platform: linux/amd64 # mac environment line only\n    image: nginx:stable-alpine\n  da_mysql:\n    platform: linux/amd64 # mac environm\n```", True, "ellipsis", [], "In digital_atlas's docker-compose.yml, set `platform: linux/amd64` on da_nginx, da_mysql and the other services to avoid 'no matching manifest for linux/arm64/v8' on an M1 Mac.", author="u2")

    t = (U, "[BUG]: no matching manifest for linux/arm64/v8 in the manifest list entries", "u1")
    c1 = (U, "### Is there an existing feature request for this?\n\n- [X] I have searched the existing feature requests", "u1")
    c2 = "### Description\n\nwhile running `docker-compose up --build` command, it is showing this error"
    rec(AR_GOOF1349, [t], c1[1], True, "pronoun", ["this"], "Is there an existing request for nodejs-goof's 'no matching manifest for linux/arm64/v8'? I have searched the existing feature requests.", author="u1")
    rec(AR_GOOF1349, [t, c1], c2, True, "pronoun", ["this error"], "Running `docker-compose up --build` for nodejs-goof shows 'no matching manifest for linux/arm64/v8 in the manifest list entries'.", author="u1")
    lend(AR_GOOF1349, [t], AR_B_CADLOG, SAME, AR_CADENCE4983)
    lend(AR_GOOF1349, [t, c1], AR_B_DOCS, SELF, AR_GEEKCAP2)

    t = (U, "no matching manifest for linux/arm64/v8 in the manifest list entries", "u1")
    # The same title and bare error as rdgen #121 (a repeated history and question): only the later turn is a row.
    rec(AR_LARADOCK1, [t, a1], "https://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8", True, "ellipsis", [], "For laravel-docker's 'no matching manifest for linux/arm64/v8', see https://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8", author="u1")
    lend(AR_LARADOCK1, [t], AR_B_MYSQLPULL, SAME, AR_GEEKCAP2)
    lend(AR_LARADOCK1, [t, a1], AR_B_EXOPULL, SAME, AR_EXODUS48)

    t = (U, "\"no matching manifest for linux/arm64/v8 in the manifest list entries\"", "u1")
    d1 = "`docker-compose up` throws the error `no matching manifest for linux/arm64/v8 in the manifest list entries\" on an M1 MacBook."
    d2 = "To fix this, check out this StackOverflow thread: https://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8"
    # A complete report: its command, error and machine named in full; the project is nowhere needed.
    rec(AR_FEMR712, [t], d1, False, SAME, [], None, author="u1")
    rec(AR_FEMR712, [t, (U, d1, "u1")], d2, True, "pronoun", ["this"], "To fix femr's docker-compose 'no matching manifest for linux/arm64/v8' on an M1 MacBook, see https://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8", author="u1")
    lend(AR_FEMR712, [t], AR_B_EXOPULL, SAME, AR_EXODUS48)
    lend(AR_FEMR712, [t, (U, d1, "u1")], AR_B_MUQ, SAME, AR_UMBRIDGE96)

    t = (U, "no matching manifest for linux/arm64/v8", "u1")
    rec(AR_LNMP10, [t], "Select an image matching the arm version", True, "ellipsis", [], "For Docker-LNMP's 'no matching manifest for linux/arm64/v8', select an image matching the ARM version.", author="u2")
    lend(AR_LNMP10, [t], AR_B_CADLOG, SAME, AR_CADENCE4983)
    lend(AR_LNMP10, [t], AR_B_HIVEPULL, SAME, AR_HIVE962)

    t = (A, "Add line to docker-compose.yml to specify platform for Apple Silicon Mac", "u1")
    e1 = (A, "## Problem\n\nError message `no matching manifest for linux/arm64/v8 in the manifest list entries` when trying to set up project on an Apple Silicon Mac because mysql image is not available for ARM64.", "u1")
    e2 = (A, "## Solution\n\nTo get Docker to play nicely with an Apple Silicon Mac, adding this line to dock-compose.yml is necessary: `platform: linux/x86_64`", "u1")
    e3 = "An alternative solution suggested in the links above is to use `mariadb` instead of `mysql`. I'm not very familiar with the relative pros and cons of either solution and did not try this solution myself."
    rec(AR_ASKGOV914, [t], e1[1], True, "ellipsis", ["project"], "Setting up askgovsg on an Apple Silicon Mac fails with 'no matching manifest for linux/arm64/v8 in the manifest list entries' because the mysql image is not available for ARM64.", author="u1")
    rec(AR_ASKGOV914, [t, e1], e2[1], True, "ellipsis", ["dock-compose.yml"], "To get askgovsg's Docker setup working on an Apple Silicon Mac, add `platform: linux/x86_64` to its docker-compose.yml.", author="u1")
    rec(AR_ASKGOV914, [t, e1, e2], e3, True, "pronoun", ["the links above", "either solution", "this solution"], "Instead of `platform: linux/x86_64`, askgovsg could use mariadb instead of mysql on Apple Silicon; I don't know the pros and cons and didn't try it.", author="u1")
    lend(AR_ASKGOV914, [t], AR_B_HIVEPULL, SAME, AR_HIVE962)

    t = (A, "Allow docker compose to work with docker-compose-mysql.yml on M1", "u1")
    f1 = (A, "Trying to run this failed:", "u1")
    f3 = (A, "Solution found here:\nhttps://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8", "u1")
    f4 = "TIL that it's so simple to fix.\nthanks!  I was looking into upgrading it earlier, but dropped it due to other excitement.  this is much more straightforward."
    rec(AR_CADENCE4983, [t], f1[1], True, "pronoun", ["this"], "Running cadence's docker-compose-mysql.yml on an M1 failed.", author="u1")
    rec(AR_CADENCE4983, [t, f1], AR_B_CADLOG, False, SAME, [], None, author="u1")
    h = [t, f1, (A, AR_B_CADLOG, "u1")]
    rec(AR_CADENCE4983, h, f3[1], True, "ellipsis", [], "The solution to cadence's docker-compose-mysql.yml failing on M1 with 'no matching manifest for linux/arm64/v8' is at https://stackoverflow.com/questions/65456814/...", author="u1")
    rec(AR_CADENCE4983, [*h, f3], f4, True, "pronoun", ["it", "it", "this"], "It's simple to fix cadence's docker-compose-mysql.yml on M1; I had looked into upgrading its mysql image instead, and this fix is much more straightforward.", author="u2")

    t = (U, "When using Mac book after M1 by developers, they cannot docker compose up.", "u1")
    g1 = "If developers are using Mac book after M1, they cannot do `docker compose up` in ~/internal/dbtest. Your docker-compose.yaml use mysql:5.7. That image's default does not support platform: linux/amd64. So I think please add a next sentence in docker-compose.yaml in mysql5 of services.\n```\nplatform: linux/amd64\n```"
    rec(AR_BUN838, [t], g1, True, "pronoun", ["Your docker-compose.yaml"], "On an M1 Mac, `docker compose up` in bun's internal/dbtest fails because its docker-compose.yaml uses mysql:5.7; please add `platform: linux/amd64` to the mysql5 service.", author="u1")
    lend(AR_BUN838, [t], AR_B_MYSQLPULL, SAME, AR_GEEKCAP2)
    lend(AR_BUN838, [t], AR_B_DOCS, SELF, AR_GEEKCAP2)
    lend(AR_BUN838, [t], AR_B_UMBRUN, SAME, AR_UMBRIDGE96)

    t = (A, "Fix docker compose when running it on m1 mac", "u1")
    i1 = (A, "the mysql container won't run on the new m1 macs, and fails with the error\n```\nno matching manifest for linux/arm64/v8 in the manifest list entries\n```", "u1")
    i2 = (A, "I found this fix for it, and now it's running on my new laptop.", "u1")
    i3 = (A, "Nice find! Thanks for blazing this trail!", "u2")
    i4 = (A, "This fix works on a non-M1 laptop (Intel) as well. Tested by running `docker-compose up` in a clean environment.", "u2")
    rec(AR_NEWRELIC2172, [t], i1[1], True, "ellipsis", [], "newrelic-ruby-agent's mysql container won't run on M1 Macs; it fails with 'no matching manifest for linux/arm64/v8 in the manifest list entries'.", author="u1")
    rec(AR_NEWRELIC2172, [t, i1], i2[1], True, "pronoun", ["this fix", "it"], "I found a fix for newrelic-ruby-agent's mysql container on M1 Macs, and now it runs on my new laptop.", author="u1")
    rec(AR_NEWRELIC2172, [t, i1, i2], i3[1], True, "ellipsis", [], "Nice find on fixing newrelic-ruby-agent's docker compose on M1 Macs!", author="u2")
    rec(AR_NEWRELIC2172, [t, i1, i2, i3], i4[1], True, "pronoun", ["This fix"], "The M1 fix to newrelic-ruby-agent's docker compose also works on a non-M1 (Intel) laptop, tested with `docker-compose up` in a clean environment.", author="u2")
    rec(AR_NEWRELIC2172, [t, i1, i2, i3, i4], "awesome, thank you for checking!", True, "ellipsis", [], "Thank you for checking that the M1 docker compose fix for newrelic-ruby-agent works on Intel too!", author="u1")
    lend(AR_NEWRELIC2172, [t, i1], AR_B_HIVEPULL, SAME, AR_HIVE962)

    t = (U, "[BUG]docker-compose.yaml", "u1")
    j1 = (U, "**What happened**：When I exec `docker-compose up -d`, and I did not pull MySQL.This error was `no matching manifest for linux/arm64/v8 in the manifest list entries`", "u1")
    j2 = (U, "**Anything else we need to know?**: This way works for me on M1 with Docker, and this way can pull MySQL.", "u1")
    j3 = (A, "this not bug,docker not support m1 mysql mirror,Need to compile x86 mysql on the platform", "u2")
    # Second reader's adjudication (r2df): a trap by the ruling before df37 on quoted commands: it quotes the command it ran
    # (`docker-compose up -d`) and the error it got, as digital_atlas's, FEMR's and vip-go-skeleton's rows (traps) do.
    rec(AR_ARANA442, [t], j1[1], False, SAME, [], None, author="u1")
    rec(AR_ARANA442, [t, j1], j2[1], True, "pronoun", ["This way", "this way"], "My change to arana's docker-compose.yaml works for me on M1 with Docker and can pull MySQL.", author="u1")
    rec(AR_ARANA442, [t, j1, j2], j3[1], True, "pronoun", ["this"], "arana's docker-compose failing on M1 is not a bug: Docker has no M1 MySQL image, so x86 MySQL must be used on that platform.", author="u2")
    rec(AR_ARANA442, [t, j1, j2, j3], "  Thank you.", True, "ellipsis", [], "Thank you for explaining arana's MySQL image on M1.", author="u1")
    lend(AR_ARANA442, [t], AR_B_UMBRUN, SAME, AR_UMBRIDGE96)

    t = (U, "no matching manifest for linux/arm64/v8 in the manifest list entries - M1 MAC", "u1")
    k1 = (U, "I'm changing to m1 mac from linux, I was able to install 10updocker , docker, node etc, problem is when trying to create a new enviroment gives me this error, \"**no matching manifest for linux/arm64/v8 in the manifest list entries**\" how can I fix it?", "u1")
    k2 = (U, "I have been trying nonstop even changing the .yaml file but nothing seems to work.", "u1")
    k3 = (A, "Hey y'all 👋 \n\nThis should be resolved now in the latest `3.0.0` release.", "u2")
    k4 = (U, "Hey! @tylercherpak  I just update **10-up-docker** but I still encounter  the issue,", "u1")
    k5 = (A, "@Raandino can you take a back up of the `~/.wplocaldocker/global/docker-compose.yml` and then run `10updocker configure` this should replace the `docker-compose.yml` file and replace mysql to mariadb (which has ARM support).", "u2")
    # A complete report naming 10updocker and the error in full; "this error" points inside (rule 2).
    rec(AR_WPLOCAL247, [t], k1[1], False, SELF, [], None, author="u1")
    rec(AR_WPLOCAL247, [t, k1], k2[1], True, "ellipsis", ["the .yaml file"], "I have tried nonstop, even changing 10updocker's .yaml file, but 'no matching manifest for linux/arm64/v8' on my M1 Mac persists.", author="u1")
    rec(AR_WPLOCAL247, [t, k1, k2], k3[1], True, "pronoun", ["This"], "wp-local-docker-v2's 'no matching manifest for linux/arm64/v8' on M1 Macs should be resolved in the 3.0.0 release.", author="u2")
    rec(AR_WPLOCAL247, [t, k1, k2, k3], k4[1], True, "ellipsis", ["the issue"], "I updated 10up-docker to 3.0.0 but still get 'no matching manifest for linux/arm64/v8' on my M1 Mac.", author="u1")
    rec(AR_WPLOCAL247, [t, k1, k2, k3, k4], k5[1], False, SELF, [], None, author="u2")
    rec(AR_WPLOCAL247, [t, k1, k2, k3, k4, k5], "@tylercherpak , now is working, I did a fresh install and delete old files, now works as intended @rebeccahum  you should try as well.", True, "ellipsis", [], "After a fresh install of 10updocker 3.0.0 and deleting old files, wp-local-docker-v2 now works on my M1 Mac.", author="u1")

    t = (U, "Pulling from library/mysql no matching manifest for linux/arm64/v8 in the manifest list entries", "u1")
    l1 = (U, "Hi Steven, @geekcap-pluralsight \n\nI have this issue:\n`Pulling from library/mysql no matching manifest for linux/arm64/v8 in the manifest list entries`", "u1")
    l2 = (U, "Is there an alternative to mysql for the db service in this tutorial?\nOr do you any alternative mysql image that has arm64 support that I can use to continue the tutorial?", "u1")
    l3 = (U, "# Software versions:\nDocker Compose version v2.5.1\nDocker version 20.10.14, build a224086\nM1 Pro on macOS Monterey version 12.4", "u1")
    l4 = (U, "# Steps taken\n1. Ran command `docker pull mysql`\n2. Got error:\n" + AR_B_MYSQLPULL, "u1")
    l5 = (U, "How can I use `mariadb` or `postgresql` instead of sql in here?", "u1")
    rec(AR_GEEKCAP2, [t], l1[1], False, SELF, [], None, author="u1")
    rec(AR_GEEKCAP2, [t, l1], l2[1], True, "pronoun", ["this tutorial", "the tutorial"], "Is there an alternative to mysql, or a mysql image with arm64 support, for the db service in the geekcap-pluralsight python-docker tutorial?", author="u1")
    rec(AR_GEEKCAP2, [t, l1, l2], l3[1], True, "ellipsis", [], "The python-docker tutorial's mysql pull fails with 'no matching manifest for linux/arm64/v8' on Docker Compose v2.5.1, Docker 20.10.14, M1 Pro, macOS Monterey 12.4.", author="u1")
    rec(AR_GEEKCAP2, [t, l1, l2, l3], l4[1], False, SAME, [], None, author="u1")
    rec(AR_GEEKCAP2, [t, l1, l2, l3, l4], l5[1], True, "ellipsis", ["in here"], "How can I use mariadb or postgresql instead of mysql in the python-docker tutorial's db service?", author="u1")
    rec(AR_GEEKCAP2, [t, l1, l2, l3, l4, l5], "This is actually an known issue for Mac m1:\n\nhttps://docs.docker.com/desktop/mac/apple-silicon/#known-issues", True, "pronoun", ["This"], "mysql's 'no matching manifest for linux/arm64/v8' is a known issue for M1 Macs: https://docs.docker.com/desktop/mac/apple-silicon/#known-issues", author="u1")

    t = (U, "Issue with MySQL on M1 Mac", "u1")
    m1 = (U, "When I start the docker instance using the `docker-compose up --detach --remove-orphans --build` command, I get this error:\n\n```5.7: Pulling from library/mysql\nERROR: no matching manifest for linux/arm64/v8 in the manifest list entries```", "u1")
    rec(AR_VIPGO79, [t], m1[1], False, SELF, [], None, author="u1")
    rec(AR_VIPGO79, [t, m1], AR_M1MYSQL, True, "pronoun", ["This"], "The 'no matching manifest for linux/arm64/v8' from mysql:5.7 is due to MySQL not being supported on M1 processors by default.", author="u1")
    rec(AR_VIPGO79, [t, m1, (U, AR_M1MYSQL, "u1")], "Opened on the wrong repo. Closing issue now.", True, "ellipsis", [], "The MySQL-on-M1 issue was opened on the wrong repository (vip-go-skeleton); closing it now.", author="u1")
    lend(AR_VIPGO79, [t], AR_B_SBOMRUN, SAME, AR_SBOMASM94)

    t = (U, "Update docker compose for support with Apple M1 sillicon", "u1")
    n1 = (U, "## Is your feature request related to a problem? Please describe\n\nOut of the box docker compose fails with error `no-matching-manifest-for-linux-arm64-v8 in the manifest list entries` for mysql image,  in apple sillicon M1 hosts", "u1")
    n2 = (U, "## Describe the solution\n\nAs described in the known issues section in the official documentation [here](https://docs.docker.com/desktop/mac/apple-silicon/) , add `paltform: linux/amd64` to the `db` section.", "u1")
    n3 = "@wishperera hey, thanks for mentioning it. Since the project is forked and actively maintained in this [repo](https://github.com/beatlabs/patron) would you like to try it out there to see if the problem still exists? The repos have diverged significantly."
    rec(AR_PATRON287, [t], n1[1], True, "ellipsis", [], "Out of the box, patron's docker compose fails on Apple Silicon M1 hosts with 'no matching manifest for linux/arm64/v8 in the manifest list entries' for the mysql image.", author="u1")
    rec(AR_PATRON287, [t, n1], n2[1], True, "ellipsis", ["the `db` section"], "As Docker's Apple Silicon known issues say, add `platform: linux/amd64` to the db service of patron's docker compose file.", author="u1")
    rec(AR_PATRON287, [t, n1, n2], n3, True, "pronoun", ["it", "the project", "the problem"], "mantzas/patron is forked and maintained at beatlabs/patron; would you try there whether patron's docker compose still fails on M1 with the mysql image?", author="u2")
    lend(AR_PATRON287, [t], AR_B_EXOPULL, SAME, AR_EXODUS48)

    t = (U, "“no matching manifest … linux/arm64/v8” error on Apple Silicon.", "u1")
    o1 = (U, "On either dev or localhost setup mode, we get this problem.", "u1")
    o2 = "scripts/localhost.sh runs docker compose … pull for the local stack. If your .env’s BACKEND_IMAGE_NAME points at an amd64-only image, you’ll hit the “no matching manifest … linux/arm64/v8” error on Apple Silicon."
    rec(AR_SOCIAL574, [t], o1[1], True, "pronoun", ["this problem"], "In either dev or localhost setup mode, socialpredict gets 'no matching manifest … linux/arm64/v8' on Apple Silicon.", author="u1")
    rec(AR_SOCIAL574, [t, o1], o2, True, "ellipsis", [], "socialpredict's scripts/localhost.sh runs docker compose pull for the local stack; if BACKEND_IMAGE_NAME in .env points at an amd64-only image, it fails with 'no matching manifest … linux/arm64/v8' on Apple Silicon.", author="u1")
    rec(AR_SOCIAL574, [t, o1, (U, o2, "u1")], "Not worried about prod, we won't host on apple silicon.", True, "ellipsis", [], "socialpredict's arm64 manifest error doesn't matter for production, which won't be hosted on Apple Silicon.", author="u1")
    lend(AR_SOCIAL574, [t], AR_B_DOCS, SELF, AR_GEEKCAP2)

    t = (U, "Apple Silicon Support: no matching manifest for linux/arm64/v8", "u1")
    p2 = (U, "[This post](https://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8) seems to indicate it is an issue with running MySQL on ARM.", "u1")
    rec(AR_UMBRIDGE96, [t], AR_B_UMBRUN, False, SAME, [], None, author="u1")
    rec(AR_UMBRIDGE96, [t, (U, AR_B_UMBRUN, "u1")], p2[1], True, "pronoun", ["it"], "A Stack Overflow post suggests the 'no matching manifest for linux/arm64/v8' from the UM-Bridge model image is an issue with running MySQL on ARM.", author="u1")
    rec(AR_UMBRIDGE96, [t, (U, AR_B_UMBRUN, "u1"), p2], AR_B_MUQ, False, SAME, [], None, author="u2")
    lend(AR_UMBRIDGE96, [t], AR_B_CADLOG, SAME, AR_CADENCE4983)

    t = (U, "No matching manifest for linux/arm64/v8 in the manifest list entries", "u1")
    q2 = (U, "# Platform Info\nMacOS Apple M2 Pro", "u1")
    rec(AR_EXODUS48, [t], AR_B_EXOPULL, False, SAME, [], None, author="u1")
    rec(AR_EXODUS48, [t, (U, AR_B_EXOPULL, "u1")], q2[1], True, "ellipsis", [], "exodus-standalone's Docker image gives 'no matching manifest for linux/arm64/v8' on macOS, Apple M2 Pro.", author="u1")
    rec(AR_EXODUS48, [t, (U, AR_B_EXOPULL, "u1"), q2], "any fix please ?", True, "ellipsis", [], "Is there any fix for 'no matching manifest for linux/arm64/v8' when pulling exodus-standalone on an Apple M2?", author="u2")
    rec(AR_EXODUS48, [t, (U, AR_B_EXOPULL, "u1"), q2, (U, "any fix please ?", "u2")], "More information here https://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8", True, "ellipsis", [], "More information on exodus-standalone's 'no matching manifest for linux/arm64/v8': https://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8", author="u3")

    t = (U, "Support Image for Apple M chips", "u1")
    rec(AR_SBOMASM94, [t], AR_B_SBOMRUN, False, SAME, [], None, author="u1")
    lend(AR_SBOMASM94, [t], AR_B_UMBRUN, SAME, AR_UMBRIDGE96)
    lend(AR_SBOMASM94, [t], AR_B_MUQ, SAME, AR_UMBRIDGE96)
    lend(AR_SBOMASM94, [t], AR_B_MYSQLPULL, SAME, AR_GEEKCAP2)

    t = (U, "feat: add fix for no matching manifest error", "u1")
    r1 = (U, "on my m1 macbook air I've had this error message: `no matching manifest for linux/arm64/v8 in the manifest list entries`", "u1")
    r2 = "the solution in this [stackoverflow answer](https://stackoverflow.com/a/67361161/12555423) and one of the comments under it have worked for me."
    rec(AR_KEIL3, [t], r1[1], False, SELF, [], None, author="u1")
    rec(AR_KEIL3, [t, r1], r2, True, "ellipsis", [], "For KeilForDocker's 'no matching manifest for linux/arm64/v8' on an M1 MacBook Air, the solution in https://stackoverflow.com/a/67361161/12555423 and a comment under it worked for me.", author="u1")
    rec(AR_KEIL3, [t, r1, (U, r2, "u1")], "this pull request documents these solutions", True, "pronoun", ["these solutions"], "A KeilForDocker pull request documents the Stack Overflow fixes for 'no matching manifest for linux/arm64/v8' on M1 Macs.", author="u1")
    lend(AR_KEIL3, [t], AR_B_HIVEPULL, SAME, AR_HIVE962)

    t = (U, "No matching manifest for `linux/arm64/v8` in the manifest list entries", "u1")
    s1 = "I can understand that this issue is familiar in apple silicon M1\n\n[docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8](https://stackoverflow.com/questions/65456814/docker-apple-silicon-m1-preview-mysql-no-matching-manifest-for-linux-arm64-v8)"
    rec(AR_TUTOR787, [t], s1, True, "pronoun", ["this issue"], "tutor's 'no matching manifest for linux/arm64/v8' is a familiar issue on Apple Silicon M1 (https://stackoverflow.com/questions/65456814/...).", author="u1")
    lend(AR_TUTOR787, [t], AR_B_EXOPULL, SAME, AR_EXODUS48)
    lend(AR_TUTOR787, [t], AR_B_CADLOG, SAME, AR_CADENCE4983)
    lend(AR_TUTOR787, [t, (U, s1, "u1")], AR_B_MYSQLPULL, SAME, AR_GEEKCAP2)

    t = (U, "Error response from daemon: no matching manifest for linux/arm64/v8 in the manifest list entries: no match for platform in manifest: not found", "u1")
    u1 = (U, "Trying to install our docker image locally on macOS, and I get error:", "u1")
    rec(AR_HIVE962, [t], u1[1], True, "ellipsis", ["our docker image"], "Installing the hive-mind Docker image locally on macOS gives 'no matching manifest for linux/arm64/v8'.", author="u1")
    rec(AR_HIVE962, [t, u1], AR_B_HIVEPULL, False, SAME, [], None, author="u1")
    rec(AR_HIVE962, [t, u1, (U, AR_B_HIVEPULL, "u1")], "Is it a bug in or code, or on my system?", True, "pronoun", ["it", "or code"], "Is hive-mind's 'no matching manifest for linux/arm64/v8' on macOS a bug in hive-mind's code or on my system?", author="u1")
    lend(AR_HIVE962, [t], AR_B_DOCS, SELF, AR_GEEKCAP2)


# ---- DNS lookups failing in containers, WSL and scripts: "Temporary failure in name resolution", "socket.gaierror: [Errno -3]", "<urlopen error [Errno -3] ...>", /etc/resolv.conf nameservers ----
NA_RPIEMU20 = GH + "ryankurte/docker-rpi-emu/issues/20"
NA_TRAEFIK139 = GH + "SimpleHomelab/Docker-Traefik/issues/139"
NA_TALEBOOK85 = GH + "talebook/talebook/issues/85"
NA_DOCKERDNS3 = GH + "bnfinet/docker-dns/issues/3"
NA_PENGWIN183 = GH + "WhitewaterFoundry/Pengwin/issues/183"
NA_MINET636 = GH + "medialab/minet/issues/636"
NA_HIMAWARI71 = GH + "boramalper/himawaripy/issues/71"
NA_SECLISTS356 = GH + "danielmiessler/SecLists/issues/356"
NA_NOIP25 = GH + "simao-silva/noip-renewer/issues/25"
NA_NNI1100 = GH + "microsoft/nni/issues/1100"
NA_MTSW221 = GH + "ptwobrussell/Mining-the-Social-Web-2nd-Edition/issues/221"
NA_CLOUDFLAIR69 = GH + "christophetd/CloudFlair/issues/69"
NA_COMMUNEX10 = GH + "renlabs-dev/communex/issues/10"
NA_CHATWEB7 = GH + "techwithtim/Chat-Web-App/issues/7"
NA_REDISCTL29 = GH + "projecteru/redis-ctl/issues/29"
NA_OTW70 = GH + "OverTheWireOrg/OverTheWire-website/issues/70"
NA_AORT13 = GH + "D3Ext/AORT/issues/13"
NA_PYTUBE1776 = GH + "pytube/pytube/issues/1776"
NA_NICEGUI900 = GH + "zauberzeug/nicegui/pull/900"
NA_URLERR = "<urlopen error [Errno -3] Temporary failure in name resolution>"
NA_B_GAI = "It can happen that `_socket.getaddrinfo` raises exceptions like\n\n```\nsocket.gaierror: [Errno -3] Temporary failure in name resolution\n```"
NA_B_MINET = "```\nurllib3.exceptions.NewConnectionError: <urllib3.connection.HTTPSConnection object at 0x7f83a84a45d0>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution\n```"
NA_B_AORT = "Traceback (most recent call last):\n  File \"/home/kali/AORT/AORT.py\", line 927, in <module>\n    portScan(domain)\n  File \"/home/kali/AORT/AORT.py\", line 594, in portScan\n    result = sock.connect_ex((domain,port))\nsocket.gaierror: [Errno -3] Temporary failure in name resolution"
NA_B_WECHALL = "```\nbandit19@bandit:~$ wechall\nTraceback (most recent call last):\n  File \"/usr/local/bin/wechall\", line 30, in <module>\n    ssl_sock.connect((host, port))\n  File \"/usr/lib/python3.5/ssl.py\", line 1019, in connect\n    self._real_connect(addr, False)\n  File \"/usr/lib/python3.5/ssl.py\", line 1006, in _real_connect\n    socket.connect(self, addr)\nsocket.gaierror: [Errno -3] Temporary failure in name resolution\n```"
NA_B_NSLOOKUP = "What's the output of a `nslookup` or `dig` command to the domain for Open Falcon?"
NA_NNILOG = "[06/14/2019, 07:45:59 AM] ERROR (mnist_AutoML/MainThread) <urlopen error [Errno -3] Temporary failure in name resolution>"
NA_B_PINGMS = "ping: www.microsoft.com: Temporary failure in name resolution"
NA_NOIPRUN = "```sh\ndocker pull simaofsilva/noip-renewer:debian\nEMAIL='[snip]'\nPASSWORD='[snip]'\ndocker run --rm -it simaofsilva/noip-renewer:debian $EMAIL $PASSWORD\n```"


def _nameresolution(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Temporary failure in name resolution", "u1")
    a1 = (U, "I am trying to clone some github repos. This worked fine on my home workstation but failing on my office workstation. I am unable to figure out how it is related to DNS. Thank you.", "u1")
    a2 = (U, "```\nadi@adi:~/ryankurte-docker-qemu-rpi$ docker run -it --rm --privileged=true -v /home/adi/ryankurte-docker-qemu-rpi:/usr/rpi/images -w /usr/rpi --dns 8.8.8.8 ryankurte/docker-rpi-emu /bin/bash\nroot@292bdbfae9f3:/usr/rpi# ./run.sh images/2019-07-10-raspbian-buster-lite.img \nAttempting to mount images/2019-07-10-raspbian-buster-lite.img to /media/rpi\nBootstrapping Qemu\n```", "u1")
    rec(NA_RPIEMU20, [t], a1[1], True, "ellipsis", [], "Cloning GitHub repositories inside docker-rpi-emu fails with 'Temporary failure in name resolution' on my office workstation but works on my home workstation; how is it related to DNS?", author="u1")
    # The docker run session names the image and script it runs in full (ruling before df37): a trap.
    rec(NA_RPIEMU20, [t, a1], a2[1], False, SAME, [], None, author="u1")
    lend(NA_RPIEMU20, [t], NA_B_PINGMS, SAME, NA_PENGWIN183)
    lend(NA_RPIEMU20, [t, a1], NA_B_GAI, SAME, NA_NICEGUI900)

    t = (U, "No Internet on the linux Box", "u1")
    b1 = (U, "Hi, i followed your guide and all was working fine until recently.", "u1")
    b2 = (U, "Now I cant seem to resolve dns names from the linux box docker-traefik is running on. I keep getting \"Temporary failure resolving \" both inside and outside the docker containers.", "u1")
    b3 = (U, "my  /etc/resolv.conf file has the following:\nnameserver 127.0.0.53\noptions edns0 trust-ad", "u1")
    b4 = (U, "if I do a \"sudo service network-manager restart\" then for a second i can do name resolutions.", "u1")
    b5 = (U, "Please can anyone help me out here.", "u1")
    b6 = "I have a similar issue. Did you resolve it? (no pun intended!)"
    rec(NA_TRAEFIK139, [t], b1[1], True, "pronoun", ["your guide"], "I followed the Docker-Traefik guide and everything worked until recently, when my Linux box lost internet.", author="u1")
    rec(NA_TRAEFIK139, [t, b1], b2[1], True, "ellipsis", [], "Now I can't resolve DNS names on the Linux box running Docker-Traefik: 'Temporary failure resolving' both inside and outside the Docker containers.", author="u1")
    rec(NA_TRAEFIK139, [t, b1, b2], b3[1], True, "ellipsis", [], "On my Docker-Traefik host that can't resolve DNS names, /etc/resolv.conf has nameserver 127.0.0.53 and options edns0 trust-ad.", author="u1")
    rec(NA_TRAEFIK139, [t, b1, b2, b3], b4[1], True, "ellipsis", [], "After `sudo service network-manager restart`, my Docker-Traefik host can resolve names for a second, then 'Temporary failure resolving' returns.", author="u1")
    rec(NA_TRAEFIK139, [t, b1, b2, b3, b4], b5[1], True, "ellipsis", [], "Can anyone help with DNS resolution failing on my Docker-Traefik host inside and outside containers?", author="u1")
    rec(NA_TRAEFIK139, [t, b1, b2, b3, b4, b5], b6, True, "pronoun", ["a similar issue", "it"], "I have a similar DNS failure on my Docker-Traefik host; did you resolve it?", author="u2")

    t = (U, "[Errno -3] Temporary failure in name resolution',))", "u1")
    c1 = (U, "If login to the terminal of docker:", "u1")
    c2 = (U, "@talebook it's a great work of this project, and the combination of the intended functions are beautiful.", "u1")
    c3 = (A, "just try change the content of /etc/resolv.conf to:\n`nameserver 8.8.8.8`", "u2")
    rec(NA_TALEBOOK85, [t], c1[1], True, "ellipsis", [], "Logged in to the terminal of talebook's Docker container, I also get '[Errno -3] Temporary failure in name resolution'.", author="u1")
    rec(NA_TALEBOOK85, [t, c1], c2[1], True, "pronoun", ["this project"], "talebook is great work, and the combination of its intended functions is beautiful.", author="u1")
    # A bare fix, offered for the thread's error (ruling before df38): a follow-up.
    rec(NA_TALEBOOK85, [t, c1, c2], c3[1], True, "ellipsis", [], "To fix '[Errno -3] Temporary failure in name resolution' in talebook's Docker container, change /etc/resolv.conf to `nameserver 8.8.8.8`.", author="u2")
    rec(NA_TALEBOOK85, [t, c1, c2, c3], "It works like a charm.  \n\nThank you.", True, "pronoun", ["It"], "Setting nameserver 8.8.8.8 in /etc/resolv.conf fixed talebook's name resolution failure like a charm; thank you.", author="u1")
    lend(NA_TALEBOOK85, [t], NA_B_MINET, SAME, NA_MINET636)
    lend(NA_TALEBOOK85, [t, c1], NA_B_AORT, SAME, NA_AORT13)

    t = (U, "DNS server doesn't solve all addresses", "u1")
    d1 = "the problem is the following. The DNS server solves all addresses related to the docker containers but no others. So I'm able to access the other containers but `apt-get update` for example will fail."
    rec(NA_DOCKERDNS3, [t], d1, True, "pronoun", ["the problem", "The DNS server"], "docker-dns's DNS server resolves the addresses of Docker containers but no others, so I can reach the other containers but `apt-get update` fails.", author="u1")
    lend(NA_DOCKERDNS3, [t], NA_B_PINGMS, SAME, NA_PENGWIN183)
    lend(NA_DOCKERDNS3, [t], NA_B_NSLOOKUP, SAME, NA_REDISCTL29)

    t = (U, "ping: www.microsoft.com: Temporary failure in name resolution", "u1")
    e1 = (U, "**Describe the bug**\nCan't connect to Internet (no Name resolving)", "u1")
    e2 = (U, "**To Reproduce**\nSteps to reproduce the behavior:\n1. Type 'ping www.microsoft.com", "u1")
    e3 = (U, "**Additional context**\nI tried different hosts. No other Domains are resolved.", "u1")
    e4 = (U, "I also installed openSUSE through the Windows Store and there the ping works perfectly.", "u1")
    rec(NA_PENGWIN183, [t], e1[1], True, "ellipsis", [], "Pengwin can't connect to the internet: no name resolution.", author="u1")
    rec(NA_PENGWIN183, [t, e1], e2[1], True, "ellipsis", [], "To reproduce Pengwin's name resolution failure, type 'ping www.microsoft.com'.", author="u1")
    rec(NA_PENGWIN183, [t, e1, e2], e3[1], True, "ellipsis", [], "In Pengwin I tried different hosts; no domain resolves.", author="u1")
    # Another product (openSUSE on WSL) named in full, nothing of the project (ruling before df37): a trap.
    rec(NA_PENGWIN183, [t, e1, e2, e3], e4[1], False, SAME, [], None, author="u1")
    rec(NA_PENGWIN183, [t, e1, e2, e3, e4], "**Windows Build**\n\n18277 Insider Preview", True, "ellipsis", [], "Pengwin's name resolution fails on Windows build 18277 Insider Preview.", author="u1")

    t = (U, "Retry by default a subset of NewConnectionError", "u1")
    # The error names the library it comes from (urllib3) in full (rule 1): a trap, here as where it is lent.
    rec(NA_MINET636, [t], NA_B_MINET, False, SAME, [], None, author="u1")
    lend(NA_MINET636, [t], NA_B_GAI, SAME, NA_NICEGUI900)
    lend(NA_MINET636, [t], NA_B_AORT, SAME, NA_AORT13)

    t = (U, "urllib.error.URLError: <urlopen error [Errno -3] Temporary failure in name resolution>`", "u1")
    f1 = "Closing the issue due to inactivity (+ frankly I don't know how to approach this either, feels like a problem with *your* machine's network access to me). Feel free to open a new issue if the problem persists."
    rec(NA_HIMAWARI71, [t], f1, True, "pronoun", ["the issue", "this", "the problem"], "Closing himawaripy's 'urlopen error [Errno -3] Temporary failure in name resolution' issue for inactivity; it looks like a problem with the user's network access. Open a new issue if it persists.", author="u2")
    lend(NA_HIMAWARI71, [t], NA_B_WECHALL, SAME, NA_OTW70)
    lend(NA_HIMAWARI71, [t], NA_B_NSLOOKUP, SAME, NA_REDISCTL29)

    t = (U, "error-3", "u1")
    g2 = "Hello,\nThe issue is lacking detail. Please could you provide more information on what you are doing and what is happening (and what should happen).\nPlease re-open the issue with it."
    rec(NA_SECLISTS356, [t], NA_URLERR, True, "ellipsis", [], "Using SecLists I get '<urlopen error [Errno -3] Temporary failure in name resolution>'.", author="u1")
    rec(NA_SECLISTS356, [t, (U, NA_URLERR, "u1")], g2, True, "pronoun", ["The issue", "it"], "The SecLists 'urlopen error [Errno -3]' issue lacks detail: please reopen it with what you are doing, what happens and what should happen.", author="u2")
    lend(NA_SECLISTS356, [t], NA_B_AORT, SAME, NA_AORT13)

    t = (U, "Build throwing python error", "u1")
    h1 = (U, "When launching docker it throws an error with python 3.11. Originally thought NO-IPs MFA would be an issue however it persists with MFA both enabled and disabled", "u1")
    h3 = (U, "Output:\n```\nStatus: Image is up to date for simaofsilva/noip-renewer:debian\ndocker.io/simaofsilva/noip-renewer:debian\nOpening browser\n```", "u1")
    h4 = "Throws:\n```python\nTraceback (most recent call last):\n  File \"/root/.local/lib/python3.11/site-packages/urllib3/connection.py\", line 1                 74, in _new_conn\n    conn = connection.create_connection(\n  File \"/usr/local/lib/python3.11/socket.py\", line 962, in getaddrinfo\n    for res in _socket.getaddrinfo(host, port, family, type, proto, flags):\nsocket.gaierror: [Errno -3] Temporary failure in name resolution\n```"
    rec(NA_NOIP25, [t], h1[1], True, "ellipsis", [], "Launching noip-renewer's Docker image throws a Python 3.11 error, with No-IP's MFA both enabled and disabled.", author="u1")
    # The commands it ran, with no output and no purpose of their own: what they do is only the thread's.
    rec(NA_NOIP25, [t, h1], NA_NOIPRUN, True, "ellipsis", [], "These are the commands I run for noip-renewer that throw the Python error: docker pull simaofsilva/noip-renewer:debian, then docker run --rm -it simaofsilva/noip-renewer:debian $EMAIL $PASSWORD.", author="u1")
    rec(NA_NOIP25, [t, h1, (U, NA_NOIPRUN, "u1")], h3[1], True, "ellipsis", [], "noip-renewer's Docker output is 'Status: Image is up to date for simaofsilva/noip-renewer:debian ... Opening browser' before the Python error.", author="u1")
    rec(NA_NOIP25, [t, h1, (U, NA_NOIPRUN, "u1"), h3], h4, True, "ellipsis", [], "After 'Opening browser', noip-renewer's Docker run throws socket.gaierror: [Errno -3] Temporary failure in name resolution from urllib3.", author="u1")

    t = (U, "trials all failed while using docker container", "u1")
    i1 = "I also encountered a similar problem, my  trial's log is as follows："
    rec(NA_NNI1100, [t], i1, True, "ellipsis", ["a similar problem"], "My NNI trials also all fail in a Docker container; my trial's log follows.", author="u2")
    rec(NA_NNI1100, [t, (U, i1, "u2")], NA_NNILOG, True, "ellipsis", [], "My NNI trial in a Docker container logs 'ERROR (mnist_AutoML/MainThread) <urlopen error [Errno -3] Temporary failure in name resolution>'.", author="u2")
    lend(NA_NNI1100, [t], NA_B_MINET, SAME, NA_MINET636)

    t = (U, "URLError", "u1")
    j1 = (U, "I just started off with ch1 and I bumped into this thing. Now I'm stuck in example-2", "u1")
    rec(NA_MTSW221, [t], j1[1], True, "pronoun", ["this thing"], "I just started chapter 1 of Mining the Social Web and got a URLError; I'm stuck in example 2.", author="u1")
    rec(NA_MTSW221, [t, j1], "`URLError: " + NA_URLERR + "`", True, "ellipsis", [], "Mining the Social Web's chapter 1 example 2 fails with 'URLError: <urlopen error [Errno -3] Temporary failure in name resolution>'.", author="u1")
    lend(NA_MTSW221, [t, j1], NA_B_WECHALL, SAME, NA_OTW70)

    t = (U, "Facing this error", "u1")
    k1 = "Traceback (most recent call last):\n  File \"/usr/local/lib/python3.11/dist-packages/urllib3/connection.py\", line 169, in _new_conn\n    conn = connection.create_connection(\n  File \"/usr/lib/python3.11/socket.py\", line 962, in getaddrinfo\n    for res in _socket.getaddrinfo(host, port, family, type, proto, flags):\nsocket.gaierror: [Errno -3] Temporary failure in name resolution"
    # A traceback through urllib3 and socket only, naming nothing of CloudFlair: the project is left to the thread.
    rec(NA_CLOUDFLAIR69, [t], k1, True, "ellipsis", [], "CloudFlair fails with socket.gaierror: [Errno -3] Temporary failure in name resolution from urllib3's connection.", author="u1")
    lend(NA_CLOUDFLAIR69, [t], NA_B_AORT, SAME, NA_AORT13)
    lend(NA_CLOUDFLAIR69, [t], NA_B_PINGMS, SAME, NA_PENGWIN183)

    t = (U, "[Errno -3] Temporary failure in name resolution", "u1")
    l1 = (A, "This doesn't look like a problem on our side, just a temporary(?) failure o DNS resolution. I'll close this until get more reports or more context.", "u2")
    rec(NA_COMMUNEX10, [t], l1[1], True, "pronoun", ["This", "this"], "communex's '[Errno -3] Temporary failure in name resolution' doesn't look like a communex problem, just a temporary DNS failure; closing until more reports or context.", author="u2")
    rec(NA_COMMUNEX10, [t, l1], "Yes the person that was getting it, resolved by running again", True, "pronoun", ["it"], "The person getting communex's '[Errno -3] Temporary failure in name resolution' resolved it by running again.", author="u3")
    lend(NA_COMMUNEX10, [t], NA_B_GAI, SAME, NA_NICEGUI900)

    t = (U, "socket.gaierror: [Errno -3] Temporary failure in name resolution", "u1")
    m1 = (U, "Hi. So when I'm running the code, i get this error. I directly took the code from this repo, so it shouldn't be with anything wrong with the code I have.", "u1")
    m2 = (U, "I'm running on Visual Studio Code via Ubuntu 20.04, using python 3.8. Any help is appreciated!", "u1")
    rec(NA_CHATWEB7, [t], m1[1], True, "pronoun", ["the code", "this error", "this repo"], "Running Chat-Web-App's code unchanged, I get socket.gaierror: [Errno -3] Temporary failure in name resolution.", author="u1")
    rec(NA_CHATWEB7, [t, m1], m2[1], True, "ellipsis", [], "I get Chat-Web-App's socket.gaierror [Errno -3] running it in Visual Studio Code on Ubuntu 20.04 with Python 3.8; any help?", author="u1")
    rec(NA_CHATWEB7, [t, m1, m2], "For some reason, this stopped showing up after i was running this in terminal. Over and out.", True, "pronoun", ["this", "this"], "Chat-Web-App's socket.gaierror stopped showing up once I ran it in a terminal instead of VS Code.", author="u1")
    lend(NA_CHATWEB7, [t], NA_B_NSLOOKUP, SAME, NA_REDISCTL29)

    t = (U, "Error: [Errno -3] Temporary failure in name resolution", "u1")
    n1 = (U, "Getting below error when trying to run  python main.py :", "u1")
    n2 = (U, "Traceback (most recent call last):\n  File \"main.py\", line 12, in <module>\n    main()\n  File \"/home/user/redis-ctl/app/core.py\", line 169, in init_stats_client\n    return Client(**config.OPEN_FALCON)\n  File \"/home/user/redis-ctl/thirdparty/openfalcon.py\", line 36, in reconnect\n    self.socket = socket.create_connection(self.write_addr)\nsocket.gaierror: [Errno -3] Temporary failure in name resolution", "u1")
    n3 = (A, "Seems like a problem with your DNS.", "u2")
    n4 = (U, "How to resolve ? any idea ? I have changed the IP in main.py file", "u1")
    rec(NA_REDISCTL29, [t], n1[1], True, "ellipsis", [], "Running redis-ctl's python main.py gives '[Errno -3] Temporary failure in name resolution'.", author="u1")
    rec(NA_REDISCTL29, [t, n1], n2[1], False, SAME, [], None, author="u1")
    rec(NA_REDISCTL29, [t, n1, n2], n3[1], True, "ellipsis", [], "redis-ctl's '[Errno -3] Temporary failure in name resolution' at startup looks like a problem with your DNS.", author="u2")
    rec(NA_REDISCTL29, [t, n1, n2, n3], n4[1], True, "ellipsis", [], "How do I resolve the DNS problem behind redis-ctl's '[Errno -3] Temporary failure in name resolution'? I changed the IP in main.py.", author="u1")
    rec(NA_REDISCTL29, [t, n1, n2, n3, n4], NA_B_NSLOOKUP, False, SAME, [], None, author="u2")

    t = (U, "Temporary failure in name resolution", "u1")
    rec(NA_OTW70, [t], NA_B_WECHALL, False, SAME, [], None, author="u1")
    lend(NA_OTW70, [t], NA_B_MINET, SAME, NA_MINET636)

    t = (U, "Error while searching", "u1")
    rec(NA_AORT13, [t], NA_B_AORT, False, SAME, [], None, author="u1")
    lend(NA_AORT13, [t], NA_B_MINET, SAME, NA_MINET636)
    lend(NA_AORT13, [t], NA_B_WECHALL, SAME, NA_OTW70)

    t = (U, "socket.gaierror: [Errno -3] Temporary failure in name resolution", "u1")
    o1 = "Traceback (most recent call last):\n  File \"/usr/lib/python3.8/urllib/request.py\", line 1354, in do_open\n    h.request(req.get_method(), req.selector, req.data, headers,\n  File \"/usr/lib/python3.8/socket.py\", line 918, in getaddrinfo\n    for res in _socket.getaddrinfo(host, port, family, type, proto, flags):\nsocket.gaierror: [Errno -3] Temporary failure in name resolution"
    rec(NA_PYTUBE1776, [t], o1, True, "ellipsis", [], "pytube fails with socket.gaierror: [Errno -3] Temporary failure in name resolution from urllib.request.", author="u1")
    lend(NA_PYTUBE1776, [t], NA_B_WECHALL, SAME, NA_OTW70)

    t = (A, "Ignore socket failures and just use localhost", "u1")
    p2 = (A, "The simplest solution is to just ignore them and roll with localhost. This is implemented with this PR.", "u1")
    rec(NA_NICEGUI900, [t], NA_B_GAI, False, SAME, [], None, author="u1")
    rec(NA_NICEGUI900, [t, (A, NA_B_GAI, "u1")], p2[1], True, "pronoun", ["them", "This"], "The simplest fix for nicegui's socket.gaierror [Errno -3] from getaddrinfo is to ignore it and use localhost, as a nicegui pull request does.", author="u1")
    rec(NA_NICEGUI900, [t, (A, NA_B_GAI, "u1"), p2], "👍", True, "ellipsis", [], "I approve nicegui's change to ignore getaddrinfo failures and use localhost.", author="u2")


# ---- Python extension modules on Windows missing a DLL: "ImportError: DLL load failed: The specified module could not be found", "DLL load failed while importing X", the Visual C++ Redistributable ----
DL_CHATBOT4 = GH + "llSourcell/chatbot_tutorial/issues/4"
DL_PICHECK1 = GH + "ADsecu/pi-checker/issues/1"
DL_BELLY46 = GH + "scorelab/BellyDynamic/issues/46"
DL_LAZAGNE55 = GH + "AlessandroZ/LaZagne/issues/55"
DL_STARLESS18 = GH + "rantonels/starless/issues/18"
DL_DFL5353 = GH + "iperov/DeepFaceLab/issues/5353"
DL_PYI2307 = GH + "pyinstaller/pyinstaller/issues/2307"
DL_IRIS169 = GH + "mozilla/iris/issues/169"
DL_CTK40 = GH + "avalon60/ctk_theme_builder/issues/40"
DL_ANIM11 = GH + "Nor-s/Anim/issues/11"
DL_TUDAT746 = GH + "tudat-team/tudatpy/issues/746"
DL_FRANKMO26 = GH + "carlosedubarreto/frankmocap_win_install/issues/26"
DL_CLESP102 = GH + "clEsperanto/pyclesperanto/issues/102"
DL_SCIPP1007 = GH + "scipp/scipp/issues/1007"
DL_B_MEDIA = "2. Windows N and KN editions do not include Media Feature Pack which is required by OpenCV. If you are using Windows N or KN edition, please install also [Windows Media Feature Pack](https://www.microsoft.com/en-us/download/details.aspx?id=16546)."
DL_B_PIPCONDA = "When installing compiled packages with pip, it is relying on the platform to provide the C++ libraries.  For conda that's not the case."
DL_B_SCIPPCMD = "- `conda create -n scipp -c conda-forge -c scipp/label/dev scipp`\n- `import scipp` fails with `ImportError: DLL load failed: The specified module could not be found.` at https://github.com/scipp/scipp/blob/90f6eb1e96f81979151fe06222f67c2b91f0022e/python/src/scipp/__init__.py#L13."
DL_B_MSVC = "tl;dr:\nmissing some dll from MSVC, one should install all the available Visual C++ Redistributable from the official website. If still not enough one should test compilation with extra flag `/d2FH4-`"
DL_B_LAZLOG = "laZagne --version\nTraceback (most recent call last):\n  File \"<string>\", line 20, in <module>\n  File \"C:\\Users\\tuquo\\Desktop\\LaZagne\\build\\LaZagne\\out00-PYZ.pyz\\softwares.browsers.chrome\", line 3, in <module>\n  File \"C:\\Users\\tuquo\\Desktop\\pyinstaller-develop\\PyInstaller\\loader\\pyi_importers.py\", line 420, in load_module\nImportError: DLL load failed: The specified module could not be found."
DL_B_BELLYRUN = "Not entirely sure if this is a problem on my end or one of the program, but when trying to run                  \"python ./bellydynamic-adv/SchemaGraph.py\" as specified in the wiki the following error is returned: ImportError: DLL load failed: The specified module could not be found."
DL_STARLESS = "Console returns: from . import multiarray ImportError: DLL load failed while importing multiarray: The specified module could not be found. No possible fixes found by me."
DL_MEDIAPIPE = "DLL load failed while importing _framework_bindings: The specified module could not be found."


def _dllload(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "ImportError: DLL load failed: The specified module could not be found.", "u1")
    a1 = "Whenever I run main.py it gives me the following error, `ImportError: DLL load failed: The specified module could not be found.`  Does anybody have a solution to this error.  I downloaded all the requirements for this program to run."
    rec(DL_CHATBOT4, [t], a1, True, "pronoun", ["this program"], "Whenever I run chatbot_tutorial's main.py I get 'ImportError: DLL load failed: The specified module could not be found', though I installed all its requirements; is there a solution?", author="u1")
    lend(DL_CHATBOT4, [t], DL_B_MEDIA, SAME, DL_IRIS169)
    lend(DL_CHATBOT4, [t], DL_B_LAZLOG, SAME, DL_LAZAGNE55)

    rec(DL_PICHECK1, [t], "Never mind - I was being an idiot... :(", True, "ellipsis", [], "Never mind pi-checker's 'ImportError: DLL load failed' - it was my own mistake.", author="u2")
    lend(DL_PICHECK1, [t], DL_B_PIPCONDA, SELF, DL_TUDAT746)
    lend(DL_PICHECK1, [t], DL_B_SCIPPCMD, SAME, DL_SCIPP1007)

    t = (U, "Google Code-In 2018 - ImportError: DLL load failed", "u1")
    b2 = (U, "It concerned the importlib module, of which I already have. I have a Windows OS, and therefore was only able to follow the Wiki instructions of \"Getting Started\" until the chmod commands - before that, I transposed the Linux commands to those of Windows.", "u1")
    b3 = (U, "As a consequence of this, perhaps in the future there should be set-up and use information for Windows users in the wiki, as well as specifying in the README that such information for any OS user can be accessed in the wiki, for the README so far is potentially confusing.", "u1")
    b4 = "Coda: The BellyDynamic logo should also appear in the README :)"
    # The command run and the error it got, quoted in full (ruling before df37); "this" points inside.
    rec(DL_BELLY46, [t], DL_B_BELLYRUN, False, SELF, [], None, author="u1")
    rec(DL_BELLY46, [t, (U, DL_B_BELLYRUN, "u1")], b2[1], True, "pronoun", ["It"], "BellyDynamic's SchemaGraph.py 'DLL load failed' concerned the importlib module, which I have; on Windows I could only follow the wiki's Getting Started until the chmod commands, translating the Linux commands before that.", author="u1")
    rec(DL_BELLY46, [t, (U, DL_B_BELLYRUN, "u1"), b2], b3[1], True, "pronoun", ["this", "the wiki", "the README"], "BellyDynamic's wiki should have setup and usage information for Windows users, and its README should say that such information is in the wiki.", author="u1")
    rec(DL_BELLY46, [t, (U, DL_B_BELLYRUN, "u1"), b2, b3], b4, False, SAME, [], None, author="u1")

    t = (U, "ImportError: DLL load failed: The specified module could not be found.", "u1")
    c1 = (U, "Microsoft Windows Version 6.0.6002 Server 2008 SP2 Standard x64", "u1")
    c3 = "I fixed this issue for many windows version. I see that some still have it. I have to import some specific DLL when I build the executable file. \nI don't know which one is missing for you. I will take a look when I will have some time."
    rec(DL_LAZAGNE55, [t], c1[1], True, "ellipsis", [], "LaZagne gives 'ImportError: DLL load failed' on Microsoft Windows 6.0.6002 Server 2008 SP2 Standard x64.", author="u1")
    rec(DL_LAZAGNE55, [t, c1], DL_B_LAZLOG, False, SAME, [], None, author="u1")
    rec(DL_LAZAGNE55, [t, c1, (U, DL_B_LAZLOG, "u1")], c3, True, "pronoun", ["this issue", "it", "which one"], "I fixed LaZagne's 'DLL load failed' for many Windows versions by importing specific DLLs when building the executable; I don't know which DLL is missing on Windows Server 2008 and will look later.", author="u2")

    # The thread is its title alone (a bare error): only lent rows after it.
    t = (U, DL_STARLESS, "u1")
    lend(DL_STARLESS18, [t], DL_B_MEDIA, SAME, DL_IRIS169)
    lend(DL_STARLESS18, [t], DL_B_PIPCONDA, SELF, DL_TUDAT746)

    t = (U, "The Specified module could not be found", "u1")
    d1 = "It is showing that the \"Import error : DLL load failed the specified module could not be found\" how to resolve it ?"
    rec(DL_DFL5353, [t], d1, True, "pronoun", ["It"], "DeepFaceLab shows 'Import error: DLL load failed: the specified module could not be found'; how do I resolve it?", author="u1")
    lend(DL_DFL5353, [t], DL_B_MSVC, SAME, DL_CLESP102)
    lend(DL_DFL5353, [t, (U, d1, "u1")], DL_B_SCIPPCMD, SAME, DL_SCIPP1007)

    t = (A, "\"ImportError: DLL load failed\" should give hint about Visual C++ 2010 Redistributable Package missing", "u1")
    rec(DL_PYI2307, [t], "Follow up to https://github.com/pyinstaller/pyinstaller/issues/1840#issuecomment-244711231", True, "ellipsis", [], "PyInstaller's 'ImportError: DLL load failed' should hint that the Visual C++ 2010 Redistributable may be missing, following up https://github.com/pyinstaller/pyinstaller/issues/1840#issuecomment-244711231", author="u1")
    lend(DL_PYI2307, [t], DL_B_MSVC, SAME, DL_CLESP102)
    lend(DL_PYI2307, [t], DL_B_LAZLOG, SAME, DL_LAZAGNE55)

    t = (U, "OpenCv python wrapper fails to compile in Windows 7/10 using python version greater than 3.5.3", "u1")
    e1 = (U, "Problems importing module:\nDLL load failed: The specified module could not be found.", "u1")
    e2 = (U, "[Scenario]: Import fails on Windows: ImportError: DLL load failed: The specified module could not be found.?", "u1")
    e3 = (U, "1. If the import fails on Windows, make sure you have [Visual C++ redistributable 2015](https://www.microsoft.com/en-us/download/details.aspx?id=48145) installed. If you are using older Windows version than Windows 10 and latest system updates are not installed, [Universal C Runtime](https://support.microsoft.com/en-us/help/2999226/update-for-universal-c-runtime-in-windows) might be also required.", "u1")
    rec(DL_IRIS169, [t], e1[1], True, "ellipsis", [], "Importing the OpenCV Python wrapper for iris on Windows with Python above 3.5.3 fails: 'DLL load failed: The specified module could not be found.'", author="u1")
    rec(DL_IRIS169, [t, e1], e2[1], True, "ellipsis", [], "What to do when importing OpenCV for iris fails on Windows with 'ImportError: DLL load failed: The specified module could not be found'?", author="u1")
    rec(DL_IRIS169, [t, e1, e2], e3[1], True, "pronoun", ["the import"], "If importing OpenCV fails on Windows with 'DLL load failed', install the Visual C++ Redistributable 2015, and on Windows older than 10 without the latest updates, the Universal C Runtime.", author="u1")
    rec(DL_IRIS169, [t, e1, e2, e3], DL_B_MEDIA, False, SAME, [], None, author="u1")
    lend(DL_IRIS169, [t], DL_B_BELLYRUN, SELF, DL_BELLY46)

    t = (U, "ImportError: DLL load failed while importing _cext: The specified module could not be found.", "u1")
    f1 = (U, "~~i tried importing matplotlib inside a manually recreated venv and that also caused the error so its something with matplotlib in the  venv~~", "u2")
    f2 = (U, "matplot lib stopped working completely on my system inside or outside of a venv", "u2")
    f3 = (U, "i figured it out the fix was installing the [visual studio redistributables](https://learn.microsoft.com/en-US/cpp/windows/latest-supported-vc-redist?view=msvc-170) but i made a mistake and downloaded the wrong version and didnt care to double check\nsorry the inconvenience", "u2")
    rec(DL_CTK40, [t], f1[1], True, "ellipsis", ["the error"], "Importing matplotlib inside a manually recreated venv also raised 'DLL load failed while importing _cext', so ctk_theme_builder's error comes from matplotlib in the venv.", author="u2")
    # A complete statement naming its own subject (matplotlib) and saying nothing of the project.
    rec(DL_CTK40, [t, f1], f2[1], False, SAME, [], None, author="u2")
    rec(DL_CTK40, [t, f1, f2], f3[1], True, "ellipsis", ["the fix"], "The fix for matplotlib's 'DLL load failed while importing _cext' was installing the Visual Studio redistributables (https://learn.microsoft.com/en-US/cpp/windows/latest-supported-vc-redist?view=msvc-170); I had downloaded the wrong version.", author="u2")
    rec(DL_CTK40, [t, f1, f2, f3], "No problem; pleased it's sorted.", True, "pronoun", ["it"], "No problem; pleased the _cext DLL load failure is sorted.", author="u3")

    t = (A, "[BUG] When pressing the mediapipe button", "u1")
    g2 = "It's likely due to the missing Visual C++ redistributable packages for Visual Studio 2015, 2017 and 2019. You can download vc_redist.x64.exe from https://support.microsoft.com/en-us/topic/the-latest-supported-visual-c-downloads-2647da03-1eea-4433-9aff-95f26a218cc0."
    rec(DL_ANIM11, [t], DL_MEDIAPIPE, True, "ellipsis", [], "Pressing Anim's mediapipe button fails with 'DLL load failed while importing _framework_bindings: The specified module could not be found.'", author="u1")
    rec(DL_ANIM11, [t, (A, DL_MEDIAPIPE, "u1")], g2, True, "pronoun", ["It's"], "Anim's mediapipe 'DLL load failed while importing _framework_bindings' is likely due to missing Visual C++ redistributables for Visual Studio 2015-2019; download vc_redist.x64.exe from Microsoft.", author="u1")
    lend(DL_ANIM11, [t], DL_B_PIPCONDA, SELF, DL_TUDAT746)

    t = (A, "ImportError: DLL load failed", "u1")
    h1 = (A, "In the past there have been reports of windows users who got an error about missing DLLs when importing tudatpy (see e.g. #119, #171).", "u1")
    h2 = (A, "I recently came across the following FAQ entry, which suggests that the issue is a missing Visual C++ Redistributable: https://cibuildwheel.pypa.io/en/stable/faq/#windows-importerror-dll-load-failed-the-specific-module-could-not-be-found.", "u1")
    h3 = (A, "While this is from a build system for pip packages, I suspect that the underlying issue might be similar for conda packages?", "u1")
    h4 = (A, "My guess is this happens when the environment is borked in some way.  Since TUDAT is not compiled with MSVC (we do conda only builds at the moment), so there should never be a need for the Visual C++ Redistributable.", "u2")
    h6 = "My guess is, this happens when the conda package providing the C++ runtime (libstdc++) or other C++ dependencies change.  This could be because of an incomplete environment update.  Recreating the environment is the first thing to try."
    # A complete report naming tudatpy and the error (rule 1).
    rec(DL_TUDAT746, [t], h1[1], False, SAME, [], None, author="u1")
    rec(DL_TUDAT746, [t, h1], h2[1], True, "ellipsis", ["the issue"], "A cibuildwheel FAQ entry suggests tudatpy's 'DLL load failed' on Windows is a missing Visual C++ Redistributable: https://cibuildwheel.pypa.io/en/stable/faq/#windows-importerror-dll-load-failed-the-specific-module-could-not-be-found", author="u1")
    rec(DL_TUDAT746, [t, h1, h2], h3[1], True, "pronoun", ["this", "the underlying issue"], "The cibuildwheel FAQ on 'DLL load failed' is for pip packages; is the underlying missing Visual C++ Redistributable similar for tudatpy's conda packages?", author="u1")
    rec(DL_TUDAT746, [t, h1, h2, h3], h4[1], True, "pronoun", ["this"], "tudatpy's 'DLL load failed' probably happens when the environment is broken: TUDAT is not compiled with MSVC (conda-only builds), so it never needs the Visual C++ Redistributable.", author="u2")
    rec(DL_TUDAT746, [t, h1, h2, h3, h4], DL_B_PIPCONDA, False, SELF, [], None, author="u2")
    rec(DL_TUDAT746, [t, h1, h2, h3, h4, (A, DL_B_PIPCONDA, "u2")], h6, True, "pronoun", ["this"], "tudatpy's 'DLL load failed' may happen when the conda package providing the C++ runtime (libstdc++) or other C++ dependencies changes, e.g. after an incomplete environment update; recreate the environment first.", author="u2")

    t = (U, "Multiple errors with Execution test", "u1")
    i1 = (U, "all of these files are available to conda...I'm getting it from the conda folders....so why am I having to copy them over?", "u2")
    i2 = (U, "I think these errors are being caused by conda or the virtual environment setup itself. I think if I try this outside of conda it might work.", "u2")
    i3 = (U, "I tried to install pywin32 manually from here https://github.com/mhammond/pywin32\nand when I try to install it from the conda environment i get the same DLL load failed error.", "u2")
    i4 = (U, "I installed it outside of conda but it didn't fix it so I reinstalled it back in the conda environment using 'pip install pywin32' but I still get the ImportError: DLL load failed", "u2")
    i5 = "just to be sure, can you try this..\n\nstart from the begin using this repository. (it was forked by the time I did the tutorial.)\n\nhttps://github.com/carlosedubarreto/frankmocap"
    rec(DL_FRANKMO26, [t], i1[1], True, "pronoun", ["these files", "them"], "The DLL files frankmocap_win_install's execution test wants are available to conda; why do I have to copy them over from the conda folders?", author="u2")
    rec(DL_FRANKMO26, [t, i1], i2[1], True, "pronoun", ["these errors", "this"], "I think frankmocap_win_install's execution test errors are caused by conda or the virtual environment setup; it might work outside conda.", author="u2")
    rec(DL_FRANKMO26, [t, i1, i2], i3[1], True, "ellipsis", ["the same DLL load failed error"], "Installing pywin32 manually (https://github.com/mhammond/pywin32) in the conda environment for frankmocap_win_install gives the same 'DLL load failed' error.", author="u2")
    rec(DL_FRANKMO26, [t, i1, i2, i3], i4[1], True, "pronoun", ["it"], "Installing pywin32 outside conda didn't fix frankmocap_win_install's DLL load failure, and after `pip install pywin32` back in the conda environment I still get 'ImportError: DLL load failed'.", author="u2")
    rec(DL_FRANKMO26, [t, i1, i2, i3, i4], i5, True, "pronoun", ["this", "this repository", "the tutorial"], "To be sure about frankmocap_win_install's DLL load failure, start again from https://github.com/carlosedubarreto/frankmocap, the fork the tutorial used.", author="u3")

    t = (A, "windows: ImportError: DLL load failed: The specific module could not be found", "u1")
    j1 = (A, "For now error is mainly encounter when one is building the package from source but not when installing from CI-generated wheels. Need more tests to make sure.", "u1")
    j2 = (A, "Possible solution can be found here: \n- [cibuildhweel doc](https://cibuildwheel.readthedocs.io/en/stable/faq/#windows-importerror-dll-load-failed-the-specific-module-could-not-be-found)", "u1")
    j4 = "👋 @CherifMZ \nyou can have a look when you have the time, if installing the Redistributable are not enough I will try to integrate the flag to the build later on"
    rec(DL_CLESP102, [t], j1[1], True, "ellipsis", ["the package"], "pyclesperanto's Windows 'DLL load failed' is mainly met when building the package from source, not when installing the CI-built wheels.", author="u1")
    rec(DL_CLESP102, [t, j1], j2[1], True, "ellipsis", [], "A possible solution to pyclesperanto's Windows 'DLL load failed' is in the cibuildwheel FAQ: https://cibuildwheel.readthedocs.io/en/stable/faq/#windows-importerror-dll-load-failed-the-specific-module-could-not-be-found", author="u1")
    rec(DL_CLESP102, [t, j1, j2], DL_B_MSVC, False, SAME, [], None, author="u1")
    rec(DL_CLESP102, [t, j1, j2, (A, DL_B_MSVC, "u1")], j4, True, "pronoun", ["the Redistributable", "the flag", "the build"], "If installing the Visual C++ Redistributables doesn't fix pyclesperanto's Windows DLL load failure, the /d2FH4- flag will be added to pyclesperanto's build.", author="u1")

    t = (U, "conda package on Windows does not work", "u1")
    k1 = (U, "Steps to reproduce:\n- Install fresh Anaconda with Python3 as per instructions https://docs.anaconda.com/anaconda/install/windows/", "u1")
    k3 = (U, "Things we tried:\n- It works for Piotr with an existing Anaconda install. We failed to determine the difference.\n- Does not work with the release channel either.", "u1")
    k4 = "Yes, this is due to the addition of dependencies that are available via conda-forge. This is how the package solver is designed and it has in fact done exactly what it was asked, just that is not always what you want."
    rec(DL_SCIPP1007, [t], k1[1], True, "ellipsis", [], "To reproduce scipp's conda package not working on Windows, first install a fresh Anaconda with Python 3.", author="u1")
    rec(DL_SCIPP1007, [t, k1], DL_B_SCIPPCMD, False, SAME, [], None, author="u1")
    rec(DL_SCIPP1007, [t, k1, (U, DL_B_SCIPPCMD, "u1")], k3[1], True, "ellipsis", [], "scipp's conda package works for Piotr with an existing Anaconda install, for reasons we couldn't find, and its release channel fails with DLL load failed too.", author="u1")
    rec(DL_SCIPP1007, [t, k1, (U, DL_B_SCIPPCMD, "u1"), k3], k4, True, "pronoun", ["this"], "scipp's conda package failing on Windows is due to dependencies added via conda-forge: the conda solver did what it was asked, which is not always what you want.", author="u2")
    rec(DL_SCIPP1007, [t, k1, (U, DL_B_SCIPPCMD, "u1"), k3, (A, k4, "u2")], "I'll at least update the docs since they don't actually mention the need for conda-forge.", True, "pronoun", ["the docs", "they"], "I'll update scipp's documentation, since it doesn't mention that installing scipp needs conda-forge.", author="u2")


# ---- static code linked into shared objects: "relocation R_X86_64_32 against `.rodata' can not be used when making a shared object; recompile with -fPIC", CMAKE_POSITION_INDEPENDENT_CODE ----
PI_CTNG955 = GH + "crosstool-ng/crosstool-ng/issues/955"
PI_DRAWSVG1 = GH + "462cmu/asst1_drawsvg/issues/1"
PI_ARASIM5 = GH + "ara-software/AraSim/issues/5"
PI_KBENGINE300 = GH + "kbengine/kbengine/issues/300"
PI_PRIMME22 = GH + "primme/primme/issues/22"
PI_VAPOUR563 = GH + "vapoursynth/vapoursynth/issues/563"
PI_FREENECT230 = GH + "OpenKinect/libfreenect2/issues/230"
PI_MYSQLUDF12 = GH + "mysqludf/lib_mysqludf_sys/issues/12"
PI_LIBCHDR14 = GH + "rtissera/libchdr/issues/14"
PI_CCCORE70 = GH + "CloudCompare/CCCoreLib/pull/70"
PI_OFXCMAKE13 = GH + "peterkolski/ofxCMake/issues/13"
PI_FMT290 = GH + "fmtlib/fmt/issues/290"
PI_HELFEM149 = GH + "susilehtola/HelFEM/pull/149"
PI_MAKEKIT12 = GH + "bkoropoff/makekit/issues/12"
PI_CMPLOT4 = GH + "franshej/CustomMatPlot/issues/4"
PI_PISTACHE218 = GH + "pistacheio/pistache/issues/218"
PI_INGESCAPE21 = GH + "zeromq/ingescape/pull/21"
PI_CMRC17 = GH + "vector-of-bool/cmrc/issues/17"
PI_SIGNAL50 = GH + "signalapp/libsignal-protocol-c/issues/50"
PI_B_MUSTPIC = "Objects linked into a shared library must be PIC.  This is not a restriction imposed by MakeKit specifically."
PI_B_CMAKEDEF = "For some reason cmake does not default to position-independent code for static library targets."
PI_B_FMTCMD = "To enable compilation with `-fPIC` use the following CMake command:\n\n```\ncmake -DCMAKE_POSITION_INDEPENDENT_CODE=TRUE ...\n```"
PI_B_FMTRUN = "```bash\n$ g++ -I ./support/deps/include/ -pie test.cpp ./support/deps/lib/libcppformat.a\n/usr/bin/ld: /tmp/ccPx6StM.o: relocation R_X86_64_32 against `.rodata' can not be used when making a shared object; recompile with -fPIC\n/tmp/ccPx6StM.o: error adding symbols: Bad value\ncollect2: error: ld returned 1 exit status\n```"
PI_B_KBLINK = "/usr/bin/ld: /home/travis/build/kbengine/kbengine/kbe/src/libs/libcrypto.a(o_names.o): relocation R_X86_64_32 against `.text' can not be used when making a shared object; recompile with -fPIC"
PI_B_ARASIM = "I tried to compile AraSim and it threw the following error:\n\n`/usr/bin/ld: Efficiencies.o: relocation R_X86_64_32 against .rodata can not be used when making a shared object; recompile with -fPIC`"
PI_B_PISTACHE = "while linking my library against pistache, I got the following error:\n```libpistache.a(http_headers.cc.o): relocation R_X86_64_32 against `.rodata.str1.8' can not be used when making a shared object; recompile with -fPIC```"
PI_B_CMRC = "Linker error when I try to link with cmrc generated library with a `SHARED` library."


def _fpic(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Hi i am facing the below issue ..relocation R_X86_64_32 against `.rodata' can not be used when making a shared object; recompile with -fPIC", "u1")
    a1 = (U, "### Issue submission guidelines\nSee [detaled guidelines](http://crosstool-ng.github.io/support/). In short:\n- Report crosstool-NG version\n- Report host OS and its version", "u1")
    a2 = "For starters, try using -fPIC as the error message suggests.\n\nNo config, no build log. Closing."
    rec(PI_CTNG955, [t, a1], a2, True, "ellipsis", ["the error message"], "For crosstool-NG's 'relocation R_X86_64_32 against .rodata ... recompile with -fPIC', try -fPIC as the message suggests; with no config and no build log the issue is closed.", author="u2")
    lend(PI_CTNG955, [t], PI_B_MUSTPIC, SELF, PI_MAKEKIT12)
    lend(PI_CTNG955, [t], PI_B_ARASIM, SAME, PI_ARASIM5)

    t = (U, "error while make : relocation R_X86_64_32S against `.rodata' can not be used when making a shared object; recompile with -fPIC", "u1")
    b1 = (U, "error while make : relocation R_X86_64_32S against `.rodata' can not be used when making a shared object; recompile with -fPIC", "u1")
    b2 = "How to recompile the files?"
    b3 = "```\ncmake output:\n-- The C compiler identification is GNU 7.3.1\n-- Found GLEW: /home/zzk/code/CG/asst1_drawsvg/lib/libglew.a (found version \"1.13.0\") \n-- Found GLFW: /home/zzk/code/CG/asst1_drawsvg/lib/libglfw.a (found version \"3.1.1\") \n-- Configuring done\n```"
    rec(PI_DRAWSVG1, [t, b1], b2, True, "pronoun", ["the files"], "How do I recompile asst1_drawsvg's files with -fPIC to fix 'relocation R_X86_64_32S against .rodata'?", author="u1")
    # A cmake log naming the project's paths (asst1_drawsvg/lib/libglew.a) in full: a trap.
    rec(PI_DRAWSVG1, [t, b1, (U, b2, "u1")], b3, False, SAME, [], None, author="u1")
    lend(PI_DRAWSVG1, [t], PI_B_CMAKEDEF, SAME, PI_CCCORE70)
    lend(PI_DRAWSVG1, [t, b1], PI_B_FMTCMD, SAME, PI_FMT290)

    t = (U, "compilation with -fPIC flag", "u1")
    c2 = (U, "I added `-fPIC` to the MakeFile and it compiled without any issues. Is there a reason why that flag was removed?", "u1")
    c3 = "I don't think -fPIC was ever removed (at least not by me). In fact, it should be properly be generated by the Makefile.arch file."
    rec(PI_ARASIM5, [t], PI_B_ARASIM, False, SAME, [], None, author="u1")
    rec(PI_ARASIM5, [t, (U, PI_B_ARASIM, "u1")], c2[1], True, "pronoun", ["the MakeFile", "that flag"], "I added -fPIC to AraSim's Makefile and it compiled without issues; is there a reason -fPIC was removed from AraSim's Makefile?", author="u1")
    rec(PI_ARASIM5, [t, (U, PI_B_ARASIM, "u1"), c2], c3, True, "ellipsis", ["the Makefile.arch file"], "-fPIC was never removed from AraSim's Makefile; it should be generated by AraSim's Makefile.arch file.", author="u2")
    rec(PI_ARASIM5, [t, (U, PI_B_ARASIM, "u1"), c2, (A, c3, "u2")], "It's possible you're using an environment that the Makefile.arch file (which is copied from an ancient ROOT distribution... hence the hpux and sunos references)", True, "ellipsis", ["the Makefile.arch file"], "It's possible your environment is one that AraSim's Makefile.arch, copied from an ancient ROOT distribution, doesn't handle, so it leaves out -fPIC.", author="u2")
    lend(PI_ARASIM5, [t], PI_B_KBLINK, SAME, PI_KBENGINE300)

    # The thread is its title, repeated as its only message: only lent rows after it.
    t = (U, PI_B_KBLINK, "u1")
    lend(PI_KBENGINE300, [t], PI_B_CMAKEDEF, SAME, PI_CCCORE70)
    lend(PI_KBENGINE300, [t], PI_B_FMTCMD, SAME, PI_FMT290)

    t = (U, "The shared library needs -fPIC", "u1")
    d1 = (U, "Otherwise, the link fails:\n```\n/usr/bin/ld: eigs/auxiliary_eigsfloat.o: relocation R_X86_64_32 against `a local symbol' can not be used when making a shared object; recompile with -fPIC\n```", "u1")
    d2 = (A, "Can you put -fPIC in CFLAGS?", "u2")
    d3 = "This is what I did. But all appropriate flags should be set by the project, this is why I created this bug."
    rec(PI_PRIMME22, [t], d1[1], True, "ellipsis", ["Otherwise"], "Without -fPIC, linking PRIMME's shared library fails: 'eigs/auxiliary_eigsfloat.o: relocation R_X86_64_32 against a local symbol ... recompile with -fPIC'.", author="u1")
    rec(PI_PRIMME22, [t, d1], d2[1], True, "ellipsis", [], "Can you put -fPIC in CFLAGS when building PRIMME's shared library?", author="u2")
    rec(PI_PRIMME22, [t, d1, d2], d3, True, "pronoun", ["This", "the project", "this bug"], "I did put -fPIC in CFLAGS, but PRIMME should set all appropriate flags for its shared library itself; that is why I filed the issue.", author="u1")
    lend(PI_PRIMME22, [t], PI_B_PISTACHE, SAME, PI_PISTACHE218)
    lend(PI_PRIMME22, [t, d1], PI_B_CMAKEDEF, SAME, PI_CCCORE70)

    t = (U, "make error during compilation", "u1")
    e1 = "/usr/bin/ld: /usr/local/lib/libpython3.6m.a(traceback.o): relocation R_X86_64_32 against `.rodata.str1.1' can not  be used when making a shared object; recompile with -fPIC\n/usr/bin/ld: /usr/local/lib/libpython3.6m.a(pystrtod.o): relocation R_X86_64_32S against symbol `_Py_ctype_tolowe r' can not be used when making a shared object; recompile with -fPIC"
    rec(PI_VAPOUR563, [t], e1, True, "ellipsis", [], "Building VapourSynth, make fails linking /usr/local/lib/libpython3.6m.a: 'relocation R_X86_64_32 against .rodata.str1.1 can not be used when making a shared object; recompile with -fPIC'.", author="u1")
    lend(PI_VAPOUR563, [t], PI_B_FMTRUN, SAME, PI_FMT290)
    lend(PI_VAPOUR563, [t], PI_B_MUSTPIC, SELF, PI_MAKEKIT12)

    t = (U, "relocation R_X86_64_32 against `.rodata' can not be used when making a shared object; recompile with -fPIC", "u1")
    f2 = (U, "I am getting this error when i run makefile to compile.\nCode used:-\nmake -f Makefile.gpu pw-gpu", "u1")
    f3 = (U, "Please suggest solution. I am using Ubuntu 14.04.", "u1")
    f4 = (A, "This sounds quite similar to #36 - can you check if maybe your BLAS installation is damaged, or the link to libBLAS.so is somehow missing?", "u2")
    f5 = (U, "Thanks,\nBut problem is not solved yet. I re-install BLAS. Again getting same error.", "u1")
    f6 = "After having a closer look, are you sure you are actually working on/with libfreenect2? You seem to be working on a different project"
    rec(PI_FREENECT230, [t], f2[1], True, "pronoun", ["this error"], "I get 'relocation R_X86_64_32 against .rodata ... recompile with -fPIC' when I run `make -f Makefile.gpu pw-gpu`.", author="u1")
    rec(PI_FREENECT230, [t, f2], f3[1], True, "ellipsis", [], "Please suggest a solution for 'relocation R_X86_64_32 ... recompile with -fPIC' from `make -f Makefile.gpu pw-gpu` on Ubuntu 14.04.", author="u1")
    rec(PI_FREENECT230, [t, f2, f3], f4[1], True, "pronoun", ["This"], "The -fPIC relocation error from `make -f Makefile.gpu pw-gpu` sounds similar to libfreenect2 #36: is your BLAS installation damaged or the link to libBLAS.so missing?", author="u2")
    rec(PI_FREENECT230, [t, f2, f3, f4], f5[1], True, "ellipsis", ["problem", "same error"], "Reinstalling BLAS did not fix the 'relocation R_X86_64_32 ... recompile with -fPIC' error from `make -f Makefile.gpu pw-gpu`.", author="u1")
    rec(PI_FREENECT230, [t, f2, f3, f4, f5], f6, True, "ellipsis", [], "Are you actually working with libfreenect2? Your -fPIC relocation error from Makefile.gpu seems to come from a different project.", author="u2")

    t = (U, "needs -fPIC later gcc", "u1")
    g1 = "/usr/bin/ld: /tmp/ccFZ9hBW.o: relocation R_X86_64_32 against `.rodata' can not be used when making a shared object; recompile with -fPIC"
    rec(PI_MYSQLUDF12, [t], g1, True, "ellipsis", [], "Building lib_mysqludf_sys with a later gcc fails: 'relocation R_X86_64_32 against .rodata can not be used when making a shared object; recompile with -fPIC'.", author="u1")
    lend(PI_MYSQLUDF12, [t], PI_B_CMRC, SAME, PI_CMRC17)
    lend(PI_MYSQLUDF12, [t], PI_B_KBLINK, SAME, PI_KBENGINE300)

    t = (U, "Shared object fails to build", "u1")
    h1 = (U, "I fixed this locally by adding `set(CMAKE_POSITION_INDEPENDENT_CODE ON)` to CMakeLists.txt, but I'm not familiar enough with cmake to be certain that would have no drawbacks.", "u1")
    h2 = (U, "```\n[ 98%] Linking C static library libchdr-static.a\n[100%] Linking C shared library libchdr-shared.so\n/usr/bin/ld: libflac-static.a(stream_decoder.c.o): relocation R_X86_64_PC32 against symbol `FLAC__STREAM_METADATA_APPLICATION_ID_LEN' can not be used when making a shared object; recompile with -fPIC\n/usr/bin/ld: final link failed: Bad value\n```", "u1")
    h3 = (A, "It does enable -fPIC which is the right way to fix it.\nPlease submit a PR (setting this flag only when building a shared library), and I will merge it.", "u2")
    h4 = "This is a outside my realm of expertise by a fair margin, but I've poked at this a bit and am not entirely happy with the results (at least as far as my understanding is concerned). Since it's the deps in need of enabling pic, short of comp"
    rec(PI_LIBCHDR14, [t], h1[1], True, "pronoun", ["this"], "I fixed libchdr's shared object build failure locally by adding set(CMAKE_POSITION_INDEPENDENT_CODE ON) to CMakeLists.txt; does that have drawbacks?", author="u1")
    rec(PI_LIBCHDR14, [t, h1], h2[1], False, SAME, [], None, author="u1")
    rec(PI_LIBCHDR14, [t, h1, h2], h3[1], True, "pronoun", ["It", "it", "this flag"], "CMAKE_POSITION_INDEPENDENT_CODE ON enables -fPIC, the right fix for libchdr's shared build; submit a pull request setting it only when building the shared library.", author="u2")
    rec(PI_LIBCHDR14, [t, h1, h2, h3], h4, True, "pronoun", ["This", "this", "it's the deps"], "Setting position-independent code only for libchdr's shared build is outside my expertise and the results don't satisfy me, since it's libchdr's dependencies (libflac) that need PIC.", author="u1")
    lend(PI_LIBCHDR14, [t], PI_B_FMTCMD, SAME, PI_FMT290)

    t = (A, "Build in -fPIC mode, even for static library.", "u1")
    i2 = (A, "We ran into issues linking shared libraries with static CCCoreLib unless using -fPIC on Linux.", "u1")
    rec(PI_CCCORE70, [t], PI_B_CMAKEDEF, False, SAME, [], None, author="u1")
    rec(PI_CCCORE70, [t, (A, PI_B_CMAKEDEF, "u1")], i2[1], False, SAME, [], None, author="u1")
    rec(PI_CCCORE70, [t, (A, PI_B_CMAKEDEF, "u1"), i2], "Anything further needed for this?", True, "pronoun", ["this"], "Is anything further needed for CCCoreLib's pull request building the static library with -fPIC?", author="u1")
    rec(PI_CCCORE70, [t, (A, PI_B_CMAKEDEF, "u1"), i2, (A, "Anything further needed for this?", "u1")], "Ah I approved it but you may not have the rights to merge it? I'll do it.", True, "pronoun", ["it", "it"], "I approved CCCoreLib's -fPIC pull request, but you may not have the rights to merge it; I'll merge it.", author="u2")

    t = (U, "linux: Failure to link, POSITION_INDEPENDENT_CODE is not being recognised.", "u1")
    j1 = (U, "This is probably a duplicate of #12. I've had luck with using ofxCMake addon for the most part. Apart from the linking stage, even though there lines in configLinux.cmake", "u1")
    j2 = (U, "```\nset_source_files_properties( ${OF_SOURCE_FILES} PROPERTIES COMPILE_FLAGS \"-std=c++11 -Wall -fPIC\" )\nset_target_properties( of_shared PROPERTIES POSITION_INDEPENDENT_CODE TRUE )\n```", "u1")
    j3 = (U, "The linker fails with the following errors along the lines of:\n```\n/path/to/lib.a: can not be used when making a shared object; recompile with -fPIC\n```", "u1")
    j4 = "I have additionally tried setting PIC using some options I found on [stackoverflow](https://stackoverflow.com/questions/38296756/what-is-the-idiomatic-way-in-cmake-to-add-the-fpic-compiler-option#38297422)\n```\nset(POSITION_INDEPENDENT_CODE ON)\n```\nBut this made no difference. Any suggestions?"
    rec(PI_OFXCMAKE13, [t], j1[1], True, "pronoun", ["This"], "ofxCMake's Linux link failure, POSITION_INDEPENDENT_CODE not recognised, is probably a duplicate of #12; ofxCMake works apart from the linking stage, despite the PIC lines in configLinux.cmake.", author="u1")
    rec(PI_OFXCMAKE13, [t, j1], j2[1], True, "ellipsis", [], "ofxCMake's configLinux.cmake sets COMPILE_FLAGS \"-std=c++11 -Wall -fPIC\" on OF_SOURCE_FILES and POSITION_INDEPENDENT_CODE TRUE on of_shared, yet linking fails on Linux.", author="u1")
    rec(PI_OFXCMAKE13, [t, j1, j2], j3[1], True, "ellipsis", [], "With ofxCMake on Linux the linker fails with '/path/to/lib.a: can not be used when making a shared object; recompile with -fPIC'.", author="u1")
    rec(PI_OFXCMAKE13, [t, j1, j2, j3], j4, True, "ellipsis", [], "Adding set(POSITION_INDEPENDENT_CODE ON), as Stack Overflow suggests, made no difference to ofxCMake's '-fPIC' link failure on Linux; any suggestions?", author="u1")
    lend(PI_OFXCMAKE13, [t], PI_B_MUSTPIC, SELF, PI_MAKEKIT12)

    t = (U, "static library cannot be linked against a pie executable", "u1")
    k3 = (U, "Following the compiler's advice results in a working library but I don't know how to patch the cmake recipe", "u1")
    rec(PI_FMT290, [t, (U, "how to reproduce:\n```cpp\n#include <format/format.h>\nint main() {\n    fmt::print(\"hello world\");\n}\n```", "u1")], PI_B_FMTRUN, False, SAME, [], None, author="u1")
    h = [t, (U, "how to reproduce:\n```cpp\n#include <format/format.h>\nint main() {\n    fmt::print(\"hello world\");\n}\n```", "u1"), (U, PI_B_FMTRUN, "u1")]
    rec(PI_FMT290, h, k3[1], True, "ellipsis", ["the compiler's advice", "the cmake recipe"], "Recompiling fmt's static library with -fPIC, as the compiler advises, gives a working library, but how do I patch fmt's CMake recipe?", author="u1")
    rec(PI_FMT290, [*h, k3], PI_B_FMTCMD, False, SAME, [], None, author="u2")
    rec(PI_FMT290, [*h, k3, (A, PI_B_FMTCMD, "u2")], "Thanks for the correction!", True, "ellipsis", ["the correction"], "Thanks for the correction on building fmt with -DCMAKE_POSITION_INDEPENDENT_CODE=TRUE!", author="u3")

    t = (A, "cmake: enable POSITION_INDEPENDENT_CODE globally on static libs", "u1")
    l1 = (A, "## Summary\n\nFix a downstream build failure: linking any of `helfem-common`, `helfem`, `legendre`, or `lib1dfem` into a shared library dies with:", "u1")
    l2 = (A, "Set `CMAKE_POSITION_INDEPENDENT_CODE ON` at the top of the project so every static archive is safe to link into a shared object. Standard practice for libraries meant to be consumed by others.", "u1")
    l3 = "## Validation\n\nFresh build tree from a clean directory: `-fPIC` now shows up in `CMakeFiles/helfem-common.dir/flags.make`. `libhelfem-common.a` builds cleanly."
    rec(PI_HELFEM149, [t], l1[1], False, SAME, [], None, author="u1")
    rec(PI_HELFEM149, [t, l1], l2[1], True, "pronoun", ["the project"], "Set CMAKE_POSITION_INDEPENDENT_CODE ON at the top of HelFEM's CMake project so every HelFEM static archive can be linked into a shared object.", author="u1")
    rec(PI_HELFEM149, [t, l1, l2], l3, True, "ellipsis", [], "After HelFEM's CMAKE_POSITION_INDEPENDENT_CODE change, a fresh build shows -fPIC in CMakeFiles/helfem-common.dir/flags.make and libhelfem-common.a builds cleanly.", author="u1")

    t = (U, "Error when linking with a static library", "u1")
    m1 = (U, "I am trying to link with a static libaray in makekitbuild environment and I get the following error:\n\nrelocation R_X86_64_32 can not be used when making a shared object; recompile with -fPIC", "u1")
    m2 = (U, "Recompiling the static library with -fPIC is out of question. How to fix this problem.", "u1")
    # Second reader's adjudication (r2df): a trap by rule 1: it names its subject (a static library in the makekit build
    # environment) and its error in full; its standalone added nothing the question lacked.
    rec(PI_MAKEKIT12, [t], m1[1], False, SAME, [], None, author="u1")
    rec(PI_MAKEKIT12, [t, m1], m2[1], True, "pronoun", ["the static library", "this problem"], "Recompiling the static library with -fPIC is out of the question; how do I fix the relocation error when linking it in a MakeKit build?", author="u1")
    rec(PI_MAKEKIT12, [t, m1, m2], PI_B_MUSTPIC, False, SELF, [], None, author="u2")

    t = (U, "compile with -fPIC", "u1")
    n1 = (U, "The static library should be compiled with -fPIC (Linux). To do so, you should add in your CMakeLists.txt after line 46 (add_library)\n\nset_property(TARGET ${PROJECT_NAME} PROPERTY POSITION_INDEPENDENT_CODE ON)", "u1")
    n2 = (A, "Thanks, would you mind create a pr for this change? :)", "u2")
    rec(PI_CMPLOT4, [t], n1[1], True, "ellipsis", ["The static library", "your CMakeLists.txt"], "CustomMatPlot's static library should be compiled with -fPIC on Linux: add set_property(TARGET ${PROJECT_NAME} PROPERTY POSITION_INDEPENDENT_CODE ON) after add_library on line 46 of its CMakeLists.txt.", author="u1")
    rec(PI_CMPLOT4, [t, n1], n2[1], True, "pronoun", ["this change"], "Would you create a pull request setting POSITION_INDEPENDENT_CODE ON for CustomMatPlot's static library?", author="u2")
    rec(PI_CMPLOT4, [t, n1, n2], "Sorry, what is a pr? I am sure I can do it.", True, "pronoun", ["it"], "What is a pull request? I'm sure I can make one for CustomMatPlot's -fPIC change.", author="u1")
    lend(PI_CMPLOT4, [t], PI_B_CMRC, SAME, PI_CMRC17)

    t = (U, "compilation error related to the fPIC flag", "u1")
    o2 = (U, "In order to fix it, the only way I found was to add the following line to the main cmake:\n\n```set(CMAKE_POSITION_INDEPENDENT_CODE ON)```", "u1")
    o3 = (U, "Could you please let me know if there is another way to fix this? Maybe I missed something in the compilation?", "u1")
    o4 = (A, "This may happen if you link a static library `.a` with a shared library `.so` or with a position independent code executable.", "u2")
    o5 = "Another good alternative is to turn pistache into a shared library, which will be implicitly compiled with fPIC."
    rec(PI_PISTACHE218, [t], PI_B_PISTACHE, False, SAME, [], None, author="u1")
    rec(PI_PISTACHE218, [t, (U, PI_B_PISTACHE, "u1")], o2[1], True, "pronoun", ["it", "the main cmake"], "The only fix I found for libpistache.a's -fPIC relocation error was adding set(CMAKE_POSITION_INDEPENDENT_CODE ON) to pistache's main CMakeLists.", author="u1")
    rec(PI_PISTACHE218, [t, (U, PI_B_PISTACHE, "u1"), o2], o3[1], True, "pronoun", ["this", "the compilation"], "Is there another way to fix libpistache.a's -fPIC relocation error than CMAKE_POSITION_INDEPENDENT_CODE ON? Did I miss something when compiling pistache?", author="u1")
    rec(PI_PISTACHE218, [t, (U, PI_B_PISTACHE, "u1"), o2, o3], o4[1], True, "pronoun", ["This"], "libpistache.a's -fPIC relocation error happens when linking a static library .a into a shared library .so or a position-independent executable.", author="u2")
    rec(PI_PISTACHE218, [t, (U, PI_B_PISTACHE, "u1"), o2, o3, o4], o5, False, SAME, [], None, author="u2")

    t = (A, "Problem: Bindings cannot link against static version of the library because of position dependent code", "u1")
    p1 = (A, "Solution: Make static library build with position independent code using the -fPIC flag.", "u1")
    rec(PI_INGESCAPE21, [t], p1[1], True, "ellipsis", ["static library"], "Solution for ingescape's bindings: build ingescape's static library as position-independent code with -fPIC.", author="u1")
    rec(PI_INGESCAPE21, [t, p1], "CMake provides an easy way to do this with `set(CMAKE_POSITION_INDEPENDENT_CODE ON)`", True, "pronoun", ["this"], "CMake builds ingescape's static library with -fPIC via set(CMAKE_POSITION_INDEPENDENT_CODE ON).", author="u1")
    lend(PI_INGESCAPE21, [t], PI_B_FMTRUN, SAME, PI_FMT290)

    t = (U, "linking a shared library", "u1")
    q2 = (U, "```\n/usr/bin/ld: thelibx-resources.a(lib.cpp.o): relocation R_X86_64_PC32 against symbol `_ZN4cmrc6detail9directoryD1Ev' can not be used when making a shared object; recompile with -fPIC\n```", "u1")
    q3 = (U, "I want the shared library to be statically linked with the `cmrc_add_resource_library` generated target `thelibx-resources`.", "u1")
    q4 = (U, "If I remove that `SHARED` then everything works fine.", "u1")
    rec(PI_CMRC17, [t], PI_B_CMRC, False, SAME, [], None, author="u1")
    rec(PI_CMRC17, [t, (U, PI_B_CMRC, "u1")], q2[1], True, "ellipsis", [], "Linking a SHARED library with a cmrc resource library fails: 'thelibx-resources.a(lib.cpp.o): relocation R_X86_64_PC32 against symbol ... recompile with -fPIC'.", author="u1")
    rec(PI_CMRC17, [t, (U, PI_B_CMRC, "u1"), q2], q3[1], True, "pronoun", ["the shared library"], "I want my shared library thelibx statically linked with the cmrc_add_resource_library target thelibx-resources.", author="u1")
    rec(PI_CMRC17, [t, (U, PI_B_CMRC, "u1"), q2, q3], q4[1], True, "pronoun", ["that `SHARED`"], "If I make thelibx a static library instead of SHARED, linking it with the cmrc resource library works fine.", author="u1")
    rec(PI_CMRC17, [t, (U, PI_B_CMRC, "u1"), q2, q3, q4], "I see the same thing.", True, "pronoun", ["the same thing"], "I also get the -fPIC relocation error linking a cmrc resource library into a shared library.", author="u2")
    rec(PI_CMRC17, [t, (U, PI_B_CMRC, "u1"), q2, q3, q4, (U, "I see the same thing.", "u2")], "It looks like forcing `-fPIC` will fix this. Here's my changes to CMakeRC.cmake:", True, "pronoun", ["this"], "Forcing -fPIC in CMakeRC.cmake fixes linking a cmrc resource library into a shared library.", author="u2")

    t = (U, "Add option for PIC in static lib", "u1")
    r1 = (U, "I want to statically link this library into a shared library (it is actually a libpurple plugin, and I believe this is not an uncommon format for plugins in general).", "u1")
    r2 = (U, "In order to achieve this as it is, I added `-fPIC` to the makefile flags by hand, so I can't just reference this library e.g. by adding it as a submodule.", "u1")
    r3 = (U, "Could I ask you to add a target that generates PIC in an .a for more linking options? It would be greatly appreciated.", "u1")
    r4 = (A, "Adding the following argument to cmake should fix this for you:\n`-DCMAKE_C_FLAGS=-fPIC`", "u2")
    r5 = "It did indeed fix this issue - I must have worded my internet searches weirdly when trying to find a solution like this."
    rec(PI_SIGNAL50, [t], r1[1], True, "pronoun", ["this library"], "I want to statically link libsignal-protocol-c into a shared library, a libpurple plugin.", author="u1")
    rec(PI_SIGNAL50, [t, r1], r2[1], True, "pronoun", ["this", "this library"], "To link libsignal-protocol-c statically into my plugin I added -fPIC to its makefile flags by hand, so I can't just add libsignal-protocol-c as a submodule.", author="u1")
    rec(PI_SIGNAL50, [t, r1, r2], r3[1], True, "ellipsis", [], "Could libsignal-protocol-c add a target that builds its static library (.a) as PIC?", author="u1")
    rec(PI_SIGNAL50, [t, r1, r2, r3], r4[1], True, "pronoun", ["this"], "Passing -DCMAKE_C_FLAGS=-fPIC to cmake builds libsignal-protocol-c's static library as PIC.", author="u2")
    rec(PI_SIGNAL50, [t, r1, r2, r3, r4], r5, True, "pronoun", ["It", "this issue"], "-DCMAKE_C_FLAGS=-fPIC did fix building libsignal-protocol-c's static library as PIC.", author="u1")
    rec(PI_SIGNAL50, [t, r1, r2, r3, r4, (U, r5, "u1")], "(I still recommend putting the different build options on the README, though.)", True, "ellipsis", ["the README"], "I still recommend putting libsignal-protocol-c's build options, such as -DCMAKE_C_FLAGS=-fPIC, in its README.", author="u1")


# ---- apt repositories whose signing key is missing: "The following signatures couldn't be verified because the public key is not available: NO_PUBKEY ...", "The repository ... is not signed", apt-key adv --recv-keys ----
PK_KOBO7 = GH + "marek-g/kobo-kernel-2.6.35.3-marek/issues/7"
PK_GHCLI6913 = GH + "cli/cli/issues/6913"
PK_PAMUSB277 = GH + "mcdope/pam_usb/issues/277"
PK_RLK17 = GH + "figozhang/runninglinuxkernel_5.0/issues/17"
PK_PF8302 = GH + "inverse-inc/packetfence/issues/8302"
PK_TIMESHIFT185 = GH + "teejee2008/timeshift/issues/185"
PK_DOOM2 = GH + "mccarrmb/docker-doom/pull/2"
PK_MORPHO63 = GH + "BlueBrain/morphoclass/issues/63"
PK_INUND1168 = GH + "NOAA-OWP/inundation-mapping/issues/1168"
PK_PIHOLE4 = GH + "benbalter/pi-hole-cloudflared-docker-compose-ansible-caddy/issues/4"
PK_ISAAC50 = GH + "NVIDIA-ISAAC-ROS/isaac_ros_common/issues/50"
PK_NGINXU327 = GH + "nginx/docker-nginx-unprivileged/issues/327"
PK_CALDERA2627 = GH + "apache/caldera/issues/2627"
PK_BEELINE63 = GH + "Murali-group/Beeline/issues/63"
PK_B_KOBO = "`sudo apt-get update` fails with `public key is not available: NO_PUBKEY 7638D0442B90D010`"
PK_B_ANSIBLE = "```\nFailed to update apt cache: W:GPG error:\nhttps://download.docker.com/linux/debian buster InRelease: The following signatures couldn't\nbe verified because the public key is not available: NO_PUBKEY 7EA0A9C3F273FCD8,\nE:The repository 'https://download.docker.com/linux/debian buster InRelease' is not signed.\n```"
PK_B_NGINXBUILD = "`cd stable/debian && docker build .`\n\nerror:\n\n```\nGet:7 https://nginx.org/packages/debian bookworm InRelease [3293 B]\nErr:7 https://nginx.org/packages/debian bookworm InRelease\n  The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 2FD21310B49F6B46\nE: The repository 'https://nginx.org/packages/debian bookworm InRelease' is not signed.\n```"
PK_B_DOOMLOG = "```\n => ERROR [ 6/18] RUN apt-add-repository 'deb http://debian.drdteam.org stable multiverse  2.5s\n#9 1.065 Err:2 http://debian.drdteam.org stable InRelease\n#9 1.065   The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 392203ABAF88540B\n#9 2.504 E: The repository 'http://debian.drdteam.org stable InRelease' is not signed.\n------\nexecutor failed running [/bin/sh -c apt-add-repository 'deb http://debian.drdteam.org stable multiverse']: exit code: 100\n```"
PK_B_BEELOG = "Step 8/8 : RUN apt-get update && apt-get install time\n ---> Running in ee804488fae1\nGet:1 http://deb.debian.org/debian testing InRelease [129 kB]\nErr:1 http://deb.debian.org/debian testing InRelease\n  **The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 648ACFD622F3D138 NO_PUBKEY 0E98404D386FA1D9**\nE: The repository 'http://deb.debian.org/debian testing InRelease' is not signed."
PK_B_TSADD = "```\n$ sudo apt-get update\n... snip ...\nReading package lists... Done\nW: GPG error: http://ppa.launchpad.net/teejee2008/ppa/ubuntu xenial InRelease: The following signatures couldn't be verified because the public key is not available: NO_PUBKEY B5B116B72D0F61F0\nW: The repository 'http://ppa.launchpad.net/teejee2008/ppa/ubuntu xenial InRelease' is not signed.\n```"


def _nopubkey(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "apt-get update fails (NO_PUBKEY)", "u1")
    a1 = (U, "As explained at: https://wiki.debian.org/SecureApt#Failed_updates_and_missing_keys", "u1")
    rec(PK_KOBO7, [t], a1[1], True, "ellipsis", [], "apt-get update fails with NO_PUBKEY for the kobo-kernel repository, as explained at https://wiki.debian.org/SecureApt#Failed_updates_and_missing_keys", author="u1")
    rec(PK_KOBO7, [t, a1], PK_B_KOBO, False, SAME, [], None, author="u1")
    lend(PK_KOBO7, [t], PK_B_BEELOG, SAME, PK_BEELINE63)

    t = (U, "The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 23F3D4EA75716059", "u1")
    b1 = (U, "The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 23F3D4EA75716059 `sudo apt update`.", "u1")
    b2 = (A, "Hi, please re-run the Debian setup instructions from our README on your system. More information: https://github.com/cli/cli/issues/6175#issuecomment-1238477714", "u2")
    b3 = (U, "I had the same issue as you (where the error is with `23F3D4EA75716059` which is strangely the new key) even after doing all the fixes mentioned in the thread", "u3")
    b4 = "I finally managed to fix it by shutting down WSL and restarting it. Something must have been cached somewhere"
    rec(PK_GHCLI6913, [t], b1[1], False, SAME, [], None, author="u1")
    rec(PK_GHCLI6913, [t, b1], b2[1], True, "ellipsis", ["our README"], "To fix NO_PUBKEY 23F3D4EA75716059 for the GitHub CLI apt repository, re-run the Debian setup instructions from the cli/cli README; see https://github.com/cli/cli/issues/6175#issuecomment-1238477714", author="u2")
    rec(PK_GHCLI6913, [t, b1, b2], b3[1], True, "ellipsis", ["the same issue", "the thread"], "I also had the GitHub CLI apt repository's NO_PUBKEY 23F3D4EA75716059, the new key, even after all the fixes in cli/cli #6175.", author="u3")
    rec(PK_GHCLI6913, [t, b1, b2, b3], b4, True, "pronoun", ["it"], "I fixed the GitHub CLI apt repository's NO_PUBKEY 23F3D4EA75716059 by shutting down and restarting WSL; something must have been cached.", author="u3")
    lend(PK_GHCLI6913, [t], PK_B_ANSIBLE, SAME, PK_PIHOLE4)
    lend(PK_GHCLI6913, [t, b1], PK_B_TSADD, SAME, PK_TIMESHIFT185)

    t = (U, "Can't install - public key is not available", "u1")
    c1 = (U, "### Which version of pam_usb are you running?\n\nTrying to install from ubuntu repo", "u1")
    c2 = (U, "### Which distribution are you using?\n\nubuntu 25.04", "u1")
    c3 = (U, "### What happened?\n\n`sudo gpg --no-default-keyring --keyring /usr/share/keyrings/apt.mcdope.org.gpg --keyserver keyserver.ubuntu.com --recv-keys 913558C8A5E552A7`\n\noutputs\n\n```\ngpg: keybox '/usr/share/keyrings/apt.mcdope.org.gpg' created\ngpg: key 913558C8A5E552A7: public key \"Tobias B�umer (Replaces C14ADD29D26E887C) <tobiasbaeumer@gmail.com>\" imported\ngpg: Total number processed: 1\ngpg:               imported: 1\n```", "u1")
    c4 = "```\nsudo apt update\nGet:8 https://apt.mcdope.org ./ InRelease [2,086 B]                             \nErr:8 https://apt.mcdope.org ./ InRelease                               \n  The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 913558C8A5E552A7\n```"
    rec(PK_PAMUSB277, [t], c1[1], True, "ellipsis", [], "I'm trying to install pam_usb from its Ubuntu repository and the public key is not available.", author="u1")
    rec(PK_PAMUSB277, [t, c1], c2[1], True, "ellipsis", [], "pam_usb's apt repository key fails on Ubuntu 25.04.", author="u1")
    # The gpg command it ran and the output it got, quoted in full (ruling before df37): a trap.
    rec(PK_PAMUSB277, [t, c1, c2], c3[1], False, SAME, [], None, author="u1")
    rec(PK_PAMUSB277, [t, c1, c2, c3], c4, False, SAME, [], None, author="u1")
    lend(PK_PAMUSB277, [t], PK_B_KOBO, SAME, PK_KOBO7)

    t = (U, "apt update error", "u1")
    d1 = "`\nbenshushu:benshushu# apt update\n\nGet:1 http://mirrors.ustc.edu.cn/debian unstable InRelease [158 kB]\nErr:1 http://mirrors.ustc.edu.cn/debian unstable InRelease\n  The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 648ACFD622F3D138 NO_PUBKEY 0E98404D386FA1D9\nE: The repository 'http://mirrors.ustc.edu.cn/debian unstable InRelease' is not signed.\n`"
    rec(PK_RLK17, [t], d1, False, SAME, [], None, author="u1")
    lend(PK_RLK17, [t], PK_B_NGINXBUILD, SAME, PK_NGINXU327)
    lend(PK_RLK17, [t], PK_B_DOOMLOG, SAME, PK_DOOM2)

    t = (U, "PF 14.0 ISO - APT PublicKey Missing", "u1")
    e1 = (U, "After fresh installation of PF14.0 apt is broken with following error:", "u1")
    e2 = "root@xxxxx:~# apt update\nHit:4 http://inverse.ca/downloads/PacketFence/debian/14.0 bookworm InRelease\nErr:4 http://inverse.ca/downloads/PacketFence/debian/14.0 bookworm InRelease\n  The following signatures couldn't be verified because the public key is not available: NO_PUBKEY CB2D3A2AA0030E2C\nW: Some index files failed to download. They have been ignored, or old ones used instead."
    rec(PK_PF8302, [t], e1[1], True, "ellipsis", [], "After a fresh install of the PacketFence 14.0 ISO, apt is broken: the PacketFence repository's public key is missing.", author="u1")
    rec(PK_PF8302, [t, e1], e2, False, SAME, [], None, author="u1")
    lend(PK_PF8302, [t], PK_B_KOBO, SAME, PK_KOBO7)

    t = (U, "NO_PUBKEY B5B116B72D0F61F0", "u1")
    f1 = (U, "After installing the PPA, apt-get update complains about GPG key.", "u1")
    f3 = (A, "You might want to try running sudo apt-key adv --keyserver hkp://keyserver.ubuntu.com:80 --recv-keys B5B116B72D0F61F0", "u2")
    f4 = "not work"
    rec(PK_TIMESHIFT185, [t], f1[1], True, "ellipsis", ["the PPA"], "After installing the timeshift PPA (ppa:teejee2008/ppa), apt-get update complains about GPG key B5B116B72D0F61F0.", author="u1")
    rec(PK_TIMESHIFT185, [t, f1], PK_B_TSADD, False, SAME, [], None, author="u1")
    # A bare fix (ruling before df38): its command names its tool, what it fixes is the thread's.
    rec(PK_TIMESHIFT185, [t, f1, (U, PK_B_TSADD, "u1")], f3[1], True, "ellipsis", [], "To fix apt's NO_PUBKEY B5B116B72D0F61F0 for the timeshift PPA, try `sudo apt-key adv --keyserver hkp://keyserver.ubuntu.com:80 --recv-keys B5B116B72D0F61F0`.", author="u2")
    rec(PK_TIMESHIFT185, [t, f1, (U, PK_B_TSADD, "u1"), f3], f4, True, "ellipsis", [], "`apt-key adv --recv-keys B5B116B72D0F61F0` does not fix the timeshift PPA's NO_PUBKEY error.", author="u3")

    t = (A, "Grab apt key before adding repository", "u1")
    g1 = (A, "I was unable to build image with previous ordering. Got: ", "u1")
    rec(PK_DOOM2, [t], g1[1], True, "ellipsis", ["previous ordering"], "I was unable to build docker-doom's image when its Dockerfile added the repository before grabbing the apt key.", author="u1")
    rec(PK_DOOM2, [t, g1], PK_B_DOOMLOG, False, SAME, [], None, author="u1")
    lend(PK_DOOM2, [t], PK_B_BEELOG, SAME, PK_BEELINE63)

    t = (U, "`docker build` fails at `apt-get update` because `public key is not available: NO_PUBKEY`", "u1")
    h1 = (U, "`docker build morphoclass` started failing today at the step where we `apt-get update`.", "u1")
    h2 = (U, "This seems to be caused by this known issue: https://github.com/NVIDIA/nvidia-docker/issues/1632", "u1")
    h3 = "The error message is the following:\n```text\nStep 8/24 : RUN apt-get update && DEBIAN_FRONTEND=\"noninteractive\" apt-get install -y --no-install-recommends     build-essential make curl git htop less man tzdata vim wget\nErr:1 https://developer.download.nvidia.com/compute/cuda/repos/ubuntu1804/x86_64  InRelease\n  The following signatures couldn't be verified because the public key is not available: NO_PUBKEY A4B469963BF863CC\n```"
    rec(PK_MORPHO63, [t], h1[1], False, SAME, [], None, author="u1")
    rec(PK_MORPHO63, [t, h1], h2[1], True, "pronoun", ["This"], "morphoclass's docker build failing at apt-get update with NO_PUBKEY seems caused by the known issue https://github.com/NVIDIA/nvidia-docker/issues/1632", author="u1")
    # The Dockerfile step it ran and the output it got, quoted in full (ruling before df37): a trap though "The error message" introduces it.
    rec(PK_MORPHO63, [t, h1, h2], h3, False, SAME, [], None, author="u1")
    lend(PK_MORPHO63, [t], PK_B_ANSIBLE, SAME, PK_PIHOLE4)

    t = (U, "[8pt] Error building docker image", "u1")
    i1 = (U, "An error is occurring while building the docker image from the Dockerfile using `docker build --rm --no-cache --force-rm -t fim_4:4.5.0.1 .`", "u1")
    i2 = "## Current behavior\n```\nStep 10/55 : RUN apt-get update && apt-get install -y git  && rm -rf /var/lib/apt/lists/*\nErr:3 https://apache.jfrog.io/artifactory/arrow/ubuntu jammy InRelease\n  The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 275C532289DD0F4A\n```"
    rec(PK_INUND1168, [t], i1[1], True, "ellipsis", ["the Dockerfile"], "Building inundation-mapping's Docker image with `docker build --rm --no-cache --force-rm -t fim_4:4.5.0.1 .` fails.", author="u1")
    rec(PK_INUND1168, [t, i1], i2, False, SAME, [], None, author="u1")
    lend(PK_INUND1168, [t], PK_B_NGINXBUILD, SAME, PK_NGINXU327)
    lend(PK_INUND1168, [t, i1], PK_B_KOBO, SAME, PK_KOBO7)

    t = (U, "GPG error when trying to sign the docker repo", "u1")
    j1 = (U, "### Describe the bug\n\nIn the task: \"add docker repository to apt\", there is a failure:", "u1")
    j3 = (U, "Possibly related to: [this SO issue](https://stackoverflow.com/a/39973813/758174).", "u1")
    j4 = "As a workaround, I changed the task to **not check signature** (potential vulnerability):"
    rec(PK_PIHOLE4, [t], j1[1], True, "ellipsis", [], "The pi-hole-cloudflared Ansible playbook's task \"add docker repository to apt\" fails with a GPG error.", author="u1")
    rec(PK_PIHOLE4, [t, j1], PK_B_ANSIBLE, False, SAME, [], None, author="u1")
    rec(PK_PIHOLE4, [t, j1, (U, PK_B_ANSIBLE, "u1")], j3[1], True, "ellipsis", [], "The Docker apt repository's NO_PUBKEY 7EA0A9C3F273FCD8 in the pi-hole-cloudflared Ansible playbook may be related to https://stackoverflow.com/a/39973813/758174", author="u1")
    rec(PK_PIHOLE4, [t, j1, (U, PK_B_ANSIBLE, "u1"), j3], j4, True, "pronoun", ["the task"], "As a workaround, I changed the pi-hole-cloudflared Ansible playbook's 'add docker repository to apt' task to not check the Docker repository's signature, a potential vulnerability.", author="u1")

    t = (U, "GPG key failure on apt update NO_PUBKEY 42D5A192B819C5DA", "u1")
    k1 = (U, "I am trying to run apt update.", "u1")
    k2 = "```\nStep 3/14 : RUN apt-get update && apt-get install -y         curl         gnupg2         lsb-release &&         rm -rf /var/lib/apt/lists/* &&         apt-get clean\nGet:8 https://apt.kitware.com/ubuntu focal InRelease [15.5 kB]\nErr:8 https://apt.kitware.com/ubuntu focal InRelease\n  The following signatures couldn't be verified because the public key is not available: NO_PUBKEY 42D5A192B819C5DA\n```"
    rec(PK_ISAAC50, [t], k1[1], True, "ellipsis", [], "Running apt update in isaac_ros_common's Docker build fails with NO_PUBKEY 42D5A192B819C5DA.", author="u1")
    rec(PK_ISAAC50, [t, k1], k2, False, SAME, [], None, author="u1")
    lend(PK_ISAAC50, [t], PK_B_DOOMLOG, SAME, PK_DOOM2)

    t = (U, "stable/debian docker build not working", "u1")
    l1 = (U, "### Bug Overview\n\ndocker build is not working: repo is not signed", "u1")
    l2 = (U, "### Expected Behavior\n\ndocker build must succeed", "u1")
    l4 = (A, "Heya! This is a known issue. Hoping to have a fix up tomorrow :)", "u2")
    rec(PK_NGINXU327, [t], l1[1], True, "ellipsis", [], "docker-nginx-unprivileged's stable/debian docker build is not working: the nginx apt repository is not signed.", author="u1")
    rec(PK_NGINXU327, [t, l1], l2[1], True, "ellipsis", [], "docker-nginx-unprivileged's stable/debian docker build should succeed.", author="u1")
    rec(PK_NGINXU327, [t, l1, l2], PK_B_NGINXBUILD, False, SAME, [], None, author="u1")
    rec(PK_NGINXU327, [t, l1, l2, (U, PK_B_NGINXBUILD, "u1")], l4[1], True, "pronoun", ["This"], "docker-nginx-unprivileged's stable/debian build failing on the unsigned nginx repository is a known issue; a fix should be up tomorrow.", author="u2")
    rec(PK_NGINXU327, [t, l1, l2, (U, PK_B_NGINXBUILD, "u1"), l4], "It's been fixed!", True, "pronoun", ["It"], "docker-nginx-unprivileged's stable/debian docker build NO_PUBKEY failure has been fixed.", author="u2")

    t = (U, "The command '/bin/bash -c apt-get update && apt-get -y install python3 python3-pip git curl' returned a non-zero code: 100", "u1")
    m1 = (A, "@AdamGreenhill have you tried any of the [answers on this StackOverflow question](https://stackoverflow.com/questions/59139453/repository-is-not-signed-in-docker-build)?", "u2")
    m2 = (U, "Yup! Thanks Clenk. My apt was borked so needed to fix a bunch of issues (not just Docker) to resolve the problem.", "u1")
    m3 = (A, "Great, glad that fixed it!", "u2")
    m4 = "@AdamGreenhill Can you please further elaborate about what you did to your apt config to get around your original issue? I'm facing the exact same problem in a Docker environment. I.E. Receiving the gpg messages about no_pubkey etc., when performing an apt-get update step."
    rec(PK_CALDERA2627, [t], m1[1], True, "ellipsis", [], "Have you tried the answers on 'repository is not signed in docker build' (https://stackoverflow.com/questions/59139453/repository-is-not-signed-in-docker-build) for caldera's apt-get update returning code 100?", author="u2")
    rec(PK_CALDERA2627, [t, m1], m2[1], True, "ellipsis", ["the problem"], "My apt was broken, so I had to fix several issues, not just Docker, to get caldera's apt-get update step working.", author="u1")
    rec(PK_CALDERA2627, [t, m1, m2], m3[1], True, "pronoun", ["that", "it"], "Glad fixing apt resolved caldera's failing apt-get update step!", author="u2")
    rec(PK_CALDERA2627, [t, m1, m2, m3], m4, True, "ellipsis", ["your original issue", "the exact same problem"], "What did you change in your apt config to get around caldera's apt-get update failing with NO_PUBKEY in Docker? I get the same GPG messages in a Docker environment.", author="u3")
    lend(PK_CALDERA2627, [t], PK_B_TSADD, SAME, PK_TIMESHIFT185)

    t = (U, "Errors when running initialize.sh", "u1")
    n1 = (U, "Hi all,\n\nI am trying to create the docker containers on Ubuntu and I get several errors that look like the example attached below. Any suggestions?", "u1")
    rec(PK_BEELINE63, [t], n1[1], True, "pronoun", ["the docker containers"], "Creating Beeline's Docker containers with initialize.sh on Ubuntu gives several errors; any suggestions?", author="u1")
    rec(PK_BEELINE63, [t, n1], PK_B_BEELOG, False, SAME, [], None, author="u1")
    lend(PK_BEELINE63, [t], PK_B_ANSIBLE, SAME, PK_PIHOLE4)
    lend(PK_BEELINE63, [t, n1], PK_B_TSADD, SAME, PK_TIMESHIFT185)


# ---- pip finding no installable release: "ERROR: Could not find a version that satisfies the requirement X (from versions: none)", "ERROR: No matching distribution found for X", wheels missing for a new Python, Requires-Python ----
PV_CDEPTH63 = GH + "facebookresearch/consistent_depth/issues/63"
PV_BDMED15 = GH + "ahmedshahriar/bd-medicine-scraper/issues/15"
PV_PACKPROB177 = GH + "pypa/packaging-problems/issues/177"
PV_GPT2SUM7 = GH + "SKRohit/Generating_Text_Summary_With_GPT2/issues/7"
PV_GENETRADER3 = GH + "imsatoshi/GeneTrader/issues/3"
PV_ALPHAGEO62 = GH + "google-deepmind/alphageometry/issues/62"
PV_PYGCL45 = GH + "PyGCL/PyGCL/issues/45"
PV_SPINUP10 = GH + "LordLiang/DrawingSpinUp/issues/10"
PV_MONET3 = GH + "noaa-oar-arl/monet/issues/3"
PV_NCBITAX24 = GH + "zyxue/ncbitax2lin/issues/24"
PV_NOTES4 = GH + "adamyi/notes_to_keep/issues/4"
PV_CIF24 = GH + "LenkaV/CIF/issues/24"
PV_FMM3D31 = GH + "flatironinstitute/FMM3D/issues/31"
PV_AUTOCLS34 = GH + "kalekundert/autoclasstoc/issues/34"
PV_ZSTD183 = GH + "indygreg/python-zstandard/issues/183"
PV_GNUREAD59 = GH + "ludwigschwardt/python-gnureadline/issues/59"
PV_FATHON8 = GH + "stfbnc/fathon/issues/8"
PV_DLIB6 = GH + "alesanfra/dlib-wheels/issues/6"
PV_QUIP599 = GH + "libAtoms/QUIP/issues/599"
PV_B_AUTOCLS = "```\ndev-311 ❯ pip install -U autoclasstoc==1.5\nERROR: Ignored the following versions that require a different python version: 1.5.0 Requires-Python >=3.6,<3.11; 1.5.1 Requires-Python >=3.6,<3.11; 1.5.2 Requires-Python >=3.6,<3.11\nERROR: Could not find a version that satisfies the requirement autoclasstoc==1.5 (from versions: 0.0.0, 1.0.1, 1.1.0, 1.1.1, 1.2.0, 1.2.1, 1.3.0, 1.4.0)\nERROR: No matching distribution found for autoclasstoc==1.5\n```"
PV_B_DLIB = "pip install dlib-bin\nERROR: Could not find a version that satisfies the requirement dlib-bin (from versions: none)\nERROR: No matching distribution found for dlib-bin"
PV_B_AIOHTTP = "I'm trying to install packages from pip, but some versions are not available.  For example, aiohttp is [listed as being on version 3.3.2](https://pypi.org/project/aiohttp/), but running `pip install aiohttp` installs version 2.3.10."
PV_B_INSTALL135 = "ERROR: Could not find a version that satisfies the requirement install==1.3.5 (from versions: none)\nERROR: No matching distribution found for install==1.3.5"
PV_CIF = "no proper wheel for python 3.11 exist.\ncannot be install for python 3.11.\nurgent"


def _nodistribution(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "ERROR: Could not find a version that satisfies the requirement project (from versions: none) ERROR: No matching distribution found for project", "u1")
    a1 = (U, "ERROR: Could not find a version that satisfies the requirement project (from versions: none)\nERROR: No matching distribution found for project\n File \"C:\\Users\\17949\\anaconda3\\envs\\pytorch\\lib\\site-packages\\models\\__init__.py\", line 37, in <module>\n    import project", "u1")
    rec(PV_CDEPTH63, [t, a1], "How to deal???", True, "ellipsis", [], "How do I deal with consistent_depth's models/__init__.py importing 'project', for which pip finds no matching distribution?", author="u1")
    lend(PV_CDEPTH63, [t], PV_B_INSTALL135, SAME, PV_BDMED15)

    t = (U, "install==1.3.5 Not found", "u1")
    rec(PV_BDMED15, [t], PV_B_INSTALL135, False, SAME, [], None, author="u1")
    lend(PV_BDMED15, [t], PV_B_DLIB, SAME, PV_DLIB6)

    t = (U, "\"Could not find a version that satisfies the requirement...\"", "u1")
    b2 = (U, "This is on Ubuntu 16.04 on WSL in a Python 3.5 virtualenv:", "u1")
    b3 = "```sh\n(lin) xobs@Cuboid:/proj$ python -V\nPython 3.5.2\n(lin) xobs@Cuboid:proj$ pip install aiohttp==3.3.2\nCollecting aiohttp==3.3.2\n  Could not find a version that satisfies the requirement aiohttp==3.3.2 (from versions: 0.1, 0.2, 0.3, 0.4)\n```"
    rec(PV_PACKPROB177, [t], PV_B_AIOHTTP, False, SAME, [], None, author="u1")
    rec(PV_PACKPROB177, [t, (U, PV_B_AIOHTTP, "u1")], b2[1], True, "pronoun", ["This"], "pip installing aiohttp 2.3.10 instead of 3.3.2 happens on Ubuntu 16.04 on WSL in a Python 3.5 virtualenv.", author="u1")
    rec(PV_PACKPROB177, [t, (U, PV_B_AIOHTTP, "u1"), b2], b3, False, SAME, [], None, author="u1")

    t = (U, "ERROR: No matching distribution found for googlesearch-python==2020.0.2", "u1")
    c1 = (U, "How to fix the error below:\n\n```\nERROR: Could not find a version that satisfies the requirement googlesearch-python==2020.0.2 (from versions: 1.0.0, 1.0.1, 1.1.0)\nERROR: No matching distribution found for googlesearch-python==2020.0.2\n```", "u1")
    c2 = (U, "when \"pip install -r requirements.txt\"? Thanks a lot.", "u1")
    rec(PV_GPT2SUM7, [t], c1[1], False, SAME, [], None, author="u1")
    rec(PV_GPT2SUM7, [t, c1], c2[1], True, "ellipsis", [], "How do I fix 'No matching distribution found for googlesearch-python==2020.0.2' when running pip install -r requirements.txt for Generating_Text_Summary_With_GPT2?", author="u1")
    rec(PV_GPT2SUM7, [t, c1, c2], "You could latest version of `googlesearch-python`. Thanks.", True, "ellipsis", [], "Instead of googlesearch-python==2020.0.2 in Generating_Text_Summary_With_GPT2's requirements.txt, use the latest googlesearch-python.", author="u2")

    t = (U, "No matching distribution found for python>=3.7", "u1")
    d1 = (U, "helo! good day! i got this error while trying to install the requirements using this command \" pip install -r requirements.txt \".", "u1")
    d2 = (U, "ERROR: Could not find a version that satisfies the requirement python>=3.7 (from versions: none)\nERROR: No matching distribution found for python>=3.7", "u1")
    d3 = (U, "Please help. Thank you!", "u1")
    d4 = (A, "Update your python version.", "u2")
    d5 = "I already update my python boss. i have python3.8 & python3.12 but still i got the error"
    rec(PV_GENETRADER3, [t], d1[1], True, "pronoun", ["this error", "the requirements"], "Installing GeneTrader's requirements with `pip install -r requirements.txt` gives 'No matching distribution found for python>=3.7'.", author="u1")
    rec(PV_GENETRADER3, [t, d1], d2[1], True, "ellipsis", [], "GeneTrader's `pip install -r requirements.txt` fails: 'Could not find a version that satisfies the requirement python>=3.7 (from versions: none)'.", author="u1")
    rec(PV_GENETRADER3, [t, d1, d2], d3[1], True, "ellipsis", [], "Please help with GeneTrader's requirements failing on python>=3.7.", author="u1")
    rec(PV_GENETRADER3, [t, d1, d2, d3], d4[1], True, "ellipsis", [], "To fix GeneTrader's 'No matching distribution found for python>=3.7', update your Python version.", author="u2")
    rec(PV_GENETRADER3, [t, d1, d2, d3, d4], d5, True, "ellipsis", ["the error"], "I already have Python 3.8 and 3.12, but installing GeneTrader's requirements still fails with 'No matching distribution found for python>=3.7'.", author="u1")

    t = (U, "ERROR: No matching distribution found for (array-record ,cachetools, babel, charset-normalizer, chex, ....)", "u1")
    e1 = (U, "Hello, I am trying to install the dependencies with `pip3 install --require-hashes -r requirements.txt` but received no matching distribution on a few libraries. For example: ", "u1")
    e2 = (U, "```\nERROR: Could not find a version that satisfies the requirement array-record==0.4.1 (from -r requirements.txt (line 28)) (from versions: none)\nERROR: No matching distribution found for array-record==0.4.1 (from -r requirements.txt (line 28))\n```", "u1")
    e3 = "I have similar error for multiple libraries (array-record ,cachetools, babel,  charset-normalizer, chex, ....). What is the suggested method to handle this error while ensuring using the same library version? Thank you a lot,"
    rec(PV_ALPHAGEO62, [t], e1[1], True, "pronoun", ["the dependencies"], "Installing AlphaGeometry's dependencies with `pip3 install --require-hashes -r requirements.txt`, pip finds no matching distribution for a few libraries.", author="u1")
    rec(PV_ALPHAGEO62, [t, e1], e2[1], True, "ellipsis", [], "AlphaGeometry's requirements.txt line 28 fails: 'No matching distribution found for array-record==0.4.1'.", author="u1")
    rec(PV_ALPHAGEO62, [t, e1, e2], e3, True, "ellipsis", ["similar error", "this error"], "AlphaGeometry's requirements also fail for cachetools, babel, charset-normalizer, chex and others; how do I install them while keeping the same library versions?", author="u1")
    lend(PV_ALPHAGEO62, [t], PV_B_AIOHTTP, SAME, PV_PACKPROB177)

    t = (U, "error:could noy find a version that satisfies the requirement PyGCL", "u1")
    f1 = (U, "Thanks for sharing the great code. but I encount an issue when \"pip install PyGCL\"\n\nERROR:could not find a version that satisfies the requirement PyGCL\nERROR:No matching distribution found for PyGCL\n\nwhat should i do?", "u1")
    f2 = (U, "sorry, the reason is that my python version is 3.7...", "u1")
    rec(PV_PYGCL45, [t], f1[1], False, SAME, [], None, author="u1")
    rec(PV_PYGCL45, [t, f1], f2[1], True, "ellipsis", ["the reason"], "pip found no PyGCL distribution because my Python version is 3.7.", author="u1")
    rec(PV_PYGCL45, [t, f1, f2], "Glad to see the problem solved 😃 !", True, "ellipsis", ["the problem"], "Glad the 'No matching distribution found for PyGCL' problem is solved!", author="u2")

    t = (U, "Hi, I would like to ask why I got an error when installing pip install -r requirements.txt ERROR: No matching distribution found for numpy~=2.0", "u1")
    g1 = (U, "The situation is roughly like this", "u1")
    g2 = (U, "change pymcubes version : pymcubes==0.1.4", "u2")
    rec(PV_SPINUP10, [t], g1[1], True, "ellipsis", ["The situation"], "Installing DrawingSpinUp's requirements gives 'No matching distribution found for numpy~=2.0'.", author="u1")
    rec(PV_SPINUP10, [t, g1], g2[1], True, "ellipsis", [], "To fix DrawingSpinUp's 'No matching distribution found for numpy~=2.0', pin pymcubes==0.1.4 in its requirements.", author="u2")
    rec(PV_SPINUP10, [t, g1, g2], "thanks for jiang2992!", True, "ellipsis", [], "Thanks for the pymcubes==0.1.4 fix to DrawingSpinUp's numpy~=2.0 install error!", author="u3")

    t = (U, "Error with the version", "u1")
    h1 = (U, "Hello,\n\nI get the following error, trying to install the package on Linux.", "u1")
    h2 = (U, "> \n> Could not find a version that satisfies the requirement MONET (from versions: )\n> No matching distribution found for MONET", "u1")
    h3 = (A, "What platform are you using?", "u2")
    rec(PV_MONET3, [t], h1[1], True, "pronoun", ["the package"], "Installing MONET on Linux gives an error about its version.", author="u1")
    rec(PV_MONET3, [t, h1], h2[1], False, SAME, [], None, author="u1")
    rec(PV_MONET3, [t, h1, h2], h3[1], True, "ellipsis", [], "What platform are you using when pip finds no MONET distribution?", author="u2")
    rec(PV_MONET3, [t, h1, h2, h3], "@Pythagoras19 I haven't seen any response from this so I'm going to close the issue", True, "pronoun", ["this", "the issue"], "With no response about pip finding no MONET distribution, I'm closing the issue.", author="u2")

    t = (U, "Could not find a version that satisfies the requirement", "u1")
    i1 = (U, "Hii! I  am trying to install this package, but I get error: Could not find a version that satisfies the requirement ", "u1")
    i2 = (U, "I am using PIP 21.3.1\nCould you please help me with the latest version?\nthanks,\nParth", "u1")
    i3 = (A, "Can you paste the whole error?", "u2")
    i4 = (U, "Thanks for a prompt response, here is the full error:", "u1")
    i5 = (U, "ERROR: Could not find a version that satisfies the requirement ncbitax2lin (from versions: none)\nERROR: No matching distribution found for ncbitax2lin", "u1")
    rec(PV_NCBITAX24, [t], i1[1], True, "pronoun", ["this package"], "Installing ncbitax2lin gives 'Could not find a version that satisfies the requirement'.", author="u1")
    rec(PV_NCBITAX24, [t, i1], i2[1], True, "ellipsis", ["the latest version"], "I use pip 21.3.1; could you help me install the latest ncbitax2lin?", author="u1")
    rec(PV_NCBITAX24, [t, i1, i2], i3[1], True, "ellipsis", ["the whole error"], "Can you paste the whole pip error for installing ncbitax2lin?", author="u2")
    rec(PV_NCBITAX24, [t, i1, i2, i3], i4[1], True, "ellipsis", ["the full error"], "Here is the full pip error for installing ncbitax2lin.", author="u1")
    rec(PV_NCBITAX24, [t, i1, i2, i3, i4], i5[1], False, SAME, [], None, author="u1")
    rec(PV_NCBITAX24, [t, i1, i2, i3, i4, i5], "what python version are you on?", True, "ellipsis", [], "What Python version are you on when pip finds no ncbitax2lin distribution?", author="u2")

    t = (U, "Getting an error while pip install", "u1")
    j1 = (U, "As you can see, I'm getting error \"Could not find a version that satisfies the requirement notes_to_keep (from versions: )\nNo matching distribution found for notes_to_keep\", can you fix it?", "u1")
    j2 = (A, "It appears to be an issue with verifying HTTPS SSL certificate. You will probably run into an error if you run `curl https://pypi.python.org`. Can you check your local ca certificate settings?", "u2")
    rec(PV_NOTES4, [t], j1[1], False, SAME, [], None, author="u1")
    rec(PV_NOTES4, [t, j1], j2[1], True, "pronoun", ["It"], "pip finding no notes_to_keep distribution appears to be an HTTPS certificate verification problem; `curl https://pypi.python.org` would probably fail too. Check your local CA certificate settings.", author="u2")
    rec(PV_NOTES4, [t, j1, j2], "I'll close this for now. Let me know if the issue still exists.", True, "pronoun", ["this", "the issue"], "Closing the notes_to_keep pip install issue for now; report if it still exists.", author="u2")

    t = (U, "python 3.11 install problem", "u1")
    rec(PV_CIF24, [t], PV_CIF, True, "ellipsis", [], "CIF has no proper wheel for Python 3.11, so it cannot be installed on Python 3.11; urgent.", author="u1")
    lend(PV_CIF24, [t], PV_B_DLIB, SAME, PV_DLIB6)

    t = (U, "Package does not work with Python >3.10", "u1")
    k1 = (U, "I have tried to pip install this package on different virtual envs and I have no problem for Python 3.6, 3.8 or 3.9 but I can't get it to work with Python 3.10 or 3.11.", "u1")
    k2 = (U, "No matching distribution is found for it.", "u1")
    k3 = (U, "My pip version is 22.3.1", "u1")
    k4 = (A, "We have not uploaded the python wheels for python 3.10 and 3.11 to pypi, we\nwill soon upload it.", "u2")
    k5 = "Libin has now uploaded python wheels for python 3.9-3.11 for Linux and Mac. Let us know if you run into any difficulties."
    rec(PV_FMM3D31, [t], k1[1], True, "pronoun", ["this package"], "pip installing FMM3D works for Python 3.6, 3.8 and 3.9 but not for Python 3.10 or 3.11.", author="u1")
    rec(PV_FMM3D31, [t, k1], k2[1], True, "pronoun", ["it"], "pip finds no matching FMM3D distribution for Python 3.10 or 3.11.", author="u1")
    # Second reader's adjudication (r2df): a trap by rule 1: "a complete first-person sentence naming its own subject
    # (\"I'm on Windows 11 and Python 3.12.1\") is a trap" (df37 row 366, "im on Windows 8", adjudicated the same way).
    rec(PV_FMM3D31, [t, k1, k2], k3[1], False, SAME, [], None, author="u1")
    rec(PV_FMM3D31, [t, k1, k2, k3], k4[1], True, "ellipsis", ["the python wheels"], "FMM3D's Python wheels for Python 3.10 and 3.11 are not on PyPI yet; they will be uploaded soon.", author="u2")
    rec(PV_FMM3D31, [t, k1, k2, k3, k4], k5, True, "ellipsis", [], "FMM3D's Python wheels for Python 3.9-3.11 on Linux and Mac are now on PyPI.", author="u3")

    t = (U, "Cannot install for Python 3.11", "u1")
    l2 = (A, "Thanks for reporting this, and sorry for the slow response.  This was fixed by #25, but I haven't yet made a release that includes the fix.  I anticipate making a new release in the next week or so, though.", "u2")
    l3 = "I just made a new release, so this issue should be resolved now.  Feel free to reopen if that isn't the case."
    rec(PV_AUTOCLS34, [t], PV_B_AUTOCLS, False, SAME, [], None, author="u1")
    rec(PV_AUTOCLS34, [t, (U, PV_B_AUTOCLS, "u1")], l2[1], True, "pronoun", ["this", "This", "the fix"], "autoclasstoc not installing on Python 3.11 was fixed by #25, but no release includes the fix yet; a new release should come in a week or so.", author="u2")
    rec(PV_AUTOCLS34, [t, (U, PV_B_AUTOCLS, "u1"), l2], l3, True, "pronoun", ["this issue"], "A new autoclasstoc release is out, so installing it on Python 3.11 should work now.", author="u2")

    t = (U, "Provide wheels for Python 3.11", "u1")
    m1 = (U, "Hi,\n\nIs it possible to provide wheels for python 3.11?", "u1")
    m2 = (A, "Definitely! My policy is to only release new wheels with new releases in order to avoid problems with pip getting confused about the presence of a new wheel when using hash pinning in requirements files.", "u2")
    rec(PV_ZSTD183, [t], m1[1], True, "ellipsis", [], "Is it possible for python-zstandard to provide wheels for Python 3.11?", author="u1")
    rec(PV_ZSTD183, [t, m1], m2[1], True, "ellipsis", [], "python-zstandard will provide Python 3.11 wheels, but only with a new release, so that pip with hash-pinned requirements isn't confused by a new wheel.", author="u2")
    rec(PV_ZSTD183, [t, m1, m2], "I'll try to get a new release published in the next few hours.", True, "ellipsis", ["a new release"], "I'll try to publish a python-zstandard release with Python 3.11 wheels in the next few hours.", author="u2")

    t = (U, "missing .whl's for the new python3.11", "u1")
    n1 = (A, "Hi DoronZ, I've uploaded 3.11 wheels to PyPI. Please check that they work for you :-)", "u2")
    rec(PV_GNUREAD59, [t], n1[1], True, "pronoun", ["they"], "gnureadline's Python 3.11 wheels are now on PyPI; please check that they work.", author="u2")
    rec(PV_GNUREAD59, [t, n1], "Like a charm :) thanks!", True, "ellipsis", [], "gnureadline's Python 3.11 wheels work like a charm, thanks!", author="u1")

    t = (U, "pip3?", "u1")
    o1 = (U, "Hi!\nI just tried to install fathon via pip3 and got a \"No matching distribution found for fathon\". \nIs that to be expected?", "u1")
    o2 = (U, "MacOS Catalina", "u1")
    o3 = (A, "And which python3 version? You can also try to upgrade pip3 to see if it works.", "u2")
    o4 = (U, "Thanks. I'm using Python 3.9, and tried after updating pip3... but still getting the same error", "u1")
    o5 = (A, "Ok, the problem is there are no wheels on pypi for Python 3.9 yet. Tomorrow I will upload them, and let you know.", "u2")
    o6 = "@ferosas Python 3.9 wheels for macOS are now available.\nLet me know if you still have problems."
    rec(PV_FATHON8, [t], o1[1], False, SAME, [], None, author="u1")
    rec(PV_FATHON8, [t, o1], o2[1], True, "ellipsis", [], "pip3 finds no fathon distribution on macOS Catalina.", author="u1")
    rec(PV_FATHON8, [t, o1, o2], o3[1], True, "ellipsis", [], "Which Python 3 version are you on when pip3 finds no fathon distribution on macOS? Try upgrading pip3 too.", author="u2")
    rec(PV_FATHON8, [t, o1, o2, o3], o4[1], True, "ellipsis", ["the same error"], "I'm on Python 3.9 and upgraded pip3, but pip3 still finds no fathon distribution.", author="u1")
    rec(PV_FATHON8, [t, o1, o2, o3, o4], o5[1], True, "ellipsis", ["the problem", "them"], "There are no fathon wheels on PyPI for Python 3.9 yet; they will be uploaded tomorrow.", author="u2")
    rec(PV_FATHON8, [t, o1, o2, o3, o4, o5], o6, True, "ellipsis", [], "fathon's Python 3.9 wheels for macOS are now on PyPI.", author="u2")

    t = (U, "No matching distribution found for dlib-bin (Python 3.11)", "u1")
    p2 = "Hi @bri-vax, thank you for your interest in `dlib-bin`, I added python 3.11 to the build pipeline, please let me know if there are any issues with the distribution."
    rec(PV_DLIB6, [t], PV_B_DLIB, False, SAME, [], None, author="u1")
    rec(PV_DLIB6, [t, (U, PV_B_DLIB, "u1")], p2, True, "pronoun", ["the distribution"], "Python 3.11 is now in dlib-bin's build pipeline, so pip should find a dlib-bin distribution for it.", author="u2")

    t = (U, "Problem installing quip in new environment", "u1")
    q1 = (U, "I was able to successfully install quip in a python environment a week ago using \"pip install quippy-ase\". Everything worked perfectly. Today I am trying to install it in a new environment to show someone how, and am getting an error \"Could not find a version that satisfies the requirement quippy-ase\" and \"No matching distribution found for quippy-ase.\" Was there some kind of recent update that means pip can't find the package?", "u1")
    q2 = (A, "What version of Python are you using and on which platform? We did just do a new release, maybe we are missing a version you need. You can install previous releases e.g via `pip install quippy-ase==0.9.12`", "u2")
    q3 = (U, "I have the same issue when using Python 3.11, it seems that there are no wheels for this version on PyPI. I've rolled back to Python 3.10 in the mean time!", "u3")
    q4 = (A, "That's correct, one of our dependencies didn't yet support 3.11 yet last time I checked but I think this should now be resolved so I'll try to add support for 3.11 wheels for the next release.", "u2")
    q5 = "Some Python 3.11 wheels here to try. If you report back that they work I'll merge the PR and do a new release"
    rec(PV_QUIP599, [t], q1[1], False, SAME, [], None, author="u1")
    rec(PV_QUIP599, [t, q1], q2[1], True, "ellipsis", ["a new release"], "What Python version and platform are you on when pip finds no quippy-ase? The new quippy-ase release may lack your version; try `pip install quippy-ase==0.9.12`.", author="u2")
    rec(PV_QUIP599, [t, q1, q2], q3[1], True, "ellipsis", ["the same issue", "this version"], "pip finds no quippy-ase for me on Python 3.11 either; there seem to be no Python 3.11 wheels on PyPI, so I rolled back to Python 3.10.", author="u3")
    rec(PV_QUIP599, [t, q1, q2, q3], q4[1], True, "pronoun", ["That's", "this"], "quippy-ase has no Python 3.11 wheels because a dependency lacked 3.11 support; that should be resolved, so the next quippy-ase release will try to add Python 3.11 wheels.", author="u2")
    rec(PV_QUIP599, [t, q1, q2, q3, q4], q5, True, "ellipsis", [], "Here are some quippy-ase Python 3.11 wheels to try; if they work, the pull request will be merged and a new quippy-ase release made.", author="u2")


# ---- shells and scripts warning about missing locales: "bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)", "perl: warning: Setting locale failed.", locale-gen, dpkg-reconfigure locales, SendEnv LANG LC_* ----
LC_CYBICS10 = GH + "mniedermaier/CybICS/issues/10"
LC_HOLO2082 = GH + "holochain/holochain-rust/issues/2082"
LC_BASHIT2269 = GH + "Bash-it/bash-it/issues/2269"
LC_BASHIT2206 = GH + "Bash-it/bash-it/issues/2206"
LC_SSPHP37 = GH + "serversideup/docker-php/issues/37"
LC_RDDOT6 = GH + "rounakdatta/dotfiles/pull/6"
LC_DRDOT2 = GH + "dreadatour/dotfiles/issues/2"
LC_RIO541 = GH + "raphamorim/rio/issues/541"
LC_PROXMOX126 = GH + "BassT23/Proxmox/issues/126"
LC_EBASH25 = GH + "elibs/ebash/issues/25"
LC_BLOGR4 = GH + "dniel/blogr-pve/issues/4"
LC_VAGRANT3 = GH + "zero-archive/vagrant-debian-jessie/issues/3"
LC_KOHA9 = GH + "digibib/kohadevbox/issues/9"
LC_OPENSTICK8 = GH + "kinsamanka/OpenStick-Builder/issues/8"
LC_NOROOT62 = GH + "pelya/debian-noroot/issues/62"
LC_RERUN124 = GH + "rerun/rerun/issues/124"
LC_B_BASHWARN = "bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)"
LC_B_PERLWARN = "perl: warning: Setting locale failed.\nperl: warning: Please check that your locale settings:\n        LANGUAGE = (unset),\n        LC_ALL = (unset),\n        LANG = \"en_US.UTF-8\"\n    are supported and installed on your system."
LC_B_ENUS = "Turns out that `en_US` is the nearest locale that comes pre-installed, although I'd have loved to set the `en_IN` locale."
LC_B_VAGRANT = "vagrant@vagrant-debian-wheezy:~$ perl -e exit\nperl: warning: Setting locale failed.\nperl: warning: Please check that your locale settings:\n    LANGUAGE = (unset),\n    LC_ALL = (unset),\n    LC_CTYPE = \"de_DE.UTF-8\",\n    LANG = \"en_US.UTF-8\"\n    are supported and installed on your system.\nperl: warning: Falling back to the standard locale (\"C\")."
LC_B_BASHITNOTE = "> NOTE: Bash-it and some themes use UTF-8 characters, so to avoid strange behavior in your terminal, set your locale to `LC_ALL=en_US.UTF-8` or the equivalent to your language if it isn’t American English."
LC_B_NOROOT = "perl: warning: Setting locale failed.\nperl: warning: Please check that your locale settings:\n\tLANGUAGE = \"en_GB\",\n\tLC_ALL = (unset),\n\tLANG = \"en_GB\"\n    are supported and installed on your system.\nperl: warning: Falling back to the standard locale (\"C\").\nlocale: Cannot set LC_CTYPE to default locale: No such file or directory"


def _setlocale(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Fix bash warning \"setlocale\"", "u1")
    a1 = "Warning message:\n`\nbash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)\n/bin/bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)\n`"
    # The warning names the shell it comes from (bash) in full (rule 1): a trap.
    rec(LC_CYBICS10, [t], a1, False, SAME, [], None, author="u1")
    lend(LC_CYBICS10, [t], LC_B_ENUS, SAME, LC_RDDOT6)

    t = (U, "bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)", "u1")
    b1 = (U, "Every command i run in the nix shell gets this warning:  \n`bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)`", "u1")
    b2 = (U, "It doesn't seem to break anything, but it is rather annoying.", "u1")
    b3 = (U, "I tried the suggestions from:\nhttps://askubuntu.com/questions/599808/cannot-set-lc-ctype-to-default-locale-no-such-file-or-directory\nand\nhttps://www.linuxquestions.org/questions/linux-newbie-8/bash-warning-setlocale-lc_all-cannot-change-locale-en-us-utf-8-a-4175628657/", "u1")
    b4 = "but i can't seem to stop this warning.\n\nAny ideas?"
    rec(LC_HOLO2082, [t], b1[1], True, "ellipsis", ["the nix shell"], "Every command I run in holochain-rust's nix shell warns 'bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)'.", author="u1")
    rec(LC_HOLO2082, [t, b1], b2[1], True, "pronoun", ["It", "it"], "The setlocale warning in holochain-rust's nix shell doesn't seem to break anything, but it is annoying.", author="u1")
    rec(LC_HOLO2082, [t, b1, b2], b3[1], True, "ellipsis", ["the suggestions"], "I tried the askubuntu and linuxquestions suggestions for 'setlocale: LC_ALL: cannot change locale' in holochain-rust's nix shell.", author="u1")
    rec(LC_HOLO2082, [t, b1, b2, b3], b4, True, "pronoun", ["this warning"], "I can't stop the 'setlocale: LC_ALL: cannot change locale (en_US.UTF-8)' warning in holochain-rust's nix shell; any ideas?", author="u1")
    lend(LC_HOLO2082, [t], LC_B_VAGRANT, SAME, LC_VAGRANT3)

    t = (U, "[Bug]: bash: warning: setlocale: LC_ALL: cannot change locale (en_US.utf-8)", "u1")
    c1 = (U, "### Expected behavior\n\nI don't understand why every time I try to use some command I receive this warning.", "u1")
    c2 = (U, "### Current behavior\n\n`bash: warning: setlocale: LC_ALL: cannot change locale (en_US.utf-8)` everytime I use a command", "u1")
    c3 = (U, "### Context\n\nI tried to set locale to correct value, but this didn't work too.\nRelated issue: https://github.com/Bash-it/bash-it/issues/2206 ", "u1")
    c4 = (U, "### Steps to reproduce\n\nI installed package as described [here](https://github.com/Bash-it/bash-it#:~:text=Contributors-,Installation,-Check%20out%20a)", "u1")
    c5 = "### Operating system and version\n\nOS: Debian GNU/Linux 12 (bookworm) x86_64 Kernel: 6.1.0-27-cloud-amd64"
    rec(LC_BASHIT2269, [t], c1[1], True, "pronoun", ["this warning"], "Why do I get 'bash: warning: setlocale: LC_ALL: cannot change locale (en_US.utf-8)' every time I run a command with Bash-it?", author="u1")
    rec(LC_BASHIT2269, [t, c1], c2[1], True, "ellipsis", [], "With Bash-it, every command I run prints 'bash: warning: setlocale: LC_ALL: cannot change locale (en_US.utf-8)'.", author="u1")
    rec(LC_BASHIT2269, [t, c1, c2], c3[1], True, "ellipsis", [], "Setting the locale to a correct value didn't stop Bash-it's setlocale warning either; related: Bash-it #2206.", author="u1")
    rec(LC_BASHIT2269, [t, c1, c2, c3], c4[1], True, "pronoun", ["package"], "To reproduce the setlocale warning, install Bash-it as its README describes.", author="u1")
    rec(LC_BASHIT2269, [t, c1, c2, c3, c4], c5, True, "ellipsis", [], "Bash-it's setlocale warning happens on Debian GNU/Linux 12 (bookworm) x86_64, kernel 6.1.0-27-cloud-amd64.", author="u1")

    t = (U, "bash: warning: setlocale: LC_ALL: cannot change locale (en_uS.UTF-8): No such file or directory", "u1")
    d1 = (U, "Either I'm dumb or something because I can't figure out how to get rid of this error. ", "u1")
    d2 = (U, "On the main page under themes it says this:", "u1")
    d4 = (U, "So I should be able to get rid of this error without having to change my locale to en_US.", "u1")
    d5 = (U, "My locale is set to en_GB.UTF-8:", "u1")
    d6 = "What am I missing to keep my locale set to en_GB.UTF-8 and get rid of this error? (I would prefer not to install en_US locale because I'm in the UK)"
    rec(LC_BASHIT2206, [t], d1[1], True, "pronoun", ["this error"], "I can't figure out how to get rid of Bash-it's 'setlocale: LC_ALL: cannot change locale (en_US.UTF-8): No such file or directory'.", author="u1")
    rec(LC_BASHIT2206, [t, d1], d2[1], True, "pronoun", ["the main page", "this"], "Bash-it's README says something about locales under themes.", author="u1")
    rec(LC_BASHIT2206, [t, d1, d2], LC_B_BASHITNOTE, False, SAME, [], None, author="u1")
    h = [t, d1, d2, (U, LC_B_BASHITNOTE, "u1")]
    rec(LC_BASHIT2206, h, d4[1], True, "pronoun", ["this error"], "By Bash-it's README I should be able to get rid of its setlocale warning without changing my locale to en_US.", author="u1")
    rec(LC_BASHIT2206, [*h, d4, d5], d6, True, "pronoun", ["this error"], "How do I keep my locale en_GB.UTF-8 and get rid of Bash-it's 'setlocale: LC_ALL: cannot change locale (en_US.UTF-8)' without installing the en_US locale?", author="u1")

    t = (U, "Locale warnings are appearing in Bash", "u1")
    e1 = (U, "# Problem\nI'm getting Bash warnings after I set the Locale.\n```\nbash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)\n```", "u1")
    e2 = "Update: I removed the locale stuff for the time being. There is a good chance that I will never bring it back again (because it did more harm than good)."
    rec(LC_SSPHP37, [t], e1[1], True, "ellipsis", ["the Locale"], "After setting the locale in serversideup's docker-php images I get 'bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)'.", author="u1")
    rec(LC_SSPHP37, [t, e1], e2, True, "pronoun", ["the locale stuff", "it", "it"], "I removed the locale settings from serversideup's docker-php images for now, and may never bring them back since they did more harm than good.", author="u1")
    lend(LC_SSPHP37, [t], LC_B_BASHWARN, SAME, LC_CYBICS10)

    t = (U, "Set locale correctly on bash", "u1")
    f1 = (U, "```\nbash: warning: setlocale: LC_ALL: cannot change locale (en_IN.UTF-8): No such file or directory\n```", "u1")
    f2 = (U, "This finally helps get rid of the above error.", "u1")
    rec(LC_RDDOT6, [t], f1[1], False, SAME, [], None, author="u1")
    rec(LC_RDDOT6, [t, f1], f2[1], True, "pronoun", ["This", "the above error"], "Setting the locale correctly in rounakdatta's dotfiles finally gets rid of 'setlocale: LC_ALL: cannot change locale (en_IN.UTF-8)'.", author="u1")
    rec(LC_RDDOT6, [t, f1, f2], LC_B_ENUS, False, SAME, [], None, author="u1")

    t = (U, "bash: warning after install all files to home directory", "u1")
    g1 = "Hello, thanks for your lib. From time to time I have warning, for example:\n\n```\n➜ git pull\nbash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)\n```"
    rec(LC_DRDOT2, [t], g1, True, "pronoun", ["your lib"], "After installing dreadatour's dotfiles to my home directory, commands like `git pull` sometimes warn 'bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)'.", author="u1")
    lend(LC_DRDOT2, [t], LC_B_PERLWARN, SAME, LC_BLOGR4)
    lend(LC_DRDOT2, [t], LC_B_BASHITNOTE, SAME, LC_BASHIT2206)

    t = (U, "bash: warning: setlocale: LC_ALL: cannot change locale (zh_CN.UTF-8)", "u1")
    i1 = (U, "system: macos 14.5 (m3)", "u1")
    i2 = (U, "Every time I execute a Git operation, I get this error. I don't have this issue when I use the system's built-in terminal.", "u1")
    i3 = (A, "@div002123 I think this is not a terminal issue, but rather your configuration. The Mac Terminal configures this for you, for easy use.", "u2")
    i4 = (A, "This may help you solve the problem: [os-x-terminal-bash-warning-setlocale-lc_ctype-cannot-change-locale](https://www.cyberciti.biz/faq/os-x-terminal-bash-warning-setlocale-lc_ctype-cannot-change-locale/)", "u2")
    i5 = "@MrPandir Thanks！\nI comment this in `/etc/ssh/ssh_config` and problems solved:\n```\n# Host *\n#    SendEnv LANG LC_*\n```"
    rec(LC_RIO541, [t], i1[1], True, "ellipsis", [], "Rio shows 'bash: warning: setlocale: LC_ALL: cannot change locale (zh_CN.UTF-8)' on macOS 14.5 (M3).", author="u1")
    rec(LC_RIO541, [t, i1], i2[1], True, "pronoun", ["this error", "this issue"], "Every Git operation in the Rio terminal gives the zh_CN.UTF-8 setlocale warning, which macOS's built-in Terminal doesn't.", author="u1")
    rec(LC_RIO541, [t, i1, i2], i3[1], True, "pronoun", ["this", "this"], "The zh_CN.UTF-8 setlocale warning in Rio is not a terminal issue but your configuration; macOS's Terminal sets the locale for you.", author="u2")
    rec(LC_RIO541, [t, i1, i2, i3], i4[1], True, "ellipsis", ["the problem"], "This may help with the setlocale warning in Rio: https://www.cyberciti.biz/faq/os-x-terminal-bash-warning-setlocale-lc_ctype-cannot-change-locale/", author="u2")
    # A bare fix with its file named (ruling before df38): what it fixes is the thread's.
    rec(LC_RIO541, [t, i1, i2, i3, i4], i5, True, "pronoun", ["this", "problems"], "Commenting out `Host *` / `SendEnv LANG LC_*` in /etc/ssh/ssh_config fixed the zh_CN.UTF-8 setlocale warning in Rio.", author="u1")

    t = (U, "[BUG?] bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)", "u1")
    j1 = (U, "Hello,\nWhen I run the update or check-updates this warning happen:", "u1")
    j3 = (A, "this will come up, if you dont set the locale in the machine.\npls try again, after `sudo dpkg-reconfigure locales`", "u2")
    j4 = "@BassT23,\nThanks for your reply, I need to do this in all VM? "
    rec(LC_PROXMOX126, [t], j1[1], True, "pronoun", ["this warning"], "Running the Proxmox updater's update or check-updates gives 'bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)'.", author="u1")
    rec(LC_PROXMOX126, [t, j1], LC_B_BASHWARN, False, SAME, [], None, author="u1")
    rec(LC_PROXMOX126, [t, j1, (U, LC_B_BASHWARN, "u1")], j3[1], True, "pronoun", ["this"], "The Proxmox updater's setlocale warning comes when the machine's locale is not set; try again after `sudo dpkg-reconfigure locales`.", author="u2")
    rec(LC_PROXMOX126, [t, j1, (U, LC_B_BASHWARN, "u1"), j3], j4, True, "pronoun", ["this"], "Do I need to run `sudo dpkg-reconfigure locales` in every VM to stop the Proxmox updater's setlocale warning?", author="u1")

    t = (U, "setlocale warnings from platform.sh", "u1")
    k1 = (U, "During bitbucket pipeilne build ...", "u1")
    rec(LC_EBASH25, [t], k1[1], True, "ellipsis", [], "ebash's platform.sh prints setlocale warnings during a Bitbucket pipeline build.", author="u1")
    rec(LC_EBASH25, [t, k1], "/opt/atlassian/pipelines/agent/build/.ebash/bin/../share/platform.sh: line 19: warning: setlocale: LC_ALL: cannot change locale (en_US.utf8): No such file or directory", False, SAME, [], None, author="u1")
    lend(LC_EBASH25, [t], LC_B_VAGRANT, SAME, LC_VAGRANT3)

    t = (U, "perl: warning: Setting locale failed.", "u1")
    rec(LC_BLOGR4, [t], LC_B_PERLWARN, False, SAME, [], None, author="u1")
    lend(LC_BLOGR4, [t], LC_B_ENUS, SAME, LC_RDDOT6)

    t = (U, "perl: warning: Please check that your locale settings:", "u1")
    rec(LC_VAGRANT3, [t], LC_B_VAGRANT, False, SAME, [], None, author="u1")
    lend(LC_VAGRANT3, [t], LC_B_BASHITNOTE, SAME, LC_BASHIT2206)

    t = (U, "Set up locale properly", "u1")
    l1 = (U, "Currently, there is a lot of this stuff:", "u1")
    l2 = "Can't set locale; make sure $LC_* and $LANG are correct!\nperl: warning: Setting locale failed.\nperl: warning: Please check that your locale settings:\n    LANGUAGE = (unset),\n    LC_ALL = (unset),\n    LC_TIME = \"nb_NO.UTF-8\",\n    LANG = \"en_US.UTF-8\"\n    are supported and installed on your system.\nperl: warning: Falling back to the standard locale (\"C\").\nlocale: Cannot set LC_ALL to default locale: No such file or directory"
    rec(LC_KOHA9, [t], l1[1], True, "pronoun", ["this stuff"], "kohadevbox currently prints a lot of locale warnings; it should set up the locale properly.", author="u1")
    rec(LC_KOHA9, [t, l1], l2, False, SAME, [], None, author="u1")
    lend(LC_KOHA9, [t], LC_B_BASHWARN, SAME, LC_CYBICS10)

    t = (U, "\"perl: warning: Setting locale failed.\" after \"I: Base system installed successfully.\"", "u1")
    m1 = (U, "I get these warnings, I assume it's no big deal but still... Is there a way to fix it?", "u1")
    rec(LC_OPENSTICK8, [t], m1[1], True, "pronoun", ["these warnings", "it"], "OpenStick-Builder prints 'perl: warning: Setting locale failed.' after 'I: Base system installed successfully.'; is there a way to fix it?", author="u1")
    rec(LC_OPENSTICK8, [t, m1], "```console\nI: Base system installed successfully.\nperl: warning: Setting locale failed.\nperl: warning: Please check that your locale settings:\n        LANGUAGE = \"\",\n        LC_ALL = (unset),\n        LANG = \"en_US.UTF-8\"\n    are supported and installed on your system.\nperl: warning: Falling back to the standard locale (\"C\").\nlocale: Cannot set LC_ALL to default locale: No such file or directory\n```", False, SAME, [], None, author="u1")
    lend(LC_OPENSTICK8, [t], LC_B_ENUS, SAME, LC_RDDOT6)

    t = (U, "Default locale settings change", "u1")
    rec(LC_NOROOT62, [t], LC_B_NOROOT, False, SAME, [], None, author="u1")
    lend(LC_NOROOT62, [t], LC_B_BASHWARN, SAME, LC_CYBICS10)

    t = (U, "setup.sh and test.sh generate annoying Perl locale messages", "u1")
    n1 = "<pre>\n[anthony@centos63 rerun]$ ./test.sh \nperl: warning: Setting locale failed.\nperl: warning: Please check that your locale settings:\n        LANGUAGE = (unset),\n        LC_ALL = (unset),\n        LC_CTYPE = \"en_US.us-ascii\",\n        LANG = \"en_US.us-ascii\"\n    are supported and installed on your system.\n</pre>"
    rec(LC_RERUN124, [t], n1, False, SAME, [], None, author="u1")
    lend(LC_RERUN124, [t], LC_B_NOROOT, SAME, LC_NOROOT62)


# ---- apt finding no package: "E: Unable to locate package X", "Package X has no installation candidate", apt-get install before apt-get update in Dockerfiles, the universe repository ----
UL_BALENA292 = GH + "balena-io-library/base-images/issues/292"
UL_GNUHEALTH4 = GH + "mbehrle/docker-gnuhealth-demo/issues/4"
UL_TURBOVNC3 = GH + "theonemule/docker-opengl-turbovnc/issues/3"
UL_ONLYOFFICE181 = GH + "ONLYOFFICE/Docker-DocumentServer/issues/181"
UL_CVE20052 = GH + "nokn0wthing/CVE-2023-20052/issues/1"
UL_GRAFANA72 = GH + "kamon-io/docker-grafana-graphite/issues/72"
UL_JENKINSSSL2 = GH + "hughperkins/howto-jenkins-ssl/issues/2"
UL_MINICRON119 = GH + "jamesrwhite/minicron/pull/119"
UL_GRAYLOG710 = GH + "Graylog2/documentation/pull/710"
UL_OPENRAZER94 = GH + "openrazer/openrazer/pull/94"
UL_TILESERVER62 = GH + "AcuGIS/OpenTileServer/pull/62"
UL_BOOKSTACK18 = GH + "BookStackApp/devops/pull/18"
UL_BOOKSTACK14 = GH + "BookStackApp/devops/pull/14"
UL_DIASPORA176 = GH + "diaspora/diaspora/pull/176"
UL_YUBIKEY116 = GH + "drduh/YubiKey-Guide/issues/116"
UL_CERTBOTWEB569 = GH + "certbot/website/pull/569"
UL_OPMCORE36 = GH + "OPM/opm-core/pull/36"
UL_WXMP3GAIN25 = GH + "cfgnunes/wxmp3gain/issues/25"
UL_UBUNTUCOM14591 = GH + "canonical/ubuntu.com/issues/14591"
UL_B_MINICRON = "You need to run `apt-get update` before installing the packages so they can be found:\n\n    E: Unable to locate package ruby\n    E: Unable to locate package libsqlite3-dev\n    E: Unable to locate package ruby-dev\n    E: Unable to locate package build-essential"
UL_UNIVERSEWHY = "Universe seems to be enabled by default in most places, but this change makes our instructions work even if it's not enabled."
UL_B_GRAFANALOG = "`Sending build context to Docker daemon 285.7 kB\nStep 1 : FROM ubuntu:14.04\nStep 3 : RUN apt-get -y install software-properties-common\n ---> Running in 39724b803a54\nReading package lists...\nBuilding dependency tree...\nReading state information...\nE: Unable to locate package software-properties-common\nThe command '/bin/sh -c apt-get -y install software-properties-common' returned a non-zero code: 100`"
UL_B_BALENA = "Docker build step apt-get install [package] fails with the following message:\n```\nE: Unable to locate package [package]\n```\nusing the following sample Docker file:\n```\nFROM resin/rpi-raspbian\nRUN apt-get install python\n```"
UL_B_DOCKERIO = "apt-get install docker.io curl\nReading package lists... Done\nBuilding dependency tree       \nReading state information... Done\nPackage docker.io is not available, but is referred to by another package.\nThis may mean that the package is missing, has been obsoleted, or\nis only available from another source"
UL_BOOKSTACKWHY = "This is because on Ubuntu 18.04, the universe repo is not enabled by default. We have to enable it to get access to these packages."


def _locatepackage(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "apt-get install - unable to locate packages", "u1")
    rec(UL_BALENA292, [t], UL_B_BALENA, False, SAME, [], None, author="u1")
    rec(UL_BALENA292, [t, (U, UL_B_BALENA, "u1")], "kept trying and now it works.  i think the apt-get error message is inaccurate and the failure was due to some other reason.", True, "pronoun", ["it", "the apt-get error message", "the failure"], "After retrying, `RUN apt-get install python` on balena's resin/rpi-raspbian image works; the 'Unable to locate package' message was inaccurate and the failure had another cause.", author="u1")
    lend(UL_BALENA292, [t], UL_B_MINICRON, SAME, UL_MINICRON119)

    t = (U, "package location error", "u1")
    a1 = (U, "Command terminal output below:", "u1")
    rec(UL_GNUHEALTH4, [t], a1[1], True, "ellipsis", [], "Installing what docker-gnuhealth-demo needs gives a package location error; the terminal output follows.", author="u1")
    rec(UL_GNUHEALTH4, [t, a1], UL_B_DOCKERIO, False, SAME, [], None, author="u1")
    lend(UL_GNUHEALTH4, [t], UL_B_GRAFANALOG, SAME, UL_GRAFANA72)

    t = (U, "apt-get install - unable to locate packages", "u1")
    b1 = (U, "Hi. This container is a great idea, and i wanted to try it.\nBut it fails on line 10:\n`RUN\tapt-get install -y abiword gnupg apt-transport-https wget software-properties-common ratpoison novnc websockify libxv1 libglu1-mesa xauth x11-utils xorg tightvncserver`", "u1")
    b2 = (U, "It says: `Unable to locate package` for each package.\nI just copied your dockerfile and tried to run it with: `docker build -t ubuntu-web .`", "u1")
    rec(UL_TURBOVNC3, [t], b1[1], True, "pronoun", ["This container", "it"], "I wanted to try docker-opengl-turbovnc, but its Dockerfile fails on line 10, `RUN apt-get install -y abiword gnupg ... tightvncserver`.", author="u1")
    rec(UL_TURBOVNC3, [t, b1], b2[1], True, "pronoun", ["It", "your dockerfile"], "Building docker-opengl-turbovnc's Dockerfile unchanged with `docker build -t ubuntu-web .` says 'Unable to locate package' for each package.", author="u1")
    rec(UL_TURBOVNC3, [t, b1, b2], "What could be wrong? \nThanks", True, "ellipsis", [], "What could be wrong when docker-opengl-turbovnc's Dockerfile can't locate any package?", author="u1")

    t = (U, "Unable to locate package onlyoffice-documentserver", "u1")
    c1 = (U, "build image error , 'Unable to locate package onlyoffice-documentserver'\nwhen excute  apt-get -yq install onlyoffice-documentserver", "u1")
    c2 = (U, "/etc/apt/sources.list.d/onlyoffice.list is empty", "u1")
    c3 = (A, "@xiaobing395845388 Hi, did you use Docker image?", "u2")
    rec(UL_ONLYOFFICE181, [t], c1[1], False, SAME, [], None, author="u1")
    rec(UL_ONLYOFFICE181, [t, c1], c2[1], True, "ellipsis", [], "While building the ONLYOFFICE Document Server image, /etc/apt/sources.list.d/onlyoffice.list is empty, so apt can't locate onlyoffice-documentserver.", author="u1")
    rec(UL_ONLYOFFICE181, [t, c1, c2], c3[1], True, "ellipsis", [], "Did you use the ONLYOFFICE Document Server Docker image when apt couldn't locate onlyoffice-documentserver?", author="u2")
    rec(UL_ONLYOFFICE181, [t, c1, c2, c3], "This issue was closed due to no response.", True, "pronoun", ["This issue"], "The 'Unable to locate package onlyoffice-documentserver' issue was closed for lack of response.", author="u2")

    t = (U, "I have problems to run docker", "u1")
    d1 = "sudo docker build -t cve-2023-20052 .\nStep 1/14 : FROM ubuntu:22.04\nStep 3/14 : RUN apt-get install -y ca-certificates gnupg wget\n ---> Running in 2e792293343c\nE: Package 'ca-certificates' has no installation candidate\nE: Package 'gnupg' has no installation candidate\nE: Unable to locate package wget\nThe command '/bin/sh -c apt-get install -y ca-certificates gnupg wget' returned a non-zero code: 100"
    rec(UL_CVE20052, [t], d1, False, SAME, [], None, author="u1")
    rec(UL_CVE20052, [t, (U, d1, "u1")], "NOTE:  finally I had to do it manually by parsing the dockerfile, and compiling and execute manually, its works :)", True, "pronoun", ["it", "the dockerfile"], "In the end I ran CVE-2023-20052's Dockerfile steps by hand, compiling and executing manually, and it works.", author="u1")
    lend(UL_CVE20052, [t], UL_B_DOCKERIO, SAME, UL_GNUHEALTH4)

    t = (U, "apt-get error running ./build", "u1")
    e1 = (U, "There is an error when attempting to build the master branch:", "u1")
    e3 = (U, "It is caused by this line in the Dockerfile:\n`apt-get -y install software-properties-common`\nbeing called before: \n`apt-get -y update`", "u1")
    e4 = (U, "I'd make a pull request but its such a trivial fix I imagine it would be easier for someone more involved in the project to edit it.", "u1")
    e5 = "I'm seeing this fixed, but it's a bit weird to have two `apt-get -y install`s. Would you have a look and close this issue if everything looks okay?"
    rec(UL_GRAFANA72, [t], e1[1], True, "ellipsis", [], "Building docker-grafana-graphite's master branch with ./build gives an apt-get error.", author="u1")
    rec(UL_GRAFANA72, [t, e1], UL_B_GRAFANALOG, False, SAME, [], None, author="u1")
    h = [t, e1, (U, UL_B_GRAFANALOG, "u1")]
    rec(UL_GRAFANA72, h, e3[1], True, "pronoun", ["It", "this line", "the Dockerfile"], "docker-grafana-graphite's 'Unable to locate package software-properties-common' comes from its Dockerfile running `apt-get -y install software-properties-common` before `apt-get -y update`.", author="u1")
    rec(UL_GRAFANA72, [*h, e3], e4[1], True, "pronoun", ["it", "the project"], "The fix to docker-grafana-graphite's Dockerfile order is so trivial that a maintainer could make it more easily than my pull request.", author="u1")
    rec(UL_GRAFANA72, [*h, e3, e4], e5, True, "pronoun", ["this", "this issue"], "docker-grafana-graphite's apt-get order looks fixed, though it oddly has two `apt-get -y install` lines; could you check and close the issue?", author="u2")

    t = (U, "error: E: Unable to locate package git", "u1")
    f1 = "Getting this error:\n~/howto-jenkins-ssl/docker$ sudo docker build -t letsencrypt .\nStep 2 : RUN apt-get install -y git bash-completion dnsutils nginx telnet lsof\nE: Unable to locate package git\nE: Package 'bash-completion' has no installation candidate\nE: Unable to locate package dnsutils\nThe command '/bin/sh -c apt-get install -y git bash-completion dnsutils nginx telnet lsof' returned a non-zero code: 100"
    rec(UL_JENKINSSSL2, [t], f1, False, SAME, [], None, author="u1")
    rec(UL_JENKINSSSL2, [t, (U, f1, "u1")], "Maybe missing a RUN apt-get update in the 2nd line.", True, "ellipsis", ["the 2nd line"], "howto-jenkins-ssl's Dockerfile may be missing a `RUN apt-get update` in its second line, hence 'Unable to locate package git'.", author="u1")
    lend(UL_JENKINSSSL2, [t], UL_B_BALENA, SAME, UL_BALENA292)

    t = (A, "Fixed Dockerfile", "u1")
    rec(UL_MINICRON119, [t], UL_B_MINICRON, False, SAME, [], None, author="u1")
    lend(UL_MINICRON119, [t], UL_B_BALENA, SAME, UL_BALENA292)

    t = (A, "Update ubuntu.rst", "u1")
    g1 = (A, "+ add universe repository if unable to locate prerequisite packages", "u1")
    rec(UL_GRAYLOG710, [t], g1[1], True, "ellipsis", [], "Graylog's Ubuntu installation docs (ubuntu.rst) should add the universe repository if apt is unable to locate prerequisite packages.", author="u1")
    rec(UL_GRAYLOG710, [t, g1], "thank you for this addition - that might save some souls getting frustrated.", True, "pronoun", ["this addition"], "Thanks for adding the universe repository step to Graylog's Ubuntu docs; it might save people frustration.", author="u2")

    t = (A, "Added note for the universe repository requirement", "u1")
    rec(UL_OPENRAZER94, [t], "I have added a note at the installation instructions for Ubuntu/Linux\nMint that you need to enable \"universe\" repository for the package\ninstallation to be succesfull.", True, "ellipsis", ["the installation instructions", "the package\ninstallation"], "openrazer's installation instructions for Ubuntu and Linux Mint now note that the universe repository must be enabled for installing openrazer's packages.", author="u1")
    lend(UL_OPENRAZER94, [t], UL_B_DOCKERIO, SAME, UL_GNUHEALTH4)

    t = (A, "Fix for Ubuntu 18 clean packages", "u1")
    h1 = (A, "Added apt install -y software-properties-common as was required for universe", "u1")
    rec(UL_TILESERVER62, [t], h1[1], True, "ellipsis", [], "OpenTileServer's install script now runs `apt install -y software-properties-common`, required for enabling universe on a clean Ubuntu 18.", author="u1")
    rec(UL_TILESERVER62, [t, h1], "Thank you.", True, "ellipsis", [], "Thank you for the OpenTileServer fix for clean Ubuntu 18 installs.", author="u2")

    t = (A, "fixed multiple packages not being found", "u1")
    i1 = (A, "The script as it was would error out and not find installation candidates for many of the packages, such as \"php7.2-fpm\".", "u1")
    i3 = (A, "This is really strange. Just tested on fresh 18.04 and 18.04.1 ubuntu server images and both already had  `universe` enabled by default. I'm guessing some vendors disable it?", "u2")
    i4 = (A, "Either way, Doesn't seem to cause trouble trying to add `universe` if already enabled so will merge in. Thanks!", "u2")
    i5 = "It was disabled on Ubuntu Server 18.04.1 for me, downloaded straight from Canonical."
    rec(UL_BOOKSTACK18, [t], i1[1], True, "pronoun", ["The script"], "BookStack's install script errored out, finding no installation candidates for many packages such as php7.2-fpm.", author="u1")
    rec(UL_BOOKSTACK18, [t, i1], UL_BOOKSTACKWHY, True, "pronoun", ["This", "these packages"], "BookStack's install script finds no installation candidates because on Ubuntu 18.04 the universe repository is not enabled by default; the script has to enable it to get php7.2-fpm and the other packages.", author="u1")
    h = [t, i1, (A, UL_BOOKSTACKWHY, "u1")]
    rec(UL_BOOKSTACK18, h, i3[1], True, "pronoun", ["This"], "Fresh Ubuntu 18.04 and 18.04.1 server images already have universe enabled, so BookStack's script failing to find packages is strange; maybe some vendors disable universe?", author="u2")
    rec(UL_BOOKSTACK18, [*h, i3], i4[1], True, "ellipsis", [], "Adding universe in BookStack's install script causes no trouble when it's already enabled, so the pull request will be merged.", author="u2")
    rec(UL_BOOKSTACK18, [*h, i3, i4], i5, True, "pronoun", ["It"], "Universe was disabled on my Ubuntu Server 18.04.1, downloaded straight from Canonical.", author="u1")

    t = (A, "Add universe repository", "u1")
    j1 = (A, "Installation will not work properly if universe repository is not enabled (#13)", "u1")
    rec(UL_BOOKSTACK14, [t], j1[1], True, "ellipsis", ["Installation"], "BookStack's installation will not work properly if the Ubuntu universe repository is not enabled (#13).", author="u1")
    rec(UL_BOOKSTACK14, [t, j1], "Ah, Thanks for this @Nico207, Had missed this one. Have already merged #18 though so won't be merging this but thanks for raising.", True, "pronoun", ["this", "this one", "this"], "Thanks for the pull request adding universe to BookStack's installer; #18 was already merged, so this one won't be.", author="u2")

    t = (A, "Slight modification to the Readme.md file", "u1")
    rec(UL_DIASPORA176, [t], "Since some users were confused about this, I added a line reminding them that the universe repositories need to be enabled on Ubuntu to install ruby-full package. This fixes issue #25 (http://github.com/diaspora/diaspora/issues#issue/25) (and most likely some others as well).", True, "pronoun", ["this"], "diaspora's README now reminds users that the universe repositories must be enabled on Ubuntu to install the ruby-full package, fixing diaspora issue #25.", author="u1")
    lend(UL_DIASPORA176, [t], UL_B_MINICRON, SAME, UL_MINICRON119)

    t = (U, "Ubuntu software instructions require enabling universe or multiverse repository", "u1")
    k1 = (U, "I tried the instructions from the readme on a plain Ubuntu live CD and there were several errors about missing packages. I got around this by adding 'universe multiverse' to each networked repo in /etc/apt/sources.list before doing apt update. After this the procedure worked.", "u1")
    k2 = (U, "It was an ubuntu 18.04.2 live cd.", "u1")
    k3 = (A, "I have only used Debian Live for this setup, but this is good to know. Feel free to make a PR adding a note for Ubuntu users.", "u2")
    k4 = (U, "Isn't it a bad thing to add \"community maintaned\" software to the repo list? Who compiles these softwares?", "u3")
    rec(UL_YUBIKEY116, [t], k1[1], True, "pronoun", ["the readme"], "Following the YubiKey-Guide README on a plain Ubuntu live CD gave errors about missing packages until I added 'universe multiverse' to each repository in /etc/apt/sources.list before apt update.", author="u1")
    rec(UL_YUBIKEY116, [t, k1], k2[1], True, "pronoun", ["It"], "The Ubuntu live CD where YubiKey-Guide's instructions lacked packages was Ubuntu 18.04.2.", author="u1")
    rec(UL_YUBIKEY116, [t, k1, k2], k3[1], True, "pronoun", ["this setup", "this"], "I've only used Debian Live for YubiKey-Guide's setup, but the universe/multiverse requirement is good to know; a pull request adding a note for Ubuntu users is welcome.", author="u2")
    rec(UL_YUBIKEY116, [t, k1, k2, k3], k4[1], True, "ellipsis", ["these softwares"], "Isn't adding community-maintained universe/multiverse software to the repository list for YubiKey-Guide a bad thing? Who compiles those packages?", author="u3")
    rec(UL_YUBIKEY116, [t, k1, k2, k3, k4], "still thinking about the community maintained issue", True, "ellipsis", ["the community maintained issue"], "I'm still thinking about whether YubiKey-Guide should rely on community-maintained universe packages.", author="u4")

    t = (A, "Make sure universe is enabled in non-PPA Ubuntu instructions", "u1")
    l1 = (A, "As reported at https://github.com/certbot/certbot/issues/7953, our non-PPA Ubuntu instructions don't work if Ubuntu's universe repository isn't enabled.", "u1")
    rec(UL_CERTBOTWEB569, [t], l1[1], True, "pronoun", ["our non-PPA Ubuntu instructions"], "certbot's non-PPA Ubuntu install instructions don't work if Ubuntu's universe repository isn't enabled (certbot/certbot#7953).", author="u1")
    rec(UL_CERTBOTWEB569, [t, l1], UL_UNIVERSEWHY, True, "pronoun", ["this change", "our instructions"], "Universe is enabled by default in most places, but certbot's change makes its non-PPA Ubuntu instructions work even when universe is not enabled.", author="u1")

    t = (A, "Improve the README for ubuntu installation.", "u1")
    rec(UL_OPMCORE36, [t], "Need to update package lists after adding repo. In addition, unauthenticated packages will fail installation with -y option. I consider manual intervention better than --force-yes option.", True, "ellipsis", ["repo"], "opm-core's Ubuntu README should update package lists after adding the OPM repository; unauthenticated packages fail with -y, and manual intervention is better than --force-yes.", author="u1")
    lend(UL_OPMCORE36, [t], UL_B_GRAFANALOG, SAME, UL_GRAFANA72)

    t = (U, "Unavailable in Ubuntu 22.04", "u1")
    m1 = (U, "```\n$ sudo apt-get install wxmp3gain\nReading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done\nE: Unable to locate package wxmp3gain\n```", "u1")
    m2 = (U, "So in other words the repository seems to be defined properly, but there is no `wxmp3gain`.", "u1")
    m3 = (U, "No updates any more it seems. 😞", "u2")
    m4 = "Yesterday I have updated the Ubuntu repository for Ubuntu 22.04, 23.10 and 24"
    rec(UL_WXMP3GAIN25, [t], m1[1], False, SAME, [], None, author="u1")
    rec(UL_WXMP3GAIN25, [t, m1], m2[1], True, "pronoun", ["the repository"], "The cfgnunes PPA seems properly defined on Ubuntu 22.04, but it has no wxmp3gain package.", author="u1")
    rec(UL_WXMP3GAIN25, [t, m1, m2], m3[1], True, "ellipsis", [], "wxmp3gain's PPA seems to get no updates any more.", author="u2")
    rec(UL_WXMP3GAIN25, [t, m1, m2, m3], m4, True, "ellipsis", [], "wxmp3gain's Ubuntu repository was updated for Ubuntu 22.04, 23.10 and 24.04.", author="u3")

    t = (U, "Unable to locate package Error are not solve", "u1")
    n1 = (U, "Hi Ubantu team,\n\nMy error to in cisco packagetrack to install for ubnatu but file are there locate so not install to software.", "u1")
    n2 = (U, "Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done\nE: Unable to locate package Packet_Tracer822_amd64_signed.deb\nE: Couldn't find any package by glob 'Packet_Tracer822_amd64_signed.deb'", "u1")
    rec(UL_UBUNTUCOM14591, [t], n1[1], True, "ellipsis", ["My error"], "apt's 'Unable to locate package' keeps me from installing Cisco Packet Tracer on Ubuntu though the file is there.", author="u1")
    rec(UL_UBUNTUCOM14591, [t, n1], n2[1], True, "ellipsis", [], "Installing Cisco Packet Tracer's Packet_Tracer822_amd64_signed.deb on Ubuntu gives 'E: Unable to locate package Packet_Tracer822_amd64_signed.deb'.", author="u1")
    rec(UL_UBUNTUCOM14591, [t, n1, n2], "Hi @jensii26 , this is a repo for the ubuntu.com website specifically, please open tickets specific to the Ubuntu OS [here](https://help.ubuntu.com/community/ReportingBugs)", True, "pronoun", ["this"], "The canonical/ubuntu.com repository is only for the ubuntu.com website; report the Packet Tracer 'Unable to locate package' problem as an Ubuntu OS bug at https://help.ubuntu.com/community/ReportingBugs", author="u2")


# ---- third-party apt repositories missing a new Ubuntu release: "E: The repository '... jammy Release' does not have a Release file.", "404  Not Found", PPAs not yet built for jammy, mantic or noble ----
RF_LENMUS153 = GH + "lenmus/lenmus/issues/153"
RF_LWH416 = GH + "lakinduakash/linux-wifi-hotspot/issues/416"
RF_APTREPO8 = GH + "morph027/apt-repo-action/pull/8"
RF_GHOSTTY162 = GH + "mkasberg/ghostty-ubuntu/issues/162"
RF_GHOSTTY187 = GH + "mkasberg/ghostty-ubuntu/issues/187"
RF_NEMOMI14 = GH + "linux-man/nemo-mediainfo-tab/issues/14"
RF_MINDFORGER51 = GH + "dvorka/mindforger-repository/issues/51"
RF_UNIT3D2481 = GH + "HDInnovations/UNIT3D/issues/2481"
RF_MSLPR24 = GH + "microsoft/linux-package-repositories/issues/24"
RF_AKHIL181 = GH + "akhilnarang/scripts/issues/181"
RF_LABELBUDDY24 = GH + "jeromedockes/labelbuddy/issues/24"
RF_SYSMON96 = GH + "KrispyCamel4u/SysMonTask/issues/96"
RF_B_LWHERR = "```\nE: The repository 'https://ppa.launchpadcontent.net/lakinduakash/lwh/ubuntu noble Release' does not have a Release file.\nN: Updating from such a repository can't be done securely, and is therefore disabled by default.\n```"
RF_B_MSSQL = "The release file for ubuntu 22.04 is empty because no MSSQL packages have yet been published for that distribution."
RF_B_MINDLOG = "Ign:9 https://ppa.launchpadcontent.net/ultradvorka/productivity/ubuntu jammy InRelease\nErr:10 https://ppa.launchpadcontent.net/ultradvorka/productivity/ubuntu jammy Release\n  404  Not Found [IP: 185.125.190.52 443]\nReading package lists... Done\nE: The repository 'https://ppa.launchpadcontent.net/ultradvorka/productivity/ubuntu jammy Release' does not have a Release file.\nN: Updating from such a repository can't be done securely, and is therefore disabled by default."
RF_B_REPREPRO = "```\nIgn:8 https://packaging.gitlab.io/reprepro-multiple-versions jammy InRelease\nErr:9 https://packaging.gitlab.io/reprepro-multiple-versions jammy Release\n  404  Not Found [IP: 35.185.44.232 443]\nReading package lists...\nE: The repository 'https://packaging.gitlab.io/reprepro-multiple-versions jammy Release' does not have a Release file.\nError: Process completed with exit code 100.\n```"
RF_B_LIBPNG = "E: The repository 'https://ppa.launchpadcontent.net/linuxuprising/libpng12/ubuntu jammy Release' does not have a Release file.\n Error: Updating packages Failed! \n Please try re-running the script via 'sudo ./install.sh' "
RF_B_MANTIC = "```\nErr:16 https://ppa.launchpadcontent.net/caldas-lopes/ppa/ubuntu mantic Release\n  404  Not Found [IP: 2620:2d:4000:1::81 443]\n\nE: The repository 'https://ppa.launchpadcontent.net/caldas-lopes/ppa/ubuntu mantic Release' does not have a Release file.\nN: Updating from such a repository can't be done securely, and is therefore disabled by default.\n```"


def _releasefile(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "The repository 'https://ppa.launchpadcontent.net/lomse/ppa/ubuntu jammy Release' does not have a Release file.", "u1")
    a1 = (U, "While attempting to add the lomse library PPA on Ubuntu 22.04.1 LTS the following fatal error occurs:", "u1")
    a2 = "```bash\nsudo add-apt-repository ppa:lomse/ppa\nRepository: 'deb https://ppa.launchpadcontent.net/lomse/ppa/ubuntu/ jammy main'\nAdding repository.\nIgn:6 https://ppa.launchpadcontent.net/lomse/ppa/ubuntu jammy InRelease\n```"
    rec(RF_LENMUS153, [t], a1[1], True, "ellipsis", ["the following fatal error"], "Adding the lomse library PPA for LenMus on Ubuntu 22.04.1 LTS fails: the jammy repository does not have a Release file.", author="u1")
    rec(RF_LENMUS153, [t, a1], a2, False, SAME, [], None, author="u1")
    lend(RF_LENMUS153, [t], RF_B_MSSQL, SAME, RF_MSLPR24)

    t = (U, "PPA does not have Release file for \"noble\"", "u1")
    b1 = (U, "**Describe the bug**\nLatest Ubuntu doesn't find the PPA", "u1")
    b2 = (U, "**To Reproduce**\nSteps to reproduce the behavior:\n1. Install Ubuntu 24.04 (noble)\n2. Run `sudo add-apt-repository ppa:lakinduakash/lwh && sudo apt update`\n3. See error", "u1")
    b3 = (U, "**Expected behavior**\nPPA is used to fetch apt packages", "u1")
    b4 = (U, "Did you ever find a fix for this problem?", "u2")
    b5 = "Sorry for the delay. I just synced those packages for several Ubuntu\nversions and hopefully they will be available in few hours"
    rec(RF_LWH416, [t], b1[1], True, "ellipsis", ["the PPA"], "Ubuntu 24.04 doesn't find linux-wifi-hotspot's PPA (ppa:lakinduakash/lwh): no noble Release file.", author="u1")
    rec(RF_LWH416, [t, b1], b2[1], True, "ellipsis", [], "To reproduce linux-wifi-hotspot's missing noble Release file: on Ubuntu 24.04 run `sudo add-apt-repository ppa:lakinduakash/lwh && sudo apt update`.", author="u1")
    rec(RF_LWH416, [t, b1, b2], RF_B_LWHERR, False, SAME, [], None, author="u1")
    h = [t, b1, b2, (U, RF_B_LWHERR, "u1")]
    rec(RF_LWH416, h, b3[1], True, "ellipsis", ["PPA"], "linux-wifi-hotspot's PPA should be usable to fetch its apt packages on Ubuntu 24.04.", author="u1")
    rec(RF_LWH416, [*h, b3], b4[1], True, "pronoun", ["this problem"], "Did you find a fix for linux-wifi-hotspot's PPA having no noble Release file?", author="u2")
    rec(RF_LWH416, [*h, b3, b4], b5, True, "pronoun", ["those packages", "they"], "linux-wifi-hotspot's PPA packages were just synced for several Ubuntu versions, noble included, and should be available in a few hours.", author="u3")

    t = (A, "change repo from jammy to noble because of https://gitlab.com/packagi…", "u1")
    rec(RF_APTREPO8, [t], "change repo from jammy to noble because of https://gitlab.com/packaging/reprepro-multiple-versions/-/commit/63e45110ae859b805052554a39ff6c09474e1064", True, "ellipsis", ["repo"], "apt-repo-action should switch its reprepro-multiple-versions apt repository from jammy to noble because of https://gitlab.com/packaging/reprepro-multiple-versions/-/commit/63e45110ae859b805052554a39ff6c09474e1064", author="u1")
    rec(RF_APTREPO8, [t, (A, "change repo from jammy to noble because of https://gitlab.com/packaging/reprepro-multiple-versions/-/commit/63e45110ae859b805052554a39ff6c09474e1064", "u1")], RF_B_REPREPRO, False, SAME, [], None, author="u1")
    lend(RF_APTREPO8, [t], RF_B_MINDLOG, SAME, RF_MINDFORGER51)

    t = (U, "PPA missing entries for Ubuntu Noble 24.04", "u1")
    c1 = (U, "# Summary\n\nThe PPA repo here <https://ppa.launchpadcontent.net/mkasberg/ghostty-ubuntu/ubuntu/dists/> is missing entries for noble.", "u1")
    c2 = (U, "## Steps to reproduce\n\n```\nsudo add-apt-repository ppa:mkasberg/ghostty-ubuntu\nsudo apt update\n```", "u1")
    c3 = "## Output\n\n```\nErr:12 https://ppa.launchpadcontent.net/mkasberg/ghostty-ubuntu/ubuntu noble Release\n  404  Not Found [IP: 185.125.190.80 443]\nE: The repository 'https://ppa.launchpadcontent.net/mkasberg/ghostty-ubuntu/ubuntu noble Release' does not have a Release file.\n```"
    # Names the PPA (its URL) and what it lacks in full (rule 1): a trap.
    rec(RF_GHOSTTY162, [t], c1[1], False, SAME, [], None, author="u1")
    rec(RF_GHOSTTY162, [t, c1], c2[1], True, "ellipsis", [], "To reproduce the ghostty-ubuntu PPA's missing noble entries: `sudo add-apt-repository ppa:mkasberg/ghostty-ubuntu` then `sudo apt update`.", author="u1")
    rec(RF_GHOSTTY162, [t, c1, c2], c3, False, SAME, [], None, author="u1")
    lend(RF_GHOSTTY162, [t], RF_B_MANTIC, SAME, RF_NEMOMI14)

    t = (U, "PPA `does not have a Release file` (Ubuntu Jammy)", "u1")
    d1 = "```bash\n> add-apt-repository ppa:mkasberg/ghostty-ubuntu\nRepository: 'deb https://ppa.launchpadcontent.net/mkasberg/ghostty-ubuntu/ubuntu/ jammy main'\n[…]\nReading package lists... Done\nE: The repository 'https://ppa.launchpadcontent.net/mkasberg/ghostty-ubuntu/ubuntu jammy Release' does not have a Release file.\n```"
    rec(RF_GHOSTTY187, [t], d1, False, SAME, [], None, author="u1")
    lend(RF_GHOSTTY187, [t], RF_B_LWHERR, SAME, RF_LWH416)

    t = (U, "PPA 404 Not Found Ubuntu 23.10 Mantic", "u1")
    e1 = (U, "Hi for some reason I am getting this error", "u1")
    e3 = (U, "the deb file works so it is supported I think it just needs a Release file for 23.10", "u1")
    e4 = (A, "I usually skip short-term versions. Now it's with status \"pending\" for Mantic and Noble. Hope it's published in a few hours.\nCheers.", "u2")
    rec(RF_NEMOMI14, [t], e1[1], True, "pronoun", ["this error"], "nemo-mediainfo-tab's PPA gives 404 Not Found on Ubuntu 23.10 Mantic.", author="u1")
    rec(RF_NEMOMI14, [t, e1], RF_B_MANTIC, False, SAME, [], None, author="u1")
    h = [t, e1, (U, RF_B_MANTIC, "u1")]
    rec(RF_NEMOMI14, h, e3[1], True, "pronoun", ["the deb file", "it"], "nemo-mediainfo-tab's deb file works on Ubuntu 23.10, so it's supported; its PPA just needs a Release file for 23.10.", author="u1")
    rec(RF_NEMOMI14, [*h, e3], e4[1], True, "pronoun", ["it's", "it's"], "nemo-mediainfo-tab's maintainer usually skips short-term Ubuntu versions; the PPA build for Mantic and Noble is pending and should be published in a few hours.", author="u2")
    rec(RF_NEMOMI14, [*h, e3, e4], "Done.", True, "ellipsis", [], "nemo-mediainfo-tab's PPA now has Mantic and Noble releases.", author="u2")

    t = (U, "ubuntu ppa not working", "u1")
    rec(RF_MINDFORGER51, [t], RF_B_MINDLOG, False, SAME, [], None, author="u1")
    lend(RF_MINDFORGER51, [t], RF_B_LIBPNG, SAME, RF_UNIT3D2481)

    t = (U, "ppa repository isnt working", "u1")
    f2 = (U, "i tried removing the repo and then adding it by install script. but its same again and again.", "u1")
    f3 = (A, "https://github.com/HDInnovations/UNIT3D-Community-Edition#-automated-installer\n\n22.04 is not supported yet", "u2")
    f4 = (U, "So no other way to install it?", "u1")
    f5 = (U, "You could install it on 20.04 then upgrade to 22.04.", "u3")
    rec(RF_UNIT3D2481, [t], RF_B_LIBPNG, False, SAME, [], None, author="u1")
    h = [t, (U, RF_B_LIBPNG, "u1")]
    rec(RF_UNIT3D2481, h, f2[1], True, "pronoun", ["the repo", "it"], "I removed the libpng12 PPA and re-added it with UNIT3D's install script, but its jammy Release file is missing every time.", author="u1")
    rec(RF_UNIT3D2481, [*h, f2], f3[1], True, "ellipsis", [], "UNIT3D's automated installer does not support Ubuntu 22.04 yet: https://github.com/HDInnovations/UNIT3D-Community-Edition#-automated-installer", author="u2")
    rec(RF_UNIT3D2481, [*h, f2, f3], f4[1], True, "pronoun", ["it"], "Is there no other way to install UNIT3D on Ubuntu 22.04?", author="u1")
    rec(RF_UNIT3D2481, [*h, f2, f3, f4], f5[1], True, "pronoun", ["it"], "You could install UNIT3D on Ubuntu 20.04 and then upgrade to 22.04.", author="u3")
    rec(RF_UNIT3D2481, [*h, f2, f3, f4, f5], "^ until 22.04 is added", True, "ellipsis", [], "Install UNIT3D on Ubuntu 20.04 and upgrade, until UNIT3D's installer supports 22.04.", author="u2")

    t = (U, "Ubuntu 22.04 LTS Repository Not Working", "u1")
    g1 = (U, "Performing  a \n`sudo apt-get update`\n\nafter adding repository to Ubuntu", "u1")
    g2 = (U, "The following error is produced\n\nThe repository 'https://packages.microsoft.com/ubuntu/22.04/mssql-server-2022 jammy Release' does not have a Release file.", "u1")
    g3 = (U, "The same for 20.04 release is working folder structure of 22.04 is not the same with 20.04", "u1")
    g5 = (A, "Regarding 20.04. I see release files for [mssql server 2022](https://packages.microsoft.com/ubuntu/20.04/mssql-server-2022/dists/focal/) and [2019](https://packages.microsoft.com/ubuntu/20.04/mssql-server-2019/dists/focal/). Could you clarify what issue you experience with 20.04?", "u2")
    rec(RF_MSLPR24, [t], g1[1], True, "ellipsis", [], "Running `sudo apt-get update` after adding Microsoft's Ubuntu 22.04 package repository fails.", author="u1")
    rec(RF_MSLPR24, [t, g1], g2[1], False, SAME, [], None, author="u1")
    rec(RF_MSLPR24, [t, g1, g2], g3[1], True, "ellipsis", ["The same"], "Microsoft's mssql-server-2022 repository works for Ubuntu 20.04; its 22.04 folder structure differs from 20.04's.", author="u1")
    rec(RF_MSLPR24, [t, g1, g2, g3], RF_B_MSSQL, False, SAME, [], None, author="u2")
    rec(RF_MSLPR24, [t, g1, g2, g3, (A, RF_B_MSSQL, "u2")], g5[1], True, "ellipsis", [], "Microsoft's Ubuntu 20.04 repository has release files for mssql-server-2022 and mssql-server-2019; what issue do you see with 20.04?", author="u2")
    rec(RF_MSLPR24, [t, g1, g2, g3, (A, RF_B_MSSQL, "u2"), g5], "Ok got it. 20.04 release is working fine.", True, "ellipsis", [], "Understood: Microsoft's mssql-server-2022 repository for Ubuntu 20.04 works fine; only 22.04 has no packages yet.", author="u1")

    t = (U, "Ubuntu 22.04 404 Not Found [IP: 2606:50c0:8000::153 443] and The repository 'https://cli.github.com/packages jammy Release' does not have a Release file", "u1")
    rec(RF_AKHIL181, [t], "Check This\nhttps://github.com/cli/cli/issues/5523#issuecomment-1114720174", True, "ellipsis", ["This"], "For akhilnarang/scripts on Ubuntu 22.04 failing with 'The repository https://cli.github.com/packages jammy Release does not have a Release file', see https://github.com/cli/cli/issues/5523#issuecomment-1114720174", author="u1")
    lend(RF_AKHIL181, [t], RF_B_REPREPRO, SAME, RF_APTREPO8)

    t = (U, "error in installation", "u1")
    i1 = (U, "I ran `sudo add-apt-repository -y ppa:jdockes/labelbuddy`", "u1")
    i2 = (U, "then `sudo apt update`", "u1")
    i3 = (U, "The end of the output was\n```\nE: The repository 'https://ppa.launchpadcontent.net/jdockes/labelbuddy/ubuntu noble Release' does not have a Release file.\n```", "u1")
    i4 = (U, "And then I couldn't install labelbuddy with `sudo apt install labelbuddy`", "u1")
    i5 = (A, "thanks for reporting this @koudyk . the reason is that ubuntu 24.04 is more recent than the latest labelbuddy release, so the corresponding package doesn't exist on the package archive.", "u2")
    rec(RF_LABELBUDDY24, [t], i1[1], True, "ellipsis", [], "Installing labelbuddy, I ran `sudo add-apt-repository -y ppa:jdockes/labelbuddy` and got an error.", author="u1")
    rec(RF_LABELBUDDY24, [t, i1], i2[1], True, "ellipsis", [], "After adding labelbuddy's PPA I ran `sudo apt update`.", author="u1")
    # Second reader's adjudication (r2df): a trap by the ruling before df37 ("an error naming the tool it comes from is a
    # trap even when a word of the thread introduces it"): the apt error names the PPA URL it fails on, as this part's
    # mindforger, ghostty, reprepro and libpng12 rows (traps) do.
    rec(RF_LABELBUDDY24, [t, i1, i2], i3[1], False, SAME, [], None, author="u1")
    rec(RF_LABELBUDDY24, [t, i1, i2, i3], i4[1], True, "ellipsis", [], "After the missing noble Release file I couldn't install labelbuddy with `sudo apt install labelbuddy`.", author="u1")
    rec(RF_LABELBUDDY24, [t, i1, i2, i3, i4], i5[1], True, "pronoun", ["this", "the reason"], "labelbuddy's PPA has no noble Release file because Ubuntu 24.04 is newer than labelbuddy's latest release, so no package exists for it in the archive.", author="u2")
    rec(RF_LABELBUDDY24, [t, i1, i2, i3, i4, i5], "this should be working now, @koudyk  if you have time to check it works for you and if so close the issue that would be great, thank you!", True, "pronoun", ["this", "it"], "labelbuddy's PPA should now work on Ubuntu 24.04; please check and close the issue if it does.", author="u2")

    t = (U, "Ubuntu 21.10: No Release File", "u1")
    j1 = (U, "The installation instructions do not work on Ubuntu 21.10 (Impish).", "u1")
    j2 = (U, "Following these instructions: https://github.com/KrispyCamel4u/SysMonTask#installation", "u1")
    rec(RF_SYSMON96, [t], j1[1], True, "ellipsis", ["The installation instructions"], "SysMonTask's installation instructions do not work on Ubuntu 21.10 (Impish): its PPA has no Release file.", author="u1")
    rec(RF_SYSMON96, [t, j1], j2[1], True, "pronoun", ["these instructions"], "I followed SysMonTask's installation instructions at https://github.com/KrispyCamel4u/SysMonTask#installation on Ubuntu 21.10.", author="u1")
    lend(RF_SYSMON96, [t, j1], RF_B_LWHERR, SAME, RF_LWH416)


# ==== part 2 (helper cdf2, thirty-fourth pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# item trackers: AirTags and home-made tags on Apple's Find My network, Google's Find My Device network
P2_HFM31 = P2_GH + "malmeloo/hass-FindMy/issues/31"
P2_FMPY36 = P2_GH + "malmeloo/FindMy.py/issues/36"
P2_FMPY264 = P2_GH + "malmeloo/FindMy.py/issues/264"
P2_OTV229 = P2_GH + "parawanderer/OpenTagViewer/issues/229"
P2_OTV46 = P2_GH + "parawanderer/OpenTagViewer/issues/46"
P2_BFM40 = P2_GH + "biemster/FindMy/issues/40"
P2_TMA6 = P2_GH + "trackmyairtag/trackmyairtag/issues/6"
P2_GFMT26 = P2_GH + "leonboe1/GoogleFindMyTools/issues/26"
P2_GFMT89 = P2_GH + "leonboe1/GoogleFindMyTools/issues/89"
P2_FMF43 = P2_GH + "MatthewKuKanich/FindMyFlipper/issues/43"
P2_MLH96 = P2_GH + "dchristl/macless-haystack/issues/96"

# graphing calculators: assembly programs on the TI-84 Plus CE after OS 5.5, transfers, ROM dumps, NumWorks and TI-Nspire apps
P2_TRF14 = P2_GH + "jacobly0/transfer/issues/14"
P2_TRF10 = P2_GH + "jacobly0/transfer/issues/10"
P2_CES3 = P2_GH + "mateoconlechuga/cesium/issues/3"
P2_CEMU400 = P2_GH + "CE-Programming/CEmu/issues/400"
P2_TILP8 = P2_GH + "debrouxl/tilp_and_gfm/issues/8"
P2_TILP45 = P2_GH + "debrouxl/tilp_and_gfm/issues/45"
P2_CELT5 = P2_GH + "RoccoLoxPrograms/CelticCE/issues/5"
P2_BLK4 = P2_GH + "TheScienceElf/Blocks-TI-84/issues/4"
P2_OMG482 = P2_GH + "Omega-Numworks/Omega/issues/482"
P2_CRAF8 = P2_GH + "Vogtinator/crafti/issues/8"

# portable power stations: EcoFlow and Bluetti over the cloud MQTT broker and Bluetooth, into Home Assistant and ioBroker
P2_EFX25 = P2_GH + "berezhinskiy/ecoflow_exporter/issues/25"
P2_IOEF183 = P2_GH + "foxthefox/ioBroker.ecoflow-mqtt/issues/183"
P2_HAEFC171 = P2_GH + "tolwi/hassio-ecoflow-cloud/issues/171"
P2_EFWF6 = P2_GH + "v1ckxy/ecoflow-withoutflow/issues/6"
P2_EFBT2 = P2_GH + "nielsole/ecoflow-bt-reverse-engineering/issues/2"
P2_BTM22 = P2_GH + "warhammerkid/bluetti_mqtt/issues/22"
P2_BTHA85 = P2_GH + "bluetti-official/bluetti-home-assistant/issues/85"
P2_BTHA23 = P2_GH + "bluetti-official/bluetti-home-assistant/issues/23"
P2_BTESP79 = P2_GH + "mariolukas/Bluetti_ESP32_Bridge/issues/79"
P2_B2M50 = P2_GH + "SSMCD/bluetti2mqtt/issues/50"
P2_FTBM2 = P2_GH + "ftrueck/bluetti_mqtt/issues/2"

# VR headsets on Linux: Quest streaming with ALVR and WiVRn, SteamVR, a per-game compatibility database
P2_ALVR2419 = P2_GH + "alvr-org/ALVR/issues/2419"
P2_ALVR2016 = P2_GH + "alvr-org/ALVR/issues/2016"
P2_PALVR438 = P2_GH + "polygraphene/ALVR/issues/438"
P2_PALVR287 = P2_GH + "polygraphene/ALVR/issues/287"
P2_WIVRN131 = P2_GH + "WiVRn/WiVRn/issues/131"
P2_WIVRN424 = P2_GH + "WiVRn/WiVRn/issues/424"
P2_SVRL655 = P2_GH + "ValveSoftware/SteamVR-for-Linux/issues/655"
P2_VRDB729 = P2_GH + "Respuit/VRDB/issues/729"
P2_VRDB749 = P2_GH + "Respuit/VRDB/issues/749"
P2_VRDB170 = P2_GH + "Respuit/VRDB/issues/170"

# drawing tablets: Huion, XP-Pen, Gamon and Wacom pen pressure with Linux kernel drivers, OpenTabletDriver and painting programs under Wine
P2_DGM5 = P2_GH + "DIGImend/digimend-kernel-drivers/issues/5"
P2_DGM9 = P2_GH + "DIGImend/digimend-kernel-drivers/issues/9"
P2_OTD894 = P2_GH + "OpenTabletDriver/OpenTabletDriver/issues/894"
P2_OTD468 = P2_GH + "OpenTabletDriver/OpenTabletDriver/issues/468"
P2_HTD888 = P2_GH + "hawku/TabletDriver/issues/888"
P2_HTD217 = P2_GH + "hawku/TabletDriver/issues/217"
P2_PSL15 = P2_GH + "Gictorbit/photoshopCClinux/issues/15"
P2_PSL16 = P2_GH + "Gictorbit/photoshopCClinux/issues/16"
P2_CSPI11 = P2_GH + "parka6060/CSPenguin-Installer/issues/11"

# iPods: syncing music to iPod Classic and nano from Linux, Rockbox builds, flash-modded iPods, click-wheel games
P2_IOP31 = P2_GH + "TheRealSavi/iOpenPod/issues/31"
P2_IOP36 = P2_GH + "TheRealSavi/iOpenPod/issues/36"
P2_IOP134 = P2_GH + "TheRealSavi/iOpenPod/issues/134"
P2_STRAW1143 = P2_GH + "strawberrymusicplayer/strawberry/issues/1143"
P2_RPOD7 = P2_GH + "nuxcodes/rockpod/issues/7"
P2_RIG11 = P2_GH + "Olsro/reddit-ipod-guides/issues/11"
P2_ICWG3 = P2_GH + "Olsro/ipodclickwheelgamespreservationproject/issues/3"

# IR remotes: learning infrared codes with Broadlink RM minis and Tuya IR blasters (python-broadlink, Homebridge, LocalTuya, tinytuya)
P2_PBL308 = P2_GH + "mjg59/python-broadlink/issues/308"
P2_PBL248 = P2_GH + "mjg59/python-broadlink/issues/248"
P2_KBRM444 = P2_GH + "kiwi-cam/homebridge-broadlink-rm/issues/444"
P2_KBRM2 = P2_GH + "kiwi-cam/homebridge-broadlink-rm/issues/2"
P2_HLT350 = P2_GH + "xZetsubou/hass-localtuya/issues/350"
P2_HLT357 = P2_GH + "xZetsubou/hass-localtuya/issues/357"
P2_TTY579 = P2_GH + "jasonacox/tinytuya/issues/579"
P2_MATL5371 = P2_GH + "make-all/tuya-local/issues/5371"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# item trackers
P2_T_PROPAGATE = "The FindMy network isn't instant, it might take some time to propagate (~15-30 mins)"
P2_T_GOOGLENET = "Google's network is not the best, you need to be patient if you are located in a less-populated area."
P2_T_SEPARATED = "An AirTag only broadcasts to the Find My network while it is separated from its owner's Apple devices."
P2_T_IOS17 = "I wanted to ask if you all noticed a change in the way IOS17 reports on cloned AirTags?"
P2_T_ROLLEDOUT = "According to [r/GooglePixel](https://www.reddit.com/r/GooglePixel/comments/1buws13/google_may_have_started_rolling_the_find_my/), it seems that the Google Find My Device network has been rolled out."
P2_T_AOSP = "I've searched the AOSP repositories and couldn't find anything related to the Find My Device network."
P2_T_USING = "I am using FindMy.py to track an official Apple AirTag."

# graphing calculators
P2_C_REMOVED = "I think they removed ASM in OS version 5.5.5."
P2_C_585 = "Ti has stopped the calculator firmware on 5.8.5 which that version is known to not have any way to run ASM currently."
P2_C_584 = "I have a TI-84 Plus CE running 5.8.4 which apparently has a newer bootloader which restricts some functionality."
P2_C_CESIUMFIX = "Cesium recently got a fix here: [PR 295](https://github.com/mateoconlechuga/cesium/pull/295) which actually allows Cesium to be installed on 5.8.4. Might be worth looking."
P2_C_ASMHOOK = "Also, I'm looking at AsmHook, and if you use AsmHook, do you know if there is a way to uninstall it afterward without clearing the RAM?"
P2_C_CRAFTI = "Crafti will start up fine the first time you open it, but if you exit the app and try to open it later, the calculator will crash. I have a Ti nspire cx ii cas T with the 5.2 os"
P2_C_PRGMA = "Whenever I run **PrgmA**, the error screen comes up with the message: *Attempted to use a function or variable where it is not valid.* When I run **PrgmCesium**, it just says Done. Any advice?"
P2_C_TILPLOG = "While sending a file to the calc from Linux...\n\n```\nticalcs-INFO: Sending one or more variables:\nticalcs-INFO:   PC->TI: Request to Send\nticalcs-INFO:    folder=, name=ZTETRIS, size=3320, nattrs=3\nticalcs-INFO:   TI->PC: Error\nticalcs-INFO:     Error Code : fff0\n\n(tilp:16526): ticalcs-WARNING **: USB error code 0xfff0 not found in list. Please report it at <tilp-devel@lists.sf.net>.\nticables-INFO:  found TI-84 Plus CE on #1, version <2.20>\n```"

# portable power stations
P2_P_EXPORTER = "Running on ubuntu (docker)\n```bash\n~$ docker run --rm \\\n\t-e DEVICE_SN=R33************* \\\n\t-e ECOFLOW_USERNAME=************** \\\n\t-e ECOFLOW_PASSWORD=********** \\\n\t-it -p 9090:9090 ghcr.io/berezhinskiy/ecoflow_exporter\n2023-03-09 02:54:16,295 INFO    Login to EcoFlow API https://api.ecoflow.com/auth/login\n2023-03-09 02:54:16,891 INFO    Successfully logged in: Ecoflow User\n2023-03-09 02:54:17,509 INFO    Connecting to MQTT Broker mqtt.ecoflow.com:8883\n2023-03-09 02:54:18,085 INFO    Subscribed to MQTT topic /app/device/property/R33*************\n2023-03-09 02:54:22,895 INFO    Message queue is empty. Assuming that the device is offline\n```"
P2_P_IOBERR = "**Describe the bug**  \nI get the following error when I start the ecoflow instance in iobroker\n\nerror | Error inconnection to Ecoflow MQTT-Broker:ErrorWithReasonCode: Connection refused: Not authorized"
P2_P_AC200MAX = "No issue, just a question. I'm thinking about buying a bluetti ac200max."
P2_P_BMQTT = "\"Bluetti_mqtt\" is not limited to homeassistant, right? It should work also with other mqtt servers, like iobroker mqtt, correct?"
P2_P_ADDON = "If you install latest HAOS and this add-on https://github.com/semitop7/bluetti2mqtt it works over Bluetooth for AC200MAX on latest versions of HA."
P2_P_HAOS = "I am running HAOS on a standalone old Surface Laptop."
P2_P_AC200L = "I recently purchased a AC200L. It's running on solar and works fine."
P2_P_MOSQ = "I have mosquitto as the broker running on a Linux Mint machine, and it seems to be working."

# VR headsets
P2_V_MYALVR = "My ALVR is working so far. The latency via W-Lan is perfect, no peaks ore something else."
P2_V_STUCK = "So, I am really stuck here, I can not get ALVR to work with my Meta Quest 3."
P2_V_LOGCAT = "In adb logcat I am just seeing messages like:\n```\n03-03 03:12:31.727 20310 20336 W [ALVR NATIVE-RUST]: Timed out when waiting for frame!\n```"
P2_V_SIDELOAD = "so I sideloaded alvr on my oculus quest and im getting stuttering and low fps. is there a fix to this?"
P2_V_ETHERNET = "I'm using an Ethernet cable plugged into my PC"
P2_V_DAGON = "I have `Meta Quest 3`, am just trying to run Steam \"Dagon\" \u2014 a random free game featuring VR."
P2_V_OPENCOMP = "OpenComposite was installed. \"Dagon\" is being run via \"Proton\"."
P2_V_WIVRNLOG = "### Server Logs\n\n[2025-08-03T23:43:59.391] WiVRn v25.6.1 starting\n[2025-08-03T23:43:59.391] For Steam games, set command to XR_RUNTIME_JSON=/run/host/usr/share/openxr/1/openxr_wivrn.json PRESSURE_VESSEL_FILESYSTEMS_RW=$XDG_RUNTIME_DIR/wivrn/comp_ipc %command%\n[2025-08-03T23:44:00.336] Service published: zero"
P2_V_PAIRS = "### Describe the bug\n\nThe quest 2 pairs and connects to WiVRN but when the game starts I don't see it in the quest app (it just shows start a game) and the game doesn't seem to see the see the quest either"

# drawing tablets
P2_D_H610 = "And another question: Do you, by chance, know what are the differences between H610, H610Pro and H610N ?"
P2_D_UBUNTU = "Hi, I am also having trouble with pressure sensitivity on the Huion H610 running on Ubuntu 14.04 using this driver:\n\nhttps://github.com/DIGImend/digimend-kernel-drivers/releases/tag/v5"
P2_D_H580 = "I have a Huion H580. You helped me at Issue #4."
P2_D_MODINFO = "There is:\n\n$ /sbin/modinfo hid-huion\nfilename:       /lib/modules/3.13.0-32-generic/extra/hid-huion.ko\nversion:        5\nlicense:        GPL\ndescription:    Huion HID driver\nalias:          hid:b0003g*v00005543p0000004D\ndepends:        hid\nvermagic:       3.13.0-32-generic SMP mod_unload modversions"
P2_D_XPPEN = "Hi there! I'm using xp pen official drivers for my tablet."
P2_D_KERNEL = "Your kernel (6.17) *should* already have built-in Huion support (hid-uclogic)."

# iPods
P2_I_ITUNESERR = "When plugged into iTunes on Windows, iTunes reports\n\n> iTunes cannot read the contents of the iPod \"iPOD CLASSI\". Go to the Summary tab in iPod preferences and click Restore to restore this iPod to factory settings."
P2_I_DFU = "When using the Rockbox utility to install the bootloader after putting the iPod in DFU mode, I kept getting an error it couldn't install the bootloader due to an issue with the iTunes driver."
P2_I_CFMOD = "My iPods are personnally CF modded."
# (a thread row only, a follow-up in its own thread by its "the iPod"; never lent)
P2_I_ROCKPODPC = "I wanted to sync my music library after installing Rockpod and my PC (Windows 10) won't recognize the iPod showing up as \"Please insert disk into Removable Disk (G:)\" and the iPod itself flickers back and forth from the menu to the Rockbox's Do not disconnect screen."

# IR remotes
P2_R_DISCOVERY = "Hello I just bought an RM-Mini-3 also on Amazon, broadlink_discovery returns me an rm device: 0x5f36."
P2_R_ERRLEARN = "**Describe the bug**\n\nGetting Error:\n`[29/01/2022, 16:56:20] [Broadlink RM] [ERROR] Learn Code (Couldn't learn code, device not found)`"
P2_R_ZS06 = "I have this ZigBee IR blaster ZS06, it has no issue learning my speaker code in Tuya App."
P2_R_NEC = "I need to clone a remote which i dont have, but its NEC Hex codes are available on the internet"
P2_R_BATTERY = "Battery operated devices do not since WiFi uses a ton of power."


QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

AREAS = [_nodemodver, _armmanifest, _nameresolution, _dllload, _fpic, _nopubkey, _nodistribution, _setlocale, _locatepackage, _releasefile]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def P2_trackers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- item trackers: AirTags and ESP32 tags on Apple's Find My network, Google's Find My Device network ----
    t = (U, "Findmy and Airtag positions not updated", "u1")
    a1 = (U, "Hello, i think the location isnever updated, homeassistant says:\n\nEmpty response received when fetching reports, retrying (1/3)\nEmpty response received when fetching reports, retrying (2/3)\nEmpty response received when fetching reports, retrying (3/3)\nMax retries reached, returning empty response. Location reports might be missing!", "u1")
    a2 = (U, "i'm using anisette-v3 in docker and 4 apple account", "u1")
    a3 = (U, "maybe it's not an integration problem but an airtag iussue....", "u1")
    a4 = (A, "This is an issue on Apple's side. You shouldn't be running into it on each fetch, only occasionally. More info: https://github.com/malmeloo/FindMy.py/issues/185", "u2")
    a5 = (A, "Are you sure the location doesn't update? How long has it been without a location change?", "u2")
    # The log names no tool: what fails to update is the thread's integration (rulings before df37).
    rec(P2_HFM31, [t], a1[1], True, "ellipsis", [], "hass-FindMy never updates my AirTag's location; Home Assistant logs 'Empty response received when fetching reports, retrying (1/3)' up to 'Max retries reached, returning empty response. Location reports might be missing!'", author="u1")
    # A setup statement naming its own subject (rule 1): a trap.
    rec(P2_HFM31, [t, a1], a2[1], False, SAME, [], None, author="u1")
    rec(P2_HFM31, [t, a1, a2], a3[1], True, "pronoun", ["it's"], "Maybe hass-FindMy not updating AirTag positions is not an integration problem but an AirTag issue.", author="u1")
    rec(P2_HFM31, [t, a1, a2, a3], a4[1], True, "pronoun", ["This", "it"], "hass-FindMy's 'Empty response received when fetching reports' is an issue on Apple's side that should only happen occasionally, not on each fetch; more info: https://github.com/malmeloo/FindMy.py/issues/185", author="u2")
    rec(P2_HFM31, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["the location", "it"], "Are you sure the AirTag location in hass-FindMy doesn't update? How long has it been without a location change?", author="u2")
    # A general claim naming its subject; "it" is the network in the same sentence (rule 2).
    rec(P2_HFM31, [t, a1, a2, a3, a4, a5], P2_T_PROPAGATE, False, SELF, [], None, author="u2")

    t = (U, "can't retrieve location reports from 'third party Airtag'", "u1")
    b1 = (U, "I tested real_airtag.py with some 'Airtag compatible' AIYATO tag(link is [here](https://www.amazon.com/Bluetooth-Tracker-Locator-Anti-Lost-Positioning/dp/B0BLCKF54S?th=1)), and can't retrieve any location reports. The http response  code is 200, but no content.", "u1")
    b2 = (U, "> /Users/snomile/git/hass_scripts/venv3/bin/python /Users/snomile/git/hass_scripts/ha_script/airtag_location.py \n> Logging into account\n> Fetching reports\n> DEBUG:asyncio:Using selector: KqueueSelector\n> DEBUG:root:Fetching reports for 195 keys\n> INFO:root:Fetching anisette data from http://192.168.12.3:6969\n> DEBUG:root:Creating aiohttp session\n> \n> Location reports:\n> \n> Process finished with exit code 0", "u1")
    b3 = (U, "The tag is compatible with Findmy network, I can locate the tag via FindMy app, all functions go well and smooth, no difference compared to Airtag.", "u1")
    b4 = (U, "I also tested other devices such as AirPods Pro and MacBook Pro, they all work fine with real_airtag.py.", "u1")
    b5 = (U, "This is part of plist of AIYATO tag, please tell me what information should I provide more, thanks!", "u1")
    b6 = "Interesting... it *should* just work, as 3rd party tags are functionally compatible with the official ones"
    # real_airtag.py is the library's example, the library left out (rule 1): a follow-up.
    rec(P2_FMPY36, [t], b1[1], True, "ellipsis", [], "I tested FindMy.py's real_airtag.py example with an 'AirTag compatible' AIYATO tag and can't retrieve any location reports: the HTTP response code is 200, but there is no content.", author="u1")
    # The script it ran and the output it got, quoted in full (ruling before df37): a trap.
    rec(P2_FMPY36, [t, b1], b2[1], False, SAME, [], None, author="u1")
    rec(P2_FMPY36, [t, b1, b2], b3[1], True, "pronoun", ["The tag", "the tag"], "The AIYATO tag is compatible with the Find My network: I can locate it in the Find My app with no difference compared to an AirTag.", author="u1")
    rec(P2_FMPY36, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["This"], "Here is part of my AIYATO tag's plist; what more information should I provide about FindMy.py retrieving no location reports for it?", author="u1")
    rec(P2_FMPY36, [t, b1, b2, b3, b4, b5], b6, True, "pronoun", ["it"], "FindMy.py should just work with a third-party tag like the AIYATO, as third-party tags are functionally compatible with official AirTags.", author="u2")

    t = (A, "Why locations lag behind the Find My app on an iPhone, and when a report actually arrives", "u1")
    d1 = (A, "If you have an iPhone or iPad as well, you will notice that Apple's Find My updates a tag that this app says nothing about for hours.", "u1")
    d2 = (A, "That is not a fetch bug, and no amount of work on the Apple-network path will fix it.", "u1")
    d3 = (A, P2_T_SEPARATED, "u1")
    d4 = (A, "While it is connected to one of yours, no passing iPhone reports it, so there is nothing for this app to fetch", "u1")
    d5 = "So the thing that makes Apple's app look better is the thing this app does not have: an Apple device in your pocket."
    d6 = "A location report exists only when somebody else's Apple device walks past your tag while it is separated from yours."
    # The maintainer opens a documentation issue and is its only speaker: assistant u1 (as df37's maintainer-opened issues).
    rec(P2_OTV229, [t], d1[1], True, "pronoun", ["this app"], "If you also have an iPhone or iPad, Apple's Find My updates a tag that OpenTagViewer says nothing about for hours.", author="u1")
    rec(P2_OTV229, [t, d1], d2[1], True, "pronoun", ["That", "it"], "OpenTagViewer lagging hours behind Apple's Find My is not a fetch bug, and no work on the Apple-network path will fix it.", author="u1")
    rec(P2_OTV229, [t, d1, d2], d3[1], False, SELF, [], None, author="u1")
    rec(P2_OTV229, [t, d1, d2, d3], d4[1], True, "pronoun", ["it", "one of yours", "this app"], "While an AirTag is connected to one of its owner's Apple devices, no passing iPhone reports it, so there is nothing for OpenTagViewer to fetch.", author="u1")
    rec(P2_OTV229, [t, d1, d2, d3, d4], d5, True, "pronoun", ["the thing", "this app"], "What makes Apple's Find My app look better than OpenTagViewer is what OpenTagViewer does not have: an Apple device in your pocket.", author="u1")
    # A general claim naming its subject; "it" is the tag of the same sentence (rule 2).
    rec(P2_OTV229, [t, d1, d2, d3, d4, (A, d5, "u1")], d6, False, SELF, [], None, author="u1")

    t = (U, "AirTag location reports stop updating while Find My app shows recent location", "u1")
    g2 = (U, "The AirTag accessory JSON was exported successfully from macOS Sonoma 14 using:\n\n```bash\npython3 -m findmy decrypt --out-dir devices/\n```", "u1")
    g3 = (U, "I then moved the accessory JSON to Windows and use `AppleAccount.fetch_location()` / `fetch_location_history()` to query the AirTag.", "u1")
    g4 = (U, "The first fetch worked and returned valid location reports, but subsequent fetches appear to stop progressing.", "u1")
    g5 = (U, "At the same time, the Find My app on my iPhone shows a much more recent location.", "u1")
    g6 = "I also tested `fetch_location_history()`."
    # A first-person setup sentence naming its own subject in full (rule 1): a trap.
    rec(P2_FMPY264, [t], P2_T_USING, False, SAME, [], None, author="u1")
    rec(P2_FMPY264, [t, (U, P2_T_USING, "u1"), g2], g3[1], True, "pronoun", ["the accessory JSON", "the AirTag"], "I moved my AirTag's accessory JSON, exported with `python3 -m findmy decrypt`, to Windows and use FindMy.py's AppleAccount.fetch_location() / fetch_location_history() to query the AirTag.", author="u1")
    rec(P2_FMPY264, [t, (U, P2_T_USING, "u1"), g2, g3], g4[1], True, "ellipsis", ["The first fetch"], "FindMy.py's first AirTag fetch_location() worked and returned valid location reports, but subsequent fetches appear to stop progressing.", author="u1")
    rec(P2_FMPY264, [t, (U, P2_T_USING, "u1"), g2, g3, g4], g5[1], True, "ellipsis", ["At the same time"], "While FindMy.py's AirTag reports stop progressing, the Find My app on my iPhone shows a much more recent location.", author="u1")
    rec(P2_FMPY264, [t, (U, P2_T_USING, "u1"), g2, g3, g4, g5], g6, True, "ellipsis", ["also"], "I also tested FindMy.py's fetch_location_history() for the AirTag whose reports stop updating.", author="u1")

    t = (U, "Registered, built and deployed onto ESP32 - no location found", "u1")
    h1 = (U, "Result of Python Script\n\n[DecryptLocations] Decrypted Locations:\nNo locations found.", "u1")
    h2 = (U, "Also getting Location unavailable error on phone.  - It keep respeating", "u1")
    h3 = (U, "Device is showing on both python list and phone application", "u1")
    h4 = (U, "Any thoughts?   Feels so close", "u1")
    h5 = (A, "As stated in the README, locations cannot be viewed in the Find My Device app.", "u2")
    # The script is the thread's, not named (ruling before df37, quoted commands): a follow-up.
    rec(P2_GFMT26, [t], h1[1], True, "ellipsis", [], "GoogleFindMyTools' Python script prints '[DecryptLocations] Decrypted Locations: No locations found.' for the tracker I registered, built and deployed onto an ESP32.", author="u1")
    rec(P2_GFMT26, [t, h1], h2[1], True, "ellipsis", ["Also"], "My ESP32 tracker registered with GoogleFindMyTools also keeps giving a 'Location unavailable' error on the phone.", author="u1")
    rec(P2_GFMT26, [t, h1, h2], h3[1], True, "ellipsis", ["Device"], "My ESP32 tracker shows in both GoogleFindMyTools' Python device list and the phone application, yet no location is found.", author="u1")
    rec(P2_GFMT26, [t, h1, h2, h3], h4[1], True, "ellipsis", [], "Any thoughts on why my ESP32 tracker registered with GoogleFindMyTools finds no location?", author="u1")
    rec(P2_GFMT26, [t, h1, h2, h3, h4], h5[1], True, "pronoun", ["the README"], "As GoogleFindMyTools' README states, locations of its trackers cannot be viewed in the Find My Device app.", author="u2")
    rec(P2_GFMT26, [t, h1, h2, h3, h4, h5], P2_T_GOOGLENET, False, SAME, [], None, author="u2")

    t = (U, "Google Find My Device network has been rolled out. It would be great to integrate it.", "u1")
    j2 = (U, "It would be great to have my Flipper work with the Google network since I don't use any Apple devices.", "u1")
    j3 = (U, P2_T_AOSP, "u1")
    j4 = (U, "There is a possibility that they decided to keep this part of the code proprietary, and reverse engineering the protocol may take some time.", "u1")
    j5 = (A, "I'm definitely interested in bringing this functionality to the flipper. I'll be on the look for info", "u2")
    j6 = "@MatthewKuKanich here's Google's \"Network Accessory Specification\" for the Find My Device network: https://developers.google.com/nearby/fast-pair/specifications/extensions/fmdn"
    # "it seems" points at nothing outside the sentence, which names the network in full (rule 2).
    rec(P2_FMF43, [t], P2_T_ROLLEDOUT, False, SELF, [], None, author="u1")
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1")], j2[1], True, "pronoun", ["the Google network"], "It would be great to have FindMyFlipper make my Flipper work with the Google Find My Device network, since I don't use any Apple devices.", author="u1")
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1"), j2], j3[1], False, SAME, [], None, author="u1")
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1"), j2, j3], j4[1], True, "pronoun", ["they", "this part of the code", "the protocol"], "Google may have kept the Find My Device network code out of AOSP as proprietary, and reverse engineering its protocol may take some time.", author="u1")
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1"), j2, j3, j4], j5[1], True, "pronoun", ["this functionality"], "I'm definitely interested in bringing Google Find My Device network support to FindMyFlipper.", author="u2")
    # The specification named in full, for the network named in full (rule 1): a trap; a helper answering is assistant.
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1"), j2, j3, j4, j5], j6, False, SAME, [], None, author="u3")

    t = (U, "cant get it working, how to debug?", "u1")
    k1 = (U, "Hi all!\nI have a esp32-wroom-32 device, detected as \"ESP32-D0WDQ6 (revision v1.0)\" during flash.\nAll steps are fine but I cant get it working", "u1")
    k2 = (U, "in serial I get:\n```\nE (952) macless_haystack: Found 50 keys\nI (952) macless_haystack: Loading key with index 45 at address 1261\nI (962) macless_haystack: using key with start 90 09\nI (972) macless_haystack: Sending beacon (with key index 45)\nI (992) macless_haystack: advertising has started.\nI (1082) macless_haystack: stop adv successfully\nI (1182) macless_haystack: Going to sleep\n```", "u1")
    k3 = (U, "so it seems I flashed correctly.", "u1")
    k4 = (U, "macless is running fine but returns always empty array:\n\n```\n{\"results\":[],\"statusCode\":\"200\"}\n```", "u1")
    k5 = (U, "I have an Iphone on the same table, with default settings.\nHow may I debug that?", "u1")
    k6 = "I'm  tring with android \"apple find tracker\" with no luck.."
    rec(P2_MLH96, [t], k1[1], True, "pronoun", ["All steps", "it"], "I have an esp32-wroom-32 (ESP32-D0WDQ6 revision v1.0); all of macless-haystack's setup steps are fine but I can't get it working.", author="u1")
    # A log naming the firmware it comes from (ruling before df37): a trap.
    rec(P2_MLH96, [t, k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_MLH96, [t, k1, k2], k3[1], True, "ellipsis", [], "macless-haystack's serial log (keys found, beacon sent, advertising started) suggests I flashed the ESP32 correctly.", author="u1")
    # Names the service and quotes its output in full (ruling before df37): a trap.
    rec(P2_MLH96, [t, k1, k2, k3], k4[1], False, SAME, [], None, author="u1")
    rec(P2_MLH96, [t, k1, k2, k3, k4], k5[1], True, "pronoun", ["the same table", "that"], "With an iPhone with default settings next to my macless-haystack ESP32 tag, how may I debug macless-haystack always returning an empty results array?", author="u1")
    # Another product, named in full, says nothing of the project (rulings before df37): a trap.
    rec(P2_MLH96, [t, k1, k2, k3, k4, k5], k6, False, SAME, [], None, author="u1")

    t = (U, "Tracking issue with IOS17 update", "u1")
    f2 = (U, "Specially cloned tags that were implemented using the OpenHaystack protocol?", "u1")
    f3 = (U, "I was able to track my tags until I updated my phone to IOS17 and now I am not getting any reports.", "u1")
    rec(P2_TMA6, [t], P2_T_IOS17, False, SAME, [], None, author="u1")
    rec(P2_TMA6, [t, (U, P2_T_IOS17, "u1")], f2[1], True, "ellipsis", [], "Did you notice a change in the way iOS 17 reports on cloned AirTags, especially cloned tags implemented using the OpenHaystack protocol?", author="u1")
    # A failure of what the project does, the project left out (rulings before df37): a follow-up.
    rec(P2_TMA6, [t, (U, P2_T_IOS17, "u1"), f2], f3[1], True, "ellipsis", [], "I was able to track my cloned AirTags with trackmyairtag until I updated my phone to iOS 17; now I am not getting any reports.", author="u1")
    rec(P2_TMA6, [t, (U, P2_T_IOS17, "u1"), f2, f3], "Any ideas would be greatly appreciated!", True, "ellipsis", [], "Any ideas why trackmyairtag gets no reports for OpenHaystack-cloned AirTags since iOS 17?", author="u1")
    lend(P2_TMA6, [t], P2_T_PROPAGATE, SELF, P2_HFM31)
    lend(P2_TMA6, [t, (U, P2_T_IOS17, "u1"), f2], P2_T_SEPARATED, SELF, P2_OTV229)

    t = (U, "Expand Google Find Network", "u1")
    i1 = (U, "would it be possible to expand the google find network with an esphome ble proxy?", "u1")
    i2 = "I want to faster connect my find devices and therefore increase the network within my apartment if possible, maybe this is just an idea for the future - or would the firmware for esp32 based trackers also expand the network?"
    # A complete question naming the network and the proxy in full (rule 1): a trap.
    rec(P2_GFMT89, [t], i1[1], False, SAME, [], None, author="u1")
    rec(P2_GFMT89, [t, i1], i2, True, "pronoun", ["this", "the firmware for esp32 based trackers", "the network"], "Would GoogleFindMyTools' firmware for ESP32-based trackers also expand the Google Find My Device network in my apartment, so my Find devices connect faster?", author="u1")
    lend(P2_GFMT89, [t], P2_T_ROLLEDOUT, SELF, P2_FMF43)
    lend(P2_GFMT89, [t, i1], P2_T_AOSP, SAME, P2_FMF43)

    # Titles alone (the excerpts opened on later comments or the rest went unused): lent rows only.
    t = (U, "Issue with IOS 17", "u1")
    lend(P2_BFM40, [t], P2_T_IOS17, SAME, P2_TMA6)
    lend(P2_BFM40, [t], P2_T_USING, SAME, P2_FMPY264)
    t = (U, "Airtags update on apple devices only and in android app it shows \"No last location known\"", "u1")
    lend(P2_OTV46, [t], P2_T_PROPAGATE, SELF, P2_HFM31)
    lend(P2_OTV46, [t], P2_T_GOOGLENET, SAME, P2_GFMT26)


def P2_calculators(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- graphing calculators: TI-84 Plus CE assembly programs after OS 5.5 (arTIfiCE), transfers and ROM dumps, NumWorks and TI-Nspire apps ----
    t = (U, "ASM App TRANSFER returns ERR INVALID", "u1")
    a1 = (U, "I seem to have everything correct but the \")\"??\ni have my Asm(prgmTRANSFER) and when I select goto, it goes to \")\".", "u1")
    a2 = (U, "It's unarchived and everything.", "u1")
    a3 = (U, "SPECS; Ti84+\nOS 5.55", "u1")
    a4 = (A, "If you are on OS 5.5 or later, you'll need to follow the steps on https://yvantt.github.io/arTIfiCE/", "u2")
    a5 = (U, "oh i do? thanks! i though that was just for ce", "u1")
    a6 = "Uh, it is for the CE only. If you have the 84+ (non-CE), it won't work obviously but also this program here will not work either, as it's made for the CE."
    # The error is the thread's (ERR:INVALID), the program the thread's own (ruling before df37): a follow-up.
    rec(P2_TRF14, [t], a1[1], True, "ellipsis", [], "Running Asm(prgmTRANSFER) gives ERR:INVALID and Goto jumps to the \")\"; I seem to have everything correct.", author="u1")
    rec(P2_TRF14, [t, a1], a2[1], True, "pronoun", ["It's"], "The TRANSFER program that gives ERR:INVALID is unarchived and everything.", author="u1")
    # A bare fix naming the jailbreak, what it fixes left to the thread (ruling before df38): a follow-up.
    rec(P2_TRF14, [t, a1, a2, a3], a4[1], True, "ellipsis", [], "If your calculator is on OS 5.5 or later, you need to follow the arTIfiCE steps on https://yvantt.github.io/arTIfiCE/ to run the TRANSFER asm program without ERR:INVALID.", author="u2")
    rec(P2_TRF14, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["i do", "that"], "Do I need arTIfiCE to run TRANSFER on a TI-84+ with OS 5.55? I thought arTIfiCE was just for the CE.", author="u1")
    rec(P2_TRF14, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["it", "this program here"], "arTIfiCE is for the TI-84 Plus CE only; on a TI-84+ (non-CE) neither it nor the TRANSFER program will work, as TRANSFER is made for the CE.", author="u2")
    lend(P2_TRF14, [t, a1], P2_C_585, SELF, P2_CELT5)

    t = (U, "Transfer", "u1")
    # A failure of what the project does (sending), the project left out (rulings before df37): a follow-up.
    rec(P2_TRF10, [t], "I have a Ti-84 plus CE with OS 5.4, and I can not send anything over 10 KB, or my calculator crashed.", True, "ellipsis", [], "With the TRANSFER program on my TI-84 Plus CE with OS 5.4, I cannot send anything over 10 KB, or my calculator crashes.", author="u1")
    lend(P2_TRF10, [t], P2_C_REMOVED, SAME, P2_CEMU400)
    lend(P2_TRF10, [t], P2_C_584, SAME, P2_CELT5)
    lend(P2_TRF10, [t], P2_C_PRGMA, SAME, P2_CES3)

    t = (U, "Failure to run PrgmA", "u1")
    c2 = (A, "A bit more info is needed:\n- What OS version is your calculator running? (`2nd`,`+`,`Enter`). Version 5.1.5 is recommended.\n- What Hardware Revision is your calculator (Look at the back of the calc, there should be a few characters next to the serial number, like \"L-0515**B**\")\n- Have you downloaded the _latest_ Cesium version? ([here](https://github.com/MateoConLechuga/Cesium/releases/latest))\n- Were you running any other ASM program beforehand, especially hooks (like PHASM, etc.)", "u2")
    c3 = (A, "`prgmA` should be the only one needed to be run, btw.", "u2")
    c4 = (U, "**OS:** 5.0.1.0012 (TI-Connect said I had the most recent update)\n**Hardware Revision:** L-0715A", "u1")
    c5 = (U, "I just reset all memory and used the most recent Cesium version, but I get the same error message.", "u1")
    c6 = "Hmm, it's a bit weird it does that, but I'm going to recommend updating to the latest CE OS, because 5.0.1 is definitely not the latest :)"
    # The programs run and the error got, named and quoted in full (ruling before df37): a trap though it opens the thread.
    rec(P2_CES3, [t], P2_C_PRGMA, False, SAME, [], None, author="u1")
    rec(P2_CES3, [t, (U, P2_C_PRGMA, "u1")], c2[1], True, "ellipsis", ["more info"], "To diagnose prgmA failing with 'Attempted to use a function or variable where it is not valid' when installing Cesium: what OS version and hardware revision is your calculator, do you have the latest Cesium, and were you running other ASM programs or hooks beforehand?", author="u2")
    rec(P2_CES3, [t, (U, P2_C_PRGMA, "u1"), c2, c3, c4], c5[1], True, "pronoun", ["the same error message"], "After resetting all memory and using the most recent Cesium version, prgmA still gives 'Attempted to use a function or variable where it is not valid'.", author="u1")
    rec(P2_CES3, [t, (U, P2_C_PRGMA, "u1"), c2, c3, c4, c5], c6, True, "pronoun", ["it does that", "5.0.1"], "prgmA failing to install Cesium on TI-84 Plus CE OS 5.0.1 is a bit weird; update to the latest CE OS, since 5.0.1 is not the latest.", author="u2")
    lend(P2_CES3, [t], P2_C_CRAFTI, SELF, P2_CRAF8)
    lend(P2_CES3, [t], P2_C_REMOVED, SAME, P2_CEMU400)

    t = (U, "Can't run the ROM dumper program", "u1")
    d1 = (U, "**Operating System:** macOS 11.2\n**CEmu version:** v.1.3 (see in the `About CEmu` menu)", "u1")
    d2 = (U, "I can't find the `Asm(` key on my calculator or in the catalog (`2nd` + `0`), so I can't run the program.", "u1")
    d3 = (U, "I've tried running it without the `Asm(` but it gives me the following error.", "u1")
    d5 = (A, "Yes, you'll have to use https://yvantt.github.io/arTIfiCE/ then install [AsmHook](https://github.com/jacobly0/asmhook/releases/latest) (launch it once then quit) from the artifice shell.\nAfter that, the dumper should work fine.", "u2")
    d6 = "Oh, thanks. What do I chose when it asks me `Garbage Collect? No/Yes`?"
    rec(P2_CEMU400, [t, d1], d2[1], True, "pronoun", ["the program"], "I can't find the Asm( token on my calculator or in the catalog (2nd + 0), so I can't run CEmu's ROM dumper program.", author="u1")
    rec(P2_CEMU400, [t, d1, d2], d3[1], True, "pronoun", ["it"], "Running CEmu's ROM dumper program without Asm( gives me an error.", author="u1")
    # "they" is TI, never named in the thread; the claim names ASM and the OS version in full (rule 6, rulings before df36).
    rec(P2_CEMU400, [t, d1, d2, d3], P2_C_REMOVED, False, SAME, [], None, author="u1")
    rec(P2_CEMU400, [t, d1, d2, d3, (U, P2_C_REMOVED, "u1")], d5[1], True, "ellipsis", ["Yes", "the dumper"], "On TI-OS 5.5.5 and later, use arTIfiCE (https://yvantt.github.io/arTIfiCE/), then install AsmHook from the arTIfiCE shell (launch it once, then quit); after that CEmu's ROM dumper should work.", author="u2")
    rec(P2_CEMU400, [t, d1, d2, d3, (U, P2_C_REMOVED, "u1"), d5], d6, True, "pronoun", ["it"], "What do I choose when arTIfiCE or AsmHook asks 'Garbage Collect? No/Yes' while setting up CEmu's ROM dumper?", author="u1")

    t = (U, "Error while sending files to TI84 Plus CE", "u1")
    f2 = (A, "Thanks for the report.\n* which OS version is the 84+CE running ?\n* could you send me a copy of the offending file, so that I can attempt to reproduce the issue ?", "u2")
    f3 = (U, "Version 5.0.1.0012\nAny file I send fails.", "u1")
    f4 = (A, "That's quite an old version, you should definitely update to 5.2.1. It may actually behave much better regarding transfers too.", "u3")
    f5 = "Thanks. How do I upgrade the OS? Since I can't connect to the TI, I don't is how it will work."
    # A log naming the tools it comes from (tilp, ticalcs; ruling before df37): a trap though it opens the thread.
    rec(P2_TILP8, [t], P2_C_TILPLOG, False, SAME, [], None, author="u1")
    rec(P2_TILP8, [t, (U, P2_C_TILPLOG, "u1")], f2[1], True, "pronoun", ["the report", "the offending file", "the issue"], "Which OS version is the TI-84 Plus CE running that fails TILP transfers with error code fff0, and could you send a copy of the file that fails so I can reproduce it?", author="u2")
    rec(P2_TILP8, [t, (U, P2_C_TILPLOG, "u1"), f2], f3[1], True, "ellipsis", [], "My TI-84 Plus CE runs OS 5.0.1.0012, and any file I send with TILP fails.", author="u1")
    rec(P2_TILP8, [t, (U, P2_C_TILPLOG, "u1"), f2, f3], f4[1], True, "pronoun", ["That", "It"], "TI-84 Plus CE OS 5.0.1.0012 is quite old; update to 5.2.1, which may also behave much better with TILP transfers.", author="u3")
    rec(P2_TILP8, [t, (U, P2_C_TILPLOG, "u1"), f2, f3, f4], f5, True, "pronoun", ["the OS", "the TI", "it"], "How do I upgrade my TI-84 Plus CE's OS to 5.2.1 when TILP can't send anything to it?", author="u1")

    t = (U, "Add support for running assembly programs on TI-84 Plus CE in OS 5.6+ using arTIfiCE", "u1")
    g1 = (U, "This is more of a feature idea but I was wondering if it would be possible to make it so that if the user has arTIfiCE (https://yvantt.github.io/arTIfiCE/), which allows you to run assembly programs on OS 5.6 and newer, then that could be used to run the assembly scripts for actions like syncing the calculator time and the system time or dumping the ROM through tilp.", "u1")
    g2 = (A, "Heh, I'm not even sure if keystrokes could still be sent over USB once the app is open, but anyway arTIfiCE should really only be used to install Cesium and/or AsmHook.", "u2")
    g3 = (A, "With the latter, one can just launch Asm programs directly, without the need for tilp or similar to do extra things :)", "u2")
    g4 = (U, "Yeah, I mostly installed arTIfiCE to dump the ROM to use with CEmu but I was just wondering if it would be possible to implement", "u1")
    # "This" is the message's own idea, and it names tilp and arTIfiCE in full (rule 2).
    rec(P2_TILP45, [t], g1[1], False, SELF, [], None, author="u1")
    rec(P2_TILP45, [t, g1], g2[1], True, "pronoun", ["the app"], "Keystrokes may not be sendable over USB to a TI-84 Plus CE once the arTIfiCE app is open, so tilp could not use it; arTIfiCE should only be used to install Cesium and/or AsmHook.", author="u2")
    rec(P2_TILP45, [t, g1, g2], g3[1], True, "pronoun", ["the latter"], "With AsmHook, one can launch Asm programs on the TI-84 Plus CE directly, without needing tilp or similar to do extra things.", author="u2")
    rec(P2_TILP45, [t, g1, g2, g3], g4[1], True, "pronoun", ["it"], "I mostly installed arTIfiCE to dump the ROM for CEmu, but would it be possible to implement tilp running assembly programs through arTIfiCE?", author="u1")
    rec(P2_TILP45, [t, g1, g2, g3, g4], P2_C_ASMHOOK, False, SELF, [], None, author="u1")

    t = (U, "Unable to install on 5.8.4, displays \"M\"", "u1")
    h2 = (U, "Is there any way to install CelticCE so I can use things like LeafEditor?", "u1")
    h3 = (A, "Unfortunately, no solution/workaround for now.\nSame as https://github.com/mateoconlechuga/cesium/issues/293 we'll have to wait until a new unlock is found.", "u2")
    h4 = (U, "Well this kinda sucks, I might leave this issue open until like there's a new version of artiface that'd work.", "u1")
    rec(P2_CELT5, [t], P2_C_584, False, SAME, [], None, author="u1")
    # Names the app, but which calculator it is to go on is only the turn before's (rule 1): a follow-up.
    rec(P2_CELT5, [t, (U, P2_C_584, "u1")], h2[1], True, "ellipsis", [], "Is there any way to install CelticCE on a TI-84 Plus CE running OS 5.8.4, so I can use things like LeafEditor?", author="u1")
    rec(P2_CELT5, [t, (U, P2_C_584, "u1"), h2], h3[1], True, "ellipsis", [], "There is no solution or workaround for installing CelticCE on TI-OS 5.8.4 for now; as with cesium issue 293, we have to wait for a new unlock.", author="u2")
    rec(P2_CELT5, [t, (U, P2_C_584, "u1"), h2, h3], h4[1], True, "pronoun", ["this", "this issue"], "Having no way to install CelticCE on OS 5.8.4 kinda sucks; I might leave the issue open until there's a new arTIfiCE version that works.", author="u1")
    # "that version" is 5.8.5, inside the sentence (rule 2).
    rec(P2_CELT5, [t, (U, P2_C_584, "u1"), h2, h3, h4], P2_C_585, False, SELF, [], None, author="u1")
    # A fix of another project (Cesium), named in full (rulings before df37): a trap.
    rec(P2_CELT5, [t, (U, P2_C_584, "u1"), h2, h3, h4, (U, P2_C_585, "u1")], P2_C_CESIUMFIX, False, SAME, [], None, author="u1")

    t = (U, "Bad token", "u1")
    i1 = (U, "I've never had this issue before but I cant get to code to upload to my calculator. TI-84 Plus CE MacOS.", "u1")
    i2 = (A, "You need to drag'n'drop the 8xp file onto the calculator name in the sidebar, not elsewhere otherwise TI-Connect CE will try to \"open\" it, which it can't because it's an ASM program.", "u2")
    i3 = (U, "Thanks I forgot you could do that", "u1")
    rec(P2_BLK4, [t], i1[1], True, "pronoun", ["this issue", "to code"], "I've never had a 'Bad token' error before, but I can't get the Blocks-TI-84 code to upload to my TI-84 Plus CE from macOS.", author="u1")
    rec(P2_BLK4, [t, i1], i2[1], True, "pronoun", ["the 8xp file"], "Drag and drop the Blocks-TI-84 8xp file onto the calculator name in TI-Connect CE's sidebar; elsewhere TI-Connect CE tries to open it, which it can't, since it's an ASM program.", author="u2")
    rec(P2_BLK4, [t, i1, i2], i3[1], True, "pronoun", ["that"], "Thanks, I forgot you could drag the 8xp file onto the calculator name in TI-Connect CE's sidebar.", author="u1")
    rec(P2_BLK4, [t, i1, i2, i3], "Please close this issue if it got fixed.", True, "pronoun", ["this issue", "it"], "Please close the Blocks-TI-84 'Bad token' upload issue if it got fixed.", author="u3")
    lend(P2_BLK4, [t], P2_C_TILPLOG, SAME, P2_TILP8)
    lend(P2_BLK4, [t, i1], P2_C_CESIUMFIX, SAME, P2_CELT5)

    t = (U, "[BETA-1.21] Crash when scrolling in the menu", "u1")
    j1 = (U, "**Describe the bug**\nThe calculator crash and return to zero when scrolling down oustside the normal with external app", "u1")
    j2 = (U, "**To Reproduce**\nSteps to reproduce the behavior:\n(need at least 2 external apps)\n1. Go in the menu\n2. Go down until the first app (KhiCAS for me)\n3. Press down button once\n4. See all your setting disappear", "u1")
    j5 = (U, "**Desktop (please complete the following information):**\n - Omega Version: 1.21.0-B1", "u1")
    j6 = "Hi! Thanks for this issue! If I understand well, it sounds like the same as #454 (which has been fixed in the dev branch)."
    rec(P2_OMG482, [t], j1[1], True, "ellipsis", [], "With Omega 1.21 beta on my NumWorks, the calculator crashes and resets when scrolling down past the normal menu with external apps.", author="u1")
    # "#454" was never named in the thread (rulings before df37): judged on "this issue" and "it".
    rec(P2_OMG482, [t, j1, j2, j5], j6, True, "pronoun", ["this issue", "it"], "Omega 1.21 beta's crash when scrolling the menu with external apps sounds like #454, fixed in the dev branch.", author="u2")
    lend(P2_OMG482, [t], P2_C_CRAFTI, SELF, P2_CRAF8)
    lend(P2_OMG482, [t], P2_C_585, SELF, P2_CELT5)
    lend(P2_OMG482, [t, j1], P2_C_ASMHOOK, SELF, P2_TILP45)
    lend(P2_OMG482, [t, j1], P2_C_584, SAME, P2_CELT5)

    t = (U, "Calculator crashes after opening crafti for a second time", "u1")
    k2 = (A, "Cannot reproduce the issue on my side, CX II-T CAS 5.2 as well. Works fine several times.", "u2")
    k4 = (U, "It has the same problem. I even formatted mi calculator to see if that helped.", "u1")
    k5 = (U, "https://drive.google.com/file/d/1o12M34E-RmO-mhetLmM2osq-fhDgDjbr/view?usp=sharing\nI recorded myself recreating the problem", "u1")
    k6 = "This is also a problem with ndless 5.2.0 with the n-0320ak\nhttps://github.com/ndless-nspire/Ndless/issues/236"
    k3 = (A, "Can you try the latest craft version? https://tiplanet.org/modules/archives/download.php?id=61807", "u2")
    # The report names crafti in full, and its "it" is crafti in the same message (rule 2).
    rec(P2_CRAF8, [t], P2_C_CRAFTI, False, SELF, [], None, author="u1")
    rec(P2_CRAF8, [t, (U, P2_C_CRAFTI, "u1")], k2[1], True, "pronoun", ["the issue"], "I cannot reproduce crafti crashing the calculator on its second launch on my TI-Nspire CX II-T CAS 5.2; it works fine several times.", author="u2")
    rec(P2_CRAF8, [t, (U, P2_C_CRAFTI, "u1"), k2, k3], k4[1], True, "pronoun", ["It", "the same problem", "that"], "The latest crafti version also crashes my TI-Nspire on its second launch, even after I formatted the calculator.", author="u1")
    rec(P2_CRAF8, [t, (U, P2_C_CRAFTI, "u1"), k2, k3, k4], k5[1], True, "pronoun", ["the problem"], "I recorded myself recreating crafti crashing the TI-Nspire on its second launch: https://drive.google.com/file/d/1o12M34E-RmO-mhetLmM2osq-fhDgDjbr/view?usp=sharing", author="u1")
    rec(P2_CRAF8, [t, (U, P2_C_CRAFTI, "u1"), k2, k3, k4, k5], k6, True, "pronoun", ["This"], "The crash when opening an app a second time on the TI-Nspire CX II with OS 5.2 also happens with Ndless 5.2.0 on the n-0320ak: https://github.com/ndless-nspire/Ndless/issues/236", author="u1")


def P2_powerstations(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- portable power stations: EcoFlow and Bluetti units read over EcoFlow's cloud MQTT broker and over Bluetooth ----
    t = (U, "No Data for DELTA 2", "u1")
    a1 = (U, "What is the current state of the API implementation?", "u1")
    a2 = (U, "I tried today for the first time and got no data so far.", "u1")
    rec(P2_EFX25, [t], a1[1], True, "ellipsis", ["the API implementation"], "What is the current state of ecoflow_exporter's EcoFlow API implementation for the DELTA 2?", author="u1")
    rec(P2_EFX25, [t, a1], a2[1], True, "ellipsis", [], "I tried ecoflow_exporter today for the first time with my EcoFlow DELTA 2 and got no data so far.", author="u1")
    # The command and its log, naming the exporter's image, quoted in full (ruling before df37): a trap.
    rec(P2_EFX25, [t, a1, a2], P2_P_EXPORTER, False, SAME, [], None, author="u1")
    lend(P2_EFX25, [t], P2_P_IOBERR, SAME, P2_IOEF183)
    lend(P2_EFX25, [t, a1], P2_P_BMQTT, SELF, P2_BTM22)
    lend(P2_EFX25, [t, a1, a2], P2_P_ADDON, SELF, P2_BTHA85)

    t = (U, "Connection refused", "u1")
    b2 = (U, "**To Reproduce**  \nSteps to reproduce the behavior:\nI installed the ecoflow-mqtt\nPut my email and password in for Ecoflow\nClicked CREATE LOGIN DATA\nOnce saved it gives the error no matter if I list devices or not", "u1")
    b3 = (U, "I checked the data created for mqtt and it matches what the link to retrieve data got also", "u1")
    b4 = (U, "**Expected behavior**  \nI expected to retrieve information from ecoflow", "u1")
    b5 = (U, "**Versions:**  \n - Adapter version: 1.0.5\n - Node.js: v20.18.1\n - NPM: 10.8.2\n - Operating system: win32", "u1")
    b6 = "Not nice, the log says that there is problem with autorization."
    # An error naming the adapter and broker it comes from (ruling before df37): a trap.
    rec(P2_IOEF183, [t], P2_P_IOBERR, False, SAME, [], None, author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1")], b2[1], True, "pronoun", ["the error"], "After installing ioBroker.ecoflow-mqtt, entering my EcoFlow e-mail and password and clicking CREATE LOGIN DATA, it gives 'Connection refused: Not authorized' whether or not I list devices.", author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1"), b2], b3[1], True, "pronoun", ["the data created for mqtt", "the link"], "The MQTT credentials ioBroker.ecoflow-mqtt created match those the credentials link retrieves, yet the EcoFlow broker says 'Not authorized'.", author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1"), b2, b3], b4[1], True, "ellipsis", [], "I expected ioBroker.ecoflow-mqtt to retrieve information from EcoFlow instead of 'Connection refused: Not authorized'.", author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1"), b2, b3, b4], b5[1], True, "ellipsis", [], "ioBroker.ecoflow-mqtt adapter 1.0.5 on Node.js v20.18.1, NPM 10.8.2 and Windows gets 'Connection refused: Not authorized' from EcoFlow's MQTT broker.", author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1"), b2, b3, b4, b5], b6, True, "pronoun", ["the log"], "ioBroker.ecoflow-mqtt's log says EcoFlow's MQTT broker has a problem with authorization.", author="u2")

    t = (U, "Bluetti_mqtt limited to homeassistant or compatible with other mqtt servers/home automation platforms?", "u1")
    d2 = (U, "But an api would be essential, cause i would use it also in my home in combination with \"iobroker\" home automatisation.", "u1")
    d3 = (U, "I would for example automate, when charging should start.", "u1")
    d5 = (A, "This library should work with any MQTT broker.", "u2")
    d6 = "The compatibility with Home Assistant only means that the device will automatically appear in HA."
    # A first-person sentence naming its own subject in full (rule 1): a trap.
    rec(P2_BTM22, [t], P2_P_AC200MAX, False, SAME, [], None, author="u1")
    rec(P2_BTM22, [t, (U, P2_P_AC200MAX, "u1")], d2[1], True, "pronoun", ["it"], "An API for the Bluetti AC200MAX would be essential, since I would use it with the ioBroker home automation at home.", author="u1")
    # "It" is Bluetti_mqtt, named in the same message (rule 2).
    rec(P2_BTM22, [t, (U, P2_P_AC200MAX, "u1"), d2, d3], P2_P_BMQTT, False, SELF, [], None, author="u1")
    rec(P2_BTM22, [t, (U, P2_P_AC200MAX, "u1"), d2, d3, (U, P2_P_BMQTT, "u1")], d5[1], True, "pronoun", ["This library"], "bluetti_mqtt should work with any MQTT broker.", author="u2")
    rec(P2_BTM22, [t, (U, P2_P_AC200MAX, "u1"), d2, d3, (U, P2_P_BMQTT, "u1"), d5], d6, True, "pronoun", ["The compatibility", "the device"], "bluetti_mqtt's compatibility with Home Assistant only means the Bluetti device automatically appears in Home Assistant.", author="u2")

    t = (U, "Support for AC200MAX", "u1")
    f1 = (U, "Is there any chance that AC200MAX will be supported at some point?", "u1")
    f2 = (U, "I\u2019m still stuck on Home Assistant 16.1.", "u1")
    f3 = (U, "If not, I\u2019d have to bite the bullet and do without the support I\u2019ve grown so fond of.", "u1")
    f4 = (A, "Bluetooth support is coming to this integration later but it could be quite some time, but you don't need to be stuck on older HA while you wait.", "u2")
    f6 = "You made my day, thank you.\U0001f642"
    rec(P2_BTHA85, [t], f1[1], True, "ellipsis", [], "Is there any chance the Bluetti AC200MAX will be supported by bluetti-home-assistant at some point?", author="u1")
    # "still stuck" is the thread's waiting for support: the user's setup, but tied to the request (rule 6).
    rec(P2_BTHA85, [t, f1], f2[1], True, "ellipsis", ["still"], "Waiting for AC200MAX support in bluetti-home-assistant, I'm still stuck on Home Assistant 16.1.", author="u1")
    rec(P2_BTHA85, [t, f1, f2], f3[1], True, "pronoun", ["If not", "the support"], "If bluetti-home-assistant won't support the AC200MAX, I'd have to do without the AC200MAX support in Home Assistant I've grown fond of.", author="u1")
    rec(P2_BTHA85, [t, f1, f2, f3], f4[1], True, "pronoun", ["this integration", "it"], "Bluetooth support is coming to bluetti-home-assistant later, but it could be quite some time; you don't need to stay on older Home Assistant for the AC200MAX while you wait.", author="u2")
    # "this add-on" is the link in the same message (rule 2).
    rec(P2_BTHA85, [t, f1, f2, f3, f4], P2_P_ADDON, False, SELF, [], None, author="u2")
    rec(P2_BTHA85, [t, f1, f2, f3, f4, (A, P2_P_ADDON, "u2")], f6, True, "ellipsis", [], "Thank you for pointing me to the bluetti2mqtt fork add-on for my AC200MAX; you made my day.", author="u1")

    t = (U, "Add support for AC200MAX", "u1")
    g1 = (U, "As per title would be nice to have the official support for the AC200MAX.", "u1")
    g2 = (U, "The bluetooth can be bridged over MQTT and into Home Assistant using an ESP32 board, if this integration can also work with ESP Home would be nice.", "u1")
    g3 = (U, "Hello, \nI\u2019m also eagerly awaiting support for the AC200MAX. \nI\u2019m currently stuck on version HA 16.1; Bluetti to MQTT was working fine up until then.", "u2")
    g4 = (U, "Or is there a way to exclude Bluetti to MQTT from the updates?", "u2")
    rec(P2_BTHA23, [t], g1[1], True, "ellipsis", ["As per title"], "It would be nice to have official bluetti-home-assistant support for the Bluetti AC200MAX.", author="u1")
    rec(P2_BTHA23, [t, g1], g2[1], True, "pronoun", ["The bluetooth", "this integration"], "The AC200MAX's Bluetooth can be bridged over MQTT into Home Assistant with an ESP32 board; it would be nice if bluetti-home-assistant could also work with ESPHome.", author="u1")
    rec(P2_BTHA23, [t, g1, g2, g3], g4[1], True, "pronoun", ["the updates"], "Is there a way to exclude the Bluetti to MQTT add-on from Home Assistant updates past 16.1, while bluetti-home-assistant doesn't support the AC200MAX?", author="u2")
    rec(P2_BTHA23, [t, g1, g2, g3, g4], "+1 here", True, "ellipsis", [], "I'd also like bluetti-home-assistant to support the Bluetti AC200MAX.", author="u3")

    t = (U, "Need working AC500 BT connection before I start.", "u1")
    h1 = (U, "My grand plan is to implement Bluetti2MQTT (add-on) first and then upgrade with your ESP32 solution to allow WLAN connectivity.", "u1")
    h2 = (U, "Since Warhammerkind seems unavailable to ask directly, I hoped for this back door into finding out why I cannot establish BT.", "u1")
    h3 = (U, "The AC500 never goes out of BT disconnect mode. Not even briefly.", "u1")
    h4 = (U, "It works with the Bluetti app.", "u1")
    h5 = (U, "Both internal and external BT adapters are recognized by HA. I only use one at a time.", "u1")
    rec(P2_BTESP79, [t], h1[1], True, "pronoun", ["your ESP32 solution"], "My plan is to run the Bluetti2MQTT add-on first and then upgrade to Bluetti_ESP32_Bridge for WLAN connectivity to my Bluetti AC500.", author="u1")
    rec(P2_BTESP79, [t, h1], h2[1], True, "pronoun", ["this back door"], "Since warhammerkid seems unavailable, I'm asking in Bluetti_ESP32_Bridge's issues why Bluetti2MQTT cannot establish a Bluetooth connection to my AC500.", author="u1")
    rec(P2_BTESP79, [t, h1, h2], h3[1], True, "pronoun", ["The AC500"], "My Bluetti AC500 never leaves Bluetooth disconnect mode in Bluetti2MQTT, not even briefly.", author="u1")
    rec(P2_BTESP79, [t, h1, h2, h3], h4[1], True, "pronoun", ["It"], "My Bluetti AC500's Bluetooth connection works with the Bluetti app, but not with Bluetti2MQTT.", author="u1")
    # The user's own setup, named in full (rule 1; ruling before df38, setup with no attempt): a trap.
    rec(P2_BTESP79, [t, h1, h2, h3, h4], h5[1], False, SAME, [], None, author="u1")
    rec(P2_BTESP79, [t, h1, h2, h3, h4, h5], P2_P_HAOS, False, SAME, [], None, author="u1")

    t = (U, "AC2P device is not connecting", "u1")
    i1 = (U, "AC2P device couldn't be scanned in an ordinary way, you need to use the \"discovery\" option to find it.", "u1")
    i2 = "Also, after you added the station using the Bluetooth MAC address, bluetti2mqtt can't connect to it saying the device is not recognized."
    rec(P2_B2M50, [t], i1[1], True, "pronoun", ["the \"discovery\" option"], "A Bluetti AC2P can't be scanned by bluetti2mqtt in the ordinary way; you need bluetti2mqtt's discovery option to find it.", author="u1")
    rec(P2_B2M50, [t, i1], i2, True, "pronoun", ["the station", "it"], "After adding the Bluetti AC2P by its Bluetooth MAC address, bluetti2mqtt can't connect to it, saying the device is not recognized.", author="u1")
    lend(P2_B2M50, [t], P2_P_AC200MAX, SAME, P2_BTM22)
    lend(P2_B2M50, [t], P2_P_EXPORTER, SAME, P2_EFX25)
    lend(P2_B2M50, [t, i1], P2_P_MOSQ, SELF, P2_FTBM2)
    lend(P2_B2M50, [t, i1], P2_P_HAOS, SAME, P2_BTESP79)

    t = (U, "My issue is ignorance", "u1")
    j2 = (U, "I have your fork of bluetti_mqtt running on a Pi 4.  It connects to the Bluetti AC200L just fine.", "u1")
    j3 = (U, "The Bluetti finds the broker, and seems to be happy.", "u1")
    j5 = (U, "The failure in my system so far is that MQTT Explorer shows the broker and all its $SYS topics, but not the Bluetti.", "u1")
    j6 = "So, my problem is solved!  This version of bluetti_mqtt is working with my AC200L and mosquitto and MQTT Explorer."
    # The user's new unit, named in full; "It's" is the AC200L of the same message (rule 2).
    rec(P2_FTBM2, [t], P2_P_AC200L, False, SELF, [], None, author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1")], j2[1], True, "pronoun", ["your fork"], "I have ftrueck's fork of bluetti_mqtt running on a Pi 4, and it connects to my Bluetti AC200L just fine.", author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1"), j2], j3[1], True, "pronoun", ["The Bluetti", "the broker"], "With ftrueck's bluetti_mqtt fork, my Bluetti AC200L finds the MQTT broker and seems to be happy.", author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1"), j2, j3], P2_P_MOSQ, False, SELF, [], None, author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1"), j2, j3, (U, P2_P_MOSQ, "u1")], j5[1], True, "pronoun", ["the broker", "the Bluetti"], "MQTT Explorer shows my mosquitto broker and all its $SYS topics, but not the Bluetti AC200L that ftrueck's bluetti_mqtt fork publishes.", author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1"), j2, j3, (U, P2_P_MOSQ, "u1"), j5], j6, True, "pronoun", ["my problem", "This version of bluetti_mqtt"], "My problem of the Bluetti AC200L not showing in MQTT Explorer is solved: ftrueck's bluetti_mqtt fork works with my AC200L, mosquitto and MQTT Explorer.", author="u1")

    # Titles alone (the excerpts opened on later comments): lent rows only.
    t = (U, "Delta 2 stopped working", "u1")
    lend(P2_HAEFC171, [t], P2_P_IOBERR, SAME, P2_IOEF183)
    lend(P2_HAEFC171, [t], P2_P_AC200L, SELF, P2_FTBM2)
    t = (U, "Delta 2 (MQTT)", "u1")
    lend(P2_EFWF6, [t], P2_P_EXPORTER, SAME, P2_EFX25)
    lend(P2_EFWF6, [t], P2_P_BMQTT, SELF, P2_BTM22)
    t = (U, "Ecoflow BLE - for all Devices, not only for Delta 2 :)", "u1")
    lend(P2_EFBT2, [t], P2_P_ADDON, SELF, P2_BTHA85)
    lend(P2_EFBT2, [t], P2_P_AC200MAX, SAME, P2_BTM22)


def P2_vrheadsets(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- VR headsets on Linux: Meta Quest streaming through ALVR and WiVRn into SteamVR and OpenXR games ----
    t = (U, "Problem with Meta Quest 3 tracking", "u1")
    a1 = (U, "I have a weird problem. As soon as I move my Hands in games or crouch with my Quest 3 it is lagging/stuttering.", "u1")
    a2 = (U, "I tested many settings and nothing changed.", "u1")
    a3 = (U, "This problem exists on Windows 10 too.", "u1")
    a5 = (U, "The old Quest 2 is not having such problems and works just fine.", "u1")
    a6 = "I can replicate the bug, although my whole experience with ALVR on linux is very rough"
    # A failure of what ALVR does, ALVR left out (rulings before df37): a follow-up.
    rec(P2_ALVR2419, [t], a1[1], True, "ellipsis", [], "Streaming with ALVR, my Quest 3 lags and stutters as soon as I move my hands in games or crouch.", author="u1")
    # Names ALVR and its latency in full (rule 1): a trap.
    rec(P2_ALVR2419, [t, a1, a2, a3], P2_V_MYALVR, False, SAME, [], None, author="u1")
    rec(P2_ALVR2419, [t, a1, a2, a3, (U, P2_V_MYALVR, "u1")], a5[1], True, "pronoun", ["such problems"], "My old Quest 2 does not lag or stutter with ALVR when I move my hands or crouch, and works just fine.", author="u1")
    rec(P2_ALVR2419, [t, a1, a2, a3, (U, P2_V_MYALVR, "u1"), a5], a6, True, "pronoun", ["the bug"], "I can replicate ALVR's Quest 3 stutter when moving hands or crouching, although my whole experience with ALVR on Linux is very rough.", author="u2")

    t = (U, "Can't get it to work with Quest 3", "u1")
    b2 = (U, "tl,dr: I am just getting a black screen and no image.", "u1")
    b3 = (U, "I set everything up, I connected the quest 3 with the alvr app (I tried it with WiFi and USB using adb forward). On my screen I see the steam vr home and if I move the headset the screen moves correctly, both controllers are also working, but no image.", "u1")
    b4 = (U, "I tried changing the following settings: \n - lower framerate\n - lower resolution\n - changing encoder (even using software)\n - changing mode to adaptive\n - use even chaging emulation mode", "u1")
    b6 = "So I think there is an issue with either steam vr or the desktop app."
    rec(P2_ALVR2016, [t], P2_V_STUCK, False, SAME, [], None, author="u1")
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1")], b2[1], True, "ellipsis", [], "With ALVR my Meta Quest 3 just gets a black screen and no image.", author="u1")
    # A complete report naming the ALVR app; "it" is the connection of the same sentence (rule 2).
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1"), b2], b3[1], False, SELF, [], None, author="u1")
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1"), b2, b3], b4[1], True, "ellipsis", [], "To fix ALVR's black screen on my Quest 3 I tried lower framerate, lower resolution, another encoder (even software), adaptive mode and emulation mode.", author="u1")
    # A log naming ALVR (ruling before df37): a trap.
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1"), b2, b3, b4], P2_V_LOGCAT, False, SAME, [], None, author="u1")
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1"), b2, b3, b4, (U, P2_V_LOGCAT, "u1")], b6, True, "pronoun", ["the desktop app"], "I think ALVR's black screen on the Quest 3 comes from either SteamVR or the ALVR desktop app.", author="u1")

    t = (U, "ALVR on Oculus Quest stuttering and low fps", "u1")
    d2 = (U, "I have the same issue. SteamVR only utilizes 50% of my GPU and CPU and my FPS are around 50", "u2")
    d3 = (U, "dude we have the exact same problem", "u1")
    d4 = (A, "Hey guys - check you are running a decent wireless channel on 5 Ghz.", "u3")
    d5 = (A, "On your modem / router try changing the wireless channel to see if it improves things.", "u3")
    # Names alvr; "this" is the stuttering of the same message (rule 2).
    rec(P2_PALVR438, [t], P2_V_SIDELOAD, False, SELF, [], None, author="u1")
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1")], d2[1], True, "pronoun", ["the same issue"], "I also get stuttering and low fps with ALVR on the Oculus Quest: SteamVR only uses 50% of my GPU and CPU and my FPS is around 50.", author="u2")
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1"), d2], d3[1], True, "pronoun", ["the exact same problem"], "We have exactly the same ALVR stuttering and low fps problem on the Oculus Quest.", author="u1")
    # A bare fix for the thread's stutter (ruling before df38): a follow-up.
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1"), d2, d3], d4[1], True, "ellipsis", [], "For ALVR stuttering and low fps on the Oculus Quest, check that you run a decent 5 GHz wireless channel.", author="u3")
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1"), d2, d3, d4], d5[1], True, "pronoun", ["it", "things"], "Try changing the wireless channel on your modem or router to see if it improves ALVR's stuttering on the Oculus Quest.", author="u3")
    # An answer in a complete first-person sentence naming its subject (rulings before df36): a trap.
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1"), d2, d3, d4, d5], P2_V_ETHERNET, False, SAME, [], None, author="u1")

    t = (U, "OCULUS QUEST working with sTEAM VR\u00bf?", "u1")
    lend(P2_PALVR287, [t], P2_V_DAGON, SAME, P2_WIVRN131)
    lend(P2_PALVR287, [t], P2_V_PAIRS, SELF, P2_WIVRN424)
    lend(P2_PALVR287, [t], P2_V_LOGCAT, SAME, P2_ALVR2016)

    t = (U, "A \"Start a VR application\" screen after following \"Usage\" steps", "u1")
    f1 = (U, "Idk if I'm doing something wrong as I'm new to VR, but as I'm just following the \"Usage\", I presume if I do, some amendments to README might be needed\u2026 So decided to create a report.", "u1")
    f3 = (U, "Upon running the game Steam asks me if I want to run it as usual or in VR. I choose VR and the game menu appears, however WiVRn client inside headset keeps showing \"Start a VR application\" message as if nothing happened.", "u1")
    f4 = (U, "I tried this game, and another one *(non-VR but Linux native)*, and running `Steam VR` alone, to no avail.", "u1")
    f6 = "This sounds as if some mount from `/usr` to `/run/host/usr` is expected to exist\u2026 But then mounts are a runtime thing and README mentions nothing about that."
    rec(P2_WIVRN131, [t], f1[1], True, "pronoun", ["the \"Usage\"", "README"], "I may be doing something wrong as I'm new to VR, but if I follow WiVRn's Usage steps correctly, WiVRn's README may need amendments.", author="u1")
    rec(P2_WIVRN131, [t, f1], P2_V_DAGON, False, SAME, [], None, author="u1")
    # "the game" is Dagon, named only in the turn before (ruling before df37, definite reference): a follow-up.
    rec(P2_WIVRN131, [t, f1, (U, P2_V_DAGON, "u1")], f3[1], True, "pronoun", ["the game"], "When I run Dagon in VR mode from Steam, the game menu appears, but the WiVRn client in my Quest 3 keeps showing 'Start a VR application'.", author="u1")
    rec(P2_WIVRN131, [t, f1, (U, P2_V_DAGON, "u1"), f3], f4[1], True, "pronoun", ["this game", "another one"], "I tried Dagon, a Linux-native non-VR game and SteamVR alone, and the WiVRn client still shows 'Start a VR application'.", author="u1")
    rec(P2_WIVRN131, [t, f1, (U, P2_V_DAGON, "u1"), f3, f4], P2_V_OPENCOMP, False, SAME, [], None, author="u1")
    rec(P2_WIVRN131, [t, f1, (U, P2_V_DAGON, "u1"), f3, f4, (U, P2_V_OPENCOMP, "u1")], f6, True, "pronoun", ["This", "README"], "WiVRn's README saying files under /usr are mapped into /run/host/usr sounds as if a mount from /usr to /run/host/usr must exist, but mounts are a runtime thing and the README says nothing about that.", author="u1")

    t = (U, "[Bug]: WiVRn doesn't \"connect\" to the game", "u1")
    g2 = (U, "I've tried with vivecraft too", "u1")
    g3 = (U, "### Steps to Reproduce\n\n1. Go to wivrn\n2. Start a game\n3. Doesn't show in the quest", "u1")
    g4 = (U, "### Expected behavior\n\nFor it to show the game on the quest", "u1")
    g5 = (U, "### WiVRn Version\n\nWiVRn v25.6.1", "u1")
    # The report names WiVRn and the game; "it" is the game of the same message (rule 2).
    rec(P2_WIVRN424, [t], P2_V_PAIRS, False, SELF, [], None, author="u1")
    rec(P2_WIVRN424, [t, (U, P2_V_PAIRS, "u1")], g2[1], True, "ellipsis", ["too"], "I've also tried Vivecraft, and the game still doesn't show on my Quest 2 through WiVRn.", author="u1")
    rec(P2_WIVRN424, [t, (U, P2_V_PAIRS, "u1"), g2, g3], g4[1], True, "pronoun", ["it"], "I expected WiVRn to show the started game on the Quest 2.", author="u1")
    rec(P2_WIVRN424, [t, (U, P2_V_PAIRS, "u1"), g2, g3, g4, g5], P2_V_WIVRNLOG, False, SAME, [], None, author="u1")

    t = (U, "[BUG] Steam Link on Quest not detecting Linux PC", "u1")
    lend(P2_SVRL655, [t], P2_V_STUCK, SAME, P2_ALVR2016)
    lend(P2_SVRL655, [t], P2_V_WIVRNLOG, SAME, P2_WIVRN424)
    lend(P2_SVRL655, [t], P2_V_ETHERNET, SAME, P2_PALVR438)
    lend(P2_SVRL655, [t], P2_V_SIDELOAD, SELF, P2_PALVR438)

    # VRDB reports: a game's app id as title, then the form; the game named in the form is the context.
    t = (U, "1610990", "u1")
    h1 = (U, "### NAME\n\nDistortion VR\n\n### SteamVR\n\nPerfect\n\n### Monado\n\nNone\n\n### ALVR\n\nPerfect\n\n### WiVRn\n\nUnplayable because of graphical/controller issues\n\n### GPU vendor\n\nAMD\n\n### Distribution\n\nArchlinux\n\n### Headset\n\nMeta Quest 3", "u1")
    h2 = (U, "Doesn't work with WiVRn, game starts in the monitor. But it works with both ALVR and Steam Link.", "u1")
    rec(P2_VRDB729, [t, h1], h2[1], True, "ellipsis", ["game", "it"], "Distortion VR doesn't work with WiVRn on a Meta Quest 3, the game starts on the monitor; but it works with both ALVR and Steam Link.", author="u1")
    rec(P2_VRDB729, [t, h1, h2], "Game is pretty mediocre and buggy, though.", True, "ellipsis", ["Game"], "Distortion VR is a pretty mediocre and buggy game, though.", author="u1")
    lend(P2_VRDB729, [t, h1], P2_V_STUCK, SAME, P2_ALVR2016)
    # (not the WiVRn "the game" report here: after a game's own report its "the game" would read as that game)
    lend(P2_VRDB729, [t, h1], P2_V_SIDELOAD, SELF, P2_PALVR438)

    t = (U, "503580", "u1")
    i1 = (U, "### NAME\n\nDuck Season\n\n### SteamVR\n\nPerfect\n\n### Monado\n\nNone\n\n### ALVR\n\nPerfect\n\n### WiVRn\n\nCrashes or won't start\n\n### GPU vendor\n\nAMD\n\n### Distribution\n\nArchlinux\n\n### Headset\n\nMeta Quest 3", "u1")
    i2 = (U, "WiVRn - doesn't work, when it gets to the title screen, it stops there.", "u1")
    rec(P2_VRDB749, [t, i1], i2[1], True, "ellipsis", ["it"], "Duck Season doesn't work with WiVRn on a Meta Quest 3: when it gets to the title screen, it stops there.", author="u1")
    rec(P2_VRDB749, [t, i1, i2], "ALVR - works.", True, "ellipsis", [], "Duck Season works with ALVR on a Meta Quest 3.", author="u1")
    lend(P2_VRDB749, [t, i1], P2_V_SIDELOAD, SELF, P2_PALVR438)

    t = (U, "546560", "u1")
    j1 = (U, "### SteamVR\n\nPerfect\n\n### Monado\n\nCrashes or won't start\n\n### ALVR\n\nNone\n\n### WiVRn\n\nNone\n\n### GPU vendor\nAMD\n\n### Distribution\n\nNobara 41\n\n### Headset\n\nValve Index", "u1")
    j2 = (U, "The game doesn't run at all with Monado however, sadly.", "u1")
    rec(P2_VRDB170, [t, j1], j2[1], True, "pronoun", ["The game"], "Steam app 546560 doesn't run at all with Monado on a Valve Index, sadly.", author="u1")
    rec(P2_VRDB170, [t, j1, j2], "Crash with asking a SteamVR process at start.", True, "ellipsis", [], "Steam app 546560 crashes under Monado at start, asking for a SteamVR process.", author="u1")
    lend(P2_VRDB170, [t, j1], P2_V_OPENCOMP, SAME, P2_WIVRN131)


def P2_tablets(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- drawing tablets: pen pressure on Huion, XP-Pen and Gamon tablets (DIGImend drivers, OpenTabletDriver, TabletDriver, Photoshop and Clip Studio under Wine) ----
    t = (U, "Question: Is pressure sensitivity solved for Huion H610 on Linux?", "u1")
    a5 = (U, "Sensitivity doesn't appear to work at all. I have the driver installed and here's a snippet from my 52-wacom.conf:\n\n   Section \"InputClass\"\n   \tIdentifier \"Wacom class\"\n   \tMatchProduct \"Wacom|WACOM|Hanwang|PTK-540WL|ISD-V4|HUION PenTablet\"\n   \tMatchDevicePath \"/dev/input/event*\"\n   \tDriver \"wacom\"\n   EndSection", "u2")
    a7 = "Could you please post the output of \"evtest\" for your tablet pen device (the one which responds to pen movements), while you do a stroke with the pen? This way we'll be able to see if the kernel reports pressure, or not."
    # A complete question naming the models in full (rule 1): a trap.
    rec(P2_DGM5, [t], P2_D_H610, False, SAME, [], None, author="u1")
    # A later user's report naming tablet, OS and driver; "this driver" is the link in the same message (rule 2).
    rec(P2_DGM5, [t, (U, P2_D_H610, "u1")], P2_D_UBUNTU, False, SELF, [], None, author="u2")
    rec(P2_DGM5, [t, (U, P2_D_H610, "u1"), (U, P2_D_UBUNTU, "u2")], a5[1], True, "pronoun", ["Sensitivity", "the driver"], "Pressure sensitivity doesn't work at all on my Huion H610 though the DIGImend driver is installed; here is a snippet from my 52-wacom.conf: ...", author="u2")
    rec(P2_DGM5, [t, (U, P2_D_H610, "u1"), (U, P2_D_UBUNTU, "u2"), a5], a7, True, "ellipsis", [], "To see whether the kernel reports pressure for the Huion H610 with the DIGImend driver, post the output of evtest for the tablet's pen device while you do a stroke with the pen.", author="u3")

    t = (U, "H580 Pressure Sensitivity", "u1")
    b2 = (U, "I would like to use the tablet but it doesn't have pressure sensitivity.", "u1")
    b3 = (U, "Could you help me to providing this?", "u1")
    b4 = (A, "Do you use the driver? Can you send the output of \"/sbin/modinfo hid-huion\", and output of \"dmesg\" after you plug it in?", "u2")
    b6 = "Thank you. The driver seems to be handling the tablet."
    # A setup sentence naming the tablet; "#4" was never named in the thread (rulings before df37): a trap.
    rec(P2_DGM9, [t], P2_D_H580, False, SAME, [], None, author="u1")
    rec(P2_DGM9, [t, (U, P2_D_H580, "u1")], b2[1], True, "pronoun", ["the tablet", "it"], "I would like to use my Huion H580 with the DIGImend driver, but it has no pressure sensitivity.", author="u1")
    rec(P2_DGM9, [t, (U, P2_D_H580, "u1"), b2, b3], b4[1], True, "pronoun", ["the driver", "it"], "Do you use the DIGImend driver for the Huion H580? Send the output of /sbin/modinfo hid-huion, and of dmesg after you plug the tablet in.", author="u2")
    # The command and its output quoted in full (ruling before df37): a trap.
    rec(P2_DGM9, [t, (U, P2_D_H580, "u1"), b2, b3, b4], P2_D_MODINFO, False, SAME, [], None, author="u1")
    rec(P2_DGM9, [t, (U, P2_D_H580, "u1"), b2, b3, b4, (U, P2_D_MODINFO, "u1")], b6, True, "pronoun", ["The driver", "the tablet"], "The DIGImend hid-huion driver seems to be handling the Huion H580.", author="u2")

    t = (U, "my pen pressure dosent work", "u1")
    c1 = (U, "## Description\n\nwhen I go to draw my pen pressure doesn't work I tried messing with the pen pressure settings and it didn't do anything", "u1")
    c2 = (U, "## System Information:\n\n| Name             | Value |\n| ---------------- | ----- |\n| Operating System |Ubuntu 20.04.2 LTS|\n| Software Version |v0.5.2.3|\n| Tablet           |Gamon s620|", "u1")
    c3 = (A, "Enable Artist Mode", "u2")
    rec(P2_OTD894, [t], c1[1], True, "ellipsis", ["the pen pressure settings"], "When I draw, my pen pressure doesn't work with OpenTabletDriver; changing OpenTabletDriver's pen pressure settings didn't do anything.", author="u1")
    # A bare fix, what it fixes left to the thread (ruling before df38): a follow-up.
    rec(P2_OTD894, [t, c1, c2], c3[1], True, "ellipsis", [], "Enable OpenTabletDriver's Artist Mode to get pen pressure on the Gamon S620 under Ubuntu.", author="u2")
    rec(P2_OTD894, [t, c1, c2, c3], "> Change Absolute Mode to Artist Mode.\n\nthx it worked", True, "pronoun", ["it"], "Changing OpenTabletDriver from Absolute Mode to Artist Mode made my pen pressure work.", author="u1")
    lend(P2_OTD894, [t], P2_D_H580, SAME, P2_DGM9)
    lend(P2_OTD894, [t, c1], P2_D_XPPEN, SAME, P2_PSL16)

    t = (U, "Does opentabletdriver support pen pressure?", "u1")
    d1 = (U, "# Support Request\n I use the tablet for osu mostly but some drawing and autodesk sketchbook supports pen pressure. Am I doing something wrong?", "u1")
    d2 = (A, "It supports pen pressure in some applications. I know that it works in krita, but doesn't seem to work for me in gimp.", "u2")
    d3 = (A, "(You need to switch it to \"artist mode\" to enable it. This is for linux, idk for windows.)", "u2")
    d4 = (A, "there is a plugin just for that, https://github.com/X9VoiD/VoiDPlugins/releases/download/v0.2.1/WindowsInk.zip put that in %localappdata%/opentabletdriver/Plugins", "u3")
    d5 = (A, "also you need to install this https://github.com/X9VoiD/vmulti-bin/releases/tag/v1.0", "u3")
    d6 = "This issue should be closed as we already have pressure support for Windows in the form of a plugin"
    rec(P2_OTD468, [t, d1], d2[1], True, "pronoun", ["It", "it"], "OpenTabletDriver supports pen pressure in some applications: it works in Krita, but doesn't seem to work in GIMP.", author="u2")
    rec(P2_OTD468, [t, d1, d2], d3[1], True, "pronoun", ["it", "This"], "On Linux you need to switch OpenTabletDriver to artist mode to enable pen pressure.", author="u2")
    rec(P2_OTD468, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["This issue"], "The OpenTabletDriver pen pressure issue should be closed, as OpenTabletDriver already has pressure support for Windows in the form of a plugin.", author="u4")
    lend(P2_OTD468, [t], P2_D_H610, SAME, P2_DGM5)
    lend(P2_OTD468, [t], P2_D_KERNEL, SAME, P2_CSPI11)

    t = (U, "Pen Pressure no longer works on Huion H420", "u1")
    e1 = (U, "Trying to use pen pressure on my drawing tablet (for use on art programs) no longer works.", "u1")
    e2 = (U, "## Hardware/software information\nWindows Version: Windows 7\n\nTablet Driver version: 0.2.3\n\nTablet model: Huion H420", "u1")
    e3 = (A, "Check which mode you are currently using.", "u2")
    e4 = (A, "If you are using the Absolute (osu!) mode, then pen pressure will not be taken into account.", "u2")
    e5 = "If you want to enable pen pressure, change the mode to Windows Ink (Draw)."
    # A failure of what the driver does, the driver left out (rulings before df37): a follow-up.
    rec(P2_HTD888, [t], e1[1], True, "ellipsis", [], "Pen pressure on my Huion H420 drawing tablet no longer works in art programs with hawku's TabletDriver.", author="u1")
    rec(P2_HTD888, [t, e1, e2], e3[1], True, "ellipsis", [], "Check which TabletDriver mode you are using for the Huion H420 that lost pen pressure.", author="u2")
    rec(P2_HTD888, [t, e1, e2, e3, e4], e5, True, "pronoun", ["the mode"], "To enable pen pressure in hawku's TabletDriver, change its mode to Windows Ink (Draw).", author="u2")
    lend(P2_HTD888, [t, e1], P2_D_UBUNTU, SELF, P2_DGM5)

    t = (U, "Pen pressure is not working", "u1")
    f1 = (U, "I need this driver for my Osu configuration, but I also want to draw with my Tablet, but the pen pressure is not working...", "u1")
    rec(P2_HTD217, [t], f1[1], True, "pronoun", ["this driver"], "I need hawku's TabletDriver for my osu! configuration, but I also want to draw with my tablet, and the pen pressure is not working.", author="u1")
    rec(P2_HTD217, [t, f1], "Does this driver even Support pen pressure?", True, "pronoun", ["this driver"], "Does hawku's TabletDriver even support pen pressure?", author="u1")
    lend(P2_HTD217, [t], P2_D_XPPEN, SAME, P2_PSL16)
    lend(P2_HTD217, [t, f1], P2_D_H610, SAME, P2_DGM5)

    t = (U, "Pressure sensitivity does not work", "u1")
    g1 = (U, "Installation and program runned perfectly. Sadly, I cant do my entire workflow because it wont recognize my wacom tablet pressure sensibility.", "u1")
    g2 = (U, "Heya! I found a way to make it work!", "u2")
    g3 = (U, "Install the OpenTabletDriver, make all the stuff for recognize your tablet, then make it as relative mode, this worked for me, but sometimes it just stop working and I need to restart the Photoshop or make it as another mode and change to relative again.", "u2")
    g4 = (U, "If this don't work make the thing of Photoshop stop using the Windows Ink or install the Windows Ink in the Plugins Manager of OpenTabletDriver.", "u2")
    g5 = "hi thanks for sharing your experience. Actually, I haven't any Wacom tablet to test this, and I don't know how to fix these issues right now.good luck"
    rec(P2_PSL15, [t], g1[1], True, "pronoun", ["Installation and program", "it"], "photoshopCClinux's installation and Photoshop ran perfectly, but Photoshop won't recognize my Wacom tablet's pressure sensitivity.", author="u1")
    # A fix whose purpose (pressure in Photoshop) is only the thread's, with "this worked for me" (ruling before df38): a follow-up.
    rec(P2_PSL15, [t, g1, g2], g3[1], True, "ellipsis", [], "To get Wacom pen pressure in photoshopCClinux's Photoshop: install OpenTabletDriver, set it up for your tablet and use relative mode; if it stops working, restart Photoshop or switch modes and back.", author="u2")
    rec(P2_PSL15, [t, g1, g2, g3, g4], g5, True, "pronoun", ["this", "these issues"], "I have no Wacom tablet to test pen pressure in photoshopCClinux, and don't know how to fix the pressure issues right now.", author="u3")

    t = (U, "Not supporting graphic tablet", "u1")
    h2 = (U, "Its works fine in other apps, but in this photoshop pressure sens is not work at all.", "u1")
    h3 = (U, "P.S. tablets buttons works fine\nany advise? :)", "u1")
    h4 = "as I said before, the installer script uses `wine` in the background to run photoshop which is a `windows` simulator. so obviously it depends on pressure pens driver support."
    rec(P2_PSL16, [t], P2_D_XPPEN, False, SAME, [], None, author="u1")
    rec(P2_PSL16, [t, (U, P2_D_XPPEN, "u1")], h2[1], True, "pronoun", ["Its", "this photoshop"], "My XP-Pen tablet with the official drivers works fine in other apps, but in photoshopCClinux's Photoshop pen pressure doesn't work at all.", author="u1")
    rec(P2_PSL16, [t, (U, P2_D_XPPEN, "u1"), h2, h3], h4, True, "pronoun", ["the installer script", "it"], "photoshopCClinux's installer script runs Photoshop under Wine, a Windows compatibility layer, so XP-Pen pen pressure depends on the pen driver's support in Wine.", author="u2")
    lend(P2_PSL16, [t], P2_D_KERNEL, SAME, P2_CSPI11)
    lend(P2_PSL16, [t], P2_D_UBUNTU, SELF, P2_DGM5)

    t = (U, "Pen pressure issues on Linux Mint still persisting :(", "u1")
    i1 = (U, "Heya!! Thank you so much for responding so quickly last time!! Sadly the issue is still there :(", "u1")
    i2 = (U, "The software downloads without a issue, pressure works in gimp, huion driver software etc. so It must be something about clip studio paint.", "u1")
    i3 = (U, "I wanna add, I use version 4.0.10.", "u1")
    i4 = (A, "I think the problem is the Huion proprietary driver, it doesn't mesh well with what Wine can and cannot read.", "u2")
    i6 = "Before switching, can you confirm you have libinput installed?\n\n`dpkg -l xserver-xorg-input-libinput`\nIf it shows ii at the start, you're good!"
    rec(P2_CSPI11, [t], i1[1], True, "pronoun", ["the issue"], "Pen pressure in Clip Studio Paint installed with CSPenguin-Installer still doesn't work on Linux Mint.", author="u1")
    rec(P2_CSPI11, [t, i1], i2[1], True, "pronoun", ["The software", "It"], "CSPenguin-Installer downloads Clip Studio Paint without issue and pressure works in GIMP and the Huion driver software, so the missing pen pressure must be something about Clip Studio Paint.", author="u1")
    rec(P2_CSPI11, [t, i1, i2, i3], i4[1], True, "pronoun", ["the problem"], "The missing pen pressure in Clip Studio Paint under CSPenguin-Installer likely comes from the Huion proprietary driver, which doesn't mesh well with what Wine can read.", author="u2")
    # A claim about the user's kernel, named in full (rulings before df36): a trap.
    rec(P2_CSPI11, [t, i1, i2, i3, i4], P2_D_KERNEL, False, SAME, [], None, author="u2")
    rec(P2_CSPI11, [t, i1, i2, i3, i4, (A, P2_D_KERNEL, "u2")], i6, True, "ellipsis", ["Before switching"], "Before switching from the Huion proprietary driver to the kernel's hid-uclogic for Clip Studio Paint pen pressure, confirm libinput is installed: `dpkg -l xserver-xorg-input-libinput` should show ii.", author="u2")
    lend(P2_CSPI11, [t], P2_D_MODINFO, SAME, P2_DGM9)


def P2_ipods(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- iPods: music synced from Linux that the iPod doesn't show, Rockbox builds, flash mods, click-wheel games, nano apps ----
    t = (U, "[Bug] No songs after syncing", "u1")
    a1 = (U, "**Describe the bug**\nNo music is showing up after syncing. No matter what I do.", "u1")
    a2 = "It seems the db is being written, there are files on the device. When I detach and reattach the device iOpeniPod sees the files correctly."
    # A failure of what the project does, the project left out (rulings before df37): a follow-up.
    rec(P2_IOP31, [t], a1[1], True, "ellipsis", [], "No music shows up on my iPod after syncing with iOpenPod, no matter what I do.", author="u1")
    rec(P2_IOP31, [t, a1], a2, True, "pronoun", ["the db", "the device"], "iOpenPod seems to write the iPod database and the files are on the iPod; when I detach and reattach it, iOpenPod sees the files correctly, yet the iPod shows no songs.", author="u1")
    lend(P2_IOP31, [t, a1], P2_I_DFU, SELF, P2_RIG11)

    t = (U, "[Bug] Sync files succeeds, files are on iPod file system, but No Music on iPod UI", "u1")
    b1 = (U, "Sync appears to complete successfully. Files are on the iPod filesystem.", "u1")
    b2 = (U, "However, the iPod itself sees no songs.", "u1")
    rec(P2_IOP36, [t], b1[1], True, "ellipsis", [], "iOpenPod's sync appears to complete successfully and the files are on the iPod filesystem.", author="u1")
    rec(P2_IOP36, [t, b1], b2[1], True, "ellipsis", ["However", "the iPod itself"], "Though iOpenPod's sync succeeds and the files are on the iPod filesystem, the iPod itself sees no songs.", author="u1")
    # The error quoted in full, naming iTunes as its source (ruling before df37): a trap.
    rec(P2_IOP36, [t, b1, b2], P2_I_ITUNESERR, False, SAME, [], None, author="u1")

    t = (U, "[Bug] iPod wiped after syncing", "u1")
    lend(P2_IOP134, [t], P2_I_DFU, SELF, P2_RIG11)
    lend(P2_IOP134, [t], P2_I_CFMOD, SAME, P2_ICWG3)

    t = (U, "Music transfer to iPod corrupt the iTunes DB", "u1")
    c1 = (U, "**Describe the bug**\nTransferring songs to my iPod Classic works, but once unmounted, the iPod say it has zero song (corrupted database from what I understand).", "u1")
    c2 = (U, "**To Reproduce**\n* [Windows] format the iPod (tried vFAT and ntfs)\n* [Windows] reset from iTunes\n* [Windows] sync some songs from iTunes (to init the db, but same result without)\n* [Linux] sync some songs from Strawberry\n* => The iPod say it has no song or any content, but songs are seen from Strawberry", "u1")
    c3 = (U, "**System Information:**\n - Operating system: Arch 6.1.12-arch1-1 with Wayland\n - Strawberry Version: 1.0.14-2", "u1")
    c4 = (U, "I tested and have the same problem with Rhythmbox, so it probably comes from libgpod.", "u1")
    c5 = "It is fixed by running rePear, but it is not perfect (breaks some albums, need a second read of every file, ...)"
    rec(P2_STRAW1143, [t], c1[1], True, "ellipsis", [], "Transferring songs to my iPod Classic with Strawberry works, but once unmounted the iPod says it has zero songs, from a corrupted database as I understand it.", author="u1")
    rec(P2_STRAW1143, [t, c1, c2, c3], c4[1], True, "pronoun", ["the same problem", "it"], "Rhythmbox also leaves my iPod Classic with zero songs after a transfer, like Strawberry, so the corrupted iTunes database probably comes from libgpod.", author="u1")
    rec(P2_STRAW1143, [t, c1, c2, c3, c4], c5, True, "pronoun", ["It", "it"], "Running rePear fixes the iPod database that Strawberry's transfers corrupt, but not perfectly: it breaks some albums and needs a second read of every file.", author="u1")
    lend(P2_STRAW1143, [t], P2_I_ITUNESERR, SAME, P2_IOP36)
    lend(P2_STRAW1143, [t, c1], P2_I_DFU, SELF, P2_RIG11)
    lend(P2_STRAW1143, [t, c1], P2_I_CFMOD, SAME, P2_ICWG3)

    t = (U, "PC won't recognize iPod 5.5 gen video after plugging it in.", "u1")
    d2 = (U, "Stock OS saved the day as the PC recognized it when I switched over.", "u1")
    d4 = (U, "When the iPod boots into Rockbox the issue persists, the scrolling feels slow and like I said the PC won't recognize the iPod.", "u1")
    d5 = (U, "BUT after I play something all of a sudden the scrolling becomes snappy and then the PC recognizes the iPod no problem.", "u1")
    d6 = "Did you try turning SSD mode off?"
    # Names Rockpod, but "the iPod" is the title's iPod 5.5 gen video (definite-reference clause, ruling before df37): a follow-up.
    rec(P2_RPOD7, [t], P2_I_ROCKPODPC, True, "pronoun", ["the iPod"], "After installing Rockpod on my iPod 5.5 gen video, my Windows 10 PC won't recognize it (\"Please insert disk into Removable Disk (G:)\") and the iPod flickers between the menu and Rockbox's Do not disconnect screen.", author="u1")
    rec(P2_RPOD7, [t, (U, P2_I_ROCKPODPC, "u1")], d2[1], True, "pronoun", ["the PC", "it"], "When I switched my iPod 5.5 gen video from Rockpod back to the stock OS, the PC recognized it.", author="u1")
    rec(P2_RPOD7, [t, (U, P2_I_ROCKPODPC, "u1"), d2, (U, "I figured something out. I reinstalled Rockpod and gave it another go after the new release.", "u1")], d4[1], True, "pronoun", ["the issue"], "When my iPod 5.5 gen video boots into Rockpod's Rockbox, scrolling is slow and the PC still won't recognize the iPod.", author="u1")
    rec(P2_RPOD7, [t, (U, P2_I_ROCKPODPC, "u1"), d2, (U, "I figured something out. I reinstalled Rockpod and gave it another go after the new release.", "u1"), d4, d5], d6, True, "ellipsis", [], "Did you try turning Rockpod's SSD mode off for the PC not recognizing the iPod 5.5 gen video?", author="u2")
    lend(P2_RPOD7, [t], P2_I_CFMOD, SAME, P2_ICWG3)

    t = (U, "Issue with Flash more recent ipod firmware guide", "u1")
    e1 = (U, "Hello. I installed the older version of iTunes, as listed in the guide.", "u1")
    e2 = (U, "This was on a \"virgin\" machine that never had iTunes installed before.", "u1")
    e4 = (U, "I had to try again on another machine with the latest iTunes (12.13.10.3) and I was able to install the bootloader no problem.", "u1")
    rec(P2_RIG11, [t], e1[1], True, "pronoun", ["the guide"], "I installed the older version of iTunes listed in the reddit-ipod-guides guide for flashing more recent iPod firmware.", author="u1")
    # Names the Rockbox utility and the iTunes driver in full; "it" is the utility of the same sentence (rule 2).
    rec(P2_RIG11, [t, e1, e2], P2_I_DFU, False, SELF, [], None, author="u1")
    rec(P2_RIG11, [t, e1, e2, (U, P2_I_DFU, "u1")], e4[1], True, "ellipsis", ["try again", "the bootloader"], "On another machine with the latest iTunes (12.13.10.3), the Rockbox utility installed the iPod bootloader with no problem, unlike with the guide's older iTunes.", author="u1")
    rec(P2_RIG11, [t, e1, e2, (U, P2_I_DFU, "u1"), e4], "Just FYI if you want to edit the guide.", True, "pronoun", ["the guide"], "FYI, the reddit-ipod-guides firmware flashing guide may need editing: its older iTunes version failed where the latest iTunes worked.", author="u1")
    lend(P2_RIG11, [t], P2_I_ITUNESERR, SAME, P2_IOP36)

    t = (U, "Games do not launch on a flash modded iPod 5.5", "u1")
    f2 = (U, "Sadly none of the games in this repository start on my flash modded iPod 5.5 (thick 80GB model with an iFlash Quad and a 512GB Samsung Micro-SD).", "u1")
    f3 = (U, "Upon launching any game it displays (roughly translated): \"This game cannot be launched. Please connect your iPod to iTunes and install the game again.\"", "u1")
    f4 = (U, "They do work without a problem on another 5.5 gen (also thick 80GB model) and a 6th gen (80GB model) though.", "u1")
    f6 = (A, "Not sure at all about that, but maybe, the games auth themselves on the iPod using some kind of unique S/N from the hard drive itself.", "u2")
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1")], f2[1], True, "pronoun", ["this repository"], "None of the iPod click wheel games preservation project's games start on my flash-modded iPod 5.5 (80GB with an iFlash Quad and a 512GB micro-SD).", author="u1")
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1"), f2], f3[1], True, "pronoun", ["it"], "Launching any of the preserved click wheel games, my flash-modded iPod 5.5 displays \"This game cannot be launched. Please connect your iPod to iTunes and install the game again.\"", author="u1")
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1"), f2, f3], f4[1], True, "pronoun", ["They"], "The preserved click wheel games work without a problem on a stock iPod 5.5 gen and a 6th gen, just not on my flash-modded one.", author="u1")
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1"), f2, f3, f4], f6[1], True, "pronoun", ["that", "the games"], "Maybe the iPod click wheel games authenticate themselves using a unique serial number from the hard drive, which a flash mod lacks.", author="u2")
    # A setup sentence naming its subject in full (rule 1): a trap.
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1"), f2, f3, f4, f6], P2_I_CFMOD, False, SAME, [], None, author="u2")


def P2_irremotes(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- IR remotes: Broadlink RM minis and Tuya IR blasters that will not learn codes (python-broadlink, homebridge-broadlink-rm, LocalTuya, tinytuya) ----
    t = (U, "RM Mini 3 (0x5f36) Does Not Learn Codes", "u1")
    a1 = (U, "I purchased 2 RM Mini 3s off of Amazon and they both register as 0x5f36, however even after adding them to the rm list they do not learn any codes.", "u1")
    a2 = (U, "I was able to enter learning mode however none of the codes are printed to the terminal window.", "u1")
    a3 = (U, "I am able to add/learn codes in the various apps but not through this library.", "u1")
    a4 = (U, "Any idea why or does anyone have this specific device and got it working?", "u1")
    a6 = "I added this device to the __init__.py file, but it still doesn't work."
    rec(P2_PBL308, [t], a1[1], True, "pronoun", ["the rm list"], "My two RM Mini 3s register as 0x5f36, and even after adding them to python-broadlink's rm device list they do not learn any codes.", author="u1")
    rec(P2_PBL308, [t, a1, a2], a3[1], True, "pronoun", ["this library"], "I can add and learn codes for my RM Mini 3 (0x5f36) in the various apps, but not through python-broadlink.", author="u1")
    # The tool named with its output, nothing left to the thread (ruling before df37): a trap though "also" opens it.
    rec(P2_PBL308, [t, a1, a2, a3, a4], P2_R_DISCOVERY, False, SAME, [], None, author="u2")
    rec(P2_PBL308, [t, a1, a2, a3, a4, (U, P2_R_DISCOVERY, "u2")], a6, True, "pronoun", ["this device", "it"], "I added the RM Mini 3 device type 0x5f36 to python-broadlink's __init__.py, but it still doesn't learn codes.", author="u2")

    t = (U, "Cannot learn IR into RM mini 3", "u1")
    b1 = (U, "Every time I try to learn, I get the code 65529.", "u1")
    rec(P2_PBL248, [t], b1[1], True, "ellipsis", [], "Every time I try to learn IR on my RM mini 3 with python-broadlink, I get the code 65529.", author="u1")
    rec(P2_PBL248, [t, b1], "I was using pycryptodome and this new version required cryptography. Closing as resolved.", True, "pronoun", ["this new version"], "python-broadlink failed to learn IR on my RM mini 3 because I was using pycryptodome while the new python-broadlink version requires cryptography; resolved.", author="u1")
    lend(P2_PBL248, [t], P2_R_ZS06, SELF, P2_HLT350)
    lend(P2_PBL248, [t, b1], P2_R_ERRLEARN, SAME, P2_KBRM444)

    t = (U, "Learn Code (Couldn't learn code, device not found)", "u1")
    d2 = "- Cannot connect to my Broadlink RM mini. \n- Broadlink RM mini connects fine in the Broadlink iOS app."
    # An error naming its source ("[Broadlink RM]") quoted in full (ruling before df37): a trap.
    rec(P2_KBRM444, [t], P2_R_ERRLEARN, False, SAME, [], None, author="u1")
    rec(P2_KBRM444, [t, (U, P2_R_ERRLEARN, "u1")], d2, True, "ellipsis", [], "homebridge-broadlink-rm cannot connect to my Broadlink RM mini, though the RM mini connects fine in the Broadlink iOS app.", author="u1")

    t = (U, "Learn Code not working.", "u1")
    e2 = "Device was successfully discovered but when I tap on Learn Code noting happen. I Got Learn Code time out error. The light on the RM also not blinking."
    rec(P2_KBRM2, [t, (U, "Hi, I having issue with the Learn code.", "u1")], e2, True, "ellipsis", [], "homebridge-broadlink-rm discovered my Broadlink RM, but tapping Learn Code gives a Learn Code timeout error and the RM's light doesn't blink.", author="u1")
    lend(P2_KBRM2, [t], P2_R_DISCOVERY, SAME, P2_PBL308)

    t = (U, "[Bug]: ZS06 IR blaster doesn't receive any learning response", "u1")
    x3 = (U, "now in local-tuya, I have added this IR blaster with dp=0, then it shows up a remote entity, with learn code=202.", "u1")
    x4 = (U, "no matter what remote I use (be it speaker or TV or Aircond), the learn command just doesn't response at all, and at the end time out.", "u1")
    x5 = (U, "Also, there isn't any blinking light while learning, whereas if I use Tuya app to copy a button, it will have blue light blinking", "u1")
    # The user's own device and another app, named in full; "it" is the blaster of the same sentence (rule 2).
    rec(P2_HLT350, [t], P2_R_ZS06, False, SELF, [], None, author="u1")
    rec(P2_HLT350, [t, (U, P2_R_ZS06, "u1")], x3[1], True, "pronoun", ["this IR blaster"], "I added my ZS06 Zigbee IR blaster to LocalTuya with dp=0, and it shows up as a remote entity with learn code 202.", author="u1")
    rec(P2_HLT350, [t, (U, P2_R_ZS06, "u1"), x3], x4[1], True, "pronoun", ["the learn command"], "Whatever remote I use (speaker, TV or air conditioner), LocalTuya's learn command for my ZS06 IR blaster doesn't respond at all and times out.", author="u1")
    rec(P2_HLT350, [t, (U, P2_R_ZS06, "u1"), x3, x4, x5], "how should I proceed?", True, "ellipsis", [], "How should I proceed when LocalTuya's learn command gets no response from my ZS06 IR blaster?", author="u1")

    t = (U, "[Bug]: Cant learn commands with my IR remote", "u1")
    rec(P2_HLT357, [t], "My IR remote cannot learn commands.", True, "ellipsis", [], "My IR remote cannot learn commands through LocalTuya.", author="u1")
    lend(P2_HLT357, [t], P2_R_NEC, SELF, P2_TTY579)
    lend(P2_HLT357, [t, (U, "My IR remote cannot learn commands.", "u1")], P2_R_DISCOVERY, SAME, P2_PBL308)

    t = (U, "Using smart wifi remote as IR Blaster", "u1")
    z2 = (U, "Is it possible to use this app as a IR blaster to send remote codes over to a Tuya device with an IR blaster?", "u1")
    z4 = (U, "Is there a way to make a python script which does that?", "u1")
    z5 = (A, "It depends.  Does that smart WiFi remote remain connected to WiFi?", "u2")
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1")], z2[1], True, "pronoun", ["this app"], "Is it possible to use tinytuya to send remote codes to a Tuya device with an IR blaster?", author="u1")
    # "its" is the remote of the same sentence (rule 2).
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1"), z2], P2_R_NEC, False, SELF, [], None, author="u1")
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1"), z2, (U, P2_R_NEC, "u1")], z4[1], True, "pronoun", ["that"], "Is there a way to make a Python script with tinytuya that sends a remote's NEC hex codes through a Tuya IR blaster?", author="u1")
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1"), z2, (U, P2_R_NEC, "u1"), z4], z5[1], True, "pronoun", ["It", "that smart WiFi remote"], "Whether tinytuya can send IR codes through a Tuya smart Wi-Fi remote depends on whether the remote stays connected to Wi-Fi; does it?", author="u2")
    # A general claim naming its subject (rulings before df36): a trap.
    # Second reader's adjudication (r2df): a follow-up by the ruling before df36 on answers: "do not" leans on the turn
    # before ("Does that smart WiFi remote remain connected to WiFi?") for its meaning. Its lent copy (tuya-local #5371)
    # follows a title only and stays a paired trap.
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1"), z2, (U, P2_R_NEC, "u1"), z4, z5], P2_R_BATTERY, True, "ellipsis", [], "Battery-operated smart WiFi remotes do not remain connected to WiFi (as needed to use one as an IR blaster with tinytuya), since WiFi uses a ton of power.", author="u2")

    t = (U, "IR does not work", "u1")
    w1 = (U, "### Description\n\nMy IR device is not working.", "u1")
    w2 = "It is able to learn commands via `remote.learn`, but when trying to send them via `tuya_local.send_learned_ir_command` or `remote.send`, it doesn't work."
    rec(P2_MATL5371, [t], w1[1], True, "ellipsis", [], "My Tuya IR remote control device is not working with tuya-local.", author="u1")
    rec(P2_MATL5371, [t, w1], w2, True, "pronoun", ["It", "them", "it"], "My Tuya IR device learns commands via remote.learn in tuya-local, but sending them via tuya_local.send_learned_ir_command or remote.send doesn't work.", author="u1")
    # P2_R_BATTERY is not lent: adjudicated a follow-up in its own thread (r2df), and a sentence that leans
    # on its own thread's question is no trap after another's (part 1's construction rule; lead, before scoring).
    lend(P2_MATL5371, [t], P2_R_ERRLEARN, SAME, P2_KBRM444)
    lend(P2_MATL5371, [t, w1], P2_R_ZS06, SELF, P2_HLT350)


P2_AREAS = (P2_trackers, P2_calculators, P2_powerstations, P2_vrheadsets, P2_tablets, P2_ipods, P2_irremotes)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in P2_AREAS:
        area(rec, U, A, lend, SAME, SELF)
