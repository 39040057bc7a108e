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
SDK_ERR = "SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable."  # renamed from SD_ERR (r2df): area 9 rebinds SD_ERR, so area 1 quoted its error instead


def _sdklocation(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Error SDK location not found.", "u1")
    a1 = (U, "Error:" + SDK_ERR, "u1")
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
    b1 = "Hi , i receive the message bellow \n" + SDK_ERR
    rec(STICKER14, [t], b1, True, "ellipsis", [], "Building StickerMaker-for-Whatsapp I receive 'SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable.'", author="u1")
    rec(STICKER14, [t, (U, b1, "u1")], "Please can you help me to resolve it", True, "pronoun", ["it"], "Please can you help me resolve 'SDK location not found' when building StickerMaker-for-Whatsapp?", author="u1")
    lend(STICKER14, [t], SD_STUDIO, SAME, WAKEFUL16)
    lend(STICKER14, [t], SD_BRIEFCASE, SELF, PYANDT19)
    lend(STICKER14, [t, (U, b1, "u1")], SD_YARN, SAME, RNSTART18)
    lend(STICKER14, [t, (U, b1, "u1")], SD_ASYNCLOG, SAME, ASYNCST435)

    t = (U, "sdk not found", "u1")
    c1 = (U, "i just begin working with android and i clone this  project and this error shows up :\n\"Error:" + SDK_ERR + "\"\nbut when i create a new project or open my own project it works fine", "u1")
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
    rec(FTCAPP342, [t, g1], "Error:" + SDK_ERR, True, "ellipsis", [], "The newest ftc_app's Gradle build fails with 'Error:SDK location not found. Define location with sdk.dir in the local.properties file or with an ANDROID_HOME environment variable.'", author="u1")
    rec(FTCAPP342, [t, g1, (U, "Error:" + SDK_ERR, "u1")], g3[1], True, "pronoun", ["That"], "ftc_app's 'SDK location not found' Gradle error appears to come from the way your Android Studio installation is set up.", author="u2")
    rec(FTCAPP342, [t, g1, (U, "Error:" + SDK_ERR, "u1"), g3], "There are solutions on StackOverflow such as this one: http://stackoverflow.com/questions/27620262/sdk-location-not-found-define-location-with-sdk-dir-in-the-local-properties-fil or this one: http://stackoverflow.com/questions/19794200/gradle-android-and-the-android-home-sdk-location", True, "ellipsis", [], "StackOverflow has solutions for Android Studio's 'SDK location not found' Gradle error: http://stackoverflow.com/questions/27620262/... and http://stackoverflow.com/questions/19794200/gradle-android-and-the-android-home-sdk-location", author="u2")
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


# ---- Android apps over the 64K method limit: "Cannot fit requested classes in a single dex file (# methods: N > 65536)", multiDexEnabled ----
OKBUCK880 = GH + "uber/okbuck/issues/880"
OKBUCK602 = GH + "uber/okbuck/issues/602"
NSPLUG96 = GH + "nstudio/nativescript-plugins/issues/96"
OPENFILE270 = GH + "crazecoder/open_file/issues/270"
MIFOSCN91 = GH + "openMF/mifos-mobile-cn/issues/91"
FIREBASEX439 = GH + "dpa99c/cordova-plugin-firebasex/issues/439"
KSTATS31 = GH + "thomasnield/kotlin-statistics/issues/31"
BUNDLETOOL74 = GH + "google/bundletool/issues/74"
STREAMSUP25 = GH + "streamsupport/streamsupport/issues/25"
PANGLE24 = GH + "nullptrx/pangle_flutter/issues/24"
DX_HARM = "Enabling multidexing is no harm and should be enabled anyways to avoid unnecessary errors these days in projects."
DX_OPENFILE = "```\nNote: /Users/user/.pub-cache/hosted/pub.dev/open_file-3.3.2/android/src/main/java/com/crazecoder/openfile/OpenFilePlugin.java uses or overrides a deprecated API.\nNote: Recompile with -Xlint:deprecation for details.\nERROR:D8: Cannot fit requested classes in a single dex file (# methods: 71530 > 65536)\ncom.android.builder.dexing.DexArchiveMergerException: Error while merging dex archives: \nThe number of method references in a .dex file cannot exceed 64K.\nLearn how to resolve this issue at https://developer.android.com/tools/building/multidex.html\n```"
DX_KSTATS = "I get this error when I run the app:\n\n```\nCannot fit requested classes in a single dex file. Try supplying a main-dex list.\n# methods: 67126 > 65536\nMessage{kind=ERROR, text=Cannot fit requested classes in a single dex file. Try supplying a main-dex list.\n# methods: 67126 > 65536, sources=[Unknown source file], tool name=Optional.of(D8)}\n```"
DX_BUCK = "```\ncom.android.tools.r8.CompilationFailedException: Compilation failed to complete\n        at com.android.tools.r8.utils.ExceptionUtils.withCompilationHandler(ExceptionUtils.java:76)\n        at com.android.tools.r8.D8.run(D8.java:67)\n        at com.facebook.buck.android.DxStep.executeInProcess(DxStep.java:277)\n        at com.facebook.buck.android.DxStep.execute(DxStep.java:236)\n        at com.facebook.buck.android.SmartDexingStep.lambda$null$1(SmartDexingStep.java:232)\n```"
DX_BT = "```\n# methods: 199616 > 65536 ; # fields: 117536 > 65536\n[BT:0.9.0] Error: Dex merging failed.\ncom.android.tools.build.bundletool.model.exceptions.CommandExecutionException: Dex merging failed.\n\tat com.android.tools.build.bundletool.mergers.D8DexMerger.translateD8Exception(D8DexMerger.java:98)\n\tat com.android.tools.build.bundletool.mergers.D8DexMerger.merge(D8DexMerger.java:77)\n```"
DX_PANGLE = "```\nR8: Cannot fit requested classes in a single dex file (# methods: 80410 > 65536)\npangle_flutter: cn\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:minifyReleaseWithR8'.\n> com.android.tools.r8.CompilationFailedException: Compilation failed to complete, position: null\n\nBUILD FAILED in 38s\nRunning Gradle task 'assembleRelease'...\n```"


def _multidex(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Troube", "u1")
    a1 = (U, "Cannot fit requested classes in a single dex file (# methods: 109745 > 65536)", "u1")
    a2 = (U, "com.android.tools.r8.CompilationFailedException: Compilation failed to complete", "u1")
    # Bare errors under a title that names nothing: their subject is the thread's okbuck build (rule 1).
    rec(OKBUCK880, [t], a1[1], True, "ellipsis", [], "My okbuck Android build fails with 'Cannot fit requested classes in a single dex file (# methods: 109745 > 65536)'.", author="u1")
    rec(OKBUCK880, [t, a1], a2[1], True, "ellipsis", [], "My okbuck Android build over 65536 methods fails with 'com.android.tools.r8.CompilationFailedException: Compilation failed to complete'.", author="u1")
    rec(OKBUCK880, [t, a1, a2], "You should enable multidex on your app", True, "ellipsis", [], "To fix okbuck's 'Cannot fit requested classes in a single dex file (# methods: 109745 > 65536)', enable multidex on your app.", author="u2")
    lend(OKBUCK880, [t], DX_HARM, SAME, MIFOSCN91)

    t = (U, "Compilation failed to complete: Cannot fit requested classes in a single dex file", "u1")
    b1 = (U, "For an Android Project where the minSDK is **21** and only `multiDexEnabled = true` is needed following the [android documentation](https://developer.android.com/studio/build/multidex.html), this is the error I get: ", "u1")
    # Its error is only the title's, the trace that followed trimmed away (ruling before df37, "I ran into this:").
    rec(OKBUCK602, [t], b1[1], True, "ellipsis", [], "For an Android project with minSdk 21 where only multiDexEnabled = true is needed, okbuck fails with 'Compilation failed to complete: Cannot fit requested classes in a single dex file'.", author="u1")
    # The trace names the tool it runs in (com.facebook.buck) in full (rule 1).
    rec(OKBUCK602, [t, b1], DX_BUCK, False, SAME, [], None, author="u1")
    lend(OKBUCK602, [t], DX_BT, SAME, BUNDLETOOL74)

    t = (U, "Cannot fit requested classes in a single dex file", "u1")
    rec(NSPLUG96, [t], "You need to enable `multiDex` which can be done be adding the following to the app.gradle\n\n```gradle\nandroid {\n  defaultConfig {  \n    multiDexEnabled true\n```", True, "ellipsis", [], "To fix 'Cannot fit requested classes in a single dex file' with nstudio's NativeScript plugins, enable multiDex by adding multiDexEnabled true under android { defaultConfig } in app.gradle.", author="u2")
    lend(NSPLUG96, [t], DX_OPENFILE, SAME, OPENFILE270)
    lend(NSPLUG96, [t], DX_HARM, SAME, MIFOSCN91)
    lend(NSPLUG96, [t], DX_KSTATS, SELF, KSTATS31)

    t = (U, "Why OpenFile requires Multidex support?", "u1")
    c1 = (U, "The documentation not mention that multidex is requires.", "u1")
    c2 = (U, "I have the next error when try to execute my app without it:", "u1")
    rec(OPENFILE270, [t], c1[1], True, "ellipsis", ["The documentation"], "The open_file Flutter plugin's documentation does not mention that multidex is required.", author="u1")
    rec(OPENFILE270, [t, c1], c2[1], True, "pronoun", ["it"], "I get an error when I try to run my app using the open_file plugin without multidex.", author="u1")
    # The build log names the plugin it compiles (open_file-3.3.2's OpenFilePlugin.java) and its tool (D8) in full (rule 1).
    rec(OPENFILE270, [t, c1, c2], DX_OPENFILE, False, SAME, [], None, author="u1")
    lend(OPENFILE270, [t], DX_PANGLE, SAME, PANGLE24)
    lend(OPENFILE270, [t, c1], DX_HARM, SAME, MIFOSCN91)

    t = (U, "Build error: Cannot fix requested classes in a single dex file", "u1")
    d2 = (U, "**Steps to reproduce:**\n\nBuild the project.", "u1")
    d4 = (A, "@jddeep I am not able reproduce the issue, can you please provide exact steps to reproduce it?", "u2")
    d5 = (U, "@luckyman20 I just forked and cloned the project and built it. And it gave me the above errors as in the screenshot.(master branch).", "u1")
    d6 = (A, "@jddeep Sorry but I am not getting the error. Can anyone please confirm this? @abhijitramesh @rachittt @laxyapahuja @PiyushSharma99", "u2")
    d7 = (A, "i also can't reproduce the error.", "u3")
    d8 = (A, "Cannot get the error.", "u4")
    d9 = (A, "@luckyman20 I did had a multidexing error while initial building of the project. :thinking:", "u5")
    rec(MIFOSCN91, [t], d2[1], True, "ellipsis", ["the project"], "mifos-mobile-cn fails with 'Cannot fit requested classes in a single dex file' when building the project.", author="u1")
    rec(MIFOSCN91, [t, d2, d4], d5[1], True, "pronoun", ["the project", "it", "the above errors"], "I just forked, cloned and built mifos-mobile-cn's master branch, and it gave me the 'Cannot fit requested classes in a single dex file' build error.", author="u1")
    rec(MIFOSCN91, [t, d2, d4, d5], d6[1], True, "pronoun", ["the error", "this"], "I don't get mifos-mobile-cn's 'Cannot fit requested classes in a single dex file' build error; can anyone confirm it?", author="u2")
    rec(MIFOSCN91, [t, d2, d4, d5, d6], d7[1], True, "pronoun", ["the error"], "I also can't reproduce mifos-mobile-cn's single-dex build error.", author="u3")
    rec(MIFOSCN91, [t, d2, d4, d5, d6, d7, d8], d9[1], True, "ellipsis", ["the project"], "I did have a multidex error while first building mifos-mobile-cn.", author="u5")
    # A general claim about multidexing in projects, naming its subject (ruling before df36).
    rec(MIFOSCN91, [t, d2, d4, d5, d6, d7, d8, d9], DX_HARM, False, SAME, [], None, author="u1")

    t = (U, "Cannot fit requested classes in a single dex file", "u1")
    e1 = (U, "This plugin used to work fine, but now I receive an error while building the Android app. No problems on iOS. Can someone help me with this?", "u1")
    e2 = (U, "Cannot fit requested classes in a single dex file (# methods: 120876 > 65536)", "u1")
    e3 = (U, "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:transformDexArchiveWithExternalLibsDexMergerForRelease'.\n> com.android.builder.dexing.DexArchiveMergerException: Error while merging dex archives: \n  The number of method references in a .dex file cannot exceed 64K.", "u1")
    e4 = (U, "cordova plugin add cordova-plugin-enable-multidex", "u1")
    rec(FIREBASEX439, [t], e1[1], True, "pronoun", ["This plugin"], "cordova-plugin-firebasex used to work fine, but now building the Android app fails with 'Cannot fit requested classes in a single dex file' (no problems on iOS); can someone help?", author="u1")
    rec(FIREBASEX439, [t, e1], e2[1], True, "ellipsis", [], "With cordova-plugin-firebasex the Android build fails with 'Cannot fit requested classes in a single dex file (# methods: 120876 > 65536)'.", author="u1")
    # A Gradle log naming only ':app' and no tool or project: the thread's firebasex build (rule 1).
    rec(FIREBASEX439, [t, e1, e2], e3[1], True, "ellipsis", [], "The Android release build with cordova-plugin-firebasex fails in ':app:transformDexArchiveWithExternalLibsDexMergerForRelease': the number of method references in a .dex file cannot exceed 64K.", author="u1")
    rec(FIREBASEX439, [t, e1, e2, e3], e4[1], True, "ellipsis", [], "Fix cordova-plugin-firebasex's 'Cannot fit requested classes in a single dex file' Android build by running cordova plugin add cordova-plugin-enable-multidex.", author="u1")
    rec(FIREBASEX439, [t, e1, e2, e3, e4], "A simple work around would be to add few lines in build.grade file app level.", True, "ellipsis", ["work around"], "A simple workaround for cordova-plugin-firebasex's single-dex build error is to add a few multidex lines to the app-level build.gradle.", author="u2")
    lend(FIREBASEX439, [t, e1], DX_KSTATS, SELF, KSTATS31)

    t = (U, "Cannot fit requested classes in a single dex file. Try supplying a main-dex list.", "u1")
    f1 = (U, "When I include the dependency in gradle:\n\n```\n    implementation 'org.nield:kotlin-statistics:1.1.3'\n```", "u1")
    f3 = (U, "Any idea what I can do? \nThanks", "u1")
    rec(KSTATS31, [t], f1[1], True, "ellipsis", [], "When I include implementation 'org.nield:kotlin-statistics:1.1.3' in Gradle, the build says 'Cannot fit requested classes in a single dex file. Try supplying a main-dex list.'", author="u1")
    # The error is quoted in full with its tool (D8); "this error" points inside the message. Hard call.
    rec(KSTATS31, [t, f1], DX_KSTATS, False, SELF, [], None, author="u1")
    rec(KSTATS31, [t, f1, (U, DX_KSTATS, "u1")], f3[1], True, "ellipsis", [], "Any idea what I can do about 'Cannot fit requested classes in a single dex file' after adding kotlin-statistics 1.1.3?", author="u1")
    rec(KSTATS31, [t, f1, (U, DX_KSTATS, "u1"), f3], "It seems adding `multidex` to gradle fixes the problem\n\n`implementation 'com.android.support:multidex:1.0.3'`", True, "ellipsis", ["the problem"], "Adding implementation 'com.android.support:multidex:1.0.3' to Gradle seems to fix the single-dex error after adding kotlin-statistics.", author="u1")
    lend(KSTATS31, [t], DX_BUCK, SAME, OKBUCK602)

    t = (U, "Cannot fit requested classes in the main-dex file.", "u1")
    g1 = (U, "**Describe the bug**\nCannot fit requested classes in the main-dex file. when dynamic feature module contains dex.", "u1")
    g2 = (U, "why the multi-dex will be merged in here. [ModuleSplitsToShardMerger](https://github.com/google/bundletool/blob/master/src/main/java/com/android/tools/build/bundletool/mergers/ModuleSplitsToShardMerger.java#L282)", "u1")
    g3 = (U, "**Bundletool version(s) affected**\nVersion: 0.9.0", "u1")
    rec(BUNDLETOOL74, [t], g1[1], True, "ellipsis", [], "bundletool fails with 'Cannot fit requested classes in the main-dex file.' when a dynamic feature module contains dex.", author="u1")
    rec(BUNDLETOOL74, [t, g1], g2[1], True, "pronoun", ["in here"], "Why does bundletool merge the multi-dex files in ModuleSplitsToShardMerger (line 282), failing with 'Cannot fit requested classes in the main-dex file'?", author="u1")
    rec(BUNDLETOOL74, [t, g1, g2], g3[1], True, "ellipsis", [], "bundletool 0.9.0 is affected by 'Cannot fit requested classes in the main-dex file'.", author="u1")
    # The trace names bundletool, the thread's own subject, in full (rule 1; as df36's MISCONF in docker-library-redis).
    rec(BUNDLETOOL74, [t, g1, g2, g3], DX_BT, False, SAME, [], None, author="u1")
    lend(BUNDLETOOL74, [t], DX_OPENFILE, SAME, OPENFILE270)

    t = (U, "Error: null, Cannot fit requested classes in a single dex file (# methods: 67006 > 65536)", "u1")
    h1 = (U, "just implemented \nimplementation 'net.sourceforge.streamsupport:streamsupport:1.6.2'\neven tried lower version, but getting error during build", "u1")
    h2 = (U, "Error: null, Cannot fit requested classes in a single dex file (# methods: 67006 > 65536)\nCannot fit requested classes in a single dex file (# methods: 67006 > 65536)", "u1")
    h3 = (A, "https://developer.android.com/studio/build/multidex.html#mdex-gradle", "u2")
    rec(STREAMSUP25, [t], h1[1], True, "ellipsis", ["error"], "After adding implementation 'net.sourceforge.streamsupport:streamsupport:1.6.2' (and lower versions), the build fails with 'Cannot fit requested classes in a single dex file (# methods: 67006 > 65536)'.", author="u1")
    rec(STREAMSUP25, [t, h1], h2[1], True, "ellipsis", [], "Adding streamsupport 1.6.2 makes my Android build fail with 'Cannot fit requested classes in a single dex file (# methods: 67006 > 65536)'.", author="u1")
    rec(STREAMSUP25, [t, h1, h2], h3[1], True, "ellipsis", [], "For the single-dex build error after adding streamsupport, configure multidex in Gradle as https://developer.android.com/studio/build/multidex.html#mdex-gradle shows.", author="u2")
    rec(STREAMSUP25, [t, h1, h2, h3], "resolved issue by updating min sdk level to 21 without enabling multiDex", True, "ellipsis", ["issue"], "I resolved the single-dex build error after adding streamsupport by raising minSdk to 21, without enabling multiDex.", author="u1")
    lend(STREAMSUP25, [t], DX_PANGLE, SAME, PANGLE24)
    lend(STREAMSUP25, [t, h1], DX_BUCK, SAME, OKBUCK602)

    t = (U, "Cannot fit requested classes in a single dex file", "u1")
    # The Flutter build log names its plugin (pangle_flutter) and tool (R8) in full (rule 1).
    rec(PANGLE24, [t], DX_PANGLE, False, SAME, [], None, author="u1")
    lend(PANGLE24, [t], DX_BT, SAME, BUNDLETOOL74)


# ---- MySQL row locks held too long: "Lock wait timeout exceeded; try restarting transaction" (error 1205), innodb_lock_wait_timeout, open transactions ----
BEEGO4238 = GH + "beego/beego/issues/4238"
NESTEDSET378 = GH + "collectiveidea/awesome_nested_set/issues/378"
TESTSWARM34 = GH + "jquery-archive/testswarm/issues/34"
AIDR45 = GH + "qcri-social/AIDR/issues/45"
POLARDBX46 = GH + "polardb/polardbx-sql/issues/46"
BENCHSQL7 = GH + "pingcap/benchmarksql/issues/7"
NODEMYSQL2_699 = GH + "sidorares/node-mysql2/issues/699"
ROCKETMAP163 = GH + "RocketMap/RocketMap/issues/163"
OPENBOXES1807 = GH + "openboxes/openboxes/pull/1807"
LW_NESTED = "```\nA CollectiveIdea::Acts::NestedSet::Model::Transactable::OpenTransactionsIsNotZero occurred in shop_manage#new_album:\n\n  Mysql2::Error: Lock wait timeout exceeded; try restarting transaction: UPDATE `albums` SET `lft` = CASE blablabla ORDER BY `albums`.`lft`\n  awesome_nested_set (3.1.3) lib/awesome_nested_set/model/transactable.rb:20:in `rescue in in_tenacious_transaction'\n```"
LW_JPA = "javax.persistence.LockTimeoutException: could not execute statement\n\tat org.hibernate.jpa.spi.AbstractEntityManagerImpl.wrapLockException(AbstractEntityManagerImpl.java:1812)\n\tat org.hibernate.jpa.spi.AbstractEntityManagerImpl.convert(AbstractEntityManagerImpl.java:1715)\n\tat org.hibernate.jpa.spi.AbstractEntityManagerImpl.convert(AbstractEntityManagerImpl.java:1677)"
LW_JTPCC = "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)\n\tat com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdate(ClientPreparedStatement.java:1046)\n\tat jTPCCTData.executeDeliveryBG(jTPCCTData.java:1623)\n\tat jTPCCTData.execute(jTPCCTData.java:115)\n\tat jTPCCTerminal.executeTransactions(jTPCCTerminal.java:249)"


def _lockwait(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Error 1205: Lock wait timeout exceeded; try restarting transaction", "u1")
    a1 = (U, "I encountered this error when using the orm transaction", "u1")
    a2 = (A, "[innodb_lock_wait_timeout](https://severalnines.com/database-blog/how-fix-lock-wait-timeout-exceeded-error-mysql). ", "u2")
    a3 = (A, "I think you should check your codes whether there are SQLs or transactions holding a lock for a long time.", "u2")
    rec(BEEGO4238, [t], a1[1], True, "pronoun", ["this error", "the orm transaction"], "I get 'Error 1205: Lock wait timeout exceeded; try restarting transaction' when using a beego ORM transaction.", author="u1")
    rec(BEEGO4238, [t, a1], a2[1], True, "ellipsis", [], "beego ORM's 'Error 1205: Lock wait timeout exceeded' comes from MySQL's innodb_lock_wait_timeout: https://severalnines.com/database-blog/how-fix-lock-wait-timeout-exceeded-error-mysql", author="u2")
    rec(BEEGO4238, [t, a1, a2], a3[1], True, "ellipsis", [], "For 'Error 1205: Lock wait timeout exceeded' in a beego ORM transaction, check your code for SQL statements or transactions holding a lock for a long time.", author="u2")
    rec(BEEGO4238, [t, a1, a2, a3], "Solved, the transaction was not submitted when the exception occurred, thank you very much", True, "ellipsis", ["the transaction", "the exception"], "I solved beego ORM's 'Lock wait timeout exceeded': my transaction was not committed when an exception occurred.", author="u1")
    lend(BEEGO4238, [t], LW_NESTED, SAME, NESTEDSET378)

    t = (U, "How to debug lock wait timeouts -> OpenTransactionIsNotZero", "u1")
    b1 = (U, "any hints how to 'debug' this kind of Lock wait timeout and why they are not retried?", "u1")
    b2 = (U, "Maybe @MarkusQ ?", "u1")
    rec(NESTEDSET378, [t], b1[1], True, "pronoun", ["this kind"], "Any hints how to debug awesome_nested_set's lock wait timeouts that end in OpenTransactionsIsNotZero, and why they are not retried?", author="u1")
    rec(NESTEDSET378, [t, b1], b2[1], True, "ellipsis", [], "@MarkusQ, any hints on debugging awesome_nested_set's lock wait timeouts (OpenTransactionsIsNotZero)?", author="u1")
    # The log names the gem it comes from (awesome_nested_set 3.1.3) in full (rule 1).
    rec(NESTEDSET378, [t, b1, b2], LW_NESTED, False, SAME, [], None, author="u1")
    rec(NESTEDSET378, [t, b1, b2, (U, LW_NESTED, "u1")], "I am also receiving the same issue. And this brings all the server process down. How to debug this issue?", True, "pronoun", ["the same issue", "this", "this issue"], "I also get awesome_nested_set's 'Lock wait timeout exceeded' with OpenTransactionsIsNotZero, and it brings all the server processes down; how do I debug it?", author="u2")
    lend(NESTEDSET378, [t], LW_JPA, SAME, AIDR45)

    t = (U, "Lock wait timeout exceeded", "u1")
    c1 = (U, "When trying to test I sometimes receive the following error:\n\n```\nInvalid query: Lock wait timeout exceeded; try restarting transaction\n```", "u1")
    c2 = (U, "At the same time, other browsers may still work correctly.", "u1")
    rec(TESTSWARM34, [t], c1[1], True, "ellipsis", [], "When trying to test with TestSwarm I sometimes get 'Invalid query: Lock wait timeout exceeded; try restarting transaction'.", author="u1")
    rec(TESTSWARM34, [t, c1], c2[1], True, "ellipsis", [], "While one TestSwarm browser gets 'Lock wait timeout exceeded', other browsers may still work correctly.", author="u1")
    rec(TESTSWARM34, [t, c1, c2], "This doesn't go away with a page refresh and stays broken for quite some time (sometimes days).", True, "pronoun", ["This"], "TestSwarm's 'Lock wait timeout exceeded' error doesn't go away with a page refresh and stays broken for quite some time (sometimes days).", author="u1")
    lend(TESTSWARM34, [t], LW_JTPCC, SAME, BENCHSQL7)
    lend(TESTSWARM34, [t, c1], LW_NESTED, SAME, NESTEDSET378)

    t = (U, "Lock wait timeout exceeded; try restarting transaction", "u1")
    # The stack trace names the library it comes from (Hibernate's JPA layer) in full (rule 1).
    rec(AIDR45, [t], LW_JPA, False, SAME, [], None, author="u1")
    lend(AIDR45, [t], LW_JTPCC, SAME, BENCHSQL7)

    t = (U, "Error: Lock wait timeout exceeded; try restarting transaction.", "u1")
    rec(POLARDBX46, [t], "The error message is as follows：\n```\nERR-CODE: [TDDL-4614][ERR_EXECUTE_ON_MYSQL] Error occurs when execute on GROUP 'SNOWBERG_PRE_000004_GROUP' ATOM 'dskey_snowberg_pre_000004_group#pxc-xdb-s-pxchzr468jpnxhjv48be8#11.61.195.2-3315#snowberg_pre_000004': Lock wait timeout exceeded; try restarting transaction.\n```", True, "ellipsis", ["The error message"], "PolarDB-X's full 'Lock wait timeout exceeded' error is 'ERR-CODE: [TDDL-4614][ERR_EXECUTE_ON_MYSQL] Error occurs when execute on GROUP SNOWBERG_PRE_000004_GROUP ...: Lock wait timeout exceeded; try restarting transaction.'", author="u1")
    lend(POLARDBX46, [t], LW_NESTED, SAME, NESTEDSET378)
    lend(POLARDBX46, [t], LW_JPA, SAME, AIDR45)

    t = (U, "mysql", "u1")
    # The trace names the benchmark's own classes (jTPCCTData, jTPCCTerminal) in full (rule 1, as df36's tracebacks naming their script).
    rec(BENCHSQL7, [t], LW_JTPCC, False, SAME, [], None, author="u1")

    t = (U, "no error when innodb lock wait timeout should occur", "u1")
    d1 = (U, "I'm debugging a issue where a long running transaction should trigger a lock wait timeout in another query, but instead it fails silently.", "u1")
    d2 = (U, "I've made a simple test case, with as little application specific code as possible. I'm using release 1.5.1.", "u1")
    d3 = (U, "In the test case, I start the transaction, but never end it (to simulate a long running transaction). I think that in this case the 2nd query should give a error after the wait timeout occurs.", "u1")
    d4 = (U, "I checked my database and the timeout has the default value of 50 seconds. But in the example neither catch statements are reached.", "u1")
    d5 = (A, "you start transaction in one connection and then continue doing queries from (potentially) another.  `pool.getConnection()` returns first available connection which might be different from one where you did `.beginTransaction()`", "u2")
    # A failure report whose silent query is node-mysql2's, left out (ruling before df37).
    rec(NODEMYSQL2_699, [t], d1[1], True, "ellipsis", [], "With node-mysql2, a long-running transaction should trigger an InnoDB lock wait timeout in another query, but instead the query fails silently.", author="u1")
    rec(NODEMYSQL2_699, [t, d1], d2[1], True, "ellipsis", ["release 1.5.1"], "I made a simple test case of node-mysql2 1.5.1 giving no error when an InnoDB lock wait timeout should occur.", author="u1")
    rec(NODEMYSQL2_699, [t, d1, d2], d3[1], True, "ellipsis", ["the test case", "the transaction", "the 2nd query"], "In my node-mysql2 test case I start a transaction and never end it; a second query should then give an error after the InnoDB lock wait timeout.", author="u1")
    rec(NODEMYSQL2_699, [t, d1, d2, d3], d4[1], True, "ellipsis", ["the timeout", "the example"], "My database's innodb_lock_wait_timeout is the default 50 seconds, but in my node-mysql2 test case neither catch statement is reached.", author="u1")
    rec(NODEMYSQL2_699, [t, d1, d2, d3, d4], d5[1], True, "ellipsis", [], "In the node-mysql2 test case the transaction starts on one pool connection and the queries may run on another: pool.getConnection() returns the first available connection, which may differ from the one where .beginTransaction() was called.", author="u2")
    rec(NODEMYSQL2_699, [t, d1, d2, d3, d4, d5], "Thanks for your response. There are two connections indeed, one for the query with a transaction and one for the query withou", True, "ellipsis", [], "My node-mysql2 lock wait test case does use two pool connections, one for the query with a transaction and one for the query without.", author="u1")

    t = (U, "[Bug?] Deadlock found when trying to get lock; try restarting transaction", "u1")
    e2 = (U, "## Current Behavior\nget messages like:\n\n`2016-08-08 17:43:44,689 [ search_worker_0][        models][ WARNING] (1213, u'Deadlock found when trying to get lock; try restarting transaction')... Retrying`", "u1")
    e3 = (U, "or\n\n`2016-08-08 17:51:15,032 [ search_worker_0][        models][ WARNING] (1205, u'Lock wait timeout exceeded; try restarting transaction')... Retrying`", "u1")
    e4 = (U, "## Possible Solution\nmake sql locks in the same order? maybe?", "u1")
    e5 = (U, "## Context\nrunning multiple instances with mysql  Ver 15.1 Distrib 10.0.23-MariaDB, for debian-linux-gnu (x86_64) using readline 5.2 ", "u1")
    e6 = (U, "Sorry guys, this was my mistake. My SQL-Trigger done some weird", "u1")
    rec(ROCKETMAP163, [t], e2[1], True, "ellipsis", [], "RocketMap's search workers log '(1213, Deadlock found when trying to get lock; try restarting transaction)... Retrying'.", author="u1")
    rec(ROCKETMAP163, [t, e2], e3[1], True, "ellipsis", [], "RocketMap's search workers also log '(1205, Lock wait timeout exceeded; try restarting transaction)... Retrying'.", author="u1")
    rec(ROCKETMAP163, [t, e2, e3], e4[1], True, "ellipsis", [], "Would making RocketMap's SQL locks in the same order fix its deadlock and lock wait timeout warnings?", author="u1")
    rec(ROCKETMAP163, [t, e2, e3, e4], e5[1], True, "ellipsis", [], "RocketMap's deadlock and lock wait timeout warnings happen running multiple instances with MariaDB 10.0.23 on Debian.", author="u1")
    rec(ROCKETMAP163, [t, e2, e3, e4, e5], e6[1], True, "pronoun", ["this"], "RocketMap's deadlock and lock wait timeout warnings were my mistake: my own SQL trigger did something weird.", author="u1")
    rec(ROCKETMAP163, [t, e2, e3, e4, e5, e6], "@slideup-benni Care to elaborate what you did to resolve this?  I'm starting to get these errors when using a large number of accounts.", True, "pronoun", ["this", "these errors"], "How did you resolve RocketMap's deadlock and lock wait timeout warnings? I'm starting to get them when using a large number of accounts.", author="u2")

    t = (U, "OBPIH-1879 MySQLTransactionRollbackException: Lock wait timeout excee…", "u1")
    f1 = (U, "…ded; try restarting transaction", "u1")
    rec(OPENBOXES1807, [t], f1[1], True, "ellipsis", [], "OBPIH-1879: OpenBoxes raises MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction.", author="u1")
    rec(OPENBOXES1807, [t, f1], "Didn't work as expected, so closing.", True, "ellipsis", [], "The OpenBoxes fix for OBPIH-1879's lock wait timeout didn't work as expected, so the PR is closed.", author="u1")
    lend(OPENBOXES1807, [t], LW_JPA, SAME, AIDR45)
    lend(OPENBOXES1807, [t, f1], LW_JTPCC, SAME, BENCHSQL7)


# ---- React Native native views not linked: "Invariant Violation: requireNativeComponent: \"X\" was not found in the UIManager", pod install, autolinking ----
RNCOLORPICK22 = GH + "pradeep1991singh/react-native-image-color-picker/issues/22"
RNVECDRAW3 = GH + "klarna-incubator/react-native-vector-drawable/issues/3"
KSVCVIDEO41 = GH + "ksvc/react-native-video-player/issues/41"
ADMOBNATIVE292 = GH + "ammarahm-ed/react-native-admob-native-ads/issues/292"
RNVIMEO15 = GH + "Myagi/react-native-vimeo/issues/15"
PULLUPS18 = GH + "meanguppy/react-native-pull-ups/issues/18"
YZVLC4 = GH + "xuyuanzhou/react-native-yz-vlcplayer/issues/4"
STREETVIEW33 = GH + "nesterapp/react-native-streetview/pull/33"
SFSYMBOLS4 = GH + "birkir/react-native-sfsymbols/issues/4"
APPLEPAYBTN2 = GH + "brascene/rn-apple-pay-button/issues/2"
INAPPMSG17 = GH + "kirgudkov/react-native-in-app-message/issues/17"
DIRSCROLL50 = GH + "chrisfisher/react-native-directed-scrollview/issues/50"
LINGRAD434 = GH + "react-native-linear-gradient/react-native-linear-gradient/issues/434"
RNBLUR329 = GH + "margelo/react-native-blur/issues/329"
RNLINKEDIN161 = GH + "xcarpentier/react-native-linkedin/issues/161"
PINCHABLE4 = GH + "oblador/react-native-pinchable/issues/4"
RN_COLORPICK = "Invariant Violation: requireNativeComponent: \"RNCWKWebView\" was not found in the UIManager.\n\nThis error is located at:\n    in RNCWKWebView (at WebView.ios.js:283)\n    in RCTView (at WebView.ios.js:286)\n    in WebView (at image-color-picker.js:57)\n    in ImageColorPicker (at App.js:15)\n    in App (at renderApplication.js:45)"
RN_DIRSCROLL = "When running `react-native link react-native-directed-scrollview` with CocoaPods setup I ran into the following error: \"Invariant Violation: requireNativeComponent: “DirectedScrollViewChild” was not found in the UIManager\"."
RN_LINGRAD = "I'm trying to use LinearGradient from 'react-native-linear-gradient'."
RN_BLURLINK = "If you have react native version < 0.60.0 then you need to apply ```react-native link @react-native-community/blur``` command and if you have react native version >= 0.60.0 then you need to apply ```pod update``` command."
RN_REBUILD = "After `pod install` you need to rebuild you app (`npx react-native run-ios` or manually in Xcode)"
RN_PINCH = "npm i react-native-pinchable\ncd ios && pod install\n\nimport Pinchable from 'react-native-pinchable'\n\n<Pinchable>\n...\n</Pinchable>\n\nthen I got an error\n'requireNativeComponent: \"PinchableView\" was not found in the UIManager.'\nhow can I solve it?"


def _nativecomponent(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Invariant Violation: requireNativeComponent: \"RNCWKWebView\" was not found in the UIManager", "u1")
    # The component stack names the library it comes from (ImageColorPicker, image-color-picker.js) in full (rule 1).
    rec(RNCOLORPICK22, [t], RN_COLORPICK, False, SAME, [], None, author="u1")
    lend(RNCOLORPICK22, [t], RN_BLURLINK, SAME, RNBLUR329)

    t = (U, "Invariant Violation", "u1")
    b1 = (U, "Im getting the following error:\n```\nInvariant Violation: requireNativeComponent:\n\"RNVectorDrawable\" was not found in the UIManager\n```", "u1")
    b2 = (U, "Any ideas?", "u1")
    rec(RNVECDRAW3, [t], b1[1], True, "ellipsis", [], "With react-native-vector-drawable I'm getting 'Invariant Violation: requireNativeComponent: \"RNVectorDrawable\" was not found in the UIManager'.", author="u1")
    rec(RNVECDRAW3, [t, b1], b2[1], True, "ellipsis", [], "Any ideas on react-native-vector-drawable's 'requireNativeComponent: \"RNVectorDrawable\" was not found in the UIManager'?", author="u1")
    rec(RNVECDRAW3, [t, b1, b2], "The native module isn't linked, probably you just need to recompile if you have autolinking enabled.", True, "ellipsis", ["The native module"], "react-native-vector-drawable's native module isn't linked; with autolinking enabled you probably just need to recompile the app.", author="u2")
    lend(RNVECDRAW3, [t], RN_DIRSCROLL, SAME, DIRSCROLL50)

    t = (U, "UIManager issue", "u1")
    c1 = (U, "I'm getting this error \n\n\"Unhandled JS Exception: Invariant Violation: Invariant Violation: Invariant Violation: requireNativeComponent: \"RCTKSYVideo\" was not found in the UIManager.\"", "u1")
    rec(KSVCVIDEO41, [t], c1[1], True, "ellipsis", [], "With ksvc's react-native-video-player I get 'Unhandled JS Exception: Invariant Violation: requireNativeComponent: \"RCTKSYVideo\" was not found in the UIManager.'", author="u1")
    # An issue number the history never named is no back-reference; what was solved is left out (ruling before df37).
    rec(KSVCVIDEO41, [t, c1], "solved in #40", True, "ellipsis", [], "ksvc react-native-video-player's 'RCTKSYVideo was not found in the UIManager' is solved in #40.", author="u1")
    lend(KSVCVIDEO41, [t], RN_REBUILD, SAME, PINCHABLE4)

    t = (U, "[iOS] [Invariant Violation: requireNativeComponent: \"RNGADImageView\" was not found in the UIManager.]", "u1")
    d1 = (U, "Getting this error since i updated to the latest", "u1")
    d2 = (U, "Seems to be IconView that is breaking this", "u1")
    d3 = (U, "Any clues on how to fix?", "u1")
    d4 = (U, "face same issue 😢", "u2")
    rec(ADMOBNATIVE292, [t], d1[1], True, "pronoun", ["this error", "the latest"], "Since I updated react-native-admob-native-ads to the latest version, iOS gives 'Invariant Violation: requireNativeComponent: \"RNGADImageView\" was not found in the UIManager'.", author="u1")
    rec(ADMOBNATIVE292, [t, d1], d2[1], True, "pronoun", ["this"], "IconView seems to be what breaks react-native-admob-native-ads on iOS with 'RNGADImageView was not found in the UIManager'.", author="u1")
    rec(ADMOBNATIVE292, [t, d1, d2], d3[1], True, "ellipsis", [], "Any clues how to fix react-native-admob-native-ads' 'RNGADImageView was not found in the UIManager' on iOS?", author="u1")
    rec(ADMOBNATIVE292, [t, d1, d2, d3], d4[1], True, "ellipsis", ["same issue"], "I face the same 'RNGADImageView was not found in the UIManager' issue with react-native-admob-native-ads.", author="u2")
    rec(ADMOBNATIVE292, [t, d1, d2, d3, d4], "Any update on this?", True, "pronoun", ["this"], "Any update on react-native-admob-native-ads' iOS 'RNGADImageView was not found in the UIManager' error?", author="u3")
    lend(ADMOBNATIVE292, [t], RN_LINGRAD, SAME, LINGRAD434)

    t = (U, "Invariant Violation: Invariant Violation: requireNativeComponent: \"RCTWebViewBridge\" was not found in the UIManager.", "u1")
    e1 = (U, "I got following error. Any solution?\n\nInvariant Violation: Invariant Violation: requireNativeComponent: \"RCTWebViewBridge\" was not found in the UIManager.", "u1")
    rec(RNVIMEO15, [t], e1[1], True, "ellipsis", [], "Any solution for react-native-vimeo's 'Invariant Violation: requireNativeComponent: \"RCTWebViewBridge\" was not found in the UIManager.'?", author="u1")
    rec(RNVIMEO15, [t, e1], "Hellow guyes. Having the same issue. Is this project freezed without support?", True, "pronoun", ["the same issue", "this project"], "I have the same 'RCTWebViewBridge was not found in the UIManager' issue; is react-native-vimeo frozen without support?", author="u2")
    lend(RNVIMEO15, [t], RN_COLORPICK, SAME, RNCOLORPICK22)
    lend(RNVIMEO15, [t, e1], RN_BLURLINK, SAME, RNBLUR329)

    t = (U, "Invariant Violation error?", "u1")
    f1 = (U, "I'm getting and Invariant Violation error: `requireNativeComponent: \"RNPullUpView\" was not found in the UIManager.`", "u1")
    f2 = (U, "I tried deleting and reinstalling node modules and pod files and running with a cleared cache. Is there something I'm missing?", "u1")
    f3 = (U, "Here's the whole error below.", "u1")
    f4 = "```\nERROR  Invariant Violation: requireNativeComponent: \"RNPullUpView\" was not found in the UIManager.\n\nThis error is located at:\n    in RNPullUpView (created by PullUp)\n    in PullUp (created by MapScreen)\n    in RCTView (created by View)\n    in View (created by MapScreen)\n```"
    rec(PULLUPS18, [t], f1[1], True, "ellipsis", [], "With react-native-pull-ups I'm getting an Invariant Violation error: requireNativeComponent: \"RNPullUpView\" was not found in the UIManager.", author="u1")
    rec(PULLUPS18, [t, f1], f2[1], True, "ellipsis", [], "I deleted and reinstalled node modules and pod files and ran with a cleared cache, but react-native-pull-ups still says RNPullUpView was not found in the UIManager; what am I missing?", author="u1")
    rec(PULLUPS18, [t, f1, f2], f3[1], True, "ellipsis", ["the whole error"], "Here is react-native-pull-ups' whole 'RNPullUpView was not found in the UIManager' error.", author="u1")
    # The component stack names the library's own components (RNPullUpView created by PullUp) in full (rule 1).
    rec(PULLUPS18, [t, f1, f2, f3], f4, False, SAME, [], None, author="u1")
    lend(PULLUPS18, [t], RN_PINCH, SELF, PINCHABLE4)

    t = (U, "Issue with native component [Invariant Violation: requireNativeComponent: \"RCTVLCPlayer\" was not found in the UIManager]", "u1")
    g1 = (U, "Dear xuyuanzhou,\n\nI was build successfully but run error when run on device. Below is the error screen. Please help me. Thanks", "u1")
    g2 = (A, "Please make sure you had successful addition.  Could  you show you  configuration？", "u2")
    g3 = (U, "Dear xuyuanzhou,\nYou said exactly. I modified and it run ok.\nThanks 👍", "u1")
    g4 = (U, "+1", "u3")
    rec(YZVLC4, [t], g1[1], True, "ellipsis", [], "react-native-yz-vlcplayer builds successfully but fails on the device with 'requireNativeComponent: \"RCTVLCPlayer\" was not found in the UIManager'; please help.", author="u1")
    rec(YZVLC4, [t, g1], g2[1], True, "ellipsis", [], "For react-native-yz-vlcplayer's 'RCTVLCPlayer was not found in the UIManager', make sure the native library was added successfully; can you show your configuration?", author="u2")
    rec(YZVLC4, [t, g1, g2], g3[1], True, "pronoun", ["it"], "Fixing how react-native-yz-vlcplayer was added made the app run OK without the RCTVLCPlayer UIManager error.", author="u1")
    rec(YZVLC4, [t, g1, g2, g3], g4[1], True, "ellipsis", [], "I also get react-native-yz-vlcplayer's 'RCTVLCPlayer was not found in the UIManager'.", author="u3")
    rec(YZVLC4, [t, g1, g2, g3, g4], "same problem only on iphone", True, "ellipsis", ["same problem"], "react-native-yz-vlcplayer's 'RCTVLCPlayer was not found in the UIManager' happens for me only on iPhone.", author="u3")
    lend(YZVLC4, [t], RN_REBUILD, SAME, PINCHABLE4)

    t = (U, "Add Podspec", "u1")
    rec(STREETVIEW33, [t], "add podspec for autolinking. receiving `Invariant Violation: requireNativeComponent: \"NSTStreetView\" was not found in the UIManager.` error in RN 61.2 without this", True, "ellipsis", [], "Add a podspec to react-native-streetview for autolinking: without it, RN 0.61.2 gives 'requireNativeComponent: \"NSTStreetView\" was not found in the UIManager'.", author="u1")
    lend(STREETVIEW33, [t], RN_LINGRAD, SAME, LINGRAD434)
    lend(STREETVIEW33, [t], RN_DIRSCROLL, SAME, DIRSCROLL50)

    t = (U, "Invariant Violation: requireNativeComponent: \"RNSFSymbol\" was not found in the UIManager.", "u1")
    h1 = (U, "Autolink doesn't seems to work with a simple install.", "u1")
    rec(SFSYMBOLS4, [t], h1[1], True, "ellipsis", [], "Autolinking of react-native-sfsymbols doesn't seem to work with a simple install: 'RNSFSymbol was not found in the UIManager'.", author="u1")
    rec(SFSYMBOLS4, [t, h1], "I am investigating on this to make it work without a manual linking.", True, "pronoun", ["this", "it"], "I'm investigating how to make react-native-sfsymbols autolink without manual linking.", author="u1")
    lend(SFSYMBOLS4, [t, h1], RN_REBUILD, SAME, PINCHABLE4)

    t = (U, "Invariant Violation: requireNativeComponent: \"APButton\" was not found", "u1")
    i1 = (U, "Hi,\n\nI get the above error after Installing and linking the package, what am i missing?", "u1")
    i2 = (U, "+1 right now", "u2")
    i3 = (U, "I solved this issue. Just go to XCode and Clean Project.", "u2")
    i4 = (A, "Hi there, it's definitely related with installation or linking, make sure to run pod install, and to link the project.", "u3")
    rec(APPLEPAYBTN2, [t], i1[1], True, "pronoun", ["the above error", "the package"], "I get 'requireNativeComponent: \"APButton\" was not found' after installing and linking rn-apple-pay-button; what am I missing?", author="u1")
    rec(APPLEPAYBTN2, [t, i1], i2[1], True, "ellipsis", [], "I'm getting rn-apple-pay-button's 'APButton was not found' right now too.", author="u2")
    rec(APPLEPAYBTN2, [t, i1, i2], i3[1], True, "pronoun", ["this issue"], "I solved rn-apple-pay-button's 'APButton was not found' by cleaning the project in Xcode.", author="u2")
    rec(APPLEPAYBTN2, [t, i1, i2, i3], i4[1], True, "pronoun", ["it's"], "rn-apple-pay-button's 'APButton was not found' is related to installation or linking: run pod install and link the project.", author="u3")
    rec(APPLEPAYBTN2, [t, i1, i2, i3, i4], "Reinstalling the pods solved it. Thanks!", True, "pronoun", ["it"], "Reinstalling the pods solved rn-apple-pay-button's 'APButton was not found'.", author="u1")

    t = (U, "requireNativeComponent: \"Blur\" was not found in the UIManager.", "u1")
    j1 = (U, "I keep getting that error when installing this package", "u1")
    j2 = (U, "React Native: 0.63.4", "u1")
    j3 = (U, "Steps to reproduce:\n`yarn add react-native-in-app-message`\n`cd ios/ && pod install`\n`yarn ios`", "u1")
    j4 = (U, "I even tried installing `@react-native-community/blur` but that didn't work either", "u1")
    rec(INAPPMSG17, [t], j1[1], True, "pronoun", ["that error", "this package"], "I keep getting 'requireNativeComponent: \"Blur\" was not found in the UIManager' when installing react-native-in-app-message.", author="u1")
    rec(INAPPMSG17, [t, j1], j2[1], True, "ellipsis", [], "react-native-in-app-message's 'Blur was not found in the UIManager' happens on React Native 0.63.4.", author="u1")
    rec(INAPPMSG17, [t, j1, j2], j3[1], True, "ellipsis", [], "react-native-in-app-message's 'Blur was not found in the UIManager' reproduces with yarn add react-native-in-app-message, cd ios/ && pod install, yarn ios.", author="u1")
    rec(INAPPMSG17, [t, j1, j2, j3], j4[1], True, "ellipsis", [], "Installing @react-native-community/blur didn't fix react-native-in-app-message's 'Blur was not found in the UIManager' either.", author="u1")
    rec(INAPPMSG17, [t, j1, j2, j3, j4], "Nevermind. Sorry I just forgot to run `yarn ios` to build the app the after `pod install`", True, "ellipsis", ["the app"], "react-native-in-app-message's 'Blur was not found in the UIManager' was because I forgot to run yarn ios to rebuild the app after pod install.", author="u1")
    lend(INAPPMSG17, [t], RN_COLORPICK, SAME, RNCOLORPICK22)

    t = (U, "Issue when linking via cocoapods", "u1")
    k3 = (U, "I saw in the Pods Xcode Project that this lib was missing.", "u1")
    k4 = (U, "I got around it by simply deleting the \"ios/Pods\" file and running `react-native link react-native-directed-scrollview` again, so it would link it directly in the main Xcodeproj rather than via the pod file.", "u1")
    # The command it ran and the error it got, quoted in full (ruling before df37).
    rec(DIRSCROLL50, [t], RN_DIRSCROLL, False, SAME, [], None, author="u1")
    rec(DIRSCROLL50, [t, (U, RN_DIRSCROLL, "u1")], k3[1], True, "pronoun", ["this lib"], "react-native-directed-scrollview was missing from the Pods Xcode project.", author="u1")
    rec(DIRSCROLL50, [t, (U, RN_DIRSCROLL, "u1"), k3], k4[1], True, "pronoun", ["it"], "I got around react-native-directed-scrollview's 'DirectedScrollViewChild was not found in the UIManager' by deleting ios/Pods and running react-native link react-native-directed-scrollview again, so it links in the main Xcode project instead of via the Podfile.", author="u1")
    rec(DIRSCROLL50, [t, (U, RN_DIRSCROLL, "u1"), k3, k4], "I'm mostly writing this in case anyone runs into the same issue so they know how to work around :)", True, "pronoun", ["this", "the same issue"], "I'm writing up the react-native-directed-scrollview CocoaPods linking workaround in case anyone hits the same 'DirectedScrollViewChild was not found' issue.", author="u1")
    lend(DIRSCROLL50, [t], RN_PINCH, SELF, PINCHABLE4)

    t = (U, "iOS issue: requireNativeComponent: \"BVLinearGradient\" was not found in the UIManager.", "u1")
    m2 = (U, "I have imported the library using npm install react-native-linear-gradient --save. It has been automatically linked and \"react-native-linear-gradient\": \"^2.5.6\" has been added to package.json.", "u1")
    m4 = (U, "However I run into this issue:", "u1")
    m5 = (U, "having the same issue", "u2")
    # A complete first-person sentence naming its own subject (rule 1).
    rec(LINGRAD434, [t], RN_LINGRAD, False, SAME, [], None, author="u1")
    # "the library" is named in the same message (rule 2): a complete statement of the setup.
    rec(LINGRAD434, [t, (U, RN_LINGRAD, "u1")], m2[1], False, SELF, [], None, author="u1")
    rec(LINGRAD434, [t, (U, RN_LINGRAD, "u1"), m2], m4[1], True, "pronoun", ["this issue"], "However, with react-native-linear-gradient installed and linked, iOS gives 'requireNativeComponent: \"BVLinearGradient\" was not found in the UIManager'.", author="u1")
    rec(LINGRAD434, [t, (U, RN_LINGRAD, "u1"), m2, m4], m5[1], True, "ellipsis", ["the same issue"], "I'm having the same 'BVLinearGradient was not found in the UIManager' issue with react-native-linear-gradient on iOS.", author="u2")
    rec(LINGRAD434, [t, (U, RN_LINGRAD, "u1"), m2, m4, m5], "@tiludropdancer Did you `pod install`?", True, "ellipsis", [], "For react-native-linear-gradient's iOS 'BVLinearGradient was not found in the UIManager': did you run pod install?", author="u3")

    t = (U, "I am trying to add the package and run my react native app. But while running on ios it says \"Invariant Violation: requireNativeComponent: BlurView was not found in the UIManager\"", "u1")
    n1 = (A, "@abhirup03 It seems like you forgot to link native dependencies.", "u2")
    rec(RNBLUR329, [t], n1[1], True, "ellipsis", [], "react-native-blur's iOS 'requireNativeComponent: BlurView was not found in the UIManager' seems to mean you forgot to link its native dependencies.", author="u2")
    # A general instruction naming its commands and versions in full (ruling before df36).
    rec(RNBLUR329, [t, n1], RN_BLURLINK, False, SAME, [], None, author="u2")
    rec(RNBLUR329, [t, n1, (A, RN_BLURLINK, "u2")], "I had to link the library manually in Xcode and after that it worked. Using react-native 0.59.9.", True, "ellipsis", ["the library"], "On react-native 0.59.9 I had to link @react-native-community/blur manually in Xcode, and then BlurView worked.", author="u3")
    lend(RNBLUR329, [t], RN_DIRSCROLL, SAME, DIRSCROLL50)

    t = (U, "requireNativeComponent: \"RNCWebView\" was not found in the UIManager", "u1")
    o1 = (U, "I got the above error after installed everything.", "u1")
    o2 = (U, "Kindly guide me", "u1")
    o3 = (A, "Please make sure you have react-native-webview installed.", "u2")
    rec(RNLINKEDIN161, [t], o1[1], True, "pronoun", ["the above error"], "After installing everything for react-native-linkedin I got 'requireNativeComponent: \"RNCWebView\" was not found in the UIManager'.", author="u1")
    rec(RNLINKEDIN161, [t, o1], o2[1], True, "ellipsis", [], "Please guide me on react-native-linkedin's 'RNCWebView was not found in the UIManager' error.", author="u1")
    rec(RNLINKEDIN161, [t, o1, o2], o3[1], True, "ellipsis", [], "For react-native-linkedin's 'RNCWebView was not found in the UIManager', make sure react-native-webview is installed.", author="u2")
    rec(RNLINKEDIN161, [t, o1, o2, o3], "If you have latest RN, please make sure the webview has been linked correctly, else please link it by updating the settings.gradle, app/build.gradle and MainApplication.java manually.", True, "ellipsis", ["the webview"], "For react-native-linkedin, make sure react-native-webview is linked correctly, or link it manually by updating settings.gradle, app/build.gradle and MainApplication.java.", author="u2")
    lend(RNLINKEDIN161, [t], RN_PINCH, SELF, PINCHABLE4)

    t = (U, "requireNativeComponent: \"PinchableView\" was not found in the UIManager.", "u1")
    # The commands it ran and the error it got, quoted in full; "it" is the error in the message (rule 2).
    rec(PINCHABLE4, [t], RN_PINCH, False, SELF, [], None, author="u1")
    rec(PINCHABLE4, [t, (U, RN_PINCH, "u1")], "Hi, any solution for this?", True, "pronoun", ["this"], "Any solution for react-native-pinchable's 'requireNativeComponent: \"PinchableView\" was not found in the UIManager' after pod install?", author="u2")
    # A general instruction naming its commands (ruling before df36).
    rec(PINCHABLE4, [t, (U, RN_PINCH, "u1"), (U, "Hi, any solution for this?", "u2")], RN_REBUILD, False, SAME, [], None, author="u3")


# ---- browser globals in server-side rendering: "ReferenceError: window is not defined" under Next.js, Gatsby and other SSR builds ----
USERESIZING1 = GH + "Halo-Lab/use-resizing/issues/1"
LARAVELSSR19 = GH + "spatie/laravel-server-side-rendering/issues/19"
SOCIALLOGIN144 = GH + "cuongdevjs/reactjs-social-login/issues/144"
MDXGO29 = GH + "jxnblk/mdx-go/issues/29"
O9N8 = GH + "chmanie/o9n/pull/8"
COMMERCEJS210 = GH + "chec/commercejs-nextjs-demo-store/issues/210"
G6REACT3 = GH + "hihl/g6-for-react/issues/3"
RECOLLECT74 = GH + "davidgilbertson/react-recollect/issues/74"
AVELIN11 = GH + "avelinapp/avelin/issues/11"
NETLIFYID318 = GH + "netlify/netlify-identity-widget/issues/318"
CRASSR45 = GH + "cereallarceny/cra-ssr/issues/45"
WN_RECOLLECT = "When using `react-recollect` in next js I got `ReferenceError: window is not defined`."
WN_NETLIFY = "```\nReferenceError: window is not defined\n    at Object.<anonymous> (/Users/khuynh/me/develop/web/nextapp/node_modules/netlify-identity-widget/build/netlify-identity.js:1:212)\n    at Module._compile (internal/modules/cjs/loader.js:1201:30)\n    at Object.Module._extensions..js (internal/modules/cjs/loader.js:1221:10)\n    at Module.load (internal/modules/cjs/loader.js:1050:32)\n```"


def _windowssr(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "\"window\" is not available during server side rendering", "u1")
    a1 = (U, "WebpackError: ReferenceError: window is not defined", "u1")
    a2 = (U, "https://github.com/gatsbyjs/gatsby/issues/309", "u1")
    a3 = (A, "I can work it well with next.js framework which is server-side rendering enabled, even with server-side generation.", "u2")
    a4 = (A, "I don't think it can be any trouble. And also 'window' are only available when it come to the browser.", "u2")
    rec(USERESIZING1, [t], a1[1], True, "ellipsis", [], "use-resizing fails server-side rendering with 'WebpackError: ReferenceError: window is not defined'.", author="u1")
    rec(USERESIZING1, [t, a1], a2[1], True, "ellipsis", [], "use-resizing's 'window is not defined' during server-side rendering is like https://github.com/gatsbyjs/gatsby/issues/309.", author="u1")
    rec(USERESIZING1, [t, a1, a2], a3[1], True, "pronoun", ["it"], "use-resizing works well for me with Next.js, which has server-side rendering enabled, even with server-side generation.", author="u2")
    rec(USERESIZING1, [t, a1, a2, a3], a4[1], True, "pronoun", ["it"], "I don't think use-resizing causes trouble under SSR; 'window' is only available in the browser anyway.", author="u2")
    rec(USERESIZING1, [t, a1, a2, a3, a4], "I think you should specify your own case, and your code need to be reviewed", True, "ellipsis", [], "To debug use-resizing's 'window is not defined' during SSR, describe your own case so your code can be reviewed.", author="u2")
    lend(USERESIZING1, [t], WN_RECOLLECT, SAME, RECOLLECT74)

    t = (U, "ReferenceError: window is not defined", "u1")
    b1 = (U, "`ReferenceError: window is not defined`\nI am getting this error when I run it on a digitalocean server.", "u1")
    b2 = (U, "And there are several references to window on the built code for entry-server.js. I am following the example related to this repo.", "u1")
    b3 = (A, "We're not injecting anything with `window`. Does your code reference `window` anywhere?", "u2")
    b4 = (A, "Is the error on the server or in the client?", "u2")
    b5 = (A, "Closing this for now, feel free to reopen with more details if you're still experiencing issues.", "u2")
    rec(LARAVELSSR19, [t], b1[1], True, "pronoun", ["it"], "I get 'ReferenceError: window is not defined' when I run laravel-server-side-rendering on a DigitalOcean server.", author="u1")
    rec(LARAVELSSR19, [t, b1], b2[1], True, "pronoun", ["this repo", "the built code"], "The built entry-server.js of my laravel-server-side-rendering app, made following the repo's example, has several references to window.", author="u1")
    rec(LARAVELSSR19, [t, b1, b2], b3[1], True, "ellipsis", [], "laravel-server-side-rendering injects nothing with window; does your code reference window anywhere?", author="u2")
    rec(LARAVELSSR19, [t, b1, b2, b3], b4[1], True, "ellipsis", ["the error"], "Is the 'window is not defined' error of laravel-server-side-rendering on the server or in the client?", author="u2")
    rec(LARAVELSSR19, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["this"], "Closing the laravel-server-side-rendering 'window is not defined' issue for now; reopen with more details if it persists.", author="u2")
    rec(LARAVELSSR19, [t, b1, b2, b3, b4, b5], "@sebastiandedeyne , i have a code that is referencing both document and windows, is there any tweak for that?", True, "ellipsis", [], "My code references both document and window; is there a tweak for laravel-server-side-rendering so it doesn't fail with 'window is not defined'?", author="u3")

    t = (U, "Server Error ReferenceError: window is not defined next js", "u1")
    c1 = (U, "**Describe the bug**\nReferenceError: window is not defined\n\nThis error happened while generating the page. Any console logs will be displayed in the terminal window.", "u1")
    rec(SOCIALLOGIN144, [t], c1[1], True, "ellipsis", [], "With reactjs-social-login in Next.js, generating the page fails with 'ReferenceError: window is not defined'.", author="u1")
    rec(SOCIALLOGIN144, [t, c1], "this library only works on the client side. please use `ssr: false` when using.", True, "pronoun", ["this library"], "reactjs-social-login only works on the client side; use it with ssr: false in Next.js.", author="u2")
    lend(SOCIALLOGIN144, [t], WN_NETLIFY, SAME, NETLIFYID318)

    t = (U, "ReferenceError: window is not defined when building", "u1")
    d1 = (U, "Great piece of work. Upon building I get the error `ReferenceError: window is not defined` when using the window object.", "u1")
    d2 = (U, "It's not obvious what might cause this, I guess it's related to the server side render when building.", "u1")
    rec(MDXGO29, [t], d1[1], True, "ellipsis", [], "Building an mdx-go site that uses the window object fails with 'ReferenceError: window is not defined'.", author="u1")
    rec(MDXGO29, [t, d1], d2[1], True, "pronoun", ["this"], "It's not obvious what causes mdx-go's 'window is not defined' when building; I guess it's related to the server-side render during the build.", author="u1")
    rec(MDXGO29, [t, d1, d2], "Hi! Do the components or modules you're using try to access with `window` object outside of the React component lifecycle?", True, "ellipsis", [], "For mdx-go's 'window is not defined' at build time: do the components or modules you use access window outside the React component lifecycle?", author="u2")
    lend(MDXGO29, [t], WN_RECOLLECT, SAME, RECOLLECT74)

    t = (U, "Prevent `ReferenceError: window is not defined` in next.js SSR environment (and probably some others too)", "u1")
    rec(O9N8, [t], "Very reasonable. Thanks a lot!", True, "ellipsis", [], "Preventing o9n's 'ReferenceError: window is not defined' in Next.js SSR is very reasonable; thanks for the PR.", author="u2")
    lend(O9N8, [t], WN_NETLIFY, SAME, NETLIFYID318)

    t = (U, "Server Error ReferenceError: window is not defined", "u1")
    rec(COMMERCEJS210, [t], "Hey there, would you mind providing some steps to reproduce this error?", True, "pronoun", ["this error"], "Can you give steps to reproduce the commercejs-nextjs-demo-store 'Server Error ReferenceError: window is not defined'?", author="u2")
    lend(COMMERCEJS210, [t], WN_RECOLLECT, SAME, RECOLLECT74)

    t = (U, "ReferenceError: window is not defined", "u1")
    e1 = (U, "I get   `ReferenceError: window is not defined`\nwhen doing Server Side Rendering using React and GatsbyJS.", "u1")
    # What fails is the thread's g6-for-react, left out (ruling before df37).
    rec(G6REACT3, [t], e1[1], True, "ellipsis", [], "g6-for-react fails with 'ReferenceError: window is not defined' during server-side rendering with React and GatsbyJS.", author="u1")
    rec(G6REACT3, [t, e1], "How to avoid it ?", True, "pronoun", ["it"], "How do I avoid g6-for-react's 'window is not defined' during Gatsby server-side rendering?", author="u1")
    lend(G6REACT3, [t, e1], WN_NETLIFY, SAME, NETLIFYID318)

    t = (U, "ReferenceError: window is not defined in Node.js", "u1")
    f1 = (U, "How does it work in nextJS", "u1")
    f2 = (A, "That's quite a broad question. What have you tried? Have you read the readme, particularly the section on server rendering?", "u2")
    f4 = (U, "It seems like the build contains `window` object as seen below.", "u3")
    f5 = (A, "Thanks @linkors. It seems like the bundler is doing this (and the test runner adds `window` so I didn't spot the problem).", "u2")
    rec(RECOLLECT74, [t], f1[1], True, "pronoun", ["it"], "How does react-recollect work in Next.js without 'ReferenceError: window is not defined'?", author="u1")
    rec(RECOLLECT74, [t, f1], f2[1], True, "pronoun", ["That"], "How to use react-recollect in Next.js is a broad question: what have you tried, and have you read the readme's section on server rendering?", author="u2")
    # Names the library, the framework and the error in full: a same-area trap (rule 1).
    rec(RECOLLECT74, [t, f1, f2], WN_RECOLLECT, False, SAME, [], None, author="u3")
    rec(RECOLLECT74, [t, f1, f2, (U, WN_RECOLLECT, "u3")], f4[1], True, "ellipsis", ["the build"], "react-recollect's build seems to contain the window object, which breaks Next.js with 'window is not defined'.", author="u3")
    rec(RECOLLECT74, [t, f1, f2, (U, WN_RECOLLECT, "u3"), f4], f5[1], True, "pronoun", ["this"], "The bundler seems to put window into react-recollect's build (the test runner adds window, so it went unnoticed).", author="u2")
    rec(RECOLLECT74, [t, f1, f2, (U, WN_RECOLLECT, "u3"), f4, f5], "So when can we expect this ???", True, "pronoun", ["this"], "When can we expect the react-recollect fix for 'window is not defined' in Next.js?", author="u1")

    t = (U, "window is not defined in server", "u1")
    # A bare trace naming no tool or project: its subject is the thread's avelin app (rule 1).
    rec(AVELIN11, [t], " ⨯ ReferenceError: window is not defined\n    at __webpack_require__ (/Users/kian/Repositories/bazzadev/code/.next/server/webpack-runtime.js:33:43)\n    at eval (./src/app/[roomId]/editor-text-area.tsx:13:67)\n    at eval (./src/lib/stores/yjs-store.tsx:9:86)\n    at eval (./src/components/editor/active-users.tsx:7:79)", True, "ellipsis", [], "avelin's server render fails with 'ReferenceError: window is not defined' from src/app/[roomId]/editor-text-area.tsx via yjs-store.tsx and active-users.tsx.", author="u1")
    lend(AVELIN11, [t], WN_RECOLLECT, SAME, RECOLLECT74)

    t = (U, "ReferenceError: window is not defined", "u1")
    # The trace names the package it comes from (netlify-identity-widget) in full (rule 1).
    rec(NETLIFYID318, [t], WN_NETLIFY, False, SAME, [], None, author="u1")

    t = (U, "ReferenceError: window is not defined when i use window.onscroll = function(){ ssr", "u1")
    g1 = (U, "can somebody help me fix this problem \n```\n window.onscroll = function(){\n\n      console.log ('test');\n```", "u1")
    g2 = (A, "@heshamelmasry77 try this one\nimport root from \"window-or-global\";\nroot.onscroll = function(){\n  console.log ('test');\n}", "u2")
    rec(CRASSR45, [t], g1[1], True, "pronoun", ["this problem"], "Can somebody help me fix 'ReferenceError: window is not defined' in cra-ssr when I use window.onscroll = function(){ console.log('test') }?", author="u1")
    rec(CRASSR45, [t, g1], g2[1], True, "ellipsis", [], "To avoid cra-ssr's 'window is not defined' with window.onscroll, import root from \"window-or-global\" and set root.onscroll instead.", author="u2")
    rec(CRASSR45, [t, g1, g2], "This is because `window` doesn't exist on the server.  It cannot be used for server-side rendering.", True, "pronoun", ["This"], "cra-ssr's 'window is not defined' with window.onscroll is because window doesn't exist on the server, so it cannot be used in server-side rendering.", author="u3")
    lend(CRASSR45, [t], WN_NETLIFY, SAME, NETLIFYID318)


# ---- GPU kernels asserting on bad indices: "RuntimeError: CUDA error: device-side assert triggered", "Assertion `t >= 0 && t < n_classes` failed", labels out of range ----
DCP30 = GH + "WangYueFt/dcp/issues/30"
SASSD23 = GH + "skyhehe123/SA-SSD/issues/23"
REPPV2_15 = GH + "Scalsol/RepPointsV2/issues/15"
QLORACN3 = GH + "taishan1994/qlora-chinese-LLM/issues/3"
GEOINFONET4 = GH + "permanentCH5/GeoInfoNet/issues/4"
PLBERT28 = GH + "yl4579/PL-BERT/issues/28"
CRDADET17 = GH + "megvii-research/CR-DA-DET/issues/17"
NANOGPT470 = GH + "karpathy/nanoGPT/issues/470"
PTUNET258 = GH + "milesial/Pytorch-UNet/issues/258"
SENTCONV29 = GH + "harvardnlp/sent-conv-torch/issues/29"
LMLSTMCRF27 = GH + "LiyuanLucasLiu/LM-LSTM-CRF/issues/27"
FISHEYESEG2 = GH + "Yaozhuwa/FisheyeSeg/issues/2"
MCMOT9 = GH + "CaptainEven/YOLOV4_MCMOT/issues/9"
SUNETS6 = GH + "shahsohil/sunets/issues/6"
SEMSEG29 = GH + "hszhao/semseg/issues/29"
DA_ERR = "RuntimeError: CUDA error: device-side assert triggered\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1.\nCompile with `TORCH_USE_CUDA_DSA` to enable device-side assertions."
DA_DCP = "  File \"D:\\Project\\Python_project\\MyProject\\dcp-master\\main.py\", line 214, in train_one_epoch\n    total_loss += loss.item() * batch_size\n                  ^^^^^^^^^^^\n" + DA_ERR
DA_LUA = "I always get the error:\n```\n/tmp/luarocks_cunn-scm-1-9034/cunn/lib/THCUNN/ClassNLLCriterion.cu:52: void cunn_ClassNLLCriterion_updateOutput_kernel(Dtype *, Dtype *, Dtype *, long *, Dtype *, int, int, int, int) [with Dtype = float, Acctype = float]: block: [0,0,0], thread: [14,0,0] Assertion `t >= 0 && t < n_classes` failed.\n/home/ubuntu/torch/install/bin/luajit: cuda runtime error (59) : device-side assert triggered at /tmp/luarocks_cutorch-scm-1-3543/cutorch/lib/THC/generic/THCStorage.c:32\nstack traceback:\n        ...ntu/torch/install/share/lua/5.1/nn/ClassNLLCriterion.lua:52: in function 'forward'\n        ./trainer.lua:187: in function 'test'\n        main.lua:197: in function 'train_loop'\n```"
DA_TRAINWC = "`Traceback (most recent call last):              `\n`  File \"train_wc.py\", line 204, in <module>`\n`    loss.backward()`\n`RuntimeError: cuda runtime error (59) : device-side assert triggered at /opt/conda/conda-bld/pytorch_1518244421288/work/torch/lib/THC/generated/../THCReduceAll.cuh:339`"
DA_NLL = "The ClassNLLCriterion is getting values out of label range."


def _deviceassert(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "RuntimeError: CUDA error: device-side assert triggered", "u1")
    # The traceback names the script it comes from (dcp-master's main.py) in full (rule 1, as df36's tracebacks).
    rec(DCP30, [t], DA_DCP, False, SAME, [], None, author="u1")
    rec(DCP30, [t, (U, DA_DCP, "u1")], "Hello, I would like to ask what is the reason for the above problem when running the source code? It previously appeared when running to the 70th epoch.", True, "pronoun", ["the above problem", "the source code"], "What is the reason for DCP's 'CUDA error: device-side assert triggered' in train_one_epoch? It appeared when training reached the 70th epoch.", author="u1")
    lend(DCP30, [t], DA_NLL, SAME, LMLSTMCRF27)

    t = (U, "RuntimeError: CUDA error: device-side assert triggered", "u1")
    rec(SASSD23, [t], "Has anyone encountered this problem?", True, "pronoun", ["this problem"], "Has anyone encountered 'RuntimeError: CUDA error: device-side assert triggered' with SA-SSD?", author="u1")
    lend(SASSD23, [t], DA_LUA, SAME, SENTCONV29)

    t = (U, "RuntimeError: CUDA error: device-side assert triggered", "u1")
    # Names a PyTorch core class (c10::Error) but not the program it runs in: a follow-up (df36's DataLoader hard call).
    rec(REPPV2_15, [t], "terminate called after throwing an instance of 'c10::Error'\n  what():  CUDA error: device-side assert triggered (insert_events at /tmp/pip-req-build-4baxydiv/c10/cuda/CUDACachingAllocator.cpp:569)", True, "ellipsis", [], "RepPointsV2 training aborts with \"terminate called after throwing an instance of 'c10::Error' what(): CUDA error: device-side assert triggered (insert_events at CUDACachingAllocator.cpp:569)\".", author="u1")
    lend(REPPV2_15, [t], DA_TRAINWC, SAME, LMLSTMCRF27)

    t = (U, "RuntimeError: CUDA error: device-side assert triggered", "u1")
    c1 = (U, DA_ERR, "u1")
    c2 = (U, "../aten/src/ATen/native/cuda/Indexing.cu:1146: indexSelectLargeIndex: block: [336,0,0], thread: [0,0,0] Assertion `srcIndex < srcSelectDimSize` failed.\n../aten/src/ATen/native/cuda/Indexing.cu:1146: indexSelectLargeIndex: block: [336,0,0], thread: [1,0,0] Assertion `srcIndex < srcSelectDimSize` failed.", "u1")
    rec(QLORACN3, [t], c1[1], True, "ellipsis", [], "QLoRA fine-tuning in qlora-chinese-LLM fails with 'RuntimeError: CUDA error: device-side assert triggered' (CUDA kernel errors might be asynchronously reported ...).", author="u1")
    rec(QLORACN3, [t, c1], c2[1], True, "ellipsis", [], "Before qlora-chinese-LLM's device-side assert, Indexing.cu:1146 indexSelectLargeIndex reports 'Assertion srcIndex < srcSelectDimSize failed'.", author="u1")
    rec(QLORACN3, [t, c1, c2], "I also encountered this problem. I changed my code from five categories to two categories, which caused this problem.", True, "pronoun", ["this problem"], "I also hit the CUDA device-side assert in qlora-chinese-LLM: changing my code from five categories to two caused it.", author="u2")

    t = (U, "RuntimeError: CUDA error: device-side assert triggered", "u1")
    d1 = (U, "I ran into this error when I ran the code, I'm a noob, I would like to ask if there are any big guys who have encountered this problem and solved it", "u1")
    rec(GEOINFONET4, [t], d1[1], True, "pronoun", ["this error", "the code"], "Running GeoInfoNet's code I got 'RuntimeError: CUDA error: device-side assert triggered'; has anyone encountered and solved it?", author="u1")
    rec(GEOINFONET4, [t, d1], "Please carefully check whether cuda and torch are correctly installed.", True, "ellipsis", [], "For GeoInfoNet's 'CUDA error: device-side assert triggered', check carefully whether CUDA and torch are correctly installed.", author="u2")
    lend(GEOINFONET4, [t, d1], DA_NLL, SAME, LMLSTMCRF27)

    t = (U, "RuntimeError: CUDA error: device-side assert triggered", "u1")
    e1 = (U, "I have a same issue..\n`\nloss_vocab += criterion(_s2s_pred[:_text_length],  \n.....  \nRuntimeError: CUDA error: device-side assert triggered    \nCompile with TORCH_USE_CUDA_DSA to enable device-side assertions.    \n`", "u2")
    e2 = (U, "The following error occurred when 'criterion(_s2s_pred[:_text_length],' was skipped using the phrase 'try-accept'.", "u2")
    rec(PLBERT28, [t], e1[1], True, "ellipsis", ["a same issue"], "PL-BERT training fails for me at loss_vocab += criterion(_s2s_pred[:_text_length], ...) with 'RuntimeError: CUDA error: device-side assert triggered'.", author="u2")
    rec(PLBERT28, [t, e1], e2[1], True, "ellipsis", [], "When I skip PL-BERT's criterion(_s2s_pred[:_text_length], ...) line with try/except, another device-side assert error follows.", author="u2")
    rec(PLBERT28, [t, e1, e2], "How can i solve it?", True, "pronoun", ["it"], "How can I solve PL-BERT's 'CUDA error: device-side assert triggered' in training?", author="u2")
    lend(PLBERT28, [t, e1], DA_DCP, SAME, DCP30)

    t = (U, "runtimeerror", "u1")
    rec(CRDADET17, [t], "RuntimeError: CUDA error: device-side assert triggered", True, "ellipsis", [], "CR-DA-DET fails with 'RuntimeError: CUDA error: device-side assert triggered'.", author="u1")
    lend(CRDADET17, [t], DA_LUA, SAME, SENTCONV29)
    lend(CRDADET17, [t], DA_TRAINWC, SAME, LMLSTMCRF27)

    t = (U, "CUDA error: device-side assert triggered", "u1")
    f1 = (U, "What is the reason for the error I encountered during training?", "u1")
    rec(NANOGPT470, [t], f1[1], True, "ellipsis", ["the error"], "What causes the 'CUDA error: device-side assert triggered' I get while training nanoGPT?", author="u1")
    rec(NANOGPT470, [t, f1], "_x = self.transformer.drop(tok_emb + pos_emb)\n" + DA_ERR + "_", True, "ellipsis", [], "nanoGPT training fails at x = self.transformer.drop(tok_emb + pos_emb) with 'RuntimeError: CUDA error: device-side assert triggered'.", author="u1")
    lend(NANOGPT470, [t], DA_DCP, SAME, DCP30)

    t = (U, "Assertion `t >= 0 && t < n_classes` failed RuntimeError: CUDA error: device-side assert triggered", "u1")
    g1 = (U, "when I have 3 classes, the net pred maximum label =  tensor(3.0743, device='cuda:0', grad_fn=<MaxBackward1>)", "u1")
    g2 = (U, "RuntimeError: CUDA error: device-side assert triggered\n\n/pytorch/aten/src/THCUNN/SpatialClassNLLCriterion.cu:106: cunn_SpatialClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [725,0,0] Assertion `t >= 0 && t < n_classes` failed", "u1")
    g3 = (A, "what do you mean by 'maximum label' ? If you have 3 classes you should change n_classes to 3 (or 4 if you include background).", "u2")
    g4 = (A, "Closing, as this issue is now outdated after the recent code refactor.", "u2")
    g5 = (U, "I met the same problem. I solved this problem by adding one to args \"classes\".", "u3")
    rec(PTUNET258, [t], g1[1], True, "ellipsis", ["the net"], "With 3 classes, Pytorch-UNet's predicted maximum label is tensor(3.0743) and training fails with 'Assertion t >= 0 && t < n_classes failed'.", author="u1")
    rec(PTUNET258, [t, g1], g2[1], True, "ellipsis", [], "Pytorch-UNet training fails with 'CUDA error: device-side assert triggered' from SpatialClassNLLCriterion.cu:106: Assertion t >= 0 && t < n_classes failed.", author="u1")
    rec(PTUNET258, [t, g1, g2], g3[1], True, "ellipsis", ["'maximum label'"], "With 3 classes in Pytorch-UNet, set n_classes to 3 (or 4 with background) to avoid 'Assertion t >= 0 && t < n_classes failed'.", author="u2")
    rec(PTUNET258, [t, g1, g2, g3], g4[1], True, "pronoun", ["this issue"], "The Pytorch-UNet n_classes assertion issue is closed as outdated after the recent code refactor.", author="u2")
    rec(PTUNET258, [t, g1, g2, g3, g4], g5[1], True, "ellipsis", ["the same problem", "this problem"], "I met Pytorch-UNet's 'Assertion t >= 0 && t < n_classes failed' too and solved it by adding one to the classes argument.", author="u3")
    rec(PTUNET258, [t, g1, g2, g3, g4, g5], "Could you explain how it is done?", True, "pronoun", ["it"], "How do you add one to Pytorch-UNet's classes argument to fix the n_classes assertion?", author="u4")

    t = (U, "Problem with device assertion", "u1")
    h1 = (U, "Hi everyone, when I trying to run main.lua with my dataset, which was created due to following command:\n\n`python preprocess_utf8.py  custom w2v/ruscorpora_russe.model.bin --train Trainset.txt --test Testset.txt --dev Validset.txt --custom_name ParentClass\n`", "u1")
    rec(SENTCONV29, [t], h1[1], True, "ellipsis", [], "sent-conv-torch's main.lua fails with a device assertion on my dataset made with python preprocess_utf8.py custom w2v/ruscorpora_russe.model.bin --train Trainset.txt --test Testset.txt --dev Validset.txt --custom_name ParentClass.", author="u1")
    # The error names the scripts it comes from (trainer.lua, main.lua) in full (rule 1).
    rec(SENTCONV29, [t, h1], DA_LUA, False, SAME, [], None, author="u1")
    lend(SENTCONV29, [t], DA_DCP, SAME, DCP30)

    t = (U, "Assertion `t >= 0 && t < n_classes` failed", "u1")
    i1 = (U, "Hi, I was trying to run train_wc.py on our own dataset in the CoNLL format specified. ", "u1")
    i2 = (U, "But i encountered this error:\n\n`/opt/conda/conda-bld/pytorch_1518244421288/work/torch/lib/THCUNN/ClassNLLCriterion.cu:101: void cunn_ClassNLLCriterion_updateOutput_kernel(Dtype *, Dtype *, Dtype *, long *, Dtype *, int, int, int, int, long) [with Dtype = float, Acctype = float]: block: [0,0,0], thread: [2,0,0] Assertion t >= 0 && t < n_classes failed.`", "u1")
    rec(LMLSTMCRF27, [t], i1[1], True, "ellipsis", [], "Running LM-LSTM-CRF's train_wc.py on our own CoNLL-format dataset fails with 'Assertion t >= 0 && t < n_classes failed'.", author="u1")
    rec(LMLSTMCRF27, [t, i1], i2[1], True, "ellipsis", [], "LM-LSTM-CRF's train_wc.py on our dataset hits ClassNLLCriterion.cu:101: Assertion t >= 0 && t < n_classes failed.", author="u1")
    # The traceback names its script (train_wc.py) in full (rule 1).
    rec(LMLSTMCRF27, [t, i1, i2], DA_TRAINWC, False, SAME, [], None, author="u1")
    # Names the criterion and what it gets: a claim naming its subject in full. Hard call.
    rec(LMLSTMCRF27, [t, i1, i2, (U, DA_TRAINWC, "u1")], DA_NLL, False, SAME, [], None, author="u1")

    t = (U, "Assertion error with class labels (t >= 0 && t < n_classes).", "u1")
    lend(FISHEYESEG2, [t], DA_NLL, SAME, LMLSTMCRF27)
    lend(FISHEYESEG2, [t], DA_TRAINWC, SAME, LMLSTMCRF27)
    lend(FISHEYESEG2, [t], DA_LUA, SAME, SENTCONV29)

    t = (U, "CUDA error: device-side assert triggered", "u1")
    rec(MCMOT9, [t], "Starting training for 100 epochs...\n\n     Epoch   gpu_mem      GIoU       obj       cls      reid     total   targets  img_size\n/pytorch/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [0,0,0] Assertion `t >= 0 && t < n_classes` failed.\n/pytorch/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [1,0,0] Assertion `t >= 0 && t < n_classes` failed.", True, "ellipsis", [], "YOLOV4_MCMOT training for 100 epochs fails at once with ClassNLLCriterion.cu:108 'Assertion t >= 0 && t < n_classes failed'.", author="u1")
    lend(MCMOT9, [t], DA_LUA, SAME, SENTCONV29)

    t = (U, "CUDA error: device-side assert triggered", "u1")
    j1 = (U, "After generating the mask by encode_segmap, SpatialClassNLLCriterion.cu reports: Assertion `t >= 0 && t < n_classes` failed.", "u1")
    j2 = (U, "It seems that the labels exceed the range of n_classes.", "u1")
    j3 = (U, "I used the default data mentioned in the src code.", "u1")
    j4 = (A, "@Inosonnia Can you please provide me with more details such as the value of labels which seemed to have exceeded n_classes ?", "u2")
    j5 = (U, "Since I used the default seg data mentioned in the src code (i.e., VOC12+benchmark_RELEASE), the clses are indeed fall in [0, 20], as I tried to print them out.", "u1")
    rec(SUNETS6, [t], j1[1], True, "ellipsis", [], "In sunets, after generating the mask with encode_segmap, SpatialClassNLLCriterion.cu reports 'Assertion t >= 0 && t < n_classes failed'.", author="u1")
    rec(SUNETS6, [t, j1], j2[1], True, "ellipsis", ["the labels"], "sunets' segmentation labels seem to exceed the range of n_classes.", author="u1")
    rec(SUNETS6, [t, j1, j2], j3[1], True, "ellipsis", ["the default data", "the src code"], "I used the default data named in sunets' source code when it hit the n_classes assertion.", author="u1")
    rec(SUNETS6, [t, j1, j2, j3], j4[1], True, "ellipsis", [], "Can you give more details on sunets' n_classes assertion, such as the label values that seem to exceed n_classes?", author="u2")
    rec(SUNETS6, [t, j1, j2, j3, j4], j5[1], True, "ellipsis", ["the src code"], "With sunets' default segmentation data (VOC12 + benchmark_RELEASE) the classes do fall in [0, 20], as printed.", author="u1")
    rec(SUNETS6, [t, j1, j2, j3, j4, j5], "It seems that the cls info of data is ok (the mask generation period is fine), and this error occurs even I change n_classes to a big value (i.e., num_classes = 1000, in models/pretrained/sunet.py).", True, "pronoun", ["this error"], "sunets' class labels look fine, yet the n_classes assertion occurs even with num_classes = 1000 in models/pretrained/sunet.py.", author="u1")

    t = (U, "Assertion `t >= 0 && t < n_classes` failed", "u1")
    rec(SEMSEG29, [t], "Totally 2975 samples in train set.\nStarting Checking image&label pair train list...\nChecking image&label pair train list done!\n/pytorch/aten/src/THCUNN/SpatialClassNLLCriterion.cu:104: void cunn_SpatialClassNLLCriterion_updateOutput_kernel(T *, T *, T *, long *, T *, int, int, int, int, int, long) [with T = float, AccumT = float]: block: [3,0,0], thread: [160,0,0] Assertion `t >= 0 && t < n_classes` failed.", True, "ellipsis", [], "semseg training on 2975 samples fails after checking the image/label pairs with SpatialClassNLLCriterion.cu:104 'Assertion t >= 0 && t < n_classes failed'.", author="u1")
    lend(SEMSEG29, [t], DA_NLL, SAME, LMLSTMCRF27)


# ---- Java launchers finding no JVM: "ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH", JDK versus JRE ----
ENCHCRACK284 = GH + "Earthcomputer/EnchantmentCracker/issues/284"
ENCHCRACK281 = GH + "Earthcomputer/EnchantmentCracker/issues/281"
CHARLATANO503 = GH + "Jire/Charlatano/issues/503"
SYNCANY121 = GH + "syncany/syncany/issues/121"
DRAGONITE32 = GH + "dragonite-network/dragonite-java/issues/32"
APKLEAKS22 = GH + "dwisiswant0/apkleaks/issues/22"
NAGIOSPL22 = GH + "HariSekhon/Nagios-Plugins/issues/22"
CORRETTO8D15 = GH + "corretto/corretto-8-docker/issues/15"
LIBDECSYNC18 = GH + "39aldo39/libdecsync/issues/18"
BIXO32 = GH + "bixo/bixo/issues/32"
HIBENCH195 = GH + "Intel-bigdata/HiBench/issues/195"
JH_ERR = "ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.\n\nPlease set the JAVA_HOME variable in your environment to match the\nlocation of your Java installation."
JH_ENCH = "You must have Java installed to run the enchantment cracker. You may install Java\nfrom [here](https://www.oracle.com/technetwork/java/javase/downloads/index.html)."
JH_ENVVARS = "Make sure that you have your JAVA_HOME and PATH environment variables set correctly on your system."
JH_DECSYNC = "I tried to install libdecsync on Ubuntu 22.04 and got the following error: \n \n`" + JH_ERR + "\n`"
JH_HADOOP = "In hadoop-env.sh file,you need to set java home"
JH_DRAGONITE = "root@ubuntu:~/dragonite-proxy-0.3.1/bin# ./dragonite-proxy -s -k ******* -p **** -l 100\n\n" + JH_ERR


def _javahome(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "ERROR: JAVA_HOME is not set and no 'java' command could not be found in your path", "u1")
    a1 = (U, "Whenever I open the file in bin; cmd opens and shows this error:\nERROR: JAVA_HOME is not set and no 'java' command could not be found in your path", "u1")
    a2 = (U, "Oh Nevermind! ! downloaded java and now it works. =b", "u1")
    a3 = (U, "what java did you download??", "u2")
    rec(ENCHCRACK284, [t], a1[1], True, "ellipsis", ["the file in bin"], "Whenever I open EnchantmentCracker's launcher in bin, cmd opens and shows 'ERROR: JAVA_HOME is not set and no 'java' command could be found in your path'.", author="u1")
    rec(ENCHCRACK284, [t, a1], a2[1], True, "pronoun", ["it"], "After I downloaded Java, EnchantmentCracker's launcher works without the JAVA_HOME error.", author="u1")
    rec(ENCHCRACK284, [t, a1, a2], a3[1], True, "ellipsis", [], "Which Java did you download to fix EnchantmentCracker's 'JAVA_HOME is not set' error?", author="u2")
    # A general claim naming what it needs and what for (ruling before df36).
    rec(ENCHCRACK284, [t, a1, a2, a3], JH_ENCH, False, SAME, [], None, author="u3")
    lend(ENCHCRACK284, [t], JH_DECSYNC, SAME, LIBDECSYNC18)

    t = (U, "Error JAVA_HOME is not set and no 'java' command could be found in your PATH.", "u1")
    rec(ENCHCRACK281, [t], "This error pops up when I open the batch file and I don't know what to do about it.", True, "pronoun", ["This error", "the batch file"], "'JAVA_HOME is not set and no java command could be found in your PATH' pops up when I open EnchantmentCracker's batch file; what do I do?", author="u1")
    lend(ENCHCRACK281, [t], JH_HADOOP, SAME, HIBENCH195)

    t = (U, "Cant install the build", "u1")
    b2 = (U, "I have java installed and the version 8u151\nwhat can i do?", "u1")
    b3 = (A, "You need the Java Development Kit (JDK) installed, not just the Java Runtime.", "u2")
    b4 = (U, "yes and i have jdk installed, i followed all steps in tutorial etc... and still saying that, i tried the build already made and says java is not an executable batch", "u1")
    # A bare launcher error under a title naming no tool: its subject is the thread's Charlatano build (rule 1).
    rec(CHARLATANO503, [t], JH_ERR, True, "ellipsis", [], "Installing the Charlatano build fails with 'ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.'", author="u1")
    rec(CHARLATANO503, [t, (U, JH_ERR, "u1")], b2[1], True, "ellipsis", [], "I have Java 8u151 installed, yet the Charlatano build says JAVA_HOME is not set; what can I do?", author="u1")
    rec(CHARLATANO503, [t, (U, JH_ERR, "u1"), b2], b3[1], True, "ellipsis", [], "Building Charlatano needs the Java Development Kit (JDK) installed, not just the Java Runtime.", author="u2")
    rec(CHARLATANO503, [t, (U, JH_ERR, "u1"), b2, b3], b4[1], True, "ellipsis", [], "I have the JDK installed and followed Charlatano's tutorial, yet it still says JAVA_HOME is not set, and the prebuilt build says java is not an executable batch.", author="u1")
    rec(CHARLATANO503, [t, (U, JH_ERR, "u1"), b2, b3, b4], JH_ENVVARS, False, SAME, [], None, author="u3")
    rec(CHARLATANO503, [t, (U, JH_ERR, "u1"), b2, b3, b4, (A, JH_ENVVARS, "u3")], "For JAVA_HOME:\n1. In Search, search for and then select: System (Control Panel)\n2. Click the Advanced system settings link.\n3. Click Environment Variables. In the section System Variables, find the JAVA_HOME environment variable and select it. Click Edit. If the JAVA_HOME environment variable does not exist, click New.", True, "ellipsis", [], "To set JAVA_HOME on Windows for the Charlatano build: open System in Control Panel, click Advanced system settings, then Environment Variables, and edit or create JAVA_HOME under System Variables.", author="u3")

    t = (U, "Windows: ERROR: JAVA_HOME is not set", "u1")
    c1 = (U, "The JAVA_HOME variable should be set during the installation on Windows.", "u1")
    c2 = "```\nC:\\Users\\Philipp>syncany\n\n" + JH_ERR + "\n```"
    rec(SYNCANY121, [t], c1[1], True, "ellipsis", ["the installation"], "Syncany's Windows installer should set the JAVA_HOME variable.", author="u1")
    # The session names the command it ran (syncany) in full (ruling before df37).
    rec(SYNCANY121, [t, c1], c2, False, SAME, [], None, author="u1")
    lend(SYNCANY121, [t], JH_ENVVARS, SAME, CHARLATANO503)

    t = (U, "Error:JAVA_HOME is not set and could not be found", "u1")
    rec(DRAGONITE32, [t], JH_DRAGONITE, False, SAME, [], None, author="u1")
    lend(DRAGONITE32, [t], JH_ENCH, SAME, ENCHCRACK284)
    lend(DRAGONITE32, [t], JH_HADOOP, SAME, HIBENCH195)

    t = (U, "ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.", "u1")
    d2 = (A, "The error message is pretty clear.", "u2")
    d3 = (U, "but java installed and JAVA_HOME are setted in environment", "u1")
    d5 = (U, "im on Windows 8", "u1")
    d6 = (U, "if run jadx.bat alone it working perfect, but when it started by python it cant find envirotment", "u1")
    rec(APKLEAKS22, [t], "ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.", True, "ellipsis", [], "apkleaks fails with 'ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.'", author="u1")
    rec(APKLEAKS22, [t, (U, "ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.", "u1")], d2[1], True, "ellipsis", ["The error message"], "apkleaks' 'JAVA_HOME is not set' error message is pretty clear.", author="u2")
    rec(APKLEAKS22, [t, d2], d3[1], True, "ellipsis", [], "Java is installed and JAVA_HOME is set in my environment, but apkleaks still says JAVA_HOME is not set.", author="u1")
    # Second reader's adjudication (r2df, thirty-third pass): a complete first-person sentence naming its own
    # subject is a trap (docs/labelling.md §2 rule 1: "I'm on Windows 11 and Python 3.12.1"), as this part's own
    # "I'm using Arch Linux." and "I am on kubuntu 22.04."; was a follow-up (ellipsis).
    rec(APKLEAKS22, [t, d2, d3], d5[1], False, SAME, [], None, author="u1")
    rec(APKLEAKS22, [t, d2, d3, d5], d6[1], True, "pronoun", ["it"], "jadx.bat alone works, but when apkleaks starts it from Python it can't find the environment's JAVA_HOME.", author="u1")
    rec(APKLEAKS22, [t, d2, d3, d5, d6], "Had the exact same issue. Set JAVA_HOME, reboot PC, worked.", True, "ellipsis", ["the exact same issue"], "I had apkleaks' 'JAVA_HOME is not set' on Windows too: setting JAVA_HOME and rebooting the PC fixed it.", author="u3")

    t = (U, "JAVA_HOME is not set and could not be found.", "u1")
    e1 = "i am executing `perl check_hadoop_dfs.pl -s -w 15 -c 20` and the following error is being shown : \n\nError: JAVA_HOME is not set and could not be found."
    # The command it ran and the error it got, quoted in full (ruling before df37).
    rec(NAGIOSPL22, [t], e1, False, SAME, [], None, author="u1")
    rec(NAGIOSPL22, [t, (U, e1, "u1")], "I searched on google but couldn't find any proper reason. I also verified the JAVA_HOME env variable inside the perl script and it is set to correct path.", True, "ellipsis", ["the perl script"], "JAVA_HOME is set to the correct path inside check_hadoop_dfs.pl, yet it says 'JAVA_HOME is not set and could not be found'; I found no reason online.", author="u1")
    lend(NAGIOSPL22, [t], JH_DRAGONITE, SAME, DRAGONITE32)

    t = (U, "JAVA_HOME path issue", "u1")
    f1 = "Attempting to play around with Corretto and experiencing issue path:\n\n" + JH_ERR
    # Names what it runs (Corretto) and the error in full (rule 1).
    rec(CORRETTO8D15, [t], f1, False, SAME, [], None, author="u1")
    rec(CORRETTO8D15, [t, (U, f1, "u1")], "Can you please help me resolve this issue? Thank you.", True, "pronoun", ["this issue"], "Can you help me resolve 'JAVA_HOME is not set' with the Corretto 8 Docker image?", author="u1")
    rec(CORRETTO8D15, [t, (U, f1, "u1"), (U, "Can you please help me resolve this issue? Thank you.", "u1")], "figured out my issue", True, "ellipsis", ["my issue"], "I figured out my Corretto 8 Docker 'JAVA_HOME is not set' issue.", author="u1")

    t = (U, "Ubuntu 22.04 ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.", "u1")
    rec(LIBDECSYNC18, [t], JH_DECSYNC, False, SAME, [], None, author="u1")
    lend(LIBDECSYNC18, [t], JH_ENVVARS, SAME, CHARLATANO503)

    t = (U, "Error: JAVA_HOME is not set", "u1")
    g1 = "Building Bixo from the instructions at http://openbixo.org/documentation/building-bixo/, and then testing the build with \"bin/bixo crawl ....\" from http://openbixo.org/documentation/getting-started/, throws the error that JAVA_HOME is not set."
    g2 = (U, "However, \"echo $JAVA_HOME\" works fine, which in my case is /opt/java, and \"which java\" returns /opt/java/bin/java, which tallies.", "u1")
    rec(BIXO32, [t], g1, False, SAME, [], None, author="u1")
    rec(BIXO32, [t, (U, g1, "u1")], g2[1], True, "ellipsis", [], "echo $JAVA_HOME gives /opt/java and which java gives /opt/java/bin/java, yet bin/bixo crawl says JAVA_HOME is not set.", author="u1")
    # A complete first-person environment sentence naming its subject (rule 1).
    rec(BIXO32, [t, (U, g1, "u1"), g2], "I'm using Arch Linux.", False, SAME, [], None, author="u1")
    rec(BIXO32, [t, (U, g1, "u1"), g2, (U, "I'm using Arch Linux.", "u1")], "Wondering if there's any other location/configuration where i need to set JAVA_HOME?", True, "ellipsis", [], "Is there any other location or configuration where JAVA_HOME must be set for Bixo's bin/bixo?", author="u1")

    t = (U, "Error: JAVA_HOME is not set and could not be found. when executing ./prepare.sh from HiBench-master/workloads/terasort/prepare", "u1")
    h1 = "I am getting \"Error: JAVA_HOME is not set and could not be found\" when executing ./prepare.sh from path: HiBench-master/workloads/terasort/prepare"
    rec(HIBENCH195, [t], h1, False, SAME, [], None, author="u1")
    rec(HIBENCH195, [t, (U, h1, "u1")], "please suggest solution", True, "ellipsis", [], "Please suggest a solution for 'JAVA_HOME is not set and could not be found' from HiBench's terasort prepare.sh.", author="u1")
    rec(HIBENCH195, [t, (U, h1, "u1"), (U, "please suggest solution", "u1")], JH_HADOOP, False, SAME, [], None, author="u2")


# ---- PyTorch tensors split across devices: "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!" ----
TRAPHIC1 = GH + "BenMSK/trajectory_prediction_TraPHic/issues/1"
ROTOBJDET27 = GH + "XinzeLee/RotateObjectDetection/issues/27"
MANTRANET2 = GH + "RonyAbecidan/ManTraNet-pytorch/issues/2"
ADACM10 = GH + "hangyu94/Ada-CM/issues/10"
ADACM7 = GH + "hangyu94/Ada-CM/issues/7"
SACONVLSTM26 = GH + "tsugumi-sys/SA-ConvLSTM-Pytorch/pull/26"
FASTNN1 = GH + "wmyw96/FAST-NN/issues/1"
BRATS10 = GH + "cv-lee/BraTs/pull/10"
TEOCHAT10 = GH + "ermongroup/TEOChat/issues/10"
SPACYPT25 = GH + "doccano/spacy-partial-tagger/pull/25"
DIVINER1 = GH + "CapricornGuang/Diviner-Nonstationary-time-series-forecasting/issues/1"
TOOD8 = GH + "fcjian/TOOD/issues/8"
FASTSD66 = GH + "TheLastBen/fast-stable-diffusion/issues/66"
SENTANALYSIS31 = GH + "barissayil/SentimentAnalysis/issues/31"
MUSUBI754 = GH + "kohya-ss/musubi-tuner/issues/754"
HAM2POSE6 = GH + "rotem-shalev/Ham2Pose/pull/6"
DNDETR42 = GH + "IDEA-Research/DN-DETR/issues/42"
SD_ERR = "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!"
SD_FASTNN = "When I tried the real data application (`python fredmd_cross.py --idx 87`) I encountered the following error:\n\n`RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! (when checking argument for argument mat2 in method wrapper_mm)`"
SD_TEOCHAT = "TEOChat/videollava/model/llava_arch.py\", line 289, in prepare_inputs_labels_for_multimodal\n    cur_new_input_embeds = torch.cat(cur_new_input_embeds)\n                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\nRuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:1! (when checking argument for argument tensors in method wrapper_CUDA_cat)."
SD_DNDETR = "I get the following error using the inference.py code: RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0!"


def _samedevice(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!", "u1")
    a1 = (U, "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!\nHow can i solve this problem", "u1")
    rec(TRAPHIC1, [t], a1[1], True, "ellipsis", [], "How can I solve 'Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!' in trajectory_prediction_TraPHic?", author="u1")
    rec(TRAPHIC1, [t, a1], "for this kind of problem, you need to move all tensors to the CPU or GPU by using `tensor.to('cpu) or tensor.to('cuda:0')`", True, "pronoun", ["this kind of problem"], "For 'Expected all tensors to be on the same device' in TraPHic, move all tensors to the CPU or the GPU with tensor.to('cpu') or tensor.to('cuda:0').", author="u2")
    lend(TRAPHIC1, [t], SD_FASTNN, SAME, FASTNN1)
    lend(TRAPHIC1, [t, a1], SD_DNDETR, SAME, DNDETR42)

    t = (U, "'Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!'", "u1")
    b2 = (U, "I meet the same bug, how to deal with this problem?", "u2")
    rec(ROTOBJDET27, [t], SD_ERR, True, "ellipsis", [], "RotateObjectDetection fails with 'RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!'.", author="u1")
    rec(ROTOBJDET27, [t, (U, SD_ERR, "u1")], b2[1], True, "pronoun", ["the same bug", "this problem"], "I have the same RotateObjectDetection 'Expected all tensors to be on the same device' bug; how do I deal with it?", author="u2")
    rec(ROTOBJDET27, [t, (U, SD_ERR, "u1"), b2], "have you saved the problem? i met the same bug", True, "ellipsis", ["the problem", "the same bug"], "Have you solved RotateObjectDetection's 'Expected all tensors to be on the same device' error? I met the same bug.", author="u3")
    lend(ROTOBJDET27, [t], SD_TEOCHAT, SAME, TEOCHAT10)

    t = (U, "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!", "u1")
    c1 = (U, "Device = 'cuda' thrown the above error, adding cpu().detach() helped to resolve it", "u1")
    rec(MANTRANET2, [t], c1[1], True, "pronoun", ["the above error", "it"], "With Device = 'cuda', ManTraNet-pytorch throws 'Expected all tensors to be on the same device'; adding cpu().detach() resolved it.", author="u1")
    rec(MANTRANET2, [t, c1], "Thank you for having reported that error, I accept your pull request ;)", True, "pronoun", ["that error", "your pull request"], "Thanks for reporting ManTraNet-pytorch's 'Expected all tensors to be on the same device' error; the cpu().detach() pull request is accepted.", author="u2")
    lend(MANTRANET2, [t], SD_FASTNN, SAME, FASTNN1)

    t = (U, "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu", "u1")
    d1 = (U, "I had the same problem：Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu\nmain:\nlines 366 mask_ori ;\nlines 147 train_loss, train_loss_x, train_loss_u, train_loss_sim = train……；", "u1")
    d2 = (U, "Facing Same Error.\nAny suggestions!", "u2")
    rec(ADACM10, [t], d1[1], True, "ellipsis", ["the same problem"], "Ada-CM's main fails with 'Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu' at line 366 (mask_ori) and line 147 (train_loss = train(...)).", author="u1")
    rec(ADACM10, [t, d1], d2[1], True, "ellipsis", ["Same Error"], "I'm facing the same 'Expected all tensors to be on the same device' error in Ada-CM; any suggestions?", author="u2")
    rec(ADACM10, [t, d1, d2], SD_ERR, True, "ellipsis", [], "Ada-CM fails for me too with 'RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!'.", author="u3")
    lend(ADACM10, [t], SD_DNDETR, SAME, DNDETR42)

    t = (U, "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu", "u1")
    rec(ADACM7, [t], "Thanks for your excellent work! But there is something wrong when I run the code with the report: RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu! Can you tell me how to fix it? Thanks a lot!", True, "ellipsis", ["the code"], "Running Ada-CM's code reports 'RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!'; how do I fix it?", author="u1")
    lend(ADACM7, [t], SD_TEOCHAT, SAME, TEOCHAT10)

    t = (U, "Fix RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0!", "u1")
    lend(SACONVLSTM26, [t], SD_FASTNN, SAME, FASTNN1)
    lend(SACONVLSTM26, [t], SD_DNDETR, SAME, DNDETR42)

    t = (U, "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0!", "u1")
    # The command it ran and the error it got, quoted in full (ruling before df37).
    rec(FASTNN1, [t], SD_FASTNN, False, SAME, [], None, author="u1")
    rec(FASTNN1, [t, (U, SD_FASTNN, "u1")], "It is caused by the FAST model, if I remove it from the list of models, the code runs without error. Any idea what may be causing it and how to fix it? Thanks!", True, "ellipsis", ["the FAST model", "the code"], "FAST-NN's 'Expected all tensors to be on the same device' in fredmd_cross.py comes from the FAST model: without it the code runs; what causes it and how to fix it?", author="u1")

    t = (U, "Update utils.py", "u1")
    e1 = (U, "resolved RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!", "u1")
    rec(BRATS10, [t], e1[1], True, "ellipsis", [], "This BraTs utils.py update resolves 'RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!'.", author="u1")
    rec(BRATS10, [t, e1], "sry. it resolved this problem RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!   not the TypeError problem", True, "pronoun", ["it", "the TypeError problem"], "The BraTs utils.py update resolves the 'Expected all tensors to be on the same device' error, not the TypeError.", author="u1")
    lend(BRATS10, [t], SD_TEOCHAT, SAME, TEOCHAT10)

    t = (U, "Inference run-time error: Expected all tensors to be on the same device", "u1")
    f2 = (U, "I wanted to test the model (with my own images for example).", "u1")
    f3 = (U, "I followed the instructions, cloned the repos, installed the required packages. But, I have changed nothing in the code. ", "u1")
    f4 = (U, "I created a new python file (main.py) to run the inference code.", "u1")
    f6 = (U, "Sorry, that was just because I use multiple GPUs.", "u1")
    rec(TEOCHAT10, [t], f2[1], True, "ellipsis", ["the model"], "I wanted to test TEOChat's model with my own images and got 'Expected all tensors to be on the same device' at inference.", author="u1")
    rec(TEOCHAT10, [t, f2], f3[1], True, "ellipsis", ["the instructions", "the code"], "I followed TEOChat's instructions, cloned the repos and installed the required packages without changing the code, and inference still fails with 'Expected all tensors to be on the same device'.", author="u1")
    rec(TEOCHAT10, [t, f2, f3], f4[1], True, "ellipsis", ["the inference code"], "I created main.py to run TEOChat's inference code.", author="u1")
    # The traceback names the project's own file (TEOChat/videollava/model/llava_arch.py) in full (rule 1).
    rec(TEOCHAT10, [t, f2, f3, f4], SD_TEOCHAT, False, SAME, [], None, author="u1")
    rec(TEOCHAT10, [t, f2, f3, f4, (U, SD_TEOCHAT, "u1")], f6[1], True, "pronoun", ["that"], "TEOChat's 'Expected all tensors to be on the same device (cuda:0 and cuda:1)' was just because I use multiple GPUs.", author="u1")
    rec(TEOCHAT10, [t, f2, f3, f4, (U, SD_TEOCHAT, "u1"), f6], "No problem, glad you figured it out!", True, "pronoun", ["it"], "Glad you figured out TEOChat's multi-GPU 'Expected all tensors to be on the same device' error.", author="u2")

    t = (U, "Fix `expected all tensors to be on the same device`", "u1")
    g1 = (U, "Unfortunately, the current version raises a `RuntimeError: Expected all tensors to be on the same device`. This PR fixes the problem by setting device.", "u1")
    rec(SPACYPT25, [t], g1[1], True, "ellipsis", ["the current version"], "The current spacy-partial-tagger raises 'RuntimeError: Expected all tensors to be on the same device'; this PR fixes it by setting the device.", author="u1")
    rec(SPACYPT25, [t, g1], "Thank you for fixing a bug.", True, "ellipsis", ["a bug"], "Thanks for fixing spacy-partial-tagger's 'Expected all tensors to be on the same device' bug.", author="u2")

    t = (U, "why", "u1")
    rec(DIVINER1, [t], SD_ERR, True, "ellipsis", [], "Why does Diviner fail with 'RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!'?", author="u1")
    rec(DIVINER1, [t, (U, SD_ERR, "u1")], "Please provide all Error Information for convenience of location", True, "ellipsis", [], "Please provide Diviner's full error output for the 'Expected all tensors to be on the same device' error, so it can be located.", author="u2")
    lend(DIVINER1, [t], SD_DNDETR, SAME, DNDETR42)

    t = (U, "RuntimeError", "u1")
    rec(TOOD8, [t], "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:2 and cuda:0!", True, "ellipsis", [], "TOOD fails with 'RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:2 and cuda:0!'.", author="u1")
    lend(TOOD8, [t], SD_FASTNN, SAME, FASTNN1)

    t = (U, "Get fatal \"Expected all tensors to be on the same device...\" error when using trained model", "u1")
    h1 = (U, "When I try to use automatic1111 with the trained model (original model works okay) I get this:\n\n`RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! (when checking argument for argument index in method wrapper__index_select)`", "u1")
    h2 = (U, "Anyone know what I'm doing wrong?", "u1")
    rec(FASTSD66, [t], h1[1], True, "ellipsis", ["the trained model"], "Using the model I trained with fast-stable-diffusion in automatic1111 (the original model works) gives 'Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0!'.", author="u1")
    rec(FASTSD66, [t, h1], h2[1], True, "ellipsis", [], "What am I doing wrong when my fast-stable-diffusion trained model fails in automatic1111 with 'Expected all tensors to be on the same device'?", author="u1")
    rec(FASTSD66, [t, h1, h2], "Nevermind.  Apparently when I copied the model it turned into a 0 byte file, somehow...?  Once I replaced it with a valid copy, all worked as expected.", True, "ellipsis", ["the model"], "My fast-stable-diffusion trained model had become a 0-byte file when copied; a valid copy fixed the 'Expected all tensors to be on the same device' error.", author="u1")

    t = (U, "RuntimeError", "u1")
    i1 = (U, "Hi, when I uncommented the choosing device part and tried to execute the analize.py, I received runtime error, it seems some of the tensors are still on cpu.", "u1")
    i2 = (U, "\t# device = torch.device(\"cuda:0\" if torch.cuda.is_available() else \"cpu\")\n\t# model = model.to(device)\n\"\nRuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu! (when checking argument for argument index in method wrapper__index_select)\n\"", "u1")
    i3 = (U, "So do you know how to solve this?", "u1")
    rec(SENTANALYSIS31, [t], i1[1], True, "ellipsis", ["the choosing device part", "the analize.py"], "When I uncomment the device selection in SentimentAnalysis' analyze.py and run it, I get a RuntimeError: some tensors seem to stay on the CPU.", author="u1")
    rec(SENTANALYSIS31, [t, i1], i2[1], True, "ellipsis", [], "With device = torch.device('cuda:0') and model.to(device) uncommented, SentimentAnalysis fails with 'Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu! (wrapper__index_select)'.", author="u1")
    rec(SENTANALYSIS31, [t, i1, i2], i3[1], True, "pronoun", ["this"], "How do I solve SentimentAnalysis' 'Expected all tensors to be on the same device' after moving the model to cuda:0?", author="u1")
    rec(SENTANALYSIS31, [t, i1, i2, i3], "Hi, I just released a new version which fixes this.", True, "pronoun", ["this"], "A new SentimentAnalysis release fixes its 'Expected all tensors to be on the same device' error on GPU.", author="u2")

    t = (U, "'RuntimeError: Expected all tensors to be on the same device' with HyVideo 1.5", "u1")
    j1 = (U, "It seems with --text_encoder_cpu, the contexts need to be sent to the device before inference!", "u1")
    rec(MUSUBI754, [t], j1[1], True, "ellipsis", ["the contexts"], "With musubi-tuner's --text_encoder_cpu, HyVideo 1.5's text contexts need to be sent to the device before inference.", author="u1")
    rec(MUSUBI754, [t, j1], "Thank you for reporting! Fixed in #768 :)", True, "ellipsis", [], "musubi-tuner's HyVideo 1.5 'Expected all tensors to be on the same device' with --text_encoder_cpu is fixed in #768.", author="u2")

    t = (U, "Error fix for \"Expected all tensors to be on the same device\"", "u1")
    rec(HAM2POSE6, [t], "Fix for \n```\nRuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! (when checking argument for argument mat2 in method wrapper_CUDA_mm)\n```", True, "ellipsis", [], "This Ham2Pose PR fixes 'RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! (wrapper_CUDA_mm)'.", author="u1")
    lend(HAM2POSE6, [t], SD_TEOCHAT, SAME, TEOCHAT10)

    t = (U, "Dear Sir And Madam", "u1")
    # Names the script it ran (inference.py) and quotes the error in full (ruling before df37).
    rec(DNDETR42, [t], SD_DNDETR, False, SAME, [], None, author="u1")
    rec(DNDETR42, [t, (U, SD_DNDETR, "u1")], "When I debug, I get the following result:input = {devic:'cuda:0'},weight = device : cpu", True, "ellipsis", [], "Debugging DN-DETR's inference.py device error shows the input on cuda:0 but the weight on cpu.", author="u1")


# ---- git blocked by firewalls and proxies: "ssh: connect to host github.com port 22: Connection timed out", "Failed to connect to github.com port 443", SSH over port 443, https instead of git:// ----
TANGO25 = GH + "ML-TANGO/TANGO/issues/25"
WOCTUT25 = GH + "woc-hack/tutorial/issues/25"
CYBERPANEL305 = GH + "usmannasir/cyberpanel/issues/305"
DAISY497 = GH + "elixir-luxembourg/daisy/issues/497"
GHDEVSEPT454 = GH + "githubteacher/github-for-developers-sept-2015/issues/454"
GHSCHOOL2585 = GH + "githubschool/on-demand-github-pages/issues/2585"
FLUFFY22 = GH + "githubteacher/fluffy-octo-guacamole/issues/22"
FLUFFY21 = GH + "githubteacher/fluffy-octo-guacamole/issues/21"
SEARCHKITSTART12 = GH + "searchkit/searchkit-starter-app/pull/12"
RETROSMC26 = GH + "mcobit/retrosmc/pull/26"
GVM4 = GH + "moovweb/gvm/pull/4"
COZYIDX1 = GH + "cozy/cozy-data-indexer/issues/1"
GIFT39 = GH + "notatestuser/gift/issues/39"
GP_TANGO = "If you experiened following errors\n```\n$ git push\nssh: connect to host github.com port 22: Connection timed out\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\n```"
GP_443 = "HTTPS uses port 443 which is very rarely blocked or restricted by firewalls/proxies."
GP_9418 = "Some firewalls block port 9418 (the default of git+ssh)"
GP_DIRECT = "git works fine for a direct connection to the internet."
GP_FLUFFY = "C:\\Users\\U453949\\Desktop\\GitHub> git clone git@github.com:githubteacher\\fluffy.o\ncto-guacomole.git\nCloning into 'fluffy.octo-guacomole'...\nssh: connect to host github.com port 22: Connection timed out\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights"


def _blockedgit(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Connection time out to github with ssh", "u1")
    a2 = (U, "Just run the followig command \n```\n$ ssh -T -p 443 git@ssh.github.com\nThe authenticity of host '[ssh.github.com]:443 ([20.200.245.248]:443)' can't be established.\nAre you sure you want to continue connecting (yes/no/[fingerprint])? yes\nHi hongsoog! You've successfully authenticated, but GitHub does not provide shell access.\n```", "u1")
    # The command it ran and the error it got, quoted in full (ruling before df37).
    rec(TANGO25, [t], GP_TANGO, False, SAME, [], None, author="u1")
    rec(TANGO25, [t, (U, GP_TANGO, "u1")], a2[1], True, "ellipsis", [], "To get past 'ssh: connect to host github.com port 22: Connection timed out' when pushing TANGO, run ssh -T -p 443 git@ssh.github.com and accept the host key.", author="u1")
    rec(TANGO25, [t, (U, GP_TANGO, "u1"), a2], "Please refer to the following troubleshooting article for details on this :\n*[Using SSH over the HTTPS port](https://docs.github.com/en/authentication/troubleshooting-ssh/using-ssh-over-the-https-port)", True, "pronoun", ["this"], "GitHub's troubleshooting article 'Using SSH over the HTTPS port' explains the workaround for SSH to github.com timing out on port 22.", author="u1")
    lend(TANGO25, [t], GP_443, SAME, RETROSMC26)

    t = (U, "Connection timeout", "u1")
    b1 = "Hello:\n    I'm running the following command to get all commits to a project\necho 'project_name' | ~/lookup/getValues -f P2fb | cut -d\\; -f2 | ~/lookup/getValues -f b2c > b2c.tmp; "
    b2 = (U, "I'm getting the \n\"ssh: connect to host da5 port 22: Connection timed out\"\nerror.", "u1")
    b3 = (U, "It seems to be some connection error, is there a way to fix this?", "u1")
    b4 = (A, "ssh for da5 is on port 443", "u2")
    b5 = (A, "Try the latest version of lookup (git pull) and let me know if it works", "u2")
    # A complete first-person sentence naming the command it runs (rule 1, the quoted-command ruling).
    rec(WOCTUT25, [t], b1, False, SAME, [], None, author="u1")
    rec(WOCTUT25, [t, (U, b1, "u1")], b2[1], True, "ellipsis", [], "Running World of Code's lookup getValues pipeline I get 'ssh: connect to host da5 port 22: Connection timed out'.", author="u1")
    rec(WOCTUT25, [t, (U, b1, "u1"), b2], b3[1], True, "pronoun", ["this"], "World of Code's lookup gets 'ssh: connect to host da5 port 22: Connection timed out'; is there a way to fix this connection error?", author="u1")
    # A fact naming its subject in full (ruling before df36).
    rec(WOCTUT25, [t, (U, b1, "u1"), b2, b3], b4[1], False, SAME, [], None, author="u2")
    rec(WOCTUT25, [t, (U, b1, "u1"), b2, b3, b4], b5[1], True, "ellipsis", [], "Try the latest version of World of Code's lookup (git pull), which reaches da5's SSH on port 443, and say if the timeout is gone.", author="u2")
    rec(WOCTUT25, [t, (U, b1, "u1"), b2, b3, b4, b5], "Hi Audris:\n    It seems to be working now! Will let you know if the same problem happen again!\n    Thank you very much!", True, "ellipsis", ["the same problem"], "The latest World of Code lookup works now without the da5 port 22 timeout.", author="u1")

    t = (U, "Issue with Manage Github", "u1")
    c1 = "I installed Git in one of my \"public_html\" folder and initialized my first commit till this point everything is ok."
    c2 = (U, "But when i try to push my commit to my private repo it give me this error:-\n\n**ssh: connect to host github.com port 22: Connection timed out\nfatal: Could not read from remote repository.**", "u1")
    c4 = (A, "@jsahani please use the new git manager using this guide instead of older git installation using the following guides\nhttps://cyberpanel.net/docs/how-to-use-git-manager-in-cyberpanel/", "u2")
    c5 = (U, "Hey, I'm using this method only on v2.0 but its was not working and still not working.\nSo i did some RND and found the solution.", "u1")
    # A complete first-person sentence about the user's own folder and commit (rule 1; ruling before df37).
    rec(CYBERPANEL305, [t], c1, False, SAME, [], None, author="u1")
    rec(CYBERPANEL305, [t, (U, c1, "u1")], c2[1], True, "ellipsis", [], "Pushing my commit from CyberPanel's Manage Github to my private repo fails with 'ssh: connect to host github.com port 22: Connection timed out'.", author="u1")
    rec(CYBERPANEL305, [t, (U, c1, "u1"), c2], "Please advice.", True, "ellipsis", [], "Please advise on CyberPanel's Manage Github push timing out on port 22.", author="u1")
    rec(CYBERPANEL305, [t, (U, c1, "u1"), c2], c4[1], True, "ellipsis", ["the new git manager"], "Use CyberPanel's new Git manager (https://cyberpanel.net/docs/how-to-use-git-manager-in-cyberpanel/) instead of the older Git installation.", author="u2")
    rec(CYBERPANEL305, [t, (U, c1, "u1"), c2, c4], c5[1], True, "pronoun", ["this method"], "CyberPanel 2.0's new Git manager still doesn't push past the port 22 timeout, but I found a solution.", author="u1")
    rec(CYBERPANEL305, [t, (U, c1, "u1"), c2, c4, c5], "$ # Override SSH settings\n$ vim ~/.ssh/config\n```\n# Add section below to it\nHost github.com\n  Hostname ssh.github.com\n  Port 443\n```", True, "ellipsis", [], "To push from CyberPanel when port 22 times out, add 'Host github.com / Hostname ssh.github.com / Port 443' to ~/.ssh/config.", author="u1")

    t = (U, "git clone issue", "u1")
    d1 = (U, "**Describe the bug (current behaviour)**\nCannot clone the repo ", "u1")
    d2 = "**To reproduce**\n\n```\nplieby@dsw-demo:~$ git clone git@github.com:elixir-luxembourg/daisy.git\nCloning into 'daisy'...\nssh: connect to host github.com port 22: Connection timed out\nfatal: Could not read from remote repository.\n```"
    d3 = (U, "**Environment:**\n```\nplieby@dsw-demo:~$ uname -a\nLinux dsw-demo 5.15.0-91-generic #101-Ubuntu SMP Tue Nov 14 13:30:08 UTC 2023 x86_64 x86_64 x86_64 GNU/Linux\n```", "u1")
    d4 = (A, "Based on this line `ssh: connect to host github.com port 22: Connection timed out`, it may be related to github itself and not this repo in particular.", "u2")
    rec(DAISY497, [t], d1[1], True, "ellipsis", ["the repo"], "I cannot clone the elixir-luxembourg/daisy repository.", author="u1")
    rec(DAISY497, [t, d1], d2, False, SAME, [], None, author="u1")
    # An environment block leans on the thread (rule 6).
    rec(DAISY497, [t, d1, (U, d2, "u1")], d3[1], True, "ellipsis", [], "Cloning daisy over SSH times out on Ubuntu Linux 5.15.0-91-generic x86_64.", author="u1")
    rec(DAISY497, [t, d1, (U, d2, "u1"), d3], d4[1], True, "pronoun", ["this line", "this repo"], "'ssh: connect to host github.com port 22: Connection timed out' when cloning daisy may be related to GitHub itself, not the daisy repository.", author="u2")
    rec(DAISY497, [t, d1, (U, d2, "u1"), d3, d4], "Is cloning other repositories via ssh working for you?", True, "ellipsis", ["other repositories"], "Does cloning repositories other than daisy over SSH work for you, or do they also time out on port 22?", author="u2")
    lend(DAISY497, [t], GP_9418, SAME, GVM4)

    t = (U, "unable to clone in the git bash", "u1")
    e1 = "BClardy@BCLARDY3 MINGW64 ~\n$ git clone https://github.com/githubteacher/github-for-developers-sept-2015.gi\nt\nCloning into 'github-for-developers-sept-2015'...\nfatal: unable to access 'https://github.com/githubteacher/github-for-developers-\nsept-2015.git/': Failed to connect to github.com port 443: Timed out"
    e3 = (A, "Try:\n\nssh -T -p 443 git@ssh.github.com\n\nhttps://help.github.com/articles/using-ssh-over-the-https-port", "u3")
    e4 = (A, "If that fails update the http.proxy key as doc'ed here:\n\nhttp://stackoverflow.com/questions/18356502/github-failed-to-connect-to-github-443-windows-failed-to-connect-to-github", "u3")
    rec(GHDEVSEPT454, [t], e1, False, SAME, [], None, author="u1")
    rec(GHDEVSEPT454, [t, (U, e1, "u1")], ":+1:", True, "ellipsis", [], "I also can't clone in Git Bash: 'Failed to connect to github.com port 443: Timed out'.", author="u2")
    rec(GHDEVSEPT454, [t, (U, e1, "u1"), (U, ":+1:", "u2")], e3[1], True, "ellipsis", [], "For git clone timing out on github.com port 443 in Git Bash, try ssh -T -p 443 git@ssh.github.com (SSH over the HTTPS port).", author="u3")
    rec(GHDEVSEPT454, [t, (U, e1, "u1"), (U, ":+1:", "u2"), e3], e4[1], True, "pronoun", ["that"], "If SSH over port 443 fails for the Git Bash clone timeout, set git's http.proxy key as the StackOverflow answer shows.", author="u3")
    rec(GHDEVSEPT454, [t, (U, e1, "u1"), (U, ":+1:", "u2"), e3, e4], "@BFCIV let us know if @saranicole's solution doesn't work for some reason, but I expect that's what you need to do. (Thanks @saranicole!)", True, "ellipsis", ["@saranicole's solution"], "Tell us if SSH over port 443 or setting http.proxy doesn't fix the Git Bash clone timeout.", author="u4")
    lend(GHDEVSEPT454, [t], GP_DIRECT, SAME, RETROSMC26)

    t = (U, "I need help", "u1")
    f1 = "git clone https://github.com/rathor08/Assignment2.git\nCloning into 'Assignment2'...\nfatal: unable to access 'https://github.com/rathor08/Assignment2.git/': Failed to connect to 10.10.78.62 port 3128: Connection timed out"
    rec(GHSCHOOL2585, [t], f1, False, SAME, [], None, author="u1")
    rec(GHSCHOOL2585, [t, (U, f1, "u1")], "Solved: use git clone git://github.com/rathor08/Assignment2.git", True, "ellipsis", [], "The proxy timeout cloning rathor08/Assignment2 over HTTPS was solved by cloning with git://github.com/rathor08/Assignment2.git.", author="u1")
    lend(GHSCHOOL2585, [t], GP_TANGO, SAME, TANGO25)

    t = (U, "Can't clone", "u1")
    g2 = (U, "same for me", "u2")
    g3 = (A, "use http not ssh", "u3")
    g4 = "git clone https://github.com/githubteacher/fluffy-octo-guacamole.git\nCloning into 'fluffy-octo-guacamole'...\nfatal: unable to access 'https://github.com/githubteacher/fluffy-octo-guacamole.git/': The requested URL returned error: 503"
    rec(FLUFFY22, [t], GP_FLUFFY, False, SAME, [], None, author="u1")
    rec(FLUFFY22, [t, (U, GP_FLUFFY, "u1")], g2[1], True, "ellipsis", [], "Cloning fluffy-octo-guacamole over SSH times out on port 22 for me too.", author="u2")
    rec(FLUFFY22, [t, (U, GP_FLUFFY, "u1"), g2], g3[1], True, "ellipsis", [], "Clone fluffy-octo-guacamole over HTTP(S), not SSH, when port 22 times out.", author="u3")
    rec(FLUFFY22, [t, (U, GP_FLUFFY, "u1"), g2, g3], g4, False, SAME, [], None, author="u2")
    rec(FLUFFY22, [t, (U, GP_FLUFFY, "u1"), g2, g3, (U, g4, "u2")], "I tried both", True, "ellipsis", [], "Cloning fluffy-octo-guacamole fails for me over both SSH and HTTPS.", author="u1")
    rec(FLUFFY22, [t, (U, GP_FLUFFY, "u1"), g2, g3, (U, g4, "u2"), (U, "I tried both", "u1")], "👋 hi folks! First, try cloning with HTTPS. If that doesn't work an you happen to be behind a company firewall, you can set a proxy server using `git config --global http.proxy <your-proxy>`", True, "ellipsis", [], "To clone fluffy-octo-guacamole, first try HTTPS; behind a company firewall, set a proxy with git config --global http.proxy <your-proxy>.", author="u4")

    t = (U, "can't clone into fluffy-ocoto-guacamole", "u1")
    h1 = "h:\\>git clone git@github.com:githubteacher/fluffy-octo-guacamole.git\nCloning into 'fluffy-octo-guacamole'...\nssh: connect to host github.com port 22: Connection timed out\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists."
    h2 = (A, "@ifemi99 Are you using the Allstate proxy, or do you have another proxy set up that you know of?", "u2")
    rec(FLUFFY21, [t], h1, False, SAME, [], None, author="u1")
    rec(FLUFFY21, [t, (U, h1, "u1")], h2[1], True, "ellipsis", [], "For the fluffy-octo-guacamole clone timing out on port 22: are you using the Allstate proxy, or another proxy you know of?", author="u2")
    # An answer in a complete sentence naming its own subject (ruling before df36).
    rec(FLUFFY21, [t, (U, h1, "u1"), h2], "I'm using Allstate Proxy and I'll contact Theodore", False, SAME, [], None, author="u1")

    t = (U, "https for git clone from github works better", "u1")
    # The output names what it clones (searchkit-starter-app) and the error in full (rule 1).
    rec(SEARCHKITSTART12, [t], "Cloning into 'searchkit-starter-app'...\nssh: connect to host github.com port 22: Connection timed out\nfatal: Could not read from remote repository.", False, SAME, [], None, author="u1")
    lend(SEARCHKITSTART12, [t], GP_443, SAME, RETROSMC26)
    lend(SEARCHKITSTART12, [t], GP_9418, SAME, GVM4)

    t = (U, "Change git clone from git:// to https://", "u1")
    i2 = (U, "However problems occur when using behind a proxy/firewall.", "u1")
    i3 = (U, "Utilizing https:// would help alleviate this problem.", "u1")
    # General claims naming their subject (ruling before df36).
    rec(RETROSMC26, [t], GP_DIRECT, False, SAME, [], None, author="u1")
    rec(RETROSMC26, [t, (U, GP_DIRECT, "u1")], i2[1], True, "ellipsis", [], "retrosmc's git:// clones run into problems behind a proxy or firewall.", author="u1")
    rec(RETROSMC26, [t, (U, GP_DIRECT, "u1"), i2], i3[1], True, "pronoun", ["this problem"], "Cloning with https:// would help retrosmc's git clones work behind a proxy or firewall.", author="u1")
    rec(RETROSMC26, [t, (U, GP_DIRECT, "u1"), i2, i3], GP_443, False, SAME, [], None, author="u1")
    rec(RETROSMC26, [t, (U, GP_DIRECT, "u1"), i2, i3, (U, GP_443, "u1")], "I have just ran the script on my Pi3 behind a proxy. With the old revision I got a connection refused error from github, with https it has gone straight through.", True, "ellipsis", ["the script", "the old revision"], "I ran the retrosmc install script on my Pi 3 behind a proxy: the git:// revision got connection refused from GitHub, the https:// one went straight through.", author="u1")

    t = (U, "Use HTTPS instead of SSH when downloading the git repo", "u1")
    rec(GVM4, [t], GP_9418, False, SAME, [], None, author="u1")
    lend(GVM4, [t], GP_DIRECT, SAME, RETROSMC26)

    t = (U, "Would it be possible to use https to clone git to avoid opening git port", "u1")
    j1 = "I configured my firewall to open only a limited set of port so by default git 9418 is not open by default"
    rec(COZYIDX1, [t], j1, False, SAME, [], None, author="u1")
    rec(COZYIDX1, [t, (U, j1, "u1")], "It could be better to use the https url to clone the git repo so we don't have to open a new port", True, "ellipsis", ["the git repo"], "cozy-data-indexer's install could clone its git repository by the https URL so no new firewall port (9418) has to be opened.", author="u1")
    lend(COZYIDX1, [t], GP_TANGO, SAME, TANGO25)

    t = (U, "clone timing out behind firewall", "u1")
    k1 = (U, "When I am behind a firewall, the clone operation times out:", "u1")
    k2 = (U, "Error: Command failed: Cloning into 'my-project'...\nfatal: unable to connect to github.com:\ngithub.com[0: 192.30.252.129]: errno=Operation timed out", "u1")
    rec(GIFT39, [t], k1[1], True, "ellipsis", ["the clone operation"], "Behind a firewall, gift's clone operation times out.", author="u1")
    rec(GIFT39, [t, k1], k2[1], True, "ellipsis", [], "gift's clone behind a firewall fails with 'fatal: unable to connect to github.com: errno=Operation timed out'.", author="u1")
    # Names gift and quotes the setting it asks about; "this" points inside the message (rule 2).
    rec(GIFT39, [t, k1, k2], "Am I able to configure gift to do something like this?\ngit config --global url.\"https://github.com\".insteadOf git://github.com", False, SELF, [], None, author="u1")
    lend(GIFT39, [t], GP_443, SAME, RETROSMC26)


# ---- Android builds with one class in two dependencies: "Duplicate class X found in modules A and B", checkDebugDuplicateClasses, kotlin-stdlib-jdk8 ----
PARSERNG2 = GH + "gbenroscience/parserng-android/issues/2"
SYMDEMO1 = GH + "jumpmindinc/symmetric-android-client-demo/issues/1"
CHECKNEWVER8 = GH + "jrvansuita/CheckNewAppVersionAvailable/issues/8"
SCREENSHOT221 = GH + "facebook/screenshot-tests-for-android/issues/221"
COLORMATH45 = GH + "ajalt/colormath/issues/45"
PKTS133 = GH + "aboutsip/pkts/issues/133"
SYSALERT115 = GH + "pvsvamsi/SystemAlertWindow/issues/115"
BGDOWNLOADER26 = GH + "781flyingdutchman/background_downloader/issues/26"
MOBSCANNER957 = GH + "juliansteenbakker/mobile_scanner/issues/957"
KONNECTION2 = GH + "TM-Apps/konnection/issues/2"
PLUSPLUG2614 = GH + "fluttercommunity/plus_plugins/issues/2614"
PLUSPLUG2151 = GH + "fluttercommunity/plus_plugins/issues/2151"
WOOLLY15 = GH + "outadoc/woolly-app/pull/15"
DC_PARSERNG = "Duplicate class com.google.gson.internal.bind.TreeTypeAdapter$SingleTypeFactory found in modules jetified-gson-2.8.6 (com.google.code.gson:gson:2.8.6) and jetified-parserng-android-0.1.1-runtime (com.github.gbenroscience:parserng-android:0.1.1)\nDuplicate class com.google.gson.internal.bind.TypeAdapterRuntimeTypeWrapper found in modules jetified-gson-2.8.6 (com.google.code.gson:gson:2.8.6) and jetified-parserng-android-0.1.1-runtime (com.github.gbenroscience:parserng-android:0.1.1)"
DC_VANSUITA = "Duplicate class **com.vansuita.library.BuildConfig** found in modules classes.jar (com.github.jrvansuita:**CheckNewAppVersionAvailable**:v1.0.0) and classes.jar (com.github.jrvansuita:**IconHandler**:v2.0.0)"
DC_GRADLE = "```shell\norg.gradle.execution.taskgraph.DefaultTaskExecutionGraph$BuildOperationAwareExecutionAction.execute(DefaultTaskExecutionGraph.java:302)\n[        ]      at org.gradle.execution.plan.DefaultPlanExecutor$ExecutorWorker.execute(DefaultPlanExecutor.java:462)\n[        ]      at org.gradle.execution.plan.DefaultPlanExecutor$ExecutorWorker.run(DefaultPlanExecutor.java:379)\n[        ]      at org.gradle.execution.plan.DefaultPlanExecutor.process(DefaultPlanExecutor.java:115)\n```"
DC_PKTS = "Duplicate class com.google.polo.pairing.HexDump found in modules jetified-pkts-buffers-3.0.9 (io.pkts:pkts-buffers:3.0.9) and jetified-pkts-core-3.0.9 (io.pkts:pkts-core:3.0.9)"
DC_KOTLIN = "Execution failed for task ':app:checkDebugDuplicateClasses'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.CheckDuplicatesRunnable\n   > Duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt found in modules jetified-kotlin-stdlib-1.8.10 (org.jetbrains.kotlin:kotlin-stdlib:1.8.10) and jetified-kotlin-stdlib-jdk8-1.7.10 (org.jetbrains.kotlin:kotlin-stdlib-jdk8:1.7.10)"


def _duplicateclass(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Build Fails from Duplicate Class", "u1")
    # The build output names the library it comes from (parserng-android 0.1.1) in full (rule 1).
    rec(PARSERNG2, [t], DC_PARSERNG, False, SAME, [], None, author="u1")
    lend(PARSERNG2, [t], DC_VANSUITA, SAME, CHECKNEWVER8)
    lend(PARSERNG2, [t], DC_GRADLE, SAME, PLUSPLUG2614)

    t = (U, "Duplicate class found", "u1")
    rec(SYMDEMO1, [t], "my project build output:", True, "ellipsis", [], "My project's build output with symmetric-android-client-demo fails with 'Duplicate class ... found in modules'.", author="u1")
    lend(SYMDEMO1, [t], DC_PARSERNG, SAME, PARSERNG2)
    lend(SYMDEMO1, [t], DC_PKTS, SAME, PKTS133)

    t = (U, "Duplicate Class if use two yours Library..", "u1")
    rec(CHECKNEWVER8, [t], DC_VANSUITA, False, SAME, [], None, author="u1")
    lend(CHECKNEWVER8, [t], DC_PARSERNG, SAME, PARSERNG2)

    t = (U, "[Build Error] Duplicate class", "u1")
    b1 = "There are similar classes in different modules and gradle can't complete the build with multiple specific errors like:\n`Duplicate class android.support.coreui.R$bool found in modules jetified-core-0.9.0.jar (com.facebook.testing.screenshot:core:0.9.0) and jetified-layout-hierarchy-common-0.9.0.jar (com.facebook.testing.screenshot:layout-hierarchy-common:0.9.0)`"
    # The error names the library's own modules (com.facebook.testing.screenshot) in full (rule 1).
    rec(SCREENSHOT221, [t], b1, False, SAME, [], None, author="u1")
    # An issue number the history never named; what is a dupe is left out (ruling before df37).
    rec(SCREENSHOT221, [t, (U, b1, "u1")], "Dupe of #217", True, "ellipsis", [], "screenshot-tests-for-android's 'Duplicate class android.support.coreui.R$bool' build error is a duplicate of issue #217.", author="u2")
    lend(SCREENSHOT221, [t], DC_KOTLIN, SAME, SYSALERT115)

    t = (U, "Duplicate class error when using multiple android extensions", "u1")
    c1 = (U, "I get the following build error when I'm using multiple of the Android extension libraries:", "u1")
    c2 = "> Duplicate class com.github.ajalt.colormath.BuildConfig found in modules colormath-ext-android-colorint-release-runtime (com.github.ajalt.colormath:colormath-ext-android-colorint-android:3.3.2) and colormath-ext-jetpack-compose-release-runtime (com.github.ajalt.colormath:colormath-ext-jetpack-compose-android:3.3.2)"
    rec(COLORMATH45, [t], c1[1], True, "ellipsis", ["the Android extension libraries"], "I get a duplicate class build error when using several of colormath's Android extension libraries together.", author="u1")
    rec(COLORMATH45, [t, c1], c2, False, SAME, [], None, author="u1")
    rec(COLORMATH45, [t, c1, (U, c2, "u1")], "This is due to using the same `android.namespace` value in the gradle build script for those extensions", True, "pronoun", ["This", "those extensions"], "colormath's duplicate BuildConfig class comes from its Android extensions using the same android.namespace value in their Gradle build scripts.", author="u1")
    lend(COLORMATH45, [t], DC_PKTS, SAME, PKTS133)

    t = (U, "Duplicate class com.google.polo.pairing.HexDump in pkts-buffers & pkts-core in version 3.0.9", "u1")
    d1 = (U, "#132 Introduced the same class into 2 different modules which is causing the following error when used in an android build.", "u1")
    d3 = (A, "ah, shit. I'm an idiot. Will fix later today...", "u2")
    rec(PKTS133, [t], d1[1], True, "ellipsis", ["the same class"], "pkts #132 put com.google.polo.pairing.HexDump into both pkts-buffers and pkts-core, causing a duplicate class error in Android builds.", author="u1")
    rec(PKTS133, [t, d1], DC_PKTS, False, SAME, [], None, author="u1")
    rec(PKTS133, [t, d1, (U, DC_PKTS, "u1")], d3[1], True, "ellipsis", [], "The pkts maintainer will fix the duplicate HexDump class in pkts-buffers and pkts-core 3.0.9 later today.", author="u2")
    rec(PKTS133, [t, d1, (U, DC_PKTS, "u1"), d3], "@ibevilinc if you don't mind, please review this: https://github.com/aboutsip/pkts/pull/134", True, "pronoun", ["this"], "Please review https://github.com/aboutsip/pkts/pull/134, the fix for the duplicate HexDump class in pkts-buffers and pkts-core.", author="u2")

    t = (U, "Execution failed for task ':app:checkDebugDuplicateClasses'.", "u1")
    # A Gradle log naming only ':app' and the Kotlin stdlib modules: its subject is the thread's build with SystemAlertWindow (rule 1).
    rec(SYSALERT115, [t], "* What went wrong:\n" + DC_KOTLIN, True, "ellipsis", [], "Building an app with SystemAlertWindow fails in ':app:checkDebugDuplicateClasses': duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt in kotlin-stdlib 1.8.10 and kotlin-stdlib-jdk8 1.7.10.", author="u1")
    lend(SYSALERT115, [t], DC_VANSUITA, SAME, CHECKNEWVER8)

    t = (U, "Execution failed for task ':app:checkLaunchDebugDuplicateClasses'.", "u1")
    rec(BGDOWNLOADER26, [t], "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:checkLaunchDebugDuplicateClasses'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.CheckDuplicatesRunnable\n   > Duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt found in modules jetified-kotlin-stdlib-1.8.0 (org.jetbrains.kotlin:kotlin-stdlib:1.8.0) and jetified-kotlin-stdlib-jdk8-1.7.20 (org.jetbrains.kotlin:kotlin-stdlib-jdk8:1.7.20)", True, "ellipsis", [], "Building an app with background_downloader fails in ':app:checkLaunchDebugDuplicateClasses': duplicate kotlin.collections.jdk8 classes in kotlin-stdlib 1.8.0 and kotlin-stdlib-jdk8 1.7.20.", author="u1")
    lend(BGDOWNLOADER26, [t], DC_PARSERNG, SAME, PARSERNG2)
    lend(BGDOWNLOADER26, [t], DC_GRADLE, SAME, PLUSPLUG2614)

    t = (U, "Error when building app:checkDebugDuplicateClasses", "u1")
    rec(MOBSCANNER957, [t], "* What went wrong:\nExecution failed for task ':app:checkDebugDuplicateClasses'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.CheckDuplicatesRunnable\n   > Duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt found in modules jetified-kotlin-stdlib-1.8.22 (org.jetbrains.kotlin:kotlin-stdlib:1.8.22) and jetified-kotlin-stdlib-jdk8-1.7.10 (org.jetbrains.kotlin:kotlin-stdlib-jdk8:1.7.10)", True, "ellipsis", [], "Building an app with mobile_scanner fails in ':app:checkDebugDuplicateClasses': duplicate kotlin.collections.jdk8 classes in kotlin-stdlib 1.8.22 and kotlin-stdlib-jdk8 1.7.10.", author="u1")
    lend(MOBSCANNER957, [t], DC_PKTS, SAME, PKTS133)

    t = (U, "checkDebugDuplicateClasses: Build is failing after adding dependency to commonMain", "u1")
    e2 = (U, "Below is the error message I'm getting after adding a dependency to commonMain. Any ideas how to resolve it?", "u1")
    rec(KONNECTION2, [t], e2[1], True, "ellipsis", ["a dependency"], "After adding konnection as a commonMain dependency, checkDebugDuplicateClasses fails; any ideas how to resolve it?", author="u1")
    rec(KONNECTION2, [t, e2], "```\nExecution failed for task ':androidApp:checkDebugDuplicateClasses'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.CheckDuplicatesRunnable\n   > Duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt found in modules kotlin-stdlib-1.8.0 (org.jetbrains.kotlin:kotlin-stdlib:1.8.0) and kotlin-stdlib-jdk8-1.7.21 (org.jetbrains.kotlin:kotlin-stdlib-jdk8:1.7.21)\n```", True, "ellipsis", [], "After adding konnection to commonMain, ':androidApp:checkDebugDuplicateClasses' fails: duplicate kotlin.collections.jdk8 classes in kotlin-stdlib 1.8.0 and kotlin-stdlib-jdk8 1.7.21.", author="u1")
    lend(KONNECTION2, [t], DC_VANSUITA, SAME, CHECKNEWVER8)

    t = (U, "[Bug]: Execution failed for task ':app:checkDebugDuplicateClasses'.", "u1")
    # Stack frames naming the tool they come from (org.gradle) in full (rule 1).
    rec(PLUSPLUG2614, [t], DC_GRADLE, False, SAME, [], None, author="u1")
    lend(PLUSPLUG2151, [t], DC_KOTLIN, SAME, SYSALERT115)
    lend(PLUSPLUG2151, [t], DC_PARSERNG, SAME, PARSERNG2)

    t = (U, "fix(build): fix duplicate class on android", "u1")
    lend(WOOLLY15, [t], DC_KOTLIN, SAME, SYSALERT115)
    lend(WOOLLY15, [t], DC_GRADLE, SAME, PLUSPLUG2614)



# ==== part 2 (helper cdf2, thirty-third pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# wireless earbuds: AirPods battery on Linux, Galaxy Buds on the desktop
P2_BLUEZ260 = P2_GH + "bluez/bluez/issues/260"
P2_BHBL72 = P2_GH + "TheWeirdDev/Bluetooth_Headset_Battery_Level/issues/72"
P2_BHBL97 = P2_GH + "TheWeirdDev/Bluetooth_Headset_Battery_Level/issues/97"
P2_KAIR4 = P2_GH + "can1357/kAirPods/issues/4"
P2_ACAB1 = P2_GH + "AngCosmin/airpods-battery/issues/1"
P2_APD71 = P2_GH + "SpriteOvO/AirPodsDesktop/issues/71"
P2_GBBI36 = P2_GH + "MichalW/gnome-bluetooth-battery-indicator/issues/36"
P2_GBC191 = P2_GH + "timschneeb/GalaxyBudsClient/issues/191"
P2_GBC122 = P2_GH + "timschneeb/GalaxyBudsClient/issues/122"
P2_GBC27 = P2_GH + "timschneeb/GalaxyBudsClient/issues/27"

# game controllers: Nintendo Joy-Cons on Linux and Windows drivers
P2_JCD179 = P2_GH + "DanielOgorchock/joycond/issues/179"
P2_JCD154 = P2_GH + "DanielOgorchock/joycond/issues/154"
P2_JCD107 = P2_GH + "DanielOgorchock/joycond/issues/107"
P2_RJC39 = P2_GH + "riking/joycon/issues/39"
P2_RJC64 = P2_GH + "riking/joycon/issues/64"
P2_XJOY26 = P2_GH + "DuroSoft/XJoy/issues/26"
P2_XJOY44 = P2_GH + "DuroSoft/XJoy/issues/44"
P2_JCTK67 = P2_GH + "CTCaer/jc_toolkit/issues/67"

# action cameras: GoPro webcam mode and USB control
P2_OGP818 = P2_GH + "gopro/OpenGoPro/issues/818"
P2_OGP234 = P2_GH + "gopro/OpenGoPro/issues/234"
P2_OGP206 = P2_GH + "gopro/OpenGoPro/issues/206"
P2_GWL27 = P2_GH + "jschmid1/gopro_as_webcam_on_linux/issues/27"
P2_GWL9 = P2_GH + "jschmid1/gopro_as_webcam_on_linux/issues/9"
P2_GPA197 = P2_GH + "KonradIT/gopro-py-api/issues/197"
P2_GPA151 = P2_GH + "KonradIT/gopro-py-api/issues/151"
P2_GLAB870 = P2_GH + "gopro/labs/issues/870"

# AV receivers: Denon and Marantz network control
P2_DAVR35 = P2_GH + "ol-iver/denonavr/issues/35"
P2_DAVR8 = P2_GH + "ol-iver/denonavr/issues/8"
P2_HBDM25 = P2_GH + "stfnhmplr/homebridge-denon-marantz-avr/pull/25"
P2_HBDT322 = P2_GH + "grzegorz914/homebridge-denon-tv/issues/322"
P2_HBDT321 = P2_GH + "grzegorz914/homebridge-denon-tv/issues/321"
P2_HBMV13 = P2_GH + "robertvorthman/homebridge-marantz-volume/issues/13"

# stream controllers: Elgato Stream Deck on Linux (udev permissions)
P2_HASD7 = P2_GH + "basnijholt/home-assistant-streamdeck-yaml/issues/7"
P2_NESD41 = P2_GH + "Lange/node-elgato-stream-deck/issues/41"
P2_SDLG213 = P2_GH + "streamdeck-linux-gui/streamdeck-linux-gui/issues/213"
P2_SDLG163 = P2_GH + "streamdeck-linux-gui/streamdeck-linux-gui/issues/163"
P2_CHAT119 = P2_GH + "benkuper/Chataigne/issues/119"
P2_PESD79 = P2_GH + "abcminiuser/python-elgato-streamdeck/issues/79"
P2_STCO288 = P2_GH + "StreamController/StreamController/issues/288"

# LED lights: Govee strips and lamps over the LAN and cloud APIs
P2_G2M146 = P2_GH + "wez/govee2mqtt/issues/146"
P2_G2M251 = P2_GH + "wez/govee2mqtt/issues/251"
P2_G2M311 = P2_GH + "wez/govee2mqtt/issues/311"
P2_NGL4 = P2_GH + "mynameismax/node-govee-led/issues/4"
P2_GLH47 = P2_GH + "wez/govee-lan-hass/issues/47"
P2_HBGV347 = P2_GH + "homebridge-plugins/homebridge-govee/issues/347"
P2_GVRE11 = P2_GH + "egold555/Govee-Reverse-Engineering/issues/11"
P2_HACSGV267 = P2_GH + "LaggAt/hacs-govee/pull/267"

# sleep trackers: Oura ring API v1 to v2, Withings sleep and scale data
P2_SMO14 = P2_GH + "samuelmr/oura/issues/14"
P2_LDO6 = P2_GH + "lildude/oura/issues/6"
P2_LDO7 = P2_GH + "lildude/oura/pull/7"
P2_LDO12 = P2_GH + "lildude/oura/issues/12"
P2_SSE5 = P2_GH + "stevenschmatz/oura-ring-api-etl/issues/5"
P2_TKM5 = P2_GH + "tomekkorbak/oura-mcp-server/issues/5"
P2_NOC25 = P2_GH + "nitobuendia/oura-custom-component/pull/25"
P2_NOC15 = P2_GH + "nitobuendia/oura-custom-component/issues/15"
P2_NOC19 = P2_GH + "nitobuendia/oura-custom-component/issues/19"
P2_HORW2 = P2_GH + "henrihapponen/oura-ring-wrapper/issues/2"
P2_HOR2 = P2_GH + "hedgertronic/oura-ring/issues/2"
P2_PWA53 = P2_GH + "vangorra/python_withings_api/issues/53"
P2_PWA68 = P2_GH + "vangorra/python_withings_api/issues/68"
P2_WSY154 = P2_GH + "jaroslawhartman/withings-sync/issues/154"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# wireless earbuds
P2_E_DBUS = "Actually dont know why bluez dont support to report the battery over DBus  API"
P2_E_GNOMEEXT = "The extension [gnome-airpods-battery-status](https://github.com/delphiki/gnome-airpods-battery-status) just shows a percent sign"
P2_E_PAIRED = "I have paired using Gnome Settings Menu or using bluetoothctl on the CLI, but the process fails most of the time and is a bit frustrating."
P2_E_SINGLE = "Keep in mind that noise cancellation won't be enabled if you only wear a single earbud."
P2_E_HFP = "HFP switching is not automatic and I had to download blueman to be able to switch, but it stopped working after a recent Ubuntu update."
P2_E_AIRSTATUS = "This repo seems to successfully fetch airpods battery status when bluetooth is in `dual` mode; https://github.com/delphiki/AirStatus"
# game controllers
P2_J_COMMIT = "I'm running joycond at commit 5b590ecc9bca181d8bc21377e752126bc9180319 on Linux 7.1.5; it works well for the Nintendo Pro Controller, which I can detect/pair and use, but Nintendo Joy-Con cannot be detected and paired at the Bluetooth level."
P2_J_KERNEL = "Supposedly hid-nintendo is included in the latest versions of the linux kernel."
P2_J_MINT = "Did linux mint's version of the kernel remove hid-nintendo for some reason?"
P2_J_OSX = "Random Disclaimer: joycon's functionality in OSX is little more than a proof of concept as no one has written a driver to expose the joined joycons as a single controller to other software on an OSX system."
P2_J_XJOY = "I was using XJoy for the last couple weeks and I liked it very much."
P2_J_REPAIR = "Also I would definitely try re-pairing the Joycons with your PC -- sometimes they just need to pair again."
P2_J_JCTK = "I have connected my joycon to my computer but jc toolkit does not detect the joycon."
# action cameras
P2_G_ALGO = "I am creating a real-time object detection algorithm based on the video captured from a webcam."
P2_G_GOPROCAM = "I am willing to use the GoProCam API to control a GoPro HERO 9 but I would like to do so through USB."
P2_G_HERO9 = "I am experiencing an issue with my GoPro Hero 9 where it does not show the USB connection on my computer, despite having updated to the latest firmware."
P2_G_SPEC = "[HTTP Specification v2.0](https://gopro.github.io/OpenGoPro/http_2_0)\nFollowing this document, I connected the Raspberry Pi and HERO 10 and tried to use it as a webcam. I tried the command in the documentation and it didn't work as a webcam."
# AV receivers
P2_R_HEOS = "All new Denon HEOS Receiver don't react on http-commands. However, the telnet commands still work."
P2_R_Z2 = "To control ZONE2 the telnet protocol uses the command \"Z2xx\"."
P2_R_X2000 = "I have an AVR-X2000."
P2_R_SESSION = "```\n>>> import denonavr\n>>> d = denonavr.DenonAVR(\"x.x.x.x\", \"Name of device (Optional)\")\n>>> d.update()\nTrue\n>>> d.volume\n-80.0\n---Changed volume on device\n>>> d.update()\nTrue\n>>> d.volume\n-80.0\n```"
# stream controllers
P2_S_PERMS = "@uffefrostbox The permissions are set by the OS on 'input' devices to prevent key-loggers etc from accessing your keyboard commands."
P2_S_CHATAIGNE = "I'm trying to use Streamdeck in Chataigne under Ubuntu 20.04."
P2_S_UDEVLINUX = "well on linux, device access is managed by udev"
P2_S_LSUSB = "`lsusb | grep -i Elgato`\n```Bus 001 Device 006: ID 0fd9:008f Elgato Systems GmbH Stream Deck XL```"
P2_S_FATA = "**Describe the bug**\nWhen running `streamdeck` i get\n`FATA[0000] Unable to open StreamDeck connection          error=\"Unable to open device: permission denied\"`"
P2_S_UDEVRULE = "But I do have a rule under `/etc/udev/rules` to grant access to Streamdeck device for normal user."
# LED lights
P2_L_G2MVLAN = "### Describe the issue\n\nI have G2M and the led strips on the same VLAN, but G2M cannot find the LED strips over LAN."
P2_L_DOCKER = "I'm not using the HACS addon but rather docker container."
P2_L_PROBE = "[2024-03-03T19:10:36 WARN  govee::commands::serve]   This device should be available via the LAN API, but didn't respond to probing yet. Possible causes:\n[2024-03-03T19:10:36 WARN  govee::commands::serve]   1) LAN API needs to be enabled in the Govee Home App.\n[2024-03-03T19:10:36 WARN  govee::commands::serve]   2) The device is offline.\n[2024-03-03T19:10:36 WARN  govee::commands::serve]   3) A network configuration issue is preventing communication."
P2_L_MCAST = "One thing I'm unsure about is the Govee multicast address, are there any actions I need to take specifically for that?"
# sleep trackers
P2_O_V1GONE = "Additionally, Oura has announced that the V1 API is being discontinued in Jan 2024 and will no longer be available."
P2_O_SECOND = "Hi, Oura has a second version of their data API ( https://cloud.ouraring.com/v2/docs )"
P2_O_V2UPD = "The Oura API v2 has recently been updated to implement additional endpoints, including Daily Sleep, Daily Readiness, and Sleep Periods ( https://cloud.ouraring.com/v2/docs )"
P2_O_RELEASED = "Oura has released [Oura API Version 2](https://api.ouraring.com/v2/docs)."
P2_O_IDS = "Additionally, entries from existing endpoints have been assigned an `id` value, and can be accessed individually at the endpoints \n/v2/usercollection/{collection name}/{document_id}"
P2_O_PAT = "\"Deprecation Warning - Personal Access Tokens ⚠️\nPersonal Access Tokens will be deprecated by the end of 2025. This is part of an upcoming API platform update and will have no impact on production applications. The Oura API will remain fully available for integration. Please use OAuth2 as outlined in our [authentication instructions](https://cloud.ouraring.com/docs/authentication).\""
P2_O_CMD = "```\n~/withings-sync$ withings-sync --verbose --fromdate 2021-08-06 --todate 2021-08-06 --no-upload\n2024-01-03 22:48:53,788 - root - DEBUG - withings-sync script version 4.1.0\n2024-01-03 22:48:53,790 - withings - INFO - Refresh Access Token\n2024-01-03 22:48:55,863 - root - INFO - Fetching measurements from 2021-08-06 00:00 to 2021-08-06 23:59\n2024-01-03 22:48:55,865 - withings - DEBUG - Get Height\n```"


QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

AREAS = [_sdklocation, _pythonh, _multidex, _lockwait, _nativecomponent, _windowssr, _deviceassert, _javahome, _samedevice, _blockedgit, _duplicateclass]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def P2_earbuds(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- wireless earbuds: AirPods battery levels on Linux, Galaxy Buds on the desktop ----
    t = (U, "AirPods Level of Battery", "u1")
    a1 = (U, "Please add support for AirPods battery levels indications as described on manual [Accessory Design Guidelines](https://developer.apple.com/accessories/Accessory-Design-Guidelines.pdf) section 22. Bluetooth Headset Battery Level Indication", "u1")
    a2 = (U, "I'm talking about the fact that the AirPods series headphones do not reflect the charge level in any of the Linux distributions, the standard monitor of power  does not see the charge level of this device.", "u1")
    a3 = (A, P2_E_AIRSTATUS, "u2")
    a4 = (U, "@chodorenko I am thinking of create a Gnome extention for this https://github.com/andirsun/gnome-shell-extention-airpods-battery/blob/main/airpods_battery.py", "u3")
    a5 = (U, P2_E_DBUS, "u3")
    a6 = "I find this script to be quite inaccurate at times, I have the airpods pro 2 and had to manually add support for them"
    # A request that leaves out the project it asks (rule 1): BlueZ is the thread's context.
    rec(P2_BLUEZ260, [t], a1[1], True, "ellipsis", [], "Please add support in BlueZ for AirPods battery level indications as described in Apple's Accessory Design Guidelines, section 22, Bluetooth Headset Battery Level Indication.", author="u1")
    rec(P2_BLUEZ260, [t, a1], a2[1], True, "pronoun", ["I'm talking about the fact", "this device"], "AirPods headphones do not report their charge level in any Linux distribution with BlueZ; the standard power monitor does not see the AirPods' charge level.", author="u1")
    # "This repo" points at the link in the same message (rule 2).
    rec(P2_BLUEZ260, [t, a1, a2], a3[1], False, SELF, [], None, author="u2")
    rec(P2_BLUEZ260, [t, a1, a2, a3], a4[1], True, "pronoun", ["for this"], "I am thinking of creating a GNOME extension that shows AirPods battery levels on Linux: https://github.com/andirsun/gnome-shell-extention-airpods-battery/blob/main/airpods_battery.py", author="u3")
    # A general sentence naming its subject (rulings before df36): a trap in its own thread.
    rec(P2_BLUEZ260, [t, a1, a2, a3, a4], a5[1], False, SAME, [], None, author="u3")
    rec(P2_BLUEZ260, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["this script"], "I find the airpods_battery.py script for the GNOME AirPods battery extension quite inaccurate at times; I have AirPods Pro 2 and had to add support for them manually.", author="u4")

    t = (U, "Apple Air Pods Pro", "u1")
    b1 = (U, "Can't get information for Apple Airpods Pro. Doesn't output anything.", "u1")
    b2 = (U, P2_E_GNOMEEXT, "u1")
    b3 = (U, "Ubuntu 20.04", "u1")
    b4 = "AirPods use a different protocol. I don't think this script will ever support that. You can search for other projects on GitHub that were written specifically for AirPods."
    # A failure of what the project does, the project left out (rulings before df37): a follow-up.
    rec(P2_BHBL72, [t], b1[1], True, "ellipsis", [], "Bluetooth_Headset_Battery_Level can't get information for Apple AirPods Pro; it doesn't output anything.", author="u1")
    # Another product named in full, nothing of the project (rulings before df37): a trap.
    rec(P2_BHBL72, [t, b1], b2[1], False, SAME, [], None, author="u1")
    rec(P2_BHBL72, [t, b1, b2], b3[1], True, "ellipsis", [], "Bluetooth_Headset_Battery_Level shows nothing for my AirPods Pro on Ubuntu 20.04.", author="u1")
    rec(P2_BHBL72, [t, b1, b2, b3], b4, True, "pronoun", ["this script", "that"], "AirPods use a different protocol; will the Bluetooth_Headset_Battery_Level script ever support reading AirPods battery levels, or should I use a project written for AirPods?", author="u2")
    lend(P2_BHBL72, [t, b1], P2_E_DBUS, SAME, P2_BLUEZ260)

    t = (U, "Not working for AirPods", "u1")
    c1 = (U, "I tried refreshing, didn't work", "u1")
    c2 = (U, "it either returned:\n\n`Traceback (most recent call last):\n  File \"/sbin/bluetooth_battery\", line 8, in <module>\n    sys.exit(main())\nbluetooth.btcommon.BluetoothError: [Errno 111] Connection refused`", "u1")
    c3 = (U, "or nothing at all", "u1")
    c4 = "I tried the port trick, didn't work"
    rec(P2_BHBL97, [t], c1[1], True, "ellipsis", [], "I tried refreshing, but Bluetooth_Headset_Battery_Level still doesn't work for my AirPods.", author="u1")
    # The traceback names the tool it comes from (rulings before df37): a trap though "it" opens it.
    rec(P2_BHBL97, [t, c1], c2[1], False, SAME, [], None, author="u1")
    rec(P2_BHBL97, [t, c1, c2], c3[1], True, "ellipsis", [], "For my AirPods, bluetooth_battery either fails with Connection refused or prints nothing at all.", author="u1")
    rec(P2_BHBL97, [t, c1, c2, c3], c4, True, "pronoun", ["the port trick"], "I tried giving bluetooth_battery a port after the AirPods' address, and it still didn't work.", author="u1")
    lend(P2_BHBL97, [t, c1], P2_E_PAIRED, SAME, P2_APD71)

    t = (U, "Battery level for Airpod Max", "u1")
    d1 = (U, "**Describe the bug**\nThe battery shows up as blank for Airpod Max", "u1")
    d2 = (U, "**To Reproduce**\n1. Connect Airpods\n2. Check widget", "u1")
    d3 = (U, "**Expected behavior**\nSome sort of battery level for the headset", "u1")
    d4 = (U, "**System Information:**\n - OS: Fedora 42\n - KDE Plasma Version: 6.4.3\n - AirPods Model: Max\n - Service Version: 0.1.4\n - Installation Method: manual", "u1")
    d5 = (U, "Thank you for making it so easy to pull these!", "u1")
    d6 = "```\nJul 31 14:54:50 fedora kairpodsd[439907]: [2025-07-31T19:54:50Z WARN  kairpodsd::bluetooth::manager] Adapter lost: hci0\nJul 31 14:54:51 fedora kairpodsd[439907]: [2025-07-31T19:54:51Z INFO  kairpodsd::bluetooth::manager] Initializing adapter: hci0\n```"
    rec(P2_KAIR4, [t], d1[1], True, "ellipsis", [], "The kAirPods battery widget shows the battery as blank for AirPods Max.", author="u1")
    rec(P2_KAIR4, [t, d1], d2[1], True, "ellipsis", [], "To reproduce the blank AirPods Max battery in kAirPods: connect the AirPods, then check the kAirPods widget.", author="u1")
    rec(P2_KAIR4, [t, d1, d2], d3[1], True, "pronoun", ["the headset"], "I expected the kAirPods widget to show some battery level for the AirPods Max headset.", author="u1")
    rec(P2_KAIR4, [t, d1, d2, d3], d4[1], True, "ellipsis", [], "kAirPods shows a blank battery for AirPods Max on Fedora 42, KDE Plasma 6.4.3, service version 0.1.4, installed manually.", author="u1")
    rec(P2_KAIR4, [t, d1, d2, d3, d4], d5[1], True, "pronoun", ["it", "these"], "Thank you for making it so easy to pull the kairpodsd service logs!", author="u1")
    # A log naming the service it comes from (rulings before df37): a trap.
    rec(P2_KAIR4, [t, d1, d2, d3, d4, d5], d6, False, SAME, [], None, author="u1")

    t = (U, "How to show Airpods Pro battery?", "u1")
    e1 = (U, "Hi, thanks for inventing this beautiful app. I would like to ask is it applicable to Airpods Pro? My Airpods Pro is connected to Macbook but this app is not showing any battery level.", "u1")
    e2 = "I'm also curious about this. Would love to see that added to the app!"
    rec(P2_ACAB1, [t], e1[1], True, "pronoun", ["this beautiful app", "this app"], "Is the airpods-battery macOS app applicable to AirPods Pro? My AirPods Pro are connected to my MacBook but airpods-battery is not showing any battery level.", author="u1")
    rec(P2_ACAB1, [t, e1], e2, True, "pronoun", ["this", "that", "the app"], "I'd also like AirPods Pro battery support added to the airpods-battery app.", author="u2")
    lend(P2_ACAB1, [t], P2_E_AIRSTATUS, SELF, P2_BLUEZ260)
    lend(P2_ACAB1, [t, e1], P2_E_HFP, SELF, P2_APD71)
    lend(P2_ACAB1, [t, e1], P2_E_SINGLE, SAME, P2_GBC191)

    t = (U, "Linux Build Instructions/Support", "u1")
    f1 = (U, "I have to use Linux for my work laptop and AirPods support is horrible, HFP switch doesn't happen automatically, pairing the AirPods can be an ordeal at times, no battery indicator.", "u1")
    f2 = (U, "I'd like to have build instructions to be able to test what works and what doesn't at the current state of the project and hopefully help with feedback so this project becomes a good alternative for people with AirPods using Linux.", "u1")
    f3 = (U, P2_E_PAIRED, "u1")
    f4 = (U, P2_E_HFP, "u1")
    f5 = "The issues tab wasn't appearing for me before opening this, closing as duplicate of #28."
    # The user's own setup named in full, nothing of the project (rulings before df37): a trap.
    rec(P2_APD71, [t], f1[1], False, SAME, [], None, author="u1")
    rec(P2_APD71, [t, f1], f2[1], True, "pronoun", ["the project", "this project"], "I'd like Linux build instructions for AirPodsDesktop, to test what works in its current state and give feedback so AirPodsDesktop becomes a good alternative for people with AirPods on Linux.", author="u1")
    rec(P2_APD71, [t, f1, f2], f3[1], False, SAME, [], None, author="u1")
    rec(P2_APD71, [t, f1, f2, f3], f4[1], False, SELF, [], None, author="u1")
    # "#28" was never named in the thread (rulings before df37): judged on "this", the issue itself.
    rec(P2_APD71, [t, f1, f2, f3, f4], f5, True, "pronoun", ["this"], "AirPodsDesktop's issues tab wasn't appearing for me before I opened the Linux build instructions issue; I am closing it as a duplicate of #28.", author="u1")
    lend(P2_APD71, [t, f1], P2_E_GNOMEEXT, SAME, P2_BHBL72)

    t = (U, "Add AirPods support", "u1")
    g1 = (U, "Could you add AirPods support? There is a repo that actually works for AirPods: https://github.com/delphiki/AirStatus", "u1")
    g2 = (U, "For some reason the AIRPODS_DATA_LENGTH do not match in my case, but if the length is ignored the data is there and working", "u1")
    g3 = (A, "See https://github.com/MichalW/gnome-bluetooth-battery-indicator/issues/27#issuecomment-1234774149", "u2")
    g4 = (U, "@matan129 I cloned and installed it from your repo and it doesn't seem to work.", "u3")
    g5 = (U, "I mean, by running the AirStatus Python script directly it runs with no errors, but nothing is printed out in the console output whatsoever.", "u3")
    g6 = "I wonder if that's something to do with the version of my Airpods Pro (gen 3)"
    rec(P2_GBBI36, [t], g1[1], True, "ellipsis", [], "Could gnome-bluetooth-battery-indicator add AirPods support? AirStatus (https://github.com/delphiki/AirStatus) actually works for AirPods.", author="u1")
    rec(P2_GBBI36, [t, g1], g2[1], True, "ellipsis", [], "With AirStatus my AirPods' AIRPODS_DATA_LENGTH does not match, but if the length is ignored the battery data is there and working.", author="u1")
    rec(P2_GBBI36, [t, g1, g2], g3[1], True, "ellipsis", [], "For AirPods support in gnome-bluetooth-battery-indicator, see https://github.com/MichalW/gnome-bluetooth-battery-indicator/issues/27#issuecomment-1234774149", author="u2")
    rec(P2_GBBI36, [t, g1, g2, g3], g4[1], True, "pronoun", ["it", "your repo"], "I cloned and installed matan129's fork of gnome-bluetooth-battery-indicator with AirPods support and it doesn't seem to work.", author="u3")
    rec(P2_GBBI36, [t, g1, g2, g3, g4], g5[1], False, SELF, [], None, author="u3")
    rec(P2_GBBI36, [t, g1, g2, g3, g4, g5], g6, True, "pronoun", ["that"], "Could AirStatus printing nothing for AirPods battery have something to do with the version of my AirPods Pro (gen 3)?", author="u3")

    t = (U, "[BUG] Don't switch to noise cancellation", "u1")
    h1 = (U, "This function just doesn't work from the app. When you turn noise cancellation on or off, it doesn't work. The last status that you put from the mobile always remains.", "u1")
    h2 = (A, "I can't reproduce this issue with the Buds Pro. Do you use Buds Live?", "u2")
    h3 = P2_E_SINGLE
    rec(P2_GBC191, [t], h1[1], True, "pronoun", ["This function", "the app"], "Switching noise cancellation on or off doesn't work from Galaxy Buds Client; the last status set from the phone always remains.", author="u1")
    rec(P2_GBC191, [t, h1], h2[1], True, "pronoun", ["this issue"], "Galaxy Buds Client not switching noise cancellation can't be reproduced with the Buds Pro; do you use Buds Live?", author="u2")
    rec(P2_GBC191, [t, h1, h2], h3, False, SAME, [], None, author="u2")
    lend(P2_GBC191, [t, h1], P2_E_HFP, SELF, P2_APD71)

    t = (U, "[BUG] ANC Control doesn't work for GB Live", "u1")
    i1 = (U, "As the title says, I'm unable to control ANC on my Galaxy Buds Live using the app. The switch doesn't work for turning it off. I hear the \"ANC on sound\" even when I try to turn it off.", "u1")
    i2 = (U, " - OS: Windows 10 Home x64 20H2\n - Application version: 4.0.2.0", "u1")
    i3 = (U, "Yes, it is happening since some time ago. Only way to turn off when no Android device is nearby is to assign touch control to ANC on/off", "u2")
    i4 = "I fixed this issue with version 4.1. Executables are available in a few minutes on the release page"
    rec(P2_GBC122, [t], i1[1], True, "pronoun", ["the app", "The switch"], "I'm unable to control ANC on my Galaxy Buds Live using Galaxy Buds Client; its ANC switch doesn't turn ANC off.", author="u1")
    rec(P2_GBC122, [t, i1], i2[1], True, "ellipsis", [], "Galaxy Buds Client 4.0.2.0 on Windows 10 Home x64 20H2 can't turn off ANC on Galaxy Buds Live.", author="u1")
    rec(P2_GBC122, [t, i1, i2], i3[1], True, "pronoun", ["it"], "Galaxy Buds Client failing to turn off ANC on Galaxy Buds Live has been happening for some time; is assigning the touch control to ANC on/off the only way when no Android device is nearby?", author="u2")
    rec(P2_GBC122, [t, i1, i2, i3], i4, True, "pronoun", ["this issue"], "Galaxy Buds Client's ANC switch not working for Galaxy Buds Live is fixed in version 4.1.", author="u3")

    t = (U, "Galaxy Buds Live Unsupported", "u1")
    j1 = "The Galaxy Buds Live are unsupported. When I try to connect the app to them, it suggests that they are regular Galaxy Buds and doesn't work."
    rec(P2_GBC27, [t], j1, True, "pronoun", ["the app"], "Galaxy Buds Client doesn't support the Galaxy Buds Live: when I connect it to them, it treats them as regular Galaxy Buds and doesn't work.", author="u1")
    lend(P2_GBC27, [t], P2_E_DBUS, SAME, P2_BLUEZ260)


def P2_controllers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- game controllers: Nintendo Joy-Cons paired over Bluetooth on Linux (joycond, hid-nintendo) and Windows (XJoy) ----
    t = (U, "cannot pair joy-cons controllers in Bluetooth", "u1")
    a1 = (U, P2_J_COMMIT, "u1")
    a2 = (U, "I'm using Bluez 5.79, but this has been ongoing for a while; I thought I was just doing something wrong with the key presses ordering and gave up, but gave it a careful try today and there was just no way.", "u1")
    a3 = (U, "Repro:\n\n1. Use the joycond-service-type on Guix System.\n2. Turn on Bluetooth on the system\n3. Long-press the pairing button on the Joy-Con\n4. Wait for a controller named \"Joy-Con R\" to appear in the GNOME Bluetooth configurator.\n5. Observe no controller appears.", "u1")
    a4 = "I also tried pressing different buttons on the controller, but it didin't help; I just can't see it in the list of available Bluetooth devices to pair with."
    # The opener names the project, its commit and the failure in full (rule 1): a trap.
    rec(P2_JCD179, [t], a1[1], False, SAME, [], None, author="u1")
    rec(P2_JCD179, [t, a1], a2[1], True, "pronoun", ["this"], "I'm using BlueZ 5.79, and Joy-Cons failing to be detected and paired over Bluetooth with joycond has been ongoing for a while; I tried the key press ordering carefully and it still fails.", author="u1")
    rec(P2_JCD179, [t, a1, a2, a3], a4, True, "pronoun", ["the controller", "it"], "I also tried pressing different buttons on the Joy-Con, but it didn't help; I can't see the Joy-Con in the list of available Bluetooth devices to pair with when using joycond.", author="u1")

    t = (U, "linux mint doesn't even start pairing", "u1")
    b1 = (U, "like in the title the LED of my joycon don't blink like said in the tuto but continue to do pinpong.", "u1")
    b2 = (U, "does someone know how to pair the joycon in this case?", "u1")
    b3 = (U, "Looking to try and connect my Switch Pro controller on Linux Mint as well.", "u2")
    b4 = (U, P2_J_KERNEL, "u2")
    b5 = (U, "I'm a linux noob, so maybe I'm misunderstanding what lsmod is supposed to do, but I don't see hid-nintendo included in the output.", "u2")
    b6 = (U, P2_J_MINT, "u2")
    b7 = "Update: I was previously on linux kernel 6.8.0-54, so I tried updating to linux kernel 6.11.0-17 which includes some changes to both bluetooth and hid-nintendo. This actually fixed it, kinda!"
    rec(P2_JCD154, [t], b1[1], True, "pronoun", ["like in the title", "the tuto"], "On Linux Mint joycond pairing doesn't even start: my Joy-Con's LEDs don't blink as the joycond tutorial says but keep doing ping-pong.", author="u1")
    rec(P2_JCD154, [t, b1, b2], b4[1], False, SAME, [], None, author="u2")
    rec(P2_JCD154, [t, b1, b2, b3, b4, b5], b6[1], False, SAME, [], None, author="u2")
    rec(P2_JCD154, [t, b1, b2, b3, b4, b5, b6], b7, True, "pronoun", ["it"], "Updating from Linux kernel 6.8.0-54 to 6.11.0-17, with its bluetooth and hid-nintendo changes, mostly fixed pairing my Switch Pro controller on Linux Mint.", author="u2")

    t = (U, "Not able to connect joycons", "u1")
    c1 = (U, "I am on kubuntu 22.04.", "u1")
    c2 = (U, "I am able to connect to my joycons with bluetooth but the LED keeps going up and down instead of blinking all four LEDs.", "u1")
    c3 = (U, "When I disconnect the joycons in bluetooth the LED turns off. I installed both joycond and hid-nintendo.", "u1")
    c4 = "Hi there @Cheeseboy8020 and @klarkc (you reacted to the post). Not sure if you're still having this problem? If so, then try installing `libudev-devel` then rebuild and reinstall. Solved the problem for me."
    # A complete first-person environment sentence naming its own subject (rule 1): a trap.
    rec(P2_JCD107, [t], c1[1], False, SAME, [], None, author="u1")
    # What fails is done by the project, which the sentence leaves out (rulings before df37): a follow-up.
    rec(P2_JCD107, [t, c1], c2[1], True, "ellipsis", [], "With joycond, I can connect my Joy-Cons over Bluetooth but the LED keeps going up and down instead of blinking all four LEDs, so they never pair.", author="u1")
    rec(P2_JCD107, [t, c1, c2, c3], c4, True, "pronoun", ["this problem", "the problem"], "If joycond connects Joy-Cons but never pairs them (the LEDs keep going up and down), try installing libudev-devel, then rebuild and reinstall joycond.", author="u2")

    t = (U, "Controller not recognized by games", "u1")
    d1 = (U, "I can connect both Joy-Cons just fine, so that both of them have one steady light. But after this I don't know how to proceed, it wasn't working in any game I've tried so far, though some games (i.e. Enter the Gungeon) showed that there was a controller connected.", "u1")
    d2 = (U, "Am I missing something?", "u1")
    d3 = (A, "Can you give more information about your setup? Are you using this with OSX, Windows, Linux? Which flavor/version?", "u2")
    d4 = (A, P2_J_OSX, "u2")
    d5 = (U, "I'm using Arch Linux.", "u1")
    d6 = "To add to that, testing tools like jstest appear to be able to detect buttons pressed and sticks moved (at least with the left joy con)."
    rec(P2_RJC39, [t], d1[1], True, "pronoun", ["after this", "it"], "With the joycon driver I can connect both Joy-Cons with one steady light each, but the combined controller isn't working in any game I've tried; what do I do next?", author="u1")
    rec(P2_RJC39, [t, d1], d2[1], True, "ellipsis", [], "Am I missing something to get the joycon driver's combined Joy-Con controller recognized by games?", author="u1")
    rec(P2_RJC39, [t, d1, d2], d3[1], True, "pronoun", ["this"], "Which OS and version are you using the joycon driver with: OSX, Windows or Linux?", author="u2")
    rec(P2_RJC39, [t, d1, d2, d3], d4[1], False, SAME, [], None, author="u2")
    # An answer in a complete sentence naming its subject (rulings before df36): a trap.
    rec(P2_RJC39, [t, d1, d2, d3, d4], d5[1], False, SAME, [], None, author="u1")
    rec(P2_RJC39, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["To add to that"], "On Arch Linux with the joycon driver, jstest detects the Joy-Con's button presses and stick movements (at least for the left Joy-Con), though games don't recognize the controller.", author="u1")

    t = (U, "connected but can't detect any key", "u1")
    e1 = (U, "I want Joycon be an additional Input device in Linux, but not for game. So I don't really know if the drive is designed for this.", "u1")
    e2 = (U, "but with command `xev` I can't see any key in Joycon.", "u1")
    e3 = "And the package \"pynput\" , which can monitor the keyboard in Python, does also not work."
    rec(P2_RJC64, [t], e1[1], True, "pronoun", ["the drive", "this"], "Is the joycon driver designed to make a Joy-Con an additional input device in Linux outside games?", author="u1")
    rec(P2_RJC64, [t, e1], e2[1], True, "ellipsis", [], "The joycon driver connects my Joy-Con, but with `xev` I can't see any key from the Joy-Con.", author="u1")
    rec(P2_RJC64, [t, e1, e2], e3, True, "ellipsis", ["also"], "With the joycon driver connected, the Python package pynput, which monitors the keyboard, doesn't see any Joy-Con key either.", author="u1")
    lend(P2_RJC64, [t, e1], P2_J_KERNEL, SAME, P2_JCD154)

    t = (U, "XJoy doesn't detect joy-cons", "u1")
    f1 = (U, "It worked perfectly before, but now they aren't detected anymore", "u1")
    f2 = (U, "I have tried various other methods and Xjoy was the most efficient, but for whatever reason it doesn't detect anything", "u1")
    f3 = (U, "All dependencies are installed.", "u1")
    f4 = (A, "@Shinwoir could you try a few of the older versions and see at what version release it stopped working for you? Otherwise I have no way of debugging this.", "u2")
    f5 = P2_J_REPAIR
    rec(P2_XJOY26, [t], f1[1], True, "pronoun", ["It", "they"], "XJoy worked perfectly before, but now my Joy-Cons aren't detected by XJoy anymore.", author="u1")
    rec(P2_XJOY26, [t, f1], f2[1], False, SELF, [], None, author="u1")
    rec(P2_XJOY26, [t, f1, f2], f3[1], True, "ellipsis", [], "All of XJoy's dependencies are installed, and XJoy still doesn't detect my Joy-Cons.", author="u1")
    rec(P2_XJOY26, [t, f1, f2, f3], f4[1], True, "pronoun", ["it", "this"], "Could you try a few older XJoy versions and see at which release XJoy stopped detecting your Joy-Cons?", author="u2")
    rec(P2_XJOY26, [t, f1, f2, f3, f4], f5, False, SELF, [], None, author="u2")

    t = (U, "could not find left Joy-Con", "u1")
    g1 = (U, P2_J_XJOY, "u1")
    g2 = (U, "But sadly it stopped recognizing my JoyCons.", "u1")
    g3 = (U, "I've tried multiple times to just re-pair the JoyCons, but it wont change anything.", "u1")
    g4 = (U, "Running Windows 10 Pro 1903.", "u1")
    rec(P2_XJOY44, [t], g1[1], False, SELF, [], None, author="u1")
    rec(P2_XJOY44, [t, g1], g2[1], True, "pronoun", ["it"], "XJoy stopped recognizing my Joy-Cons.", author="u1")
    # An attempt that leans on the thread's problem (rule 6): a follow-up.
    rec(P2_XJOY44, [t, g1, g2], g3[1], True, "pronoun", ["it"], "I've re-paired my Joy-Cons many times, but XJoy still can't find the left Joy-Con.", author="u1")
    rec(P2_XJOY44, [t, g1, g2, g3], g4[1], True, "ellipsis", [], "XJoy can't find my left Joy-Con on Windows 10 Pro 1903.", author="u1")
    lend(P2_XJOY44, [t], P2_J_JCTK, SAME, P2_JCTK67)

    t = (U, "Joycons not being detected", "u1")
    h1 = (U, P2_J_JCTK, "u1")
    h2 = (U, "i have re-paired the controller multiple times but it will not work.", "u1")
    h3 = (U, "I am having this same problem. Any help please", "u2")
    h4 = "I know this is over a year later but for those having the same issue, I had removed the controller from hidhide so the controller could be seen again."
    rec(P2_JCTK67, [t], h1[1], False, SAME, [], None, author="u1")
    rec(P2_JCTK67, [t, h1], h2[1], True, "pronoun", ["the controller", "it"], "I have re-paired my Joy-Con multiple times, but jc_toolkit still does not detect it.", author="u1")
    rec(P2_JCTK67, [t, h1, h2], h3[1], True, "pronoun", ["this same problem"], "jc_toolkit does not detect my Joy-Con either; any help?", author="u2")
    rec(P2_JCTK67, [t, h1, h2, h3], h4, True, "pronoun", ["the same issue", "the controller"], "If jc_toolkit doesn't detect a paired Joy-Con, remove the Joy-Con from HidHide so it can be seen again.", author="u3")
    lend(P2_JCTK67, [t], P2_J_OSX, SAME, P2_RJC39)
    lend(P2_JCTK67, [t, h1], P2_J_MINT, SAME, P2_JCD154)


def P2_gopro(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- action cameras: GoPro webcam mode over USB, the Open GoPro API and a Linux webcam script ----
    t = (U, "status: 4, error: 7", "u1")
    a1 = (U, "I have a problem with the gopro hero 13, while trying to setup webcam mode via USB , I followed all the steps like disabling wired USB control, I dont know what is causing this problem.", "u1")
    a2 = (U, "This is the log i get:\n{\n        \"status\": 4,\n        \"error\": 7\n}", "u1")
    a3 = (U, "The only proboable cause of this problem that i can think of is that my SD card is not fast enough and I need to get a new one", "u1")
    a4 = "this problem is due to the GoPro 13 not being supported, it works fine with GoPro 12"
    # Webcam mode over USB is what the Open GoPro API starts; the report leaves the API out (rulings before df37).
    rec(P2_OGP818, [t], a1[1], True, "ellipsis", [], "Setting up webcam mode over USB on a GoPro HERO13 with the Open GoPro API fails with status 4, error 7, though I disabled wired USB control; what causes it?", author="u1")
    rec(P2_OGP818, [t, a1], a2[1], True, "pronoun", ["This"], "Starting GoPro HERO13 webcam mode over USB with the Open GoPro API returns {\"status\": 4, \"error\": 7}.", author="u1")
    rec(P2_OGP818, [t, a1, a2], a3[1], True, "pronoun", ["this problem"], "Could a slow SD card cause Open GoPro webcam mode on a HERO13 to fail with status 4, error 7?", author="u1")
    rec(P2_OGP818, [t, a1, a2, a3], a4, True, "pronoun", ["this problem", "it"], "Open GoPro webcam mode failing with status 4, error 7 is because the GoPro HERO13 is not supported; webcam mode works with the HERO12.", author="u1")

    t = (U, "Hero 11 USB webcam mode not working", "u1")
    b1 = (U, "With firmware 1.10:\n- Connection to Windows machine with GoPro Webcam utility 1.2.1.813 -> does not work.\n- Connection to macOS via USB -> does not work.", "u1")
    b2 = (U, "Hero 10 works fine.", "u1")
    b3 = (U, "Resetting the network settings on the GoPro fixes the problem.", "u1")
    b4 = "Hello, yes his is a known issue with the v 1.10 FW."
    rec(P2_OGP234, [t], b1[1], True, "ellipsis", [], "With HERO11 firmware 1.10, USB webcam mode does not work with the GoPro Webcam utility 1.2.1.813 on Windows, nor over USB on macOS.", author="u1")
    rec(P2_OGP234, [t, b1], b2[1], True, "ellipsis", [], "USB webcam mode works fine on the GoPro HERO10, unlike the HERO11 on firmware 1.10.", author="u1")
    rec(P2_OGP234, [t, b1, b2], b3[1], True, "pronoun", ["the problem"], "Resetting the network settings on the GoPro HERO11 fixes USB webcam mode not working on firmware 1.10.", author="u1")
    rec(P2_OGP234, [t, b1, b2, b3], b4, True, "pronoun", ["his"], "Is HERO11 USB webcam mode not working a known issue with the v1.10 firmware?", author="u2")

    t = (U, "Any chance to solve an issue that Webcam mode does not work properly on HERO10?", "u1")
    c1 = (U, P2_G_SPEC, "u1")
    c2 = P2_G_ALGO
    # "this document" and "the command in the documentation" point at the link above them (rule 2).
    rec(P2_OGP206, [t], c1[1], False, SELF, [], None, author="u1")
    rec(P2_OGP206, [t, c1], c2, False, SAME, [], None, author="u1")

    t = (U, "Does not work at all with a Hero 9 Black", "u1")
    d1 = (U, "After trying 17 other projects, I was hopeful that this one would work. Unfortunately, it goes on the heap with the other 17.", "u1")
    d2 = (U, "When I plug in my Hero9, it creates a device, usb0, and passing this in as `./gopro webcam -p usb`, fails to discover the GoPro IP (because it actually doesn't _have_ an IP, since it's not broadcasting as a network device, it's connected over USB), so that fails with the unhelpful message of: \n\n```\nDiscovered: usb0.\nUsing usb0 to discover the GOPRO_IP.\nCould not automatically discover a valid GOPRO_IP.\n```", "u1")
    d3 = (U, "Since you can't use USB _and_ network at the same time, these options would seem to be in conflict with each other.", "u1")
    d4 = (U, "How does one stream video from this device, plugged in via USB, when it's not on the network?", "u1")
    d5 = (U, "I've managed to get this working, and wrote a detailed blog post describing the steps for anyone who may fall into the same gaps I did. Thanks!", "u1")
    d6 = "@desrod \nwould you mid sharing it as mine hero 10 does not connect with all the tries"
    rec(P2_GWL27, [t], d1[1], True, "pronoun", ["this one", "it"], "gopro_as_webcam_on_linux does not work at all with my GoPro HERO9 Black either, after 17 other projects failed.", author="u1")
    # The command run and its output quoted in full (rulings before df37): a trap.
    rec(P2_GWL27, [t, d1], d2[1], False, SAME, [], None, author="u1")
    rec(P2_GWL27, [t, d1, d2], d3[1], True, "pronoun", ["these options"], "gopro_as_webcam_on_linux's USB and network options seem to conflict, since a GoPro can't use USB and network at the same time.", author="u1")
    rec(P2_GWL27, [t, d1, d2, d3], d4[1], True, "pronoun", ["this device", "it"], "How does one stream video from a GoPro HERO9 plugged in via USB with gopro_as_webcam_on_linux when the GoPro is not on the network?", author="u1")
    rec(P2_GWL27, [t, d1, d2, d3, d4], d5[1], True, "pronoun", ["this"], "I managed to get my GoPro HERO9 Black working as a webcam on Linux with gopro_as_webcam_on_linux and wrote a blog post describing the steps.", author="u1")
    rec(P2_GWL27, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["it"], "Would you share your blog post on getting a GoPro working as a webcam on Linux? My HERO10 does not connect with gopro_as_webcam_on_linux.", author="u2")

    t = (U, "Error while starting the Webcam mode", "u1")
    e1 = (U, "I'm having an issue with the webcam mode. Not sure where is the error detail.", "u1")
    e2 = (U, "Device:\nGoPro Hero 5 Session\nUbuntu 18.4.2 on Arm64\nWifi is connected to GoPro AP", "u1")
    e3 = "```\n$ sudo gopro webcam\nRunning GoPro Webcam Util for Linux [0.0.2]\n\nv4l2loopback is loaded!\nv4l2loopback was unloaded successfully.\nv4l2loopback was successfully loaded.\nDiscovered: wlx00e0232059ea.\nUsing wlx00e0232059ea to discover the GOPRO_IP.\nFound 10.5.5.100\nNow using this GOPRO_IP internally: 10.5.5.51\nError while starting the Webcam mode. # TODO Useful message.\n```"
    rec(P2_GWL9, [t], e1[1], True, "ellipsis", ["the webcam mode"], "gopro_as_webcam_on_linux fails to start the GoPro webcam mode, and I'm not sure where the error detail is.", author="u1")
    rec(P2_GWL9, [t, e1], e2[1], True, "ellipsis", [], "gopro_as_webcam_on_linux fails to start webcam mode with a GoPro HERO5 Session, Ubuntu 18.04.2 on arm64, Wi-Fi connected to the GoPro's access point.", author="u1")
    rec(P2_GWL9, [t, e1, e2], e3, False, SAME, [], None, author="u1")
    lend(P2_GWL9, [t, e1], P2_G_GOPROCAM, SAME, P2_GPA197)

    t = (U, "USB connection with a GoPro", "u1")
    f1 = (U, P2_G_GOPROCAM, "u1")
    f2 = (U, "Not particularly tech saavy here and I couldn't find this information directly: to use GoProCamera.getWebcamIP() I should connect the camera to computer using an USB-C/Ethernet converter, right?", "u1")
    f3 = (U, "I've suceeded in controlling the camera through Wi-Fi, but I don't know if to use it with USB I should connect the USB directly to the computer or get an ethernet adapter.", "u1")
    f4 = (U, "The results I've gotten by connecting it directly are the IP 10.5.5.9 and \"waking up...\", without the connection confirmation.", "u1")
    f5 = (A, "You have to connect the gopro without the ethernet adapter, just usb", "u2")
    f6 = "The entire process should be, then:\n\n- turning camera on;\n- setting USB connection as \"GoPro Connection\";\n- connecting the GoPro to the computer via USB;\n- attempting to connect to the camera through the right commands in the code.\n\nRight?"
    rec(P2_GPA197, [t], f1[1], False, SAME, [], None, author="u1")
    rec(P2_GPA197, [t, f1], f2[1], False, SELF, [], None, author="u1")
    rec(P2_GPA197, [t, f1, f2], f3[1], True, "pronoun", ["the camera", "it"], "I've controlled my GoPro HERO9 through Wi-Fi with gopro-py-api; to use it over USB, do I connect the USB cable directly to the computer or through an Ethernet adapter?", author="u1")
    rec(P2_GPA197, [t, f1, f2, f3], f4[1], True, "pronoun", ["it"], "Connecting my GoPro HERO9 directly over USB, gopro-py-api gives the IP 10.5.5.9 and \"waking up...\" without a connection confirmation.", author="u1")
    rec(P2_GPA197, [t, f1, f2, f3, f4], f5[1], True, "pronoun", ["the ethernet adapter"], "To control a GoPro over USB with gopro-py-api, connect the GoPro directly by USB, without an Ethernet adapter.", author="u2")
    rec(P2_GPA197, [t, f1, f2, f3, f4, f5], f6, True, "ellipsis", ["then"], "To control a GoPro HERO9 over USB with gopro-py-api, is the process: turn the camera on, set USB connection to \"GoPro Connection\", connect it to the computer by USB, then connect with the right commands in code?", author="u1")

    # The excerpt shows only later comments, so the title alone gives lent rows.
    t = (U, "GoPro Hero 8 Connect through cable?", "u1")
    lend(P2_GPA151, [t], P2_G_HERO9, SELF, P2_GLAB870)
    lend(P2_GPA151, [t], P2_G_ALGO, SAME, P2_OGP206)
    lend(P2_GPA151, [t], P2_G_SPEC, SELF, P2_OGP206)

    t = (U, "GoPro Hero 9 Not Showing USB Connection", "u1")
    g1 = (U, P2_G_HERO9, "u1")
    g2 = (U, "I have confirmed that both the USB cable and computer USB port are functioning correctly by testing them with a colleague's GoPro Hero 9, which connected without any issues.", "u1")
    g3 = (A, "How is this a Labs issue?  Have you request MTP from the USB connections menu?  Menu->Connections->USB Connection->MTP", "u2")
    g4 = "Not related to Labs."
    rec(P2_GLAB870, [t], g1[1], False, SELF, [], None, author="u1")
    rec(P2_GLAB870, [t, g1], g2[1], False, SELF, [], None, author="u1")
    rec(P2_GLAB870, [t, g1, g2], g3[1], True, "pronoun", ["this"], "How is a GoPro HERO9 not showing a USB connection a GoPro Labs issue? Have you requested MTP from Menu > Connections > USB Connection > MTP?", author="u2")
    rec(P2_GLAB870, [t, g1, g2, g3], g4, True, "ellipsis", [], "A GoPro HERO9 not showing its USB connection is not related to GoPro Labs.", author="u2")
    lend(P2_GLAB870, [t], P2_G_GOPROCAM, SAME, P2_GPA197)
    lend(P2_GLAB870, [t, g1], P2_G_ALGO, SAME, P2_OGP206)


def P2_receivers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- AV receivers: Denon and Marantz volume, zones and inputs over HTTP and telnet (a Python library, Homebridge plugins) ----
    t = (U, "volume doesn't update", "u1")
    a1 = (U, "__init__.py:__version__ = \"0.5.4\"", "u1")
    a2 = (U, "I was trying some new things and I noticed a problem. Am I doing something wrong? No matter what I do to the volume it always reads -80", "u1")
    a3 = (U, P2_R_SESSION, "u1")
    a4 = (U, "I then tried set_volume which does work but it still reports -80.", "u1")
    a5 = (U, "I wonder if this is somehow related to the other issue I have.", "u1")
    a6 = "I unplugged the piece of crap from the wall and plugged it back in and its now working as expected."
    rec(P2_DAVR35, [t], a1[1], True, "ellipsis", [], "The denonavr library 0.5.4 doesn't update the receiver's volume.", author="u1")
    rec(P2_DAVR35, [t, a1], a2[1], True, "ellipsis", ["the volume"], "Whatever I do to my Denon receiver's volume, denonavr 0.5.4 always reads -80; am I doing something wrong?", author="u1")
    # A session that names the library it runs (rulings before df37): a trap.
    rec(P2_DAVR35, [t, a1, a2], a3[1], False, SAME, [], None, author="u1")
    rec(P2_DAVR35, [t, a1, a2, a3], a4[1], True, "pronoun", ["then", "it"], "denonavr's set_volume does change my Denon receiver's volume, but denonavr still reports -80.", author="u1")
    rec(P2_DAVR35, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["the piece of crap", "it"], "Power-cycling my Denon receiver fixed denonavr always reading the volume as -80.", author="u1")
    lend(P2_DAVR35, [t, a1], P2_R_Z2, SAME, P2_HBMV13)

    t = (U, "Zone 2 Power and Input", "u1")
    b1 = (U, "I see the code only references control of the Main Zone, though some of the supported models support Zone 2.", "u1")
    b2 = (U, "Are there any plans to add controls for Zone 2? Power toggle? Input selection? Volume control?", "u1")
    b3 = (A, "hey Joe,\nthis topic was on my list. I got somehow frustrated because about inconsistant variables accross the different interfaces.", "u2")
    b4 = (A, "Btw. which Denon model are you using?", "u2")
    b5 = P2_R_X2000
    rec(P2_DAVR8, [t], b1[1], True, "pronoun", ["the code"], "The denonavr code only controls the Main Zone, though some supported Denon receivers have a Zone 2.", author="u1")
    rec(P2_DAVR8, [t, b1], b2[1], True, "ellipsis", [], "Are there plans to add Zone 2 controls (power toggle, input selection, volume) to denonavr?", author="u1")
    # An answer in a complete sentence naming its subject (rulings before df36): a trap.
    rec(P2_DAVR8, [t, b1, b2, b3, b4], b5, False, SAME, [], None, author="u1")
    lend(P2_DAVR8, [t], P2_R_HEOS, SAME, P2_HBMV13)

    # A pull request: its author answers the testers, so the author's turns are the assistant's (as df36 part 2).
    t = (A, "switching to telnet and added support for the second zone", "u1")
    c1 = (A, "- complete rewrite\n- support speaker service (volume control with eve app) #16\n- added support for second zone #19 \n- switched to telnet connection to support the newer avr's #22 #23 \n- removed default input and default volume", "u1")
    c2 = (U, "I will happily review your code in the following days. How long has it been running at your place?", "u2")
    c3 = (A, "Since a few days. Did you tried it yet?", "u1")
    c4 = (U, "I just installed a test the dev branch briefly with my Denon AVR-X3400H.", "u3")
    c5 = (U, "In the Eve app I see two volume controls and two power switches: one pair for main and one pair for 2nd zone.  I do not have a 2nd zone physically connected, but control of volume works for the main zone.", "u3")
    c6 = (U, "I do not see input switching exposed anywhere.  Is there a configuration option or is this absent from the plugin?", "u3")
    c7 = "- Mute works.\n- The plugin does not seem to be polling or something is wrong with it. If I power off the receiver, homebridge does not reflect this."
    rec(P2_HBDM25, [t, c1], c2[1], True, "pronoun", ["your code", "it"], "How long has the telnet rewrite of homebridge-denon-marantz-avr with second-zone support been running at your place?", author="u2")
    rec(P2_HBDM25, [t, c1, c2], c3[1], True, "pronoun", ["it"], "The telnet rewrite of homebridge-denon-marantz-avr has been running for a few days; have you tried it yet?", author="u1")
    rec(P2_HBDM25, [t, c1, c2, c3], c4[1], True, "pronoun", ["the dev branch"], "I briefly tested the homebridge-denon-marantz-avr dev branch (telnet, second zone) with my Denon AVR-X3400H.", author="u3")
    rec(P2_HBDM25, [t, c1, c2, c3, c4, c5], c6[1], True, "pronoun", ["this", "the plugin"], "The homebridge-denon-marantz-avr dev branch exposes no input switching; is there a configuration option, or is input switching absent from the plugin?", author="u3")
    rec(P2_HBDM25, [t, c1, c2, c3, c4, c5, c6], c7, True, "pronoun", ["The plugin", "it", "this"], "With the homebridge-denon-marantz-avr dev branch mute works, but the plugin does not seem to poll: if I power off the Denon receiver, Homebridge does not reflect it.", author="u3")
    lend(P2_HBDM25, [t, c1], P2_R_X2000, SAME, P2_DAVR8)

    t = (U, "Volume on Zone 2 changes Main Zone only when set to Main Zone + Z2", "u1")
    d1 = (U, "See defect 303 for more background.", "u1")
    d2 = (U, "Upgraded to 5.5.2 and now things are really broken.", "u1")
    d3 = (U, "Volume on Zone 2 changes Main Zone only if set to Main Zone + Z2, and not the volume on other zones. If set to Zone 2 only then it adjusts Zone 2.", "u1")
    d4 = (U, "Zone 2 still does not show the volume percentage.", "u1")
    d5 = (U, "Tested setting volume to control \"Main Zone + Z2/Z3\" and still only get Main Zone changes to volume.", "u1")
    d6 = (A, "try 5.5.4-beta.0 and let me know", "u2")
    d7 = "finally fixed in beta.13"
    # "defect 303" was never named in the thread (rulings before df37): judged on its other words.
    rec(P2_HBDT322, [t], d1[1], True, "ellipsis", [], "See defect 303 for background on homebridge-denon-tv's Zone 2 volume changing the Main Zone only.", author="u1")
    rec(P2_HBDT322, [t, d1], d2[1], True, "ellipsis", [], "After upgrading homebridge-denon-tv to 5.5.2, zone volume control is really broken.", author="u1")
    rec(P2_HBDT322, [t, d1, d2, d3], d4[1], True, "ellipsis", ["still"], "homebridge-denon-tv 5.5.2 still does not show the Zone 2 volume percentage.", author="u1")
    rec(P2_HBDT322, [t, d1, d2, d3, d4], d5[1], True, "ellipsis", ["still"], "With homebridge-denon-tv 5.5.2 set to control \"Main Zone + Z2/Z3\" volume, only the Main Zone volume changes.", author="u1")
    rec(P2_HBDT322, [t, d1, d2, d3, d4, d5], d6[1], True, "ellipsis", [], "Try homebridge-denon-tv 5.5.4-beta.0 for Zone 2 volume changing only the Main Zone, and report back.", author="u2")
    rec(P2_HBDT322, [t, d1, d2, d3, d4, d5, d6], d7, True, "ellipsis", [], "homebridge-denon-tv's Zone 2 volume changing only the Main Zone is finally fixed in 5.6.0 beta.13.", author="u2")

    t = (U, "Volume on Main Zone changes Main Zone only and not others", "u1")
    e1 = (U, "The zone percentage is out by a count of 1 vs the Denon app.", "u1")
    e2 = (U, "This might be a zero based issue where Denon starts at zero and the app assumes 1.", "u1")
    e3 = "The Home app consistently shows the value as \"1\" higher than the Denon app."
    rec(P2_HBDT321, [t], e1[1], True, "ellipsis", ["The zone percentage"], "homebridge-denon-tv's zone volume percentage is off by 1 compared with the Denon app.", author="u1")
    rec(P2_HBDT321, [t, e1], e2[1], True, "pronoun", ["This", "the app"], "Could homebridge-denon-tv's zone volume being off by 1 be a zero-based issue, where Denon starts at zero and the plugin assumes 1?", author="u1")
    rec(P2_HBDT321, [t, e1, e2], e3, True, "pronoun", ["the value"], "With homebridge-denon-tv, the Home app consistently shows the zone volume percentage 1 higher than the Denon app.", author="u1")
    lend(P2_HBDT321, [t], P2_R_SESSION, SAME, P2_DAVR35)

    t = (U, "Does not work with Denon AVR-X4300H", "u1")
    f1 = (U, "Had it working fine with my Denon AVR-X2200W, but it doesn't seem to work with my new AVR-X4300H.", "u1")
    f2 = (U, "I also noticed that AVR-X4300H doesn't have a web UI for control and setup like the AVR-X2200W does - which is almost certainly why the plugin doesn't work - looking at the way the plugin works.", "u1")
    f3 = (U, "The only web UI I can find is a basic, 3 page HEOS one - nothing with control settings.", "u1")
    f4 = (A, P2_R_HEOS, "u2")
    f5 = (A, "Perhaps it is possible to switch the plugin using telnet commands to control the avr. You simlpy need to build up a telnet connection to AVR-IP and send the command \"MVxx\" xx=Volume Level in ASCII from 00 to 98.", "u2")
    f6 = (A, P2_R_Z2, "u2")
    f7 = "The do react on HTTP commands. Format is slightly different now.\n\nhttp://IP:8080/goform/formiPhoneAppDirect.xml?MV60"
    rec(P2_HBMV13, [t], f1[1], True, "pronoun", ["it"], "homebridge-marantz-volume worked fine with my Denon AVR-X2200W but doesn't work with my new AVR-X4300H.", author="u1")
    rec(P2_HBMV13, [t, f1], f2[1], True, "pronoun", ["the plugin"], "Is homebridge-marantz-volume failing on the Denon AVR-X4300H because, unlike the AVR-X2200W, it has no web UI for control and setup?", author="u1")
    rec(P2_HBMV13, [t, f1, f2], f3[1], True, "ellipsis", [], "The only web UI I can find on the Denon AVR-X4300H is a basic three-page HEOS one with no control settings, so homebridge-marantz-volume can't use it.", author="u1")
    # General sentences that name their subject (rulings before df36): traps.
    rec(P2_HBMV13, [t, f1, f2, f3], f4[1], False, SAME, [], None, author="u2")
    rec(P2_HBMV13, [t, f1, f2, f3, f4, f5], f6[1], False, SAME, [], None, author="u2")
    # It corrects the claim above it and leans on it for its subject (rule 3): a follow-up.
    rec(P2_HBMV13, [t, f1, f2, f3, f4, f5, f6], f7, True, "pronoun", ["The do"], "New Denon HEOS receivers do react to HTTP commands, in a slightly different format: http://IP:8080/goform/formiPhoneAppDirect.xml?MV60", author="u3")


def P2_streamdeck(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- stream controllers: Elgato Stream Deck buttons and keypresses on Linux, udev rules and permissions ----
    t = (U, "udev rules for Linux users", "u1")
    a1 = (U, "To get this working properly on my Manjaro Linux machine I had to implement the following udev rules from the [streamdeck-ui README](https://github.com/dh1tw/streamdeck#linux-device-rules).", "u1")
    a2 = (U, "I'd recommend including these instructions in your README.", "u1")
    a3 = (U, "```\nsudo vim /etc/udev/rules.d/99-streamdeck.rules\n\nSUBSYSTEM==\"usb\", ATTRS{idVendor}==\"0fd9\", ATTRS{idProduct}==\"0060\", MODE=\"0664\", GROUP=\"plugdev\"\n```", "u1")
    a4 = "Great suggestion, I will add that!"
    rec(P2_HASD7, [t], a1[1], True, "pronoun", ["this"], "To get home-assistant-streamdeck-yaml working properly on Manjaro Linux I had to add the Stream Deck udev rules from the streamdeck-ui README.", author="u1")
    rec(P2_HASD7, [t, a1], a2[1], True, "pronoun", ["these instructions", "your README"], "I'd recommend including the Stream Deck udev rule instructions for Linux in home-assistant-streamdeck-yaml's README.", author="u1")
    # The command and rule quoted in full name everything they need (rulings before df37): a trap.
    rec(P2_HASD7, [t, a1, a2], a3[1], False, SAME, [], None, author="u1")
    rec(P2_HASD7, [t, a1, a2, a3], a4, True, "pronoun", ["that"], "The Stream Deck udev rules for Linux users will be added to home-assistant-streamdeck-yaml's README.", author="u2")
    lend(P2_HASD7, [t], P2_S_LSUSB, SAME, P2_SDLG213)
    lend(P2_HASD7, [t, a1], P2_S_UDEVLINUX, SAME, P2_CHAT119)

    t = (U, "How to allow user use Stram Deck on Raspbian", "u1")
    b1 = (U, "Hello,\n\nOn run node script for Stream Deck i have this error `Error: cannot open device with path 0001:0004:00`", "u1")
    b2 = (A, "Hm, I didn't encounter this issue when I did initial testing of this library on my Raspberry Pi 3.", "u2")
    b3 = (U, "Hi. I have the same problem. @norfair00 Did you find a way to fix this?", "u3")
    b4 = (U, "I get the same error on Ubuntu 16.04.", "u4")
    b5 = (U, "Running the command with sudo works however; **sudo node rapid-fill.js**", "u4")
    b6 = (U, "Thanks you @DGivney ! It works on my setup now when I run the examples with sudo.", "u3")
    b7 = (U, P2_S_PERMS, "u4")
    b8 = "I was able to fix this issue with a udev rule however."
    # The error is only the thread's; the library is left to the thread (rulings before df37): a follow-up.
    rec(P2_NESD41, [t], b1[1], True, "ellipsis", [], "On Raspbian, running a node-elgato-stream-deck script as a normal user fails with `Error: cannot open device with path 0001:0004:00`; how do I allow the user to use the Stream Deck?", author="u1")
    rec(P2_NESD41, [t, b1], b2[1], True, "pronoun", ["this issue", "this library"], "node-elgato-stream-deck's \"cannot open device with path\" error didn't happen when it was tested on a Raspberry Pi 3.", author="u2")
    rec(P2_NESD41, [t, b1, b2], b3[1], True, "pronoun", ["the same problem", "this"], "Has anyone found a fix for node-elgato-stream-deck failing with \"cannot open device with path\" on Raspbian?", author="u3")
    rec(P2_NESD41, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["the command"], "Running the node-elgato-stream-deck example with sudo (sudo node rapid-fill.js) avoids the \"cannot open device\" error.", author="u4")
    rec(P2_NESD41, [t, b1, b2, b3, b4, b5, b6], b7[1], False, SAME, [], None, author="u4")
    rec(P2_NESD41, [t, b1, b2, b3, b4, b5, b6, b7], b8, True, "pronoun", ["this issue"], "I fixed node-elgato-stream-deck's \"cannot open device\" error without sudo by adding a udev rule for the Stream Deck.", author="u4")

    t = (U, "[BUG]: udev rule for streamdeck XL is missing", "u1")
    c1 = (U, "### Describe the bug\n\nWhen trying to use the press keys or write text functions I got the error:\n> Could not complete the write command: \"/dev/uinput\" cannot be opened for writing", "u1")
    c2 = (U, "### Steps to reproduce the behavior\n\n1. Configured a button to write the text \"a\"\n2. Press the button\n3. looked at the logs", "u1")
    c3 = (U, "### Expected behavior\n\nThe text to be written to the active UI element on the screen. For example a terminal, browser text input etc.", "u1")
    c4 = (U, "### System Information\n\n* Gentoo\n* Sway 1.9, wlroots 0.17.3\n* Python3.11 & Python3.12", "u1")
    c5 = P2_S_LSUSB
    rec(P2_SDLG213, [t], c1[1], True, "ellipsis", [], "With a Stream Deck XL, streamdeck-linux-gui's press keys and write text functions fail with \"Could not complete the write command: \"/dev/uinput\" cannot be opened for writing\".", author="u1")
    rec(P2_SDLG213, [t, c1], c2[1], True, "ellipsis", [], "To reproduce the /dev/uinput error in streamdeck-linux-gui: configure a Stream Deck XL button to write the text \"a\", press it, and look at the logs.", author="u1")
    rec(P2_SDLG213, [t, c1, c2], c3[1], True, "ellipsis", [], "I expected streamdeck-linux-gui's write text button to type the text into the active UI element, such as a terminal or a browser text input.", author="u1")
    rec(P2_SDLG213, [t, c1, c2, c3], c4[1], True, "ellipsis", [], "streamdeck-linux-gui can't open /dev/uinput for a Stream Deck XL on Gentoo with Sway 1.9, wlroots 0.17.3 and Python 3.11 and 3.12.", author="u1")
    rec(P2_SDLG213, [t, c1, c2, c3, c4], c5, False, SAME, [], None, author="u1")
    lend(P2_SDLG213, [t], P2_S_CHATAIGNE, SAME, P2_CHAT119)

    t = (U, "[BUG]: Streamdeck fails to start due to missing udev rules", "u1")
    d1 = (U, "### Describe the bug\n\nApplication fails to startup with following error: ", "u1")
    d2 = "```\nTraceback (most recent call last):\n  File \"/usr/bin/streamdeck\", line 5, in <module>\n    from streamdeck_ui.gui import start\n  File \"/usr/lib/python3.11/site-packages/streamdeck_ui/modules/keyboard.py\", line 215, in <module>\n    _UINPUT = UInput({e.EV_KEY: _SUPPORTED_KEY_CONSTANTS})\n  File \"/usr/lib/python3.11/site-packages/evdev/uinput.py\", line 271, in _verify\n```"
    rec(P2_SDLG163, [t], d1[1], True, "ellipsis", ["Application"], "streamdeck-linux-gui fails to start up with an error when its udev rules are missing.", author="u1")
    # A traceback naming the program it comes from (rulings before df37): a trap.
    rec(P2_SDLG163, [t, d1], d2, False, SAME, [], None, author="u1")
    lend(P2_SDLG163, [t], P2_S_UDEVRULE, SAME, P2_CHAT119)
    lend(P2_SDLG163, [t, d1], P2_S_PERMS, SAME, P2_NESD41)

    t = (U, "Streamdeck on Ubuntu 20.04 is not working unless Chataigne runs with admin privilege", "u1")
    e1 = (U, P2_S_CHATAIGNE, "u1")
    e2 = (U, "It works if I start Chataigne with sudo but not without.", "u1")
    e3 = (U, "So it is a permission issue.", "u1")
    e4 = (U, P2_S_UDEVRULE, "u1")
    e5 = (U, "This rules seems to work since I can use streamdeck-ui software without sudo.", "u1")
    e6 = (A, "Well I'm really not an expert with this kind of things. Basically I understand that any serial device needs admin privilege to run, or maybe some other settings can do the trick.", "u2")
    e7 = P2_S_UDEVLINUX
    rec(P2_CHAT119, [t], e1[1], False, SAME, [], None, author="u1")
    rec(P2_CHAT119, [t, e1], e2[1], True, "pronoun", ["It"], "The Stream Deck works in Chataigne on Ubuntu 20.04 if I start Chataigne with sudo, but not without.", author="u1")
    rec(P2_CHAT119, [t, e1, e2], e3[1], True, "pronoun", ["it"], "So the Stream Deck not working in Chataigne without sudo is a permission issue.", author="u1")
    # A complete first-person sentence about the user's own setup (rulings before df37): a trap.
    rec(P2_CHAT119, [t, e1, e2, e3], e4[1], False, SAME, [], None, author="u1")
    rec(P2_CHAT119, [t, e1, e2, e3, e4], e5[1], True, "pronoun", ["This rules"], "My Stream Deck udev rule seems to work, since streamdeck-ui runs without sudo; why does Chataigne still need sudo for the Stream Deck?", author="u1")
    rec(P2_CHAT119, [t, e1, e2, e3, e4, e5, e6], e7, False, SAME, [], None, author="u1")

    t = (U, "Unable to open StreamDeck connection", "u1")
    f1 = (U, P2_S_FATA, "u1")
    f2 = (U, "I think I may of done the usb connections wrong", "u1")
    f3 = (U, "**StreamDeck Information**\nList the model of StreamDeck(s) you are using here.\nStreamDeck XL", "u1")
    f4 = (U, "**System Information**\nArch Linux xorg", "u1")
    f5 = "Fixed after arch linux reinstall"
    # The command and its error quoted in full (rulings before df37): a trap.
    rec(P2_PESD79, [t], f1[1], False, SAME, [], None, author="u1")
    rec(P2_PESD79, [t, f1], f2[1], True, "ellipsis", [], "I think I may have set up the Stream Deck USB udev rules wrong, since opening the StreamDeck connection fails with permission denied.", author="u1")
    rec(P2_PESD79, [t, f1, f2], f3[1], True, "ellipsis", [], "The Stream Deck that fails to open with permission denied is a Stream Deck XL.", author="u1")
    rec(P2_PESD79, [t, f1, f2, f3], f4[1], True, "ellipsis", [], "Opening my Stream Deck XL fails with permission denied on Arch Linux with Xorg.", author="u1")
    rec(P2_PESD79, [t, f1, f2, f3, f4], f5, True, "ellipsis", [], "The Stream Deck \"Unable to open device: permission denied\" error was fixed after reinstalling Arch Linux.", author="u1")
    lend(P2_PESD79, [t], P2_S_CHATAIGNE, SAME, P2_CHAT119)

    # The excerpt shows only later comments, so the title alone gives lent rows.
    t = (U, "Doesn't detect Stream Deck +, permission/ownership issue of /dev/bus/usb/003/014 w/ flatpak", "u1")
    lend(P2_STCO288, [t], P2_S_PERMS, SAME, P2_NESD41)
    lend(P2_STCO288, [t], P2_S_FATA, SAME, P2_PESD79)
    lend(P2_STCO288, [t], P2_S_UDEVLINUX, SAME, P2_CHAT119)
    lend(P2_STCO288, [t], P2_S_LSUSB, SAME, P2_SDLG213)
    lend(P2_STCO288, [t], P2_S_UDEVRULE, SAME, P2_CHAT119)


def P2_govee(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- LED lights: Govee strips and lamps found (or not) over the LAN API, MQTT bridges and Home Assistant ----
    t = (U, "H7021 LAN API not working", "u1")
    a1 = (U, "### Govee Device SKU\n\nH7021\n\n### Govee2MQTT Version\n\n2024.01.24-ea3cd430", "u1")
    a2 = (U, "### Describe the issue\n\nLAN is enabled in options, and the API key is working since my other Govee (Dreamview T1) is working fine over LAN:", "u1")
    a3 = P2_L_PROBE
    rec(P2_G2M146, [t, a1], a2[1], True, "ellipsis", [], "govee2mqtt 2024.01.24 can't reach my Govee H7021 over the LAN API, though LAN is enabled in its options and my other Govee device (DreamView T1) works fine over LAN.", author="u1")
    # A log naming the module it comes from (rulings before df37): a trap.
    rec(P2_G2M146, [t, a1, a2], a3, False, SAME, [], None, author="u1")

    t = (U, "LAN API not working", "u1")
    b1 = (U, "### Govee Device SKU\n\nH619A\n\n### Govee2MQTT Version\n\nlatest", "u1")
    b2 = (U, P2_L_G2MVLAN, "u1")
    b3 = (U, P2_L_DOCKER, "u1")
    b4 = (U, "Same issue here with my H6076 device, it works with the old govee lan but now fails with this.", "u2")
    b5 = (U, "I have restarted all devices, and even reset the lamp and tested the local api and its working, just not for this.", "u2")
    b6 = "My response here is the same"
    # The opener names the bridge and the failure in full (rule 1): a trap.
    rec(P2_G2M251, [t, b1], b2[1], False, SAME, [], None, author="u1")
    # A complete first-person environment sentence (rule 1): a trap.
    rec(P2_G2M251, [t, b1, b2], b3[1], False, SAME, [], None, author="u1")
    rec(P2_G2M251, [t, b1, b2, b3], b4[1], True, "pronoun", ["Same issue", "this"], "govee2mqtt can't reach my Govee H6076 over the LAN API either; the old govee_lan integration works with it.", author="u2")
    rec(P2_G2M251, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["the lamp", "this"], "I restarted all devices, reset my Govee H6076 lamp and tested its local API, which works, just not with govee2mqtt.", author="u2")
    rec(P2_G2M251, [t, b1, b2, b3, b4, b5], b6, True, "ellipsis", [], "My response to govee2mqtt not finding Govee LED strips over the LAN API is the same as in the earlier issues.", author="u3")

    t = (U, "Devices don't show up in home assistant", "u1")
    c1 = (U, "### Govee Device SKU\n\nH6199\n\n### Govee2MQTT Version\n\n2024.07.21-c9d27764", "u1")
    c2 = (U, "### Describe the issue\n\nI setup the integration through Unraid docker, it appears connected to MQTT just fine but I don't see any devices show up in home assistant.", "u1")
    c3 = "I disabled the LAN integration in case that got in the way and still devices don't show up in home assistant."
    rec(P2_G2M311, [t, c1], c2[1], True, "pronoun", ["the integration"], "I set up govee2mqtt through Unraid Docker; it connects to MQTT fine but no Govee devices show up in Home Assistant.", author="u1")
    rec(P2_G2M311, [t, c1, c2], c3, True, "ellipsis", ["still"], "I disabled govee2mqtt's LAN integration and my Govee devices still don't show up in Home Assistant.", author="u1")
    lend(P2_G2M311, [t], P2_L_MCAST, SELF, P2_GLH47)

    t = (U, "Not Working", "u1")
    d1 = (U, "Hello, \n\nI'm trying to use this package with a H615A Govee led strip.", "u1")
    d2 = (U, "When trying to use the control functions nothing happens.", "u1")
    d3 = (U, "I tried to log the output of the function and this is what i get: \n`{ code: 200, message: 'Success', data: {} }`", "u1")
    d4 = (U, "But still, nothing happens.", "u1")
    d5 = (U, "Any idea on how to fix this? (I already checked the apiKey, the mac address and the model)", "u1")
    d6 = "I found out i had to connect the led strip to the wifi...\n\nNow it works"
    rec(P2_NGL4, [t], d1[1], True, "pronoun", ["this package"], "node-govee-led doesn't work with my Govee H615A LED strip.", author="u1")
    rec(P2_NGL4, [t, d1], d2[1], True, "ellipsis", ["the control functions"], "When I use node-govee-led's control functions with a Govee H615A LED strip, nothing happens.", author="u1")
    rec(P2_NGL4, [t, d1, d2], d3[1], True, "pronoun", ["the function", "this"], "node-govee-led's control function returns { code: 200, message: 'Success', data: {} } for my Govee H615A, but the strip doesn't change.", author="u1")
    rec(P2_NGL4, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["the led strip", "it"], "node-govee-led works with my Govee H615A once the LED strip is connected to Wi-Fi.", author="u1")
    lend(P2_NGL4, [t], P2_L_G2MVLAN, SAME, P2_G2M251)
    lend(P2_NGL4, [t, d1], P2_L_PROBE, SAME, P2_G2M146)

    t = (U, "Devices not found in Home Assistant", "u1")
    e1 = (U, "Hello! Having issues getting my Govee devices discovered.", "u1")
    e2 = (U, "- RasPi OS (Debian)\n- iptables ACCEPT in place for udp 4000-4003, PKTTYPE = multicast enabled\n- Added the logging config to configuration.yaml, but I'm not seeing anything after a homeassistant reboot.", "u1")
    e3 = (U, "I booted up Govee Desktop and my three devices got locally discovered immediately, so I don't think the issue is on my network. Somewhere in the RasPi.", "u1")
    e4 = (U, P2_L_MCAST, "u1")
    e5 = (U, "Solved.", "u1")
    e6 = "Clicking the 'Add integration' in the bottom right and searching for Govee found the integration and my devices popped into existance."
    # Discovery is what the integration does, and the sentence leaves it out (rulings before df37): a follow-up.
    rec(P2_GLH47, [t], e1[1], True, "ellipsis", [], "The govee-lan-hass Home Assistant integration doesn't discover my Govee devices.", author="u1")
    rec(P2_GLH47, [t, e1], e2[1], True, "ellipsis", [], "govee-lan-hass doesn't discover my Govee devices on Raspberry Pi OS with iptables accepting UDP 4000-4003 and multicast enabled, and its debug logging shows nothing after a Home Assistant reboot.", author="u1")
    rec(P2_GLH47, [t, e1, e2], e3[1], True, "pronoun", ["the issue"], "Govee Desktop discovers my three Govee devices immediately, so govee-lan-hass not discovering them is not a network issue but something on the Raspberry Pi.", author="u1")
    # "that" points inside the question (rule 2).
    rec(P2_GLH47, [t, e1, e2, e3], e4[1], False, SELF, [], None, author="u1")
    rec(P2_GLH47, [t, e1, e2, e3, e4], e5[1], True, "ellipsis", [], "govee-lan-hass not discovering my Govee devices in Home Assistant is solved.", author="u1")
    rec(P2_GLH47, [t, e1, e2, e3, e4, e5], e6, True, "pronoun", ["the integration", "my devices"], "Adding the govee-lan-hass integration by hand (Add integration, search for Govee) made my Govee devices appear in Home Assistant.", author="u1")

    # The excerpts show only later comments, so the title alone gives lent rows.
    t = (U, "Adding Scenes.", "u1")
    lend(P2_HBGV347, [t], P2_L_DOCKER, SAME, P2_G2M251)
    lend(P2_HBGV347, [t], P2_L_PROBE, SAME, P2_G2M146)
    lend(P2_HBGV347, [t], P2_L_MCAST, SELF, P2_GLH47)
    lend(P2_HBGV347, [t], P2_L_G2MVLAN, SAME, P2_G2M251)
    t = (U, "FYI: Computing Scene Codes", "u1")
    lend(P2_GVRE11, [t], P2_L_G2MVLAN, SAME, P2_G2M251)
    lend(P2_GVRE11, [t], P2_L_DOCKER, SAME, P2_G2M251)
    t = (A, "Migrate to Govee API v2.0 with full feature support", "u1")
    lend(P2_HACSGV267, [t], P2_L_DOCKER, SAME, P2_G2M251)
    lend(P2_HACSGV267, [t], P2_L_PROBE, SAME, P2_G2M146)
    lend(P2_HACSGV267, [t], P2_L_MCAST, SELF, P2_GLH47)


def P2_sleeptrackers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- sleep trackers: Oura ring clients moving from API v1 to v2, Withings sleep and scale data ----
    t = (U, "Support Additional V2 endpoints, and discontinuation of Oura API V1", "u1")
    a1 = (U, "I just wanted to let this project's maintainer know:\n\nOura has implemented additional API V2 endpoints since this project last updated.", "u1")
    a2 = (U, "Among the new V2 endpoints are :\n\n- Daily Readiness\n- Daily Sleep\n- Daily Spo2\n- Rest Mode Period\n- Ring Configuration\n- Sleep\n- Sleep Time\nDetails are at https://cloud.ouraring.com/v2/docs", "u1")
    a3 = (U, P2_O_V1GONE, "u1")
    a4 = (A, "Thanks for the heads-up. I noticed Oura's email about discontinuation. I'll try to find time to react in time.", "u2")
    a5 = "Pull requests are appreciated. :)"
    rec(P2_SMO14, [t], a1[1], True, "pronoun", ["this project"], "Oura has added API v2 endpoints since the samuelmr/oura client was last updated.", author="u1")
    rec(P2_SMO14, [t, a1], a2[1], True, "ellipsis", ["the new V2 endpoints"], "Oura API v2's new endpoints include Daily Readiness, Daily Sleep, Daily SpO2, Rest Mode Period, Ring Configuration, Sleep and Sleep Time (https://cloud.ouraring.com/v2/docs); can the samuelmr/oura client support them?", author="u1")
    # A general sentence naming its subject (rulings before df36): a trap in its own thread.
    rec(P2_SMO14, [t, a1, a2], a3[1], False, SAME, [], None, author="u1")
    rec(P2_SMO14, [t, a1, a2, a3], a4[1], True, "pronoun", ["the heads-up"], "The samuelmr/oura maintainer saw Oura's email about discontinuing API v1 and will try to move the client to v2 in time.", author="u2")
    rec(P2_SMO14, [t, a1, a2, a3, a4], a5, True, "ellipsis", [], "Pull requests adding Oura API v2 support to the samuelmr/oura client are appreciated.", author="u2")
    lend(P2_SMO14, [t], P2_O_PAT, SELF, P2_TKM5)

    t = (U, "Oura API V2", "u1")
    b1 = (U, P2_O_SECOND, "u1")
    b2 = (U, "Any plans to update this project to support the second version?", "u1")
    b3 = "Ooooo, yes. Definitely. I didn't know about the new version until now. Thanks for bringing it to my attention."
    rec(P2_LDO6, [t], b1[1], False, SAME, [], None, author="u1")
    rec(P2_LDO6, [t, b1], b2[1], True, "pronoun", ["this project", "the second version"], "Are there plans to update the lildude/oura Go client to support Oura API v2?", author="u1")
    rec(P2_LDO6, [t, b1, b2], b3, True, "pronoun", ["the new version", "it"], "The lildude/oura Go client will definitely add Oura API v2 support; its maintainer had not known about v2.", author="u2")
    lend(P2_LDO6, [t], P2_O_IDS, SAME, P2_HOR2)

    t = (A, "Add support for Oura API v2", "u1")
    c1 = (A, "Oura has started to switch to a new version of the API.", "u1")
    c2 = "This PR adds support for these endpoints whilst still retaining support for the v1 API as some of the methods like Daily Sleep and Daily Readiness don't have v2 endpoints yet."
    rec(P2_LDO7, [t], c1[1], False, SAME, [], None, author="u1")
    rec(P2_LDO7, [t, c1], c2, True, "pronoun", ["This PR", "these endpoints"], "A pull request to the lildude/oura client adds the Oura API v2 endpoints while keeping v1 support, since Daily Sleep and Daily Readiness have no v2 endpoints yet.", author="u1")

    t = (U, "Support new Oura API v2 endpoints (sleep, sleep periods, readiness)", "u1")
    d1 = (U, P2_O_V2UPD, "u1")
    d2 = (U, "Just bringing this to the project's attention.", "u1")
    d3 = "Would be good to include these new endpoints in the package"
    rec(P2_LDO12, [t], d1[1], False, SAME, [], None, author="u1")
    rec(P2_LDO12, [t, d1], d2[1], True, "pronoun", ["this", "the project"], "I'm bringing the new Oura API v2 Daily Sleep, Daily Readiness and Sleep Periods endpoints to the lildude/oura project's attention.", author="u1")
    rec(P2_LDO12, [t, d1, d2], d3, True, "pronoun", ["these new endpoints", "the package"], "It would be good to include Oura API v2's Daily Sleep, Daily Readiness and Sleep Periods endpoints in the lildude/oura package.", author="u1")
    lend(P2_LDO12, [t], P2_O_PAT, SELF, P2_TKM5)

    t = (U, "Discontinuation of Oura API V1, support of V2 endpoints", "u1")
    e1 = (U, "Hi, I just wanted to let this project's maintainer know, Oura has announced that the V1 version of their API, which this project is using, will be discontinued in Jan 2024, after which it will no longer be available.", "u1")
    e2 = "There is a V2 version of the API available, which is documented here: https://cloud.ouraring.com/v2/docs"
    rec(P2_SSE5, [t], e1[1], True, "pronoun", ["this project"], "Oura API v1, which oura-ring-api-etl uses, will be discontinued in January 2024.", author="u1")
    rec(P2_SSE5, [t, e1], e2, True, "pronoun", ["the API"], "Oura API v2, which oura-ring-api-etl could move to, is documented at https://cloud.ouraring.com/v2/docs", author="u1")
    lend(P2_SSE5, [t], P2_O_RELEASED, SAME, P2_NOC15)
    lend(P2_SSE5, [t, e1], P2_O_CMD, SAME, P2_WSY154)
    lend(P2_SSE5, [t], P2_O_V2UPD, SAME, P2_LDO12)
    lend(P2_SSE5, [t, e1], P2_O_IDS, SAME, P2_HOR2)

    t = (U, "Personal Access Tokens will be deprecated", "u1")
    f1 = (U, "From this URL:\nhttps://cloud.ouraring.com/v2/docs", "u1")
    f2 = P2_O_PAT
    rec(P2_TKM5, [t], f1[1], True, "ellipsis", [], "The Oura API docs at https://cloud.ouraring.com/v2/docs say Personal Access Tokens will be deprecated; what does that mean for oura-mcp-server?", author="u1")
    # The quoted notice names its subject; "This" points inside it (rule 2).
    rec(P2_TKM5, [t, f1], f2, False, SELF, [], None, author="u1")
    lend(P2_TKM5, [t], P2_O_V1GONE, SAME, P2_SMO14)
    lend(P2_TKM5, [t, f1], P2_O_IDS, SAME, P2_HOR2)
    lend(P2_TKM5, [t], P2_O_SECOND, SAME, P2_LDO6)
    lend(P2_TKM5, [t, f1], P2_O_CMD, SAME, P2_WSY154)

    t = (A, "Oura v2", "u1")
    g1 = (A, "This is a new version of this custom component.", "u1")
    g2 = (A, "Warning: This version includes breaking changes.", "u1")
    g3 = "- Configuration users Personal Tokens and no longer supports or accepts OAuth. This should allow for simpler configuration, though."
    rec(P2_NOC25, [t], g1[1], True, "pronoun", ["This", "this custom component"], "The Oura v2 pull request is a new version of the oura-custom-component Home Assistant component.", author="u1")
    rec(P2_NOC25, [t, g1], g2[1], True, "pronoun", ["This version"], "oura-custom-component's Oura API v2 version includes breaking changes.", author="u1")
    rec(P2_NOC25, [t, g1, g2], g3, True, "ellipsis", ["Configuration"], "oura-custom-component's Oura v2 version is configured with Personal Access Tokens and no longer accepts OAuth.", author="u1")

    # The maintainer opens this issue as a task and answers in it: the assistant side.
    t = (A, "[Maintenance] Upgrade to Oura API v2", "u1")
    h1 = (A, P2_O_RELEASED, "u1")
    h2 = (A, "We would need to upgrade before the sunset of v1.", "u1")
    h3 = (A, "Sunset seems to be somewhen in 2023 (tbc). There's still time to upgrade.", "u1")
    h4 = (U, "I like the idea of switching to 2.0 API as the old one is not able to get all the data from Ring Gen3 such as 24/7 heartrate.", "u2")
    h5 = (A, "Just checked and the v2 API does not support all features yet. In particular, the most critical endpoint on the current implementation is sleep.", "u1")
    h6 = "Ideally, we should do the migration of Auth + Readiness + Sleep at once, so putting this off until all the endpoints are ready."
    rec(P2_NOC15, [t], h1[1], False, SAME, [], None, author="u1")
    rec(P2_NOC15, [t, h1], h2[1], True, "ellipsis", [], "oura-custom-component needs to upgrade to Oura API v2 before v1 is sunset.", author="u1")
    rec(P2_NOC15, [t, h1, h2, h3], h4[1], True, "pronoun", ["the idea", "the old one"], "I like oura-custom-component switching to Oura API v2, since API v1 can't get all the Oura Ring Gen3 data such as 24/7 heart rate.", author="u2")
    rec(P2_NOC15, [t, h1, h2, h3, h4], h5[1], True, "ellipsis", ["the current implementation"], "Oura API v2 does not support all the features oura-custom-component uses yet, in particular sleep, its most critical endpoint.", author="u1")
    rec(P2_NOC15, [t, h1, h2, h3, h4, h5], h6, True, "pronoun", ["this"], "oura-custom-component should migrate auth, readiness and sleep to Oura API v2 at once, so the upgrade waits until all v2 endpoints are ready.", author="u1")

    t = (A, "[Feature Request] Add v2 sensors: sleep score", "u1")
    i1 = (A, "In the quest of adding all Oura API data as sensors, we want to add [Daily Sleep](https://cloud.ouraring.com/v2/docs#tag/Daily-Sleep) (aka Sleep Score) sensor.", "u1")
    i2 = "This is now available on oura-v2 branch. I will close this when merged to the main branch."
    rec(P2_NOC19, [t], i1[1], True, "ellipsis", [], "oura-custom-component should add an Oura API v2 Daily Sleep (sleep score) sensor.", author="u1")
    rec(P2_NOC19, [t, i1], i2, True, "pronoun", ["This"], "oura-custom-component's Oura Daily Sleep (sleep score) sensor is now available on the oura-v2 branch.", author="u1")

    t = (U, "Discontinuation of Oura API V1, support of V2 endpoints", "u1")
    j1 = (U, "Hi, I just wanted to let this project's maintainer know, Oura has announced that the V1 version of their API, which this project is using, will be discontinued in Jan 2024, after which it will no longer be available.", "u1")
    j2 = (A, "Thanks @sonmaximum , have made a PR to switch to V2: https://github.com/henrihapponen/oura-ring-wrapper/pull/5", "u2")
    j3 = "Merged PR, closing this issue"
    rec(P2_HORW2, [t, j1], j2[1], True, "ellipsis", ["V2"], "oura-ring-wrapper has a pull request switching it to Oura API v2: https://github.com/henrihapponen/oura-ring-wrapper/pull/5", author="u2")
    rec(P2_HORW2, [t, j1, j2], j3, True, "ellipsis", ["Merged PR"], "The pull request moving oura-ring-wrapper to Oura API v2 is merged, closing the Oura API v1 discontinuation issue.", author="u2")
    lend(P2_HORW2, [t], P2_O_SECOND, SAME, P2_LDO6)
    lend(P2_HORW2, [t], P2_O_CMD, SAME, P2_WSY154)
    lend(P2_HORW2, [t], P2_O_V1GONE, SAME, P2_SMO14)
    lend(P2_HORW2, [t, j1], P2_O_PAT, SELF, P2_TKM5)

    t = (U, "Additional Oura V2 API Endpoints", "u1")
    k1 = (U, "Hi, I just wanted to let the project maintainer know that Oura has implemented a few additional endpoints to their V2 API since the last time this project was updated.", "u1")
    k2 = (U, "Among the new endpoints are: \n- Daily SPO2\n- Rest Mode Period\n- Ring Configuration\n- Sleep Time", "u1")
    k3 = (U, P2_O_IDS, "u1")
    k4 = (U, "Just reporting, in case you want to include these new endpoints.", "u1")
    k5 = "I believe @kalifg implemented all of these in his recent PR. If anything's still missing please let me know."
    rec(P2_HOR2, [t], k1[1], True, "pronoun", ["the project maintainer", "this project"], "Oura has added API v2 endpoints since the hedgertronic/oura-ring client was last updated.", author="u1")
    rec(P2_HOR2, [t, k1, k2], k3[1], False, SAME, [], None, author="u1")
    rec(P2_HOR2, [t, k1, k2, k3], k4[1], True, "pronoun", ["these new endpoints"], "Would hedgertronic/oura-ring include Oura API v2's Daily SpO2, Rest Mode Period, Ring Configuration and Sleep Time endpoints?", author="u1")
    rec(P2_HOR2, [t, k1, k2, k3, k4], k5, True, "pronoun", ["all of these"], "Oura API v2's Daily SpO2, Rest Mode Period, Ring Configuration and Sleep Time endpoints were implemented in hedgertronic/oura-ring by a recent pull request.", author="u2")
    lend(P2_HOR2, [t], P2_O_RELEASED, SAME, P2_NOC15)
    lend(P2_HOR2, [t], P2_O_V2UPD, SAME, P2_LDO12)

    t = (U, "sleep summary data incomplete?", "u1")
    l1 = (U, "I tried the example on the homepage, but changed the last two lines to receive the sleep summary data:\n\n`print(api.sleep_get_summary(startdateymd='2020-12-01', enddateymd='2020-12-05'))`", "u1")
    l2 = (U, "I'm especially interested in retrieving the heart rate data (hr_max / hr_min / hr_average), but that part is missing.", "u1")
    l3 = (U, "Snoring and sleepscore are missing as well.", "u1")
    l4 = (U, "In my iOS app all of these metrics are shown for the past days, so the data should be available.", "u1")
    l5 = (U, "Am I doing something wrong in the retrieval of the data?", "u1")
    l6 = "I doubt you are doing anything wrong."
    rec(P2_PWA53, [t], l1[1], True, "pronoun", ["the example on the homepage"], "python_withings_api's sleep_get_summary(startdateymd='2020-12-01', enddateymd='2020-12-05') returns incomplete Withings sleep summary data.", author="u1")
    rec(P2_PWA53, [t, l1], l2[1], True, "ellipsis", ["that part"], "python_withings_api's Withings sleep summary is missing the heart rate data (hr_max, hr_min, hr_average).", author="u1")
    rec(P2_PWA53, [t, l1, l2], l3[1], True, "ellipsis", ["as well"], "python_withings_api's Withings sleep summary is also missing snoring and sleep score.", author="u1")
    rec(P2_PWA53, [t, l1, l2, l3], l4[1], True, "pronoun", ["these metrics", "the data"], "The Withings iOS app shows heart rate, snoring and sleep score for past days, so the Withings sleep summary data should be available to python_withings_api.", author="u1")
    rec(P2_PWA53, [t, l1, l2, l3, l4, l5], l6, True, "ellipsis", [], "You are likely not doing anything wrong in retrieving Withings sleep summary data with python_withings_api.", author="u2")

    t = (U, "Withings integration in HA broke", "u1")
    m1 = (U, "Hi Robert\nAre you still developing this Integration.", "u1")
    m2 = (U, "Since 2021.3.0 we (approximately 300 users) have had issues. We now get sleep data in nicely thanks to @ronaldheft . But no data from scale, blood pressure and others.", "u1")
    m3 = (U, "Same here, i can query my devices (scale) but no measures/weight data.", "u2")
    m4 = (U, "Any request to measure_get_meas return an empty result.", "u3")
    m5 = "Yes it's mandatory to use either start/enddate either lastupdate."
    rec(P2_PWA68, [t], m1[1], True, "pronoun", ["this Integration"], "Is python_withings_api, which the Home Assistant Withings integration uses, still being developed?", author="u1")
    rec(P2_PWA68, [t, m1], m2[1], True, "ellipsis", [], "Since Home Assistant 2021.3.0, the Withings integration built on python_withings_api gets sleep data but no data from scales, blood pressure monitors and others.", author="u1")
    rec(P2_PWA68, [t, m1, m2], m3[1], True, "ellipsis", ["Same here"], "With python_withings_api I can query my Withings devices (a scale) but get no measures or weight data.", author="u2")
    # The function named is the thread's library's, the library left out (rule 1): a follow-up.
    rec(P2_PWA68, [t, m1, m2, m3], m4[1], True, "ellipsis", [], "Every python_withings_api measure_get_meas request returns an empty result for my Withings scale.", author="u3")
    rec(P2_PWA68, [t, m1, m2, m3, m4], m5, True, "pronoun", ["it's"], "python_withings_api's measure_get_meas needs either startdate/enddate or lastupdate.", author="u3")

    t = (U, "This Withings metric contains no weight data. Not syncing...", "u1")
    n1 = (U, "This on the surface looks similar to #151 however in this case the data does actually return a weight reading.", "u1")
    n2 = (U, "I've limited to a single date, but it doesn't seem to matter what reading it is, they all return the same: ", "u1")
    n3 = (U, "Note, 4.1.0 is the latest version currently available, I think due to #138. Python 3.10.12.", "u1")
    n4 = P2_O_CMD
    rec(P2_WSY154, [t], n1[1], True, "pronoun", ["This"], "withings-sync says \"This Withings metric contains no weight data. Not syncing\" though the Withings data does return a weight reading.", author="u1")
    rec(P2_WSY154, [t, n1], n2[1], True, "pronoun", ["it", "they"], "Whatever Withings reading I limit withings-sync to, every one gives \"This Withings metric contains no weight data. Not syncing\".", author="u1")
    rec(P2_WSY154, [t, n1, n2], n3[1], True, "ellipsis", [], "withings-sync 4.1.0 on Python 3.10.12 says no weight data for every Withings reading.", author="u1")
    rec(P2_WSY154, [t, n1, n2, n3], n4, False, SAME, [], None, author="u1")
    lend(P2_WSY154, [t], P2_O_V2UPD, SAME, P2_LDO12)
    lend(P2_WSY154, [t, n1], P2_O_SECOND, SAME, P2_LDO6)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_earbuds, P2_controllers, P2_gopro, P2_receivers, P2_streamdeck, P2_govee, P2_sleeptrackers):
        area(rec, U, A, lend, SAME, SELF)
