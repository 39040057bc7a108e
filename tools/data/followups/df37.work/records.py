"""df37 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-third pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- Android builds without an SDK path: "SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable", ANDROID_SDK_ROOT ----
WAKEFUL16 = GH + "commonsguy/cwac-wakeful/issues/16"
STICKER14 = GH + "idoideas/StickerMaker-for-Whatsapp/issues/14"
EDXAPP945 = GH + "openedx-unsupported/edx-app-android/issues/945"
ASYNCST435 = GH + "react-native-async-storage/async-storage/issues/435"
PYANDT19 = GH + "beeware/Python-Android-template/issues/19"
RNGEO41 = GH + "michalchudziak/react-native-geolocation/issues/41"
FTCAPP342 = GH + "ftctechnh/ftc_app/issues/342"
RNSTART18 = GH + "flatlogic/react-native-starter/issues/18"
YJBLOG4 = GH + "youngjuning/blog/issues/4"
SD_STUDIO = "If you are using Android Studio, you can configure your SDK location via File > Other Settings > Default Project Structure (if you have an IDE window open) or from Configure > Project Defaults > Project Structure (if you are at the \"welcome dialog\")."
SD_ASYNCLOG = "```\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nA problem occurred configuring project ':@react-native-community_async-storage'.\n\n> SDK location not found. Define location with an ANDROID_SDK_ROOT environment variable or by setting the sdk.dir path in your project's local properties file at '/Users/marces/dev/facemurphy/frontend/packages/app/android/local.properties'.\n```"
SD_BRIEFCASE = "I got this error with `python setup.py android -s`\n\n> Error: SDK location not found. Define location with sdk.dir in the local.properties file or with an  ANDROID_HOME environment variable."
SD_YARN = "yarn run:android\nyarn run v1.13.0\n$ react-native run-android\ninfo JS server already running.\ninfo Building and installing the app on the device (cd android && gradlew.bat app:installDebug)...\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nA problem occurred configuring project ':app'.\n> SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable."
SD_ERR = "SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable."


def _sdklocation(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Error SDK location not found.", "u1")
    a1 = (U, "Error:" + SD_ERR, "u1")
    a2 = (U, "Above messgae is getting when demo ,and demo2 project is being imported.", "u1")
    a3 = (U, "I set ANDROID_HOME from window console and i have sdk.dir in local.properties file ,like \"sdk.dir=C\\:\\\\androidst\\\\sdk\"", "u1")
    a4 = (U, "Please tell me the solution for it .", "u1")
    a5 = (A, "I would recommend that you not load the demo projects until you have your IDE set up.", "u2")
    # A bare Gradle error naming no tool or project: its subject is the thread's demo projects (rule 1).
    rec(WAKEFUL16, [t], a1[1], True, "ellipsis", [], "Importing cwac-wakeful's demo projects fails with 'Error:SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable.'", author="u1")
    rec(WAKEFUL16, [t, a1], a2[1], True, "pronoun", ["Above messgae"], "The 'SDK location not found' message appears when cwac-wakeful's demo and demo2 projects are imported.", author="u1")
    rec(WAKEFUL16, [t, a1, a2], a3[1], True, "ellipsis", [], "I set ANDROID_HOME from the Windows console and have sdk.dir=C:\\androidst\\sdk in local.properties, yet importing cwac-wakeful's demo projects still says 'SDK location not found'.", author="u1")
    rec(WAKEFUL16, [t, a1, a2, a3], a4[1], True, "pronoun", ["it"], "Please tell me the solution for 'SDK location not found' when importing cwac-wakeful's demo projects.", author="u1")
    rec(WAKEFUL16, [t, a1, a2, a3, a4], a5[1], True, "ellipsis", ["the demo projects"], "Don't load cwac-wakeful's demo projects until your IDE is set up with the Android SDK.", author="u2")
    # Names Android Studio and says where its SDK location is set: a general instruction (ruling before df36).
    rec(WAKEFUL16, [t, a1, a2, a3, a4, a5], SD_STUDIO, False, SAME, [], None, author="u2")

    t = (U, "Define location with sdk.dir in the local.properties file", "u1")
    b1 = "Hi , i receive the message bellow \n" + SD_ERR
    rec(STICKER14, [t], b1, True, "ellipsis", [], "Building StickerMaker-for-Whatsapp I receive 'SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable.'", author="u1")
    rec(STICKER14, [t, (U, b1, "u1")], "Please can you help me to resolve it", True, "pronoun", ["it"], "Please can you help me resolve 'SDK location not found' when building StickerMaker-for-Whatsapp?", author="u1")
    lend(STICKER14, [t], SD_STUDIO, SAME, WAKEFUL16)
    lend(STICKER14, [t], SD_BRIEFCASE, SELF, PYANDT19)
    lend(STICKER14, [t, (U, b1, "u1")], SD_YARN, SAME, RNSTART18)
    lend(STICKER14, [t, (U, b1, "u1")], SD_ASYNCLOG, SAME, ASYNCST435)

    t = (U, "sdk not found", "u1")
    c1 = (U, "i just begin working with android and i clone this  project and this error shows up :\n\"Error:" + SD_ERR + "\"\nbut when i create a new project or open my own project it works fine", "u1")
    c2 = (A, "After importing the project in Android Studio, check Android Studio's preferences if it has the right path to your downloaded SDK.", "u2")
    c3 = (A, "Check this link for more info:\nhttp://stackoverflow.com/questions/16581752/android-studio-how-to-change-android-sdk-path", "u2")
    rec(EDXAPP945, [t], c1[1], True, "pronoun", ["this  project"], "I cloned edx-app-android and it fails with 'Error:SDK location not found ...', but a new project or my own project works fine.", author="u1")
    rec(EDXAPP945, [t, c1], c2[1], True, "pronoun", ["the project"], "After importing edx-app-android in Android Studio, check Android Studio's preferences for the right path to your downloaded SDK.", author="u2")
    rec(EDXAPP945, [t, c1, c2], c3[1], True, "ellipsis", ["more info"], "More info on changing Android Studio's SDK path for edx-app-android's 'SDK location not found': http://stackoverflow.com/questions/16581752/android-studio-how-to-change-android-sdk-path", author="u2")
    rec(EDXAPP945, [t, c1, c2, c3], "Closing this issue. Feel free to open if the issue persists.", True, "pronoun", ["this issue", "the issue"], "Closing edx-app-android's 'SDK location not found' issue; reopen it if it persists.", author="u2")
    lend(EDXAPP945, [t], SD_YARN, SAME, RNSTART18)
    lend(EDXAPP945, [t, c1], SD_STUDIO, SAME, WAKEFUL16)

    t = (U, "Build not picking up ANDROID_SDK_ROOT", "u1")
    d1 = (U, "I just tried to build my project. It failed informing me that I had to either set the environment variable `ANDROID_SDK_ROOT` or `sdk.dir` in `local.properties`.", "u1")
    d2 = (U, "I set the variable, double checked using `echo $ANDROID_SDK_ROOT` and it still failed.", "u1")
    d3 = (U, "Then I proceeded to set `sdk.dir` in `local.properties`, now the build works.", "u1")
    d4 = (U, "Unsure, seems to have to do with my local setup.", "u1")
    # A failure report whose failing build is the thread's (async-storage's Android build): a follow-up (ruling before df37).
    rec(ASYNCST435, [t], d1[1], True, "ellipsis", [], "Building my React Native project with async-storage failed, telling me to set either ANDROID_SDK_ROOT or sdk.dir in local.properties.", author="u1")
    rec(ASYNCST435, [t, d1], d2[1], True, "pronoun", ["the variable", "it"], "I set ANDROID_SDK_ROOT and checked it with `echo $ANDROID_SDK_ROOT`, and the async-storage Android build still failed.", author="u1")
    rec(ASYNCST435, [t, d1, d2], d3[1], True, "ellipsis", ["the build"], "After setting sdk.dir in local.properties instead of ANDROID_SDK_ROOT, the async-storage Android build works.", author="u1")
    rec(ASYNCST435, [t, d1, d2, d3], d4[1], True, "ellipsis", [], "async-storage's Android build not picking up ANDROID_SDK_ROOT seems to have to do with my local setup.", author="u1")
    # The Gradle log names the project it configures in full (rule 1, the quoted-command ruling).
    rec(ASYNCST435, [t, d1, d2, d3, d4], SD_ASYNCLOG, False, SAME, [], None, author="u1")
    rec(ASYNCST435, [t, d1, d2, d3, d4, (U, SD_ASYNCLOG, "u1")], "This problem occurred as VSCode did not use zsh to launch the script -> the variable actually was not defined. Sorry for the inconvenience.", True, "pronoun", ["This problem", "the script", "the variable"], "async-storage's Android build missed ANDROID_SDK_ROOT because VSCode did not use zsh to launch the build script, so the variable was not defined.", author="u1")

    t = (U, "local.properties vs ANDROID_HOME", "u1")
    e1 = (U, "Ubuntu 18.04\npython 3.6.5\nbriefcase '0.2.7'", "u1")
    e3 = (U, "Exporting `ANDROID_HOME=/home/USERNAME/Android/Sdk` didn't help but \n\nFrom https://stackoverflow.com/q/27620262/3346095 I tried putting `sdk.dir = /home/USERNAME/Android/Sdk`  in `android/local.properties` and that worked.", "u1")
    e4 = (A, "How did you export the ANDROID_HOME environment variable? By using the command 'export' in the terminal, or by adding it to your .bash_profile?", "u2")
    e5 = (A, "If you using the second option: Maybe you forgot to restart the terminal, or source the .bash_profile again? Try 'echo $ANDROID_HOME' before running the build process and look, if it returns your path.", "u2")
    rec(PYANDT19, [t], e1[1], True, "ellipsis", [], "On Ubuntu 18.04 with Python 3.6.5 and briefcase 0.2.7, the Python-Android-template build finds no SDK through ANDROID_HOME.", author="u1")
    # The command it ran and the error it got, quoted in full; "this error" points inside the message.
    rec(PYANDT19, [t, e1], SD_BRIEFCASE, False, SELF, [], None, author="u1")
    rec(PYANDT19, [t, e1, (U, SD_BRIEFCASE, "u1")], e3[1], True, "ellipsis", [], "For briefcase's Android template, exporting ANDROID_HOME=/home/USERNAME/Android/Sdk didn't fix 'SDK location not found', but putting sdk.dir = /home/USERNAME/Android/Sdk in android/local.properties worked.", author="u1")
    rec(PYANDT19, [t, e1, (U, SD_BRIEFCASE, "u1"), e3], e4[1], True, "ellipsis", [], "How did you export ANDROID_HOME when briefcase's Android build still said 'SDK location not found': with 'export' in the terminal or in your .bash_profile?", author="u2")
    rec(PYANDT19, [t, e1, (U, SD_BRIEFCASE, "u1"), e3, e4], e5[1], True, "ellipsis", ["the second option", "the build process"], "If you set ANDROID_HOME in .bash_profile, restart the terminal or source .bash_profile, and check 'echo $ANDROID_HOME' before running briefcase's Android build.", author="u2")
    rec(PYANDT19, [t, e1, (U, SD_BRIEFCASE, "u1"), e3, e4, e5], "Had that issue too. Adding env var as export or through bashrc did not help. Only `local.properties` approach helped.", True, "pronoun", ["that issue", "env var"], "I also had briefcase's Android 'SDK location not found': exporting ANDROID_HOME or setting it in .bashrc did not help; only sdk.dir in local.properties did.", author="u3")

    t = (U, "SDK location not found", "u1")
    f1 = (U, "## Environment\n\nSystem:\n    OS: macOS 10.14.4\n    CPU: (4) x64 Intel(R) Core(TM) i5-3210M CPU @ 2.50GHz\n  SDKs:\n    Android SDK:\n      API Levels: 23, 25, 26, 28\n      Build Tools: 28.0.3\n  npmPackages:\n    react: 16.8.6 => 16.8.6 \n    react-native: 0.60.0 => 0.60.0", "u1")
    f2 = (U, "## Versions\nbrand new project", "u1")
    f3 = (U, "## Description\n\"SDK location not found. Define location with an ANDROID_SDK_ROOT environment variable or by setting the sdk.dir path in your project's local properties file at '/Users/dan/Workspace/app/android/local.properties'.\"", "u1")
    f4 = (U, "## Reproducible Demo\nreact-native run-android", "u1")
    rec(RNGEO41, [t], f1[1], True, "ellipsis", [], "react-native-geolocation says 'SDK location not found' on macOS 10.14.4 with react-native 0.60.0 and Android SDK build tools 28.0.3.", author="u1")
    rec(RNGEO41, [t, f1], f2[1], True, "ellipsis", [], "react-native-geolocation's 'SDK location not found' happens in a brand new project.", author="u1")
    rec(RNGEO41, [t, f1, f2], f3[1], True, "ellipsis", [], "A brand new React Native project with react-native-geolocation fails with 'SDK location not found. Define location with an ANDROID_SDK_ROOT environment variable or by setting the sdk.dir path in your project's local properties file'.", author="u1")
    rec(RNGEO41, [t, f1, f2, f3], f4[1], True, "ellipsis", [], "react-native-geolocation's 'SDK location not found' is reproduced by running react-native run-android.", author="u1")
    rec(RNGEO41, [t, f1, f2, f3, f4], "This issue was resolved by creating a local.properties files and adding sdk.dir = /Users/USERNAME/Library/Android/sdk Hopefully this issue can be avoided in the future.", True, "pronoun", ["This issue", "this issue"], "react-native-geolocation's 'SDK location not found' was resolved by creating android/local.properties with sdk.dir = /Users/USERNAME/Library/Android/sdk.", author="u1")
    lend(RNGEO41, [t], SD_BRIEFCASE, SELF, PYANDT19)

    t = (U, "SDK Not Found", "u1")
    g1 = (U, "When updating to this newest version the gradle build fails with the following error:", "u1")
    g3 = (A, "@bhollers That appears to be an issue with the way your Android Studio installation is set up.", "u2")
    rec(FTCAPP342, [t], g1[1], True, "pronoun", ["this newest version"], "When updating to the newest ftc_app version, the Gradle build fails with an SDK-not-found error.", author="u1")
    rec(FTCAPP342, [t, g1], "Error:" + SD_ERR, True, "ellipsis", [], "The newest ftc_app's Gradle build fails with 'Error:SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable.'", author="u1")
    rec(FTCAPP342, [t, g1, (U, "Error:" + SD_ERR, "u1")], g3[1], True, "pronoun", ["That"], "ftc_app's 'SDK location not found' Gradle error appears to come from the way your Android Studio installation is set up.", author="u2")
    rec(FTCAPP342, [t, g1, (U, "Error:" + SD_ERR, "u1"), g3], "There are solutions on StackOverflow such as this one: http://stackoverflow.com/questions/27620262/sdk-location-not-found-define-location-with-sdk-dir-in-the-local-properties-fil or this one: http://stackoverflow.com/questions/19794200/gradle-android-and-the-android-home-sdk-location", True, "ellipsis", [], "StackOverflow has solutions for Android Studio's 'SDK location not found' Gradle error: http://stackoverflow.com/questions/27620262/... and http://stackoverflow.com/questions/19794200/gradle-android-and-the-android-home-sdk-location", author="u2")
    lend(FTCAPP342, [t], SD_ASYNCLOG, SAME, ASYNCST435)
    lend(FTCAPP342, [t, g1], SD_STUDIO, SAME, WAKEFUL16)

    t = (U, "Error yarn run:android", "u1")
    h2 = (A, "Hello @nicolasriccardi!\n\nThis issue is not related to the starter kit.", "u2")
    # The session names its commands (yarn run:android, react-native run-android) in full (ruling before df37).
    rec(RNSTART18, [t], SD_YARN, False, SAME, [], None, author="u1")
    rec(RNSTART18, [t, (U, SD_YARN, "u1")], h2[1], True, "pronoun", ["This issue"], "The 'SDK location not found' error from yarn run:android is not related to flatlogic's react-native-starter kit.", author="u2")
    rec(RNSTART18, [t, (U, SD_YARN, "u1"), h2], "Please see this topic: https://stackoverflow.com/questions/32634352/react-native-android-build-failed-sdk-location-not-found", True, "ellipsis", [], "For React Native's Android build failing with 'SDK location not found', see https://stackoverflow.com/questions/32634352/react-native-android-build-failed-sdk-location-not-found", author="u2")
    lend(RNSTART18, [t], SD_BRIEFCASE, SELF, PYANDT19)
    lend(RNSTART18, [t], SD_ASYNCLOG, SAME, ASYNCST435)

    t = (U, "Define location with an ANDROID_SDK_ROOT environment variable", "u1")
    rec(YJBLOG4, [t], "```\nexport ANDROID_HOME=/Users/{{your user}}/Library/Android/sdk\nexport ANDROID_SDK_ROOT=/Users/{{your user}}/Library/Android/sdk\nexport ANDROID_AVD_HOME=/Users/{{your user}}/.android/avd\n```", True, "ellipsis", [], "To fix 'SDK location not found. Define location with an ANDROID_SDK_ROOT environment variable' on macOS, export ANDROID_HOME and ANDROID_SDK_ROOT as /Users/<user>/Library/Android/sdk and ANDROID_AVD_HOME as /Users/<user>/.android/avd.", author="u1")
    lend(YJBLOG4, [t], SD_STUDIO, SAME, WAKEFUL16)
    lend(YJBLOG4, [t], SD_YARN, SAME, RNSTART18)
    lend(YJBLOG4, [t], SD_BRIEFCASE, SELF, PYANDT19)
    lend(YJBLOG4, [t], SD_ASYNCLOG, SAME, ASYNCST435)


# ---- C extensions built without Python's headers: "fatal error: Python.h: No such file or directory", "command 'x86_64-linux-gnu-gcc' failed", python3-dev ----
DARKFLOW39 = GH + "obendidi/Tracking-with-darkflow/issues/39"
GHTOPDEP4 = GH + "andriyor/ghtopdep/pull/4"
PYYOLO58 = GH + "digitalbrain79/pyyolo/issues/58"
PUPY413 = GH + "n1nj4sec/pupy/issues/413"
PSENET104 = GH + "whai362/PSENet/issues/104"
RESTATIC2 = GH + "Mebus/restatic/issues/2"
NUPICL1756 = GH + "numenta/nupic-legacy/issues/1756"
PYPCRE8 = GH + "awahlig/python-pcre/issues/8"
G2OPY36 = GH + "uoip/g2opy/issues/36"
MINING274 = GH + "mining/mining/issues/274"
AUTOSPLOIT1266 = GH + "NullArray/AutoSploit/issues/1266"
PH_NOTLINKED = "If you want to use a version of Python that is not linked to python3, install the associated python3.x-dev package. For example:\n\nsudo apt-get install python3.5-dev"
PH_PYYOLO = "I'm getting this error while I'm trying to run 'sudo python setup_gpu.py install'\n\nmodule.c:2:10: fatal error: Python.h: No such file or directory\n #include <Python.h>"
PH_CEXT = "Building any Python C extension requires that you have the python-dev package installed (the package that includes Python headers)."
PH_GCC = "Python.h is used by GNU Compiler Collection (gcc) to build applications."
PH_DEVPKG = "You need to install a package called python-dev for building Python modules, extending the Python interpreter or embedding Python in applications."
PH_PSUTIL = "```\n    psutil/_psutil_common.c:9:10: fatal error: Python.h: No such file or directory\n        9 | #include <Python.h>\n          |          ^~~~~~~~~~\n    compilation terminated.\n    error: command 'x86_64-linux-gnu-gcc' failed with exit status 1\n```"
PH_MAKE = "when i run \n`make build`\nshows \n```\nmining/utils/_pandas.c:4:20: fatal error: Python.h: No such file or directory\n #include \"Python.h\"\n                    ^\ncompilation terminated.\nerror: command 'gcc' failed with exit status 1\nmake: *** [environment] Error 1\n```"
PH_PCRE = "After I type these command\n\n    # python setup.py install\nI receive these error message:\n\n    running install\n    running build\n    running build_py\n    running build_ext\n    building '_pcre' extension\n    src/pcremodule.c:29:20: fatal error: Python.h: No such file or directory\n     #include <Python.h>\n                        ^\n    compilation terminated."


def _pythonh(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "fatal error: Python.h: No such file or directory compilation terminated. error: command 'x86_64-linux-gnu-gcc' failed with exit status 1", "u1")
    a1 = (U, "hello, @bendidi , How can I slove this error, I Have been find some methods to slove it, But it doesn't work?", "u1")
    a2 = (A, "If you've not already solved it. in ubuntu 16.04: run \nsudo apt-get install python3-dev\nthis should fix it.", "u2")
    a3 = (U, "Thank you very much, I have slove it.", "u1")
    rec(DARKFLOW39, [t], a1[1], True, "pronoun", ["this error", "it"], "How can I solve 'fatal error: Python.h: No such file or directory' when building Tracking-with-darkflow? The methods I found don't work.", author="u1")
    rec(DARKFLOW39, [t, a1], a2[1], True, "pronoun", ["it"], "On Ubuntu 16.04, running sudo apt-get install python3-dev should fix 'fatal error: Python.h: No such file or directory' when building Tracking-with-darkflow.", author="u2")
    rec(DARKFLOW39, [t, a1, a2], a3[1], True, "pronoun", ["it"], "Installing python3-dev solved Tracking-with-darkflow's 'Python.h: No such file or directory' build error for me.", author="u1")
    # A general instruction naming its packages in full (ruling before df36).
    rec(DARKFLOW39, [t, a1, a2, a3], PH_NOTLINKED, False, SAME, [], None, author="u3")
    lend(DARKFLOW39, [t], PH_PYYOLO, SELF, PYYOLO58)
    lend(DARKFLOW39, [t, a1], PH_GCC, SAME, G2OPY36)

    t = (U, "Added Python development libraries requirements", "u1")
    b1 = (U, "When installing, I got the error:\n\n```\nfatal error: Python.h: No such file or directory\n      177 | #include \"Python.h\"\n          |          ^~~~~~~~~~\n    compilation terminated.\n    error: command 'gcc' failed with exit status 1\n```", "u1")
    # "When installing" leaves out what was installed: the thread's ghtopdep (rule 1).
    rec(GHTOPDEP4, [t], b1[1], True, "ellipsis", [], "When installing ghtopdep, I got 'fatal error: Python.h: No such file or directory' and 'error: command 'gcc' failed with exit status 1'.", author="u1")
    rec(GHTOPDEP4, [t, b1], "So I've added instructions into the readme to show how to install", True, "ellipsis", ["the readme"], "I've added instructions to ghtopdep's readme showing how to install the Python development libraries it needs to build.", author="u1")
    lend(GHTOPDEP4, [t], PH_CEXT, SAME, PYPCRE8)
    lend(GHTOPDEP4, [t, b1], PH_MAKE, SAME, MINING274)

    t = (U, "Fatal Error : Python.h", "u1")
    # The command it ran and the error it got, quoted in full; "this error" points inside the message.
    rec(PYYOLO58, [t], PH_PYYOLO, False, SELF, [], None, author="u1")
    lend(PYYOLO58, [t], PH_DEVPKG, SAME, G2OPY36)
    lend(PYYOLO58, [t], PH_NOTLINKED, SAME, DARKFLOW39)

    t = (U, "error pip install -r pupy/requirements.txt", "u1")
    c2 = (U, "Command /usr/bin/python -c \"import setuptools;__file__='/root/pupy/build/psutil/setup.py';exec(compile(open(__file__).read().replace('\\r\\n', '\\n'), __file__, 'exec'))\" install --single-version-externally-managed --record /tmp/pip-D5_CGI-record/install-record.txt failed with error code 1 in /root/pupy/build/psutil\nStoring complete log in /root/.pip/pip.log", "u1")
    c1 = (U, "psutil/_psutil_linux.c:12:20: fatal error: Python.h: No such file or directory\n\ncompilation terminated.\n\nerror: command 'gcc' failed with exit status 1", "u1")
    # The compiler output names the file and package it builds (psutil) in full: a trap (rule 1, as df36's tracebacks).
    rec(PUPY413, [t], c1[1], False, SAME, [], None, author="u1")
    rec(PUPY413, [t, c1], c2[1], False, SAME, [], None, author="u1")
    rec(PUPY413, [t, c1, c2], "any comments tho ?", True, "ellipsis", [], "Any comments on pip install -r pupy/requirements.txt failing to build psutil with 'Python.h: No such file or directory'?", author="u2")
    lend(PUPY413, [t], PH_CEXT, SAME, PYPCRE8)

    t = (U, "fatal error: python2.7/Python.h: No such file or directory", "u1")
    # A bare pair of commands whose purpose is only the title's error (rule 1).
    rec(PSENET104, [t], "sudo apt-get install python-dev   # for python2.x installs\nsudo apt-get install python3-dev  # for python3.x installs", True, "ellipsis", [], "To fix PSENet's 'fatal error: python2.7/Python.h: No such file or directory', run sudo apt-get install python-dev for Python 2.x or python3-dev for Python 3.x.", author="u1")
    lend(PSENET104, [t], PH_GCC, SAME, G2OPY36)
    lend(PSENET104, [t], PH_PSUTIL, SAME, AUTOSPLOIT1266)
    lend(PSENET104, [t], PH_PCRE, SAME, PYPCRE8)

    t = (U, "Python.h: No such file or directory", "u1")
    d1 = (U, "Have both python and python3 installed on Ubuntu 18:", "u1")
    d2 = (U, "  psutil/_psutil_common.c:9:10: fatal error: Python.h: No such file or directory\n   #include <Python.h>\n            ^~~~~~~~~~\n  compilation terminated.\n  error: command 'x86_64-linux-gnu-gcc' failed with exit status 1\n  \n  ----------------------------------------\n  Failed building wheel for psutil", "u1")
    d3 = (A, "You are probably missing the python-dev or python3-dev package which is required for building native python libraries.", "u2")
    rec(RESTATIC2, [t], d1[1], True, "ellipsis", [], "Installing restatic on Ubuntu 18 with both python and python3 installed fails with 'Python.h: No such file or directory'.", author="u1")
    rec(RESTATIC2, [t, d1], d2[1], False, SAME, [], None, author="u1")
    rec(RESTATIC2, [t, d1, d2], d3[1], True, "ellipsis", [], "restatic's psutil build failing with 'Python.h: No such file or directory' probably means the python-dev or python3-dev package, required for building native Python libraries, is missing.", author="u2")
    rec(RESTATIC2, [t, d1, d2, d3], "On Ubuntu, I was running Python 3 and I had to install\n\nsudo apt-get install python3-dev", True, "ellipsis", [], "On Ubuntu with Python 3, I had to install python3-dev (sudo apt-get install python3-dev) to fix 'Python.h: No such file or directory' when installing restatic.", author="u3")
    lend(RESTATIC2, [t], PH_MAKE, SAME, MINING274)
    lend(RESTATIC2, [t, d1], PH_DEVPKG, SAME, G2OPY36)

    t = (U, "`pip install` error: \"Python.h: No such file or directory\" [Ubuntu 14.04]", "u1")
    e1 = (U, "```\n_proj.c:4:20: fatal error: Python.h: No such file or directory\n \n #include \"Python.h\"\n```", "u1")
    e2 = (U, "[Console output](http://pastebin.com/uF42rmJA).", "u1")
    e3 = (U, "Users shouldn't need python development headers to install.", "u1")
    rec(NUPICL1756, [t], e1[1], True, "ellipsis", [], "pip install of NuPIC on Ubuntu 14.04 fails with '_proj.c:4:20: fatal error: Python.h: No such file or directory'.", author="u1")
    rec(NUPICL1756, [t, e1], e2[1], True, "ellipsis", [], "The console output of NuPIC's pip install failing with 'Python.h: No such file or directory' is at http://pastebin.com/uF42rmJA.", author="u1")
    # "to install" leaves out what: the thread's NuPIC (rule 1).
    rec(NUPICL1756, [t, e1, e2], e3[1], True, "ellipsis", [], "Users shouldn't need Python development headers to pip install NuPIC.", author="u1")
    rec(NUPICL1756, [t, e1, e2, e3], "Moved to https://github.com/numenta/nupic/issues/1758.", True, "ellipsis", [], "NuPIC's pip install 'Python.h: No such file or directory' issue moved to https://github.com/numenta/nupic/issues/1758.", author="u1")
    lend(NUPICL1756, [t], PH_PYYOLO, SELF, PYYOLO58)
    lend(NUPICL1756, [t, e1], PH_NOTLINKED, SAME, DARKFLOW39)

    t = (U, "python setup.py fatal error: Python.h: No such file or directory", "u1")
    # The command it typed and the output it got, quoted in full (ruling before df37).
    rec(PYPCRE8, [t], PH_PCRE, False, SAME, [], None, author="u1")
    # A general claim naming its subject (ruling before df36).
    rec(PYPCRE8, [t, (U, PH_PCRE, "u1")], PH_CEXT, False, SAME, [], None, author="u2")
    lend(PYPCRE8, [t], PH_GCC, SAME, G2OPY36)

    t = (U, "fatal error: Python.h: No such file or directory", "u1")
    f1 = (U, "`fatal error: Python.h: No such file or directory\ncompilation terminated.\npython/CMakeFiles/g2o.dir/build.make:62: recipe for target 'python/CMakeFiles/g2o.dir/g2o.cpp.o' failed\nmake[2]: *** [python/CMakeFiles/g2o.dir/g2o.cpp.o] Error 1\nmake: *** [all] Error 2\n`", "u1")
    f2 = (U, "If this error occurs at some point, most likely you do not have installed `python3-dev`. Install using `sudo apt install python3-dev` and it should work.", "u1")
    # The make output names the target it builds (g2o) in full (rule 1, the quoted-command ruling).
    rec(G2OPY36, [t], f1[1], False, SAME, [], None, author="u1")
    rec(G2OPY36, [t, f1], f2[1], True, "pronoun", ["this error"], "If g2opy's build fails with 'fatal error: Python.h: No such file or directory', you most likely have not installed python3-dev; sudo apt install python3-dev should make it work.", author="u1")
    rec(G2OPY36, [t, f1, f2], PH_GCC, False, SAME, [], None, author="u2")
    rec(G2OPY36, [t, f1, f2, (A, PH_GCC, "u2")], PH_DEVPKG, False, SAME, [], None, author="u2")
    lend(G2OPY36, [t], PH_PCRE, SAME, PYPCRE8)
    lend(G2OPY36, [t, f1], PH_NOTLINKED, SAME, DARKFLOW39)

    t = (U, "fatal error: Python.h: No such file or directory", "u1")
    g2 = (U, "what  is meaning?", "u1")
    g3 = (A, "Have you installed `python-dev`? What OS?", "u2")
    rec(MINING274, [t], PH_MAKE, False, SAME, [], None, author="u1")
    rec(MINING274, [t, (U, PH_MAKE, "u1")], g2[1], True, "ellipsis", [], "What does 'mining/utils/_pandas.c: fatal error: Python.h: No such file or directory' from mining's make build mean?", author="u1")
    rec(MINING274, [t, (U, PH_MAKE, "u1"), g2], g3[1], True, "ellipsis", [], "For mining's make build failing on Python.h: have you installed python-dev, and which OS are you on?", author="u2")
    rec(MINING274, [t, (U, PH_MAKE, "u1"), g2, g3], "@avelino CentOS 7, Ah, I did not  install the software, thank you for your help!", True, "ellipsis", ["the software"], "I'm on CentOS 7 and had not installed python-dev, which mining's make build needs for Python.h.", author="u1")
    lend(MINING274, [t], PH_PSUTIL, SAME, AUTOSPLOIT1266)
    lend(MINING274, [t, (U, PH_MAKE, "u1")], PH_CEXT, SAME, PYPCRE8)

    t = (U, "PSUtil Compilation error", "u1")
    rec(AUTOSPLOIT1266, [t], PH_PSUTIL, False, SAME, [], None, author="u1")
    lend(AUTOSPLOIT1266, [t], PH_DEVPKG, SAME, G2OPY36)
    lend(AUTOSPLOIT1266, [t], PH_PYYOLO, SELF, PYYOLO58)
    lend(AUTOSPLOIT1266, [t], PH_PCRE, SAME, PYPCRE8)


#@@AREAS@@

QUESTION_ONLY: tuple[str, ...] = ()

AREAS = [_sdklocation, _pythonh]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
