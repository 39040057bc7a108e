"""df35 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-first pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- MySQL 8's caching_sha2_password: "ER_NOT_SUPPORTED_AUTH_MODE" and "Authentication plugin 'caching_sha2_password' cannot be loaded" ----
VSDB229 = GH + "Bajdzis/vscode-database/issues/229"
VSDB81 = GH + "Bajdzis/vscode-database/issues/81"
VSDB149 = GH + "Bajdzis/vscode-database/issues/149"
VSDB266 = GH + "Bajdzis/vscode-database/issues/266"
MYIMPORT50 = GH + "Pamblam/mysql-import/issues/50"
BREADS37 = GH + "zero-to-mastery/breads-server/issues/37"
EXPBLOG4 = GH + "cumt-robin/express-blog-backend/issues/4"
SQLPAD458 = GH + "sqlpad/sqlpad/issues/458"
SQLTOOLS990 = GH + "mtxr/vscode-sqltools/issues/990"
DMARCTS99 = GH + "techsneeze/dmarcts-report-parser/issues/99"
GOBACKUP171 = GH + "gobackup/gobackup/issues/171"
SEQPRO5 = GH + "sheldon/sequel-pro/issues/5"
INSIGHT11 = GH + "creditease-sec/insight/issues/11"
SEQUELER344 = GH + "ellie-commons/sequeler/issues/344"
FISCO1734 = GH + "FISCO-BCOS/FISCO-BCOS/issues/1734"
CODEBASE218 = GH + "miguelgfierro/codebase/issues/218"
CACTI88 = GH + "scline/docker-cacti/issues/88"
MY_PLUGGABLE = "MySQL 8 has supports pluggable authentication methods. By default, one of them named caching_sha2_password is used rather than our good old mysql_native_password"
MY_SHA256 = "caching_sha2_password: Implements SHA-256 authentication (like sha256_password), \nbut uses caching on the server side for better performance \nand has additional features for wider applicability."
MY_WORKBENCH = "mysql workbench Authentication plugin 'caching_sha2_password' cannot be loaded"
MY_NAVICAT = "I tried using Navicat Premium, it works, mysql-server can successfully be connected, no errors."
MY_DUMP = "-> Dump error: mysqldump: Got error: 1045: \"Plugin caching_sha2_password could not be loaded:\nError loading shared library /usr/lib/mariadb/plugin/caching_sha2_password.so: \nNo such file or directory\" when trying to connect"
MY_SESSION = "[root@localhost ~]# mysql -h 127.0.0.1 -P 6606 -u root -p\nEnter password: \nERROR 2059 (HY000): Authentication plugin 'caching_sha2_password' cannot be loaded: /usr/lib64/mysql/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory"
MY_ERR = "ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client"


def _mysql8auth(rec, U, A, lend) -> None:  # noqa: PLR0915
    v1 = (U, "ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    v2 = (U, MY_ERR + "\n\nwhat‘s this？", "u1")
    v3 = "Unfortunately, the new authorization system (MySQL 8) is not supported.\n\nMore info -> #104"
    rec(VSDB229, [v1], v2[1], True, "ellipsis", [], "What is the ER_NOT_SUPPORTED_AUTH_MODE error ('Client does not support authentication protocol requested by server') that vscode-database shows?", author="u1")
    rec(VSDB229, [v1, v2], v3, True, "ellipsis", [], "Unfortunately, vscode-database does not support the new authorization system of MySQL 8 (more info in Bajdzis/vscode-database#104).", author="u2")

    a1 = (U, "Client does not support authentication protocol requested by server", "u1")
    a2 = (U, "Connection error! " + MY_ERR + "\nYou have a problem?", "u1")
    a3 = (U, "I have the same error: `Connection error! " + MY_ERR + "`. Would you like to help fixing it? Thanks.\n\nMySQL Server version: 8.0.15 (installed by Homebrew)", "u2")
    a5 = "@liuyl1992 @liyang85 @RyanZhiNie @memehuezo \n\nYou can temporarily change user authorization to  `mysql_native_password` .\n\nhttps://github.com/Bajdzis/vscode-database/issues/104"
    # A bare connection error whose only missing subject is the extension: a follow-up.
    rec(VSDB81, [a1], a2[1], True, "ellipsis", [], "vscode-database shows 'Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client'.", author="u1")
    rec(VSDB81, [a1, a2], a3[1], True, "ellipsis", ["the same error", "it"], "vscode-database gives me 'Connection error! ER_NOT_SUPPORTED_AUTH_MODE' with MySQL Server 8.0.15 (installed by Homebrew); would you help fix it?", author="u2")
    rec(VSDB81, [a1, a2, a3], a5, True, "ellipsis", [], "To get past ER_NOT_SUPPORTED_AUTH_MODE in vscode-database, you can temporarily change the MySQL user's authorization to `mysql_native_password` (see Bajdzis/vscode-database#104).", author="u3")

    b1 = (U, "Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    b2 = (U, "Was trying to connect to a server i have running. I'm using MySQL. I know my username and password are correct. Maybe it has something to do with the new security implementation by default in MySQL 8.", "u1")
    b4 = "You are right, unfortunately we are not yet supporting new mysql 8 authorization methods.\n\nMore info -> #104"
    rec(VSDB149, [b1], b2[1], True, "ellipsis", [], "vscode-database gives ER_NOT_SUPPORTED_AUTH_MODE when I connect to my running MySQL server with a correct username and password; maybe it has to do with MySQL 8's new default security implementation.", author="u1")
    # The quoted explanation is a general fact naming MySQL 8 and both plugins: a same-author trap.
    rec(VSDB149, [b1, b2], MY_PLUGGABLE, False, SAME, [], None, author="u1")
    rec(VSDB149, [b1, b2, (U, MY_PLUGGABLE, "u1")], b4, True, "ellipsis", ["You are right"], "vscode-database does not yet support MySQL 8's new authorization methods (caching_sha2_password); more info in Bajdzis/vscode-database#104.", author="u2")

    c1 = (U, "Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    c3 = (U, "I also encountered the same problem, my MySQL version is 8.0", "u2")
    c4 = "https://stackoverflow.com/questions/50093144/mysql-8-0-client-does-not-support-authentication-protocol-requested-by-server"
    rec(VSDB266, [c1], c3[1], True, "ellipsis", ["the same problem"], "I also get ER_NOT_SUPPORTED_AUTH_MODE in vscode-database; my MySQL version is 8.0.", author="u2")
    rec(VSDB266, [c1, c3], c4, True, "ellipsis", [], "For vscode-database's ER_NOT_SUPPORTED_AUTH_MODE with MySQL 8.0, see https://stackoverflow.com/questions/50093144/mysql-8-0-client-does-not-support-authentication-protocol-requested-by-server", author="u3")

    m1 = (U, "Issues with mysql 8", "u1")
    m2 = (U, MY_ERR, "u1")
    rec(MYIMPORT50, [m1], m2[1], True, "ellipsis", [], "mysql-import fails with MySQL 8: ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client.", author="u1")
    rec(MYIMPORT50, [m1, m2], "This has been resolved in the latest PR.", True, "pronoun", ["This"], "mysql-import's ER_NOT_SUPPORTED_AUTH_MODE error with MySQL 8 has been resolved in the latest PR.", author="u2")
    lend(MYIMPORT50, [m1], MY_PLUGGABLE, SAME, VSDB149)
    lend(MYIMPORT50, [m1, m2], MY_DUMP, SAME, GOBACKUP171)

    r1 = (U, "MySQL Authentication Error", "u1")
    r2 = (U, "Using MySQL 8.0, the below error appears when trying to login to db with the `mysql_native_password` authentication method instead of `caching_sha2_password`", "u1")
    rec(BREADS37, [r1], r2[1], True, "ellipsis", ["db"], "Using MySQL 8.0, breads-server gets an error logging in to its database with the `mysql_native_password` authentication method instead of `caching_sha2_password`.", author="u1")
    rec(BREADS37, [r1, r2], "`" + MY_ERR + "`", True, "ellipsis", [], "breads-server logging in to MySQL 8.0 with mysql_native_password gives `ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server`.", author="u1")
    lend(BREADS37, [r1], MY_SESSION, SAME, INSIGHT11)
    lend(BREADS37, [r1, r2], MY_NAVICAT, SELF, SEQPRO5)

    e1 = (U, "[Bug] ER NOT SUPPORTED AUTH MODE", "u1")
    e2 = (U, "ErrOr: ER NOT SUPPORTED AUTH MODE: client does not support authentication protocol requested by server, consi\nder upgrading MysOL client", "u1")
    e3 = "ALTER USER 'yourusername'@'localhost' IDENTIFIED WITH mysql_native_password BY 'yourpassword';\nFLUSH PRIVILEGES;"
    rec(EXPBLOG4, [e1], e2[1], True, "ellipsis", [], "express-blog-backend fails with 'ER NOT SUPPORTED AUTH MODE: client does not support authentication protocol requested by server, consider upgrading MySQL client'.", author="u1")
    rec(EXPBLOG4, [e1, e2], e3, True, "ellipsis", [], "To fix express-blog-backend's ER_NOT_SUPPORTED_AUTH_MODE, run `ALTER USER 'yourusername'@'localhost' IDENTIFIED WITH mysql_native_password BY 'yourpassword'; FLUSH PRIVILEGES;`", author="u1")
    lend(EXPBLOG4, [e1], MY_SHA256, SAME, GOBACKUP171)
    lend(EXPBLOG4, [e1, e2], MY_WORKBENCH, SAME, CODEBASE218)

    p1 = (U, "Mysql DB 'ER_NOT_SUPPORTED_AUTH_MODE'", "u1")
    rec(SQLPAD458, [p1], "Hi all.\n\nHow can I solve this?", True, "pronoun", ["this"], "How can I solve SQLPad's 'ER_NOT_SUPPORTED_AUTH_MODE' error with a MySQL database?", author="u1")
    lend(SQLPAD458, [p1], MY_PLUGGABLE, SAME, VSDB149)
    lend(SQLPAD458, [p1], MY_SESSION, SAME, INSIGHT11)

    t1 = (U, "connection error", "u1")
    t2 = (U, "**Describe the bug**\n" + MY_ERR, "u1")
    t3 = (U, "MySQL版本          mysql  Ver 8.0.28 for Win64 on x86_64 (MySQL Community Server - GPL)", "u1")
    t4 = (U, " - SQLTools Version v0.25.1\n - VS Code Version: 1.71.2\n - OS: Windows", "u1")
    t5 = "Please see https://vscode-sqltools.mteixeira.dev/en/drivers/mysql/ where there is a section titled \"MySQL 8 and ER_NOT_SUPPORTED_AUTH_MODE\"."
    rec(SQLTOOLS990, [t1], t2[1], True, "ellipsis", [], "SQLTools' connection to MySQL fails with ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client.", author="u1")
    rec(SQLTOOLS990, [t1, t2], t3[1], True, "ellipsis", [], "SQLTools' connection error ER_NOT_SUPPORTED_AUTH_MODE with mysql Ver 8.0.28 for Win64 on x86_64 (MySQL Community Server - GPL).", author="u1")
    rec(SQLTOOLS990, [t1, t2, t3], t4[1], True, "ellipsis", [], "SQLTools v0.25.1 in VS Code 1.71.2 on Windows gives ER_NOT_SUPPORTED_AUTH_MODE connecting to MySQL 8.0.28.", author="u1")
    rec(SQLTOOLS990, [t1, t2, t3, t4], t5, True, "ellipsis", [], "For SQLTools' ER_NOT_SUPPORTED_AUTH_MODE with MySQL 8, see the section \"MySQL 8 and ER_NOT_SUPPORTED_AUTH_MODE\" at https://vscode-sqltools.mteixeira.dev/en/drivers/mysql/", author="u2")
    lend(SQLTOOLS990, [t1], MY_DUMP, SAME, GOBACKUP171)
    lend(SQLTOOLS990, [t1, t2], MY_SESSION, SAME, INSIGHT11)

    k1 = (U, "Plugin caching_sha2_password could not be loaded", "u1")
    k2 = (U, "I got the following error when trying to run the parser.", "u1")
    k3 = (U, "DBI connect('database=dmarc;host=172.17.0.4;port=3306','dmarc',...) failed: Plugin caching_sha2_password could not be loaded: /usr/lib/x86_64-linux-gnu/mariadb19/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory at ./dmarcts-report-parser.pl line 266.\ndmarcts-report-parser.pl: Cannot connect to database", "u1")
    k4 = (U, "In the meanwhile, I figured out that the following SQL query helped work around the issue:\n\n```sql\nALTER USER 'user'@'localhost' IDENTIFIED WITH mysql_native_password BY 'sshhh';\n```", "u1")
    k5 = (A, "If you're using the MariaDB client with a MySQL server, this is to be expected.", "u2")
    k6 = (A, "The server uses caching_sha2_password by default for authentication when creating new users, and the MariaDB client doesn't know how to do that.", "u2")
    k7 = "Changing to the mysql_native_password auth plugin is the fix."
    rec(DMARCTS99, [k1], k2[1], True, "ellipsis", ["the parser"], "I got 'Plugin caching_sha2_password could not be loaded' when trying to run dmarcts-report-parser.", author="u1")
    # The DBI log names dmarcts-report-parser.pl and the plugin file in full: a same-author trap.
    rec(DMARCTS99, [k1, k2], k3[1], False, SAME, [], None, author="u1")
    rec(DMARCTS99, [k1, k2, k3], k4[1], True, "ellipsis", ["the issue"], "An SQL query that works around dmarcts-report-parser's 'Plugin caching_sha2_password could not be loaded': ALTER USER 'user'@'localhost' IDENTIFIED WITH mysql_native_password BY 'sshhh';", author="u1")
    rec(DMARCTS99, [k1, k2, k3, k4], k5[1], True, "pronoun", ["this"], "If you're using the MariaDB client with a MySQL server, 'Plugin caching_sha2_password could not be loaded' is to be expected.", author="u2")
    rec(DMARCTS99, [k1, k2, k3, k4, k5], k6[1], True, "pronoun", ["The server"], "A MySQL server uses caching_sha2_password by default for authentication when creating new users, and the MariaDB client doesn't know how to do that.", author="u2")
    rec(DMARCTS99, [k1, k2, k3, k4, k5, k6], k7, True, "ellipsis", ["the fix"], "The fix for the MariaDB client's 'Plugin caching_sha2_password could not be loaded' against a MySQL server is changing the user to the mysql_native_password auth plugin.", author="u2")

    g1 = (U, "bug(mysql): Plugin caching_sha2_password could not be loaded", "u1")
    g3 = (U, "## Environment\n\nMySQL 8.0 with `caching_sha2_password` plugin.", "u1")
    g5 = "## Solution\n\nAdd `mariadb-connector-c` package, \nwhich has the file `/usr/lib/mariadb/plugin/caching_sha2_password.so`."
    # The dump error names mysqldump and the library path in full: a same-author trap.
    rec(GOBACKUP171, [g1], MY_DUMP, False, SAME, [], None, author="u1")
    h = [g1, (U, MY_DUMP, "u1")]
    rec(GOBACKUP171, h, g3[1], True, "ellipsis", [], "gobackup's mysqldump fails with 'Plugin caching_sha2_password could not be loaded' against MySQL 8.0 with the `caching_sha2_password` plugin.", author="u1")
    rec(GOBACKUP171, [*h, g3], MY_SHA256, False, SAME, [], None, author="u1")
    rec(GOBACKUP171, [*h, g3, (U, MY_SHA256, "u1")], g5, True, "ellipsis", [], "The solution for gobackup's 'Plugin caching_sha2_password could not be loaded': add the `mariadb-connector-c` package to its image, which has the file `/usr/lib/mariadb/plugin/caching_sha2_password.so`.", author="u1")
    lend(GOBACKUP171, [g1], MY_NAVICAT, SELF, SEQPRO5)

    s1 = (U, "Authentication plugin 'caching_sha2_password' cannot be loaded", "u1")
    s2 = (U, "Unable to connect to host 127.0.0.1, or the request timed out.", "u1")
    s3 = (U, "MySQL said: Authentication plugin 'caching_sha2_password' cannot be loaded: dlopen(/usr/local/mysql/lib/plugin/caching_sha2_password.so, 2): image not found", "u1")
    s4 = (U, "mysqld version is `mysql:8.0.31`, I'm using mysql:8.0.31 docker image.", "u1")
    rec(SEQPRO5, [s1], s2[1], True, "ellipsis", [], "Sequel Pro says 'Unable to connect to host 127.0.0.1, or the request timed out' when connecting to MySQL 8 with caching_sha2_password.", author="u1")
    rec(SEQPRO5, [s1, s2], s3[1], True, "ellipsis", [], "Sequel Pro fails to connect to MySQL with 'Authentication plugin 'caching_sha2_password' cannot be loaded: dlopen(/usr/local/mysql/lib/plugin/caching_sha2_password.so, 2): image not found'.", author="u1")
    # A complete first-person sentence naming its own subject (the mysqld image): a same-author trap.
    rec(SEQPRO5, [s1, s2, s3], s4[1], False, SAME, [], None, author="u1")
    rec(SEQPRO5, [s1, s2, s3, s4], MY_NAVICAT, False, SELF, [], None, author="u1")
    lend(SEQPRO5, [s1], MY_WORKBENCH, SAME, CODEBASE218)

    i1 = (U, "How to solve the problem\" caching_sha2_password\" problem？", "u1")
    i3 = (U, "After a day of working on this problem of getting PHP 7 to work with MySQL 8, having had the error:\n\nAuthentication plugin 'caching_sha2_password' cannot be loaded: /usr/lib64/mysql/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory\n\nthis command \"ALTER USER 'root'@'%' IDENTIFIED WITH mysql_native_password BY 'root'; FLUSH PRIVILEGES;\" did the trick!!", "u2")
    # The session names the mysql command and its error in full: a same-author trap.
    rec(INSIGHT11, [i1], MY_SESSION, False, SAME, [], None, author="u1")
    h = [i1, (U, MY_SESSION, "u1")]
    rec(INSIGHT11, h, i3[1], False, SELF, [], None, author="u2")
    rec(INSIGHT11, [*h, i3], "This helped me too.  (:", True, "pronoun", ["This"], "ALTER USER 'root'@'%' IDENTIFIED WITH mysql_native_password BY 'root'; FLUSH PRIVILEGES; fixed 'Authentication plugin caching_sha2_password cannot be loaded' for me too.", author="u3")
    lend(INSIGHT11, [i1], MY_PLUGGABLE, SAME, VSDB149)

    q1 = (U, "caching_sha2_password cannot be loaded", "u1")
    q2 = (U, "Error while using the flatpak version on Ubuntu 20.04 and trying to connect to a local MySQL database.", "u1")
    q3 = (U, "> Authentication plugin 'caching_sha2_password' cannot be loaded: /app/lib/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory", "u1")
    q4 = (U, "Flatpak Ver: 1.6.5\nSequeler (flatpak) Ver: 0.7.5\nOS: Ubuntu 20.04 LTS", "u1")
    q5 = (U, "mysql  Ver 8.0.21-0ubuntu0.20.04.4 for Linux on x86_64 ((Ubuntu))", "u1")
    q6 = (U, "Same here.\n\nOS: Arch Linux\nDE: Gnome 40\n\nUsing MySQL 8 via Docker.", "u2")
    q8 = "Are you serious? The solution is revert the mysql auth to a less secure version?"
    rec(SEQUELER344, [q1], q2[1], True, "ellipsis", ["the flatpak version"], "Sequeler's flatpak version on Ubuntu 20.04 says 'caching_sha2_password cannot be loaded' when connecting to a local MySQL database.", author="u1")
    rec(SEQUELER344, [q1, q2], q3[1], True, "ellipsis", [], "Sequeler's flatpak fails with 'Authentication plugin 'caching_sha2_password' cannot be loaded: /app/lib/plugin/caching_sha2_password.so: cannot open shared object file'.", author="u1")
    rec(SEQUELER344, [q1, q2, q3], q4[1], True, "ellipsis", [], "Sequeler 0.7.5 (flatpak 1.6.5) on Ubuntu 20.04 LTS cannot load the caching_sha2_password plugin.", author="u1")
    rec(SEQUELER344, [q1, q2, q3, q4], q5[1], True, "ellipsis", [], "Sequeler's caching_sha2_password error happens with mysql Ver 8.0.21-0ubuntu0.20.04.4 for Linux on x86_64.", author="u1")
    rec(SEQUELER344, [q1, q2, q3, q4, q5], q6[1], True, "ellipsis", ["Same here"], "Sequeler cannot load caching_sha2_password for me either, on Arch Linux with Gnome 40 and MySQL 8 via Docker.", author="u2")
    rec(SEQUELER344, [q1, q2, q3, q4, q5, q6], q8, True, "ellipsis", ["The solution"], "Is the solution to Sequeler's 'caching_sha2_password cannot be loaded' really to revert the MySQL user's auth to the less secure mysql_native_password?", author="u3")

    f1 = (U, "Authentication plugin 'caching_sha2_password' cannot be loaded", "u1")
    f2 = "Please read this [link](https://stackoverflow.com/questions/49194719/authentication-plugin-caching-sha2-password-cannot-be-loaded)"
    rec(FISCO1734, [f1], f2, True, "ellipsis", [], "For FISCO-BCOS's 'Authentication plugin 'caching_sha2_password' cannot be loaded', read https://stackoverflow.com/questions/49194719/authentication-plugin-caching-sha2-password-cannot-be-loaded", author="u1")
    lend(FISCO1734, [f1], MY_DUMP, SAME, GOBACKUP171)
    lend(FISCO1734, [f1], MY_NAVICAT, SELF, SEQPRO5)

    w1 = (U, "solve issue with authentification in mysql", "u1")
    # Names MySQL Workbench and the plugin in full: a same-author trap.
    rec(CODEBASE218, [w1], MY_WORKBENCH, False, SAME, [], None, author="u1")
    lend(CODEBASE218, [w1], MY_SHA256, SAME, GOBACKUP171)

    x1 = (U, "Plugin caching_sha2_password could not be loaded", "u1")
    x2 = (U, "Getting the following error and yes I'm using MySql 8.0.23 when installing the docker image. \n\n`ERROR 1045 (28000): Plugin caching_sha2_password could not be loaded: /usr/lib64/mariadb/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory`", "u1")
    x3 = (U, "P.S. I checked the folder and I don't see `caching_sha2_password.so` but after doing `yum update` then install. It shows up?", "u1")
    x4 = (U, "It seems I got it working after doing a `yum update` and `yum upgrade`, then manually adding the USER in MySQL with the following commands", "u1")
    x5 = "Had to do this because MySql 8 syntax is different."
    rec(CACTI88, [x1], x2[1], True, "ellipsis", ["the docker image"], "Installing the docker-cacti image with MySQL 8.0.23 gives `ERROR 1045 (28000): Plugin caching_sha2_password could not be loaded: /usr/lib64/mariadb/plugin/caching_sha2_password.so`.", author="u1")
    rec(CACTI88, [x1, x2], x3[1], True, "ellipsis", ["the folder"], "In the docker-cacti container I don't see `caching_sha2_password.so` in /usr/lib64/mariadb/plugin, but after `yum update` and reinstalling, does it show up?", author="u1")
    rec(CACTI88, [x1, x2, x3], x4[1], True, "pronoun", ["it"], "docker-cacti with MySQL 8 seems to work after `yum update` and `yum upgrade`, then manually adding the cacti user in MySQL.", author="u1")
    rec(CACTI88, [x1, x2, x3, x4], x5, True, "pronoun", ["this"], "I had to add the cacti MySQL user manually because MySQL 8's syntax is different.", author="u1")
    lend(CACTI88, [x1], MY_SHA256, SAME, GOBACKUP171)


# ---- Python's circular imports: "cannot import name ... from partially initialized module" and scripts named like the package ----
LMEVAL2562 = GH + "EleutherAI/lm-evaluation-harness/issues/2562"
CSIREAD15 = GH + "citysu/csiread/issues/15"
TCAGCN3 = GH + "OrdinaryQin/TCA-GCN/issues/3"
PROXYCHK3 = GH + "ricerati/proxy-checker-python/issues/3"
JPAKE2 = GH + "warner/python-jpake/issues/2"
ICRAWLER129 = GH + "hellock/icrawler/issues/129"
GDA17 = GH + "geomdata/gda-public/issues/17"
SNNAX13 = GH + "PGI15/snnax/issues/13"
TOKENSAV78 = GH + "Mibayy/token-savior/issues/78"
COTNET17 = GH + "JDAI-CV/CoTNet/issues/17"
HISTOPRINT62 = GH + "scikit-hep/histoprint/issues/62"
LLMGUARD34 = GH + "protectai/llm-guard/issues/34"
CITMAP2 = GH + "ChenLiu-1996/CitationMap/issues/2"
CLAUDEAPI10 = GH + "Nipun1212/Claude_api/issues/10"
MIRRORBRAIN69 = GH + "poeml/mirrorbrain/issues/69"
BENCHLINGR38 = GH + "taylo5jm/benchlingr/issues/38"
CDLIB140 = GH + "GiulioRossetti/cdlib/issues/140"
CI_HIST = "I am not sure how Python is supposed to react if you try to import a module with the same name as the script you are running."
CI_LLMG = "The Python interpreter can become confused by the name of `examples/openai.py` when reading the `import openai` statement at the top of that same file."
CI_MB = "The Python module's name \"mb\" can get into the way when it is being installed,\nbecause it has the same name as the script \"mb\" / \"mb.py\"."
CI_JPAKE = "ImportError: cannot import name 'JPAKE' from partially initialized module 'jpake' (most likely due to a circular import)"
CI_PROXY = "I am getting this error at import line itself \n\n`from proxy_checker import ProxyChecker`\n\nImportError: cannot import name 'ProxyChecker' from partially initialized module 'proxy_checker' (most likely due to a circular import)"
CI_STACKABUSE = "You can read about circular imports and how you can fix them on StackAbuse ([https://stackabuse.com/python-circular-imports/](https://stackabuse.com/python-circular-imports/))."


def _circular(rec, U, A, lend) -> None:  # noqa: PLR0915
    l1 = (U, "partially initialized module", "u1")
    l2 = (U, "ImportError: cannot import name 'cli_evaluate' from partially initialized module 'lm_eval.__main__' (most likely due to a circular import) (/mnt/data-disk0/project/lm-evaluation-harness/lm_eval/__main__.py)", "u1")
    # The traceback line names lm_eval.__main__ and its file in full: a same-author trap.
    rec(LMEVAL2562, [l1], l2[1], False, SAME, [], None, author="u1")
    rec(LMEVAL2562, [l1, l2], "Why is there a circular import?", True, "ellipsis", [], "Why is there a circular import when importing 'cli_evaluate' from lm_eval.__main__ in lm-evaluation-harness?", author="u1")
    lend(LMEVAL2562, [l1], CI_HIST, SAME, HISTOPRINT62)
    lend(LMEVAL2562, [l1, l2], CI_STACKABUSE, SAME, PROXYCHK3)

    c1 = (U, "How can i solve: ImportError: cannot import name '_csiread' from partially initialized module 'csiread' (most likely due to a circular import) (/home/tt/csiread/csiread/__init__.py)", "u1")
    rec(CSIREAD15, [c1], "RT", True, "ellipsis", [], "How can I solve csiread's ImportError: cannot import name '_csiread' from partially initialized module 'csiread' (most likely due to a circular import)?", author="u1")
    rec(CSIREAD15, [c1, (U, "RT", "u1")], "Just change your working directory", True, "ellipsis", [], "To fix csiread's 'cannot import name _csiread from partially initialized module csiread', just change your working directory out of the csiread source tree.", author="u2")
    lend(CSIREAD15, [c1], CI_MB, SAME, MIRRORBRAIN69)
    lend(CSIREAD15, [c1], CI_JPAKE, SAME, JPAKE2)

    t1 = (U, "ImportError: cannot import name 'hypergraph_utils' from partially initialized module 'model'(most likely due to a circular import))", "u1")
    t2 = (U, "When I reappear, the above problems occur. How can I solve it?", "u1")
    t3 = "We are not using this module and update it. Thank you very much for your interest and comments."
    rec(TCAGCN3, [t1], t2[1], True, "pronoun", ["the above problems", "it"], "When I reproduce TCA-GCN, I get ImportError: cannot import name 'hypergraph_utils' from partially initialized module 'model'; how can I solve it?", author="u1")
    rec(TCAGCN3, [t1, t2], t3, True, "pronoun", ["this module"], "TCA-GCN is not using the hypergraph_utils module and has updated the code to drop it.", author="u2")
    lend(TCAGCN3, [t1], CI_LLMG, SAME, LLMGUARD34)
    lend(TCAGCN3, [t1, t2], CI_PROXY, SELF, PROXYCHK3)

    p1 = (U, "ImportError", "u1")
    p3 = (A, "This is not a problem with the package itself, but rather with your code.", "u2")
    p5 = "If you're not able to find a solution, feel free to send me your code and I'd be happy to help."
    # The report quotes the import line and the error in full; "this error" points inside it.
    rec(PROXYCHK3, [p1], CI_PROXY, False, SELF, [], None, author="u1")
    h = [p1, (U, CI_PROXY, "u1")]
    rec(PROXYCHK3, h, p3[1], True, "pronoun", ["This"], "The circular-import error from `from proxy_checker import ProxyChecker` is not a problem with the proxy-checker package itself, but with your code.", author="u2")
    rec(PROXYCHK3, [*h, p3], CI_STACKABUSE, False, SAME, [], None, author="u2")
    rec(PROXYCHK3, [*h, p3, (A, CI_STACKABUSE, "u2")], p5, True, "ellipsis", ["a solution"], "If you can't find a solution to the proxy_checker circular import, send your code to the proxy-checker maintainer, who is happy to help.", author="u2")

    j1 = (U, "Circular Import issue", "u1")
    # Names the module and the name in full: a same-author trap.
    rec(JPAKE2, [j1], CI_JPAKE, False, SAME, [], None, author="u1")
    lend(JPAKE2, [j1], CI_HIST, SAME, HISTOPRINT62)
    lend(JPAKE2, [j1, (U, CI_JPAKE, "u1")], CI_MB, SAME, MIRRORBRAIN69)

    i1 = (U, "ImportError", "u1")
    i2 = (U, "How to solve the following question: \nImportError: cannot import name 'storage' from partially initialized module 'icrawler' (most likely due to a circular import) (/mnt/data/***/miniconda3/envs/dl_daily/lib/python3.10/site-packages/icrawler-0.0.0-py3.10.egg/icrawler/__init__.py)", "u1")
    rec(ICRAWLER129, [i1], i2[1], False, SAME, [], None, author="u1")
    rec(ICRAWLER129, [i1, i2], "Can you provide a minimum working example?", True, "ellipsis", [], "Can you provide a minimum working example of the icrawler import that fails with 'cannot import name storage from partially initialized module icrawler'?", author="u2")
    lend(ICRAWLER129, [i1], CI_STACKABUSE, SAME, PROXYCHK3)

    g1 = (U, "Multidim import issue", "u1")
    g2 = (U, "Hi! After having installed gda-public I was trying to import multidim library but got this issue: \nImportError: cannot import name 'fast_algorithms' from partially initialized module 'multidim' (most likely due to a circular import).", "u1")
    g3 = (U, "On stackoverflow I saw some insights but haven't solved my problem, https://stackoverflow.com/questions/64807163/importerror-cannot-import-name-from-partially-initialized-module-m", "u1")
    g4 = (U, "OS: windows 10, anaconda", "u1")
    g5 = (A, "Our internal version of gda-public has gone through a lot of changes since the last clone here, so it will be hard to debug from this reference.", "u2")
    g6 = "Contact me at abraham.smith@geomdata.com and we can set up a call to discuss what you're trying to accomplish, and how this package might be helpful."
    # Names gda-public, multidim and the error; "this issue" points inside it.
    rec(GDA17, [g1], g2[1], False, SELF, [], None, author="u1")
    rec(GDA17, [g1, g2], g3[1], True, "ellipsis", ["my problem"], "I haven't solved gda-public's multidim circular import (cannot import name 'fast_algorithms') with the insights from https://stackoverflow.com/questions/64807163/importerror-cannot-import-name-from-partially-initialized-module-m", author="u1")
    rec(GDA17, [g1, g2, g3], g4[1], True, "ellipsis", [], "gda-public's multidim import fails with the circular-import error on Windows 10 with Anaconda.", author="u1")
    rec(GDA17, [g1, g2, g3, g4], g5[1], True, "pronoun", ["this reference"], "Geometric Data Analytics' internal version of gda-public has changed a lot since the last public clone, so the multidim import error will be hard to debug from the public repository.", author="u2")
    rec(GDA17, [g1, g2, g3, g4, g5], g6, True, "pronoun", ["this package"], "Contact abraham.smith@geomdata.com to set up a call about what you're trying to accomplish and how gda-public might be helpful.", author="u2")

    n1 = (U, "Import fails due to circular import after standard pip installation", "u1")
    n2 = "When installing via `pip install snnax`, the following error occurs:\n>ImportError: cannot import name 'init' from partially initialized module 'snnax.snn' (most likely due to a circular import) (/home/will/repo/.venv/lib/python3.10/site-packages/snnax/snn/__init__.py)"
    rec(SNNAX13, [n1], n2, False, SAME, [], None, author="u1")
    lend(SNNAX13, [n1], CI_LLMG, SAME, LLMGUARD34)
    lend(SNNAX13, [n1, (U, n2, "u1")], CI_JPAKE, SAME, JPAKE2)

    k1 = (U, "Circular import: 'import token_savior.memory.observations' fails unless memory_db was imported first", "u1")
    k2 = (U, "Importing `token_savior.memory.observations` before the `memory_db` facade raises `ImportError`:\n\n```\n$ python -c \"import token_savior.memory.observations\"\nImportError: cannot import name '_CORRUPTION_MARKERS' from partially initialized module\n'token_savior.memory.observations' (most likely due to a circular import)\n```", "u1")
    k3 = (U, "Importing the facade first works:\n\n```\n$ python -c \"import token_savior.memory_db, token_savior.memory.observations; print('ok')\"\nok\n```", "u1")
    k4 = "The cycle is `observations` → `memory_db` → `observations`. It resolves in one direction only:"
    rec(TOKENSAV78, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(TOKENSAV78, [k1, k2], k3[1], True, "ellipsis", ["the facade"], "Importing token_savior's `memory_db` facade before `token_savior.memory.observations` works without the circular ImportError.", author="u1")
    rec(TOKENSAV78, [k1, k2, k3], k4, True, "ellipsis", ["It"], "token_savior's import cycle is `observations` → `memory_db` → `observations`, and it resolves in one direction only.", author="u1")
    lend(TOKENSAV78, [k1], CI_HIST, SAME, HISTOPRINT62)

    o1 = (U, "ImportError: cannot import name '_C' from partially initialized module 'config' (most likely due to a circular import)", "u1")
    o2 = (U, "When trying `python3 -m torch.distributed.launch --nproc_per_node=8 train.py --folder ./experiments/cot_experiments/CoTNet-50-350epoch` I am getting the error `ImportError: cannot import name '_C' from partially initialized module 'config' (most likely due to a circular import) (CoTNet/config/__init__.py)`.", "u1")
    o3 = "This happens for `python3 train.py` as well."
    rec(COTNET17, [o1], o2[1], False, SAME, [], None, author="u1")
    rec(COTNET17, [o1, o2], o3, True, "pronoun", ["This"], "CoTNet's `ImportError: cannot import name '_C' from partially initialized module 'config'` happens for `python3 train.py` as well.", author="u1")
    lend(COTNET17, [o1], CI_STACKABUSE, SAME, PROXYCHK3)
    lend(COTNET17, [o1, o2], CI_MB, SAME, MIRRORBRAIN69)

    s1 = (U, "Circular Import Error", "u1")
    s2 = (U, "Upon testing your package with ```conda```:\n\n```bash\nconda create -c conda-forge --name HistoPrint histoprint\nconda activate HistoPrint\npython histoprint.py\n```", "u1")
    s3 = (U, "where ```histoprint.py``` is a copy of the example you have placed on this repository's README file.", "u1")
    s4 = (A, "Have you tried renaming the script file?", "u2")
    rec(HISTOPRINT62, [s1], s2[1], True, "ellipsis", ["your package"], "I get a circular import error when testing histoprint with conda: `conda create -c conda-forge --name HistoPrint histoprint`, `conda activate HistoPrint`, `python histoprint.py`.", author="u1")
    rec(HISTOPRINT62, [s1, s2], s3[1], True, "ellipsis", [], "The histoprint.py script that fails with histoprint's circular import error is a copy of the example in histoprint's README.", author="u1")
    rec(HISTOPRINT62, [s1, s2, s3], s4[1], True, "pronoun", ["the script file"], "Have you tried renaming your histoprint.py script file so it does not shadow the histoprint package?", author="u2")
    rec(HISTOPRINT62, [s1, s2, s3, s4], CI_HIST, False, SAME, [], None, author="u2")
    lend(HISTOPRINT62, [s1], CI_JPAKE, SAME, JPAKE2)

    m1 = (U, "Circular import caused by filename of example script openai.py", "u1")
    m3 = (U, "This will produce an error at runtime with a warning about a circular import.", "u1")
    m4 = (U, "I solved this problem by:\n1. Renaming `examples/openai.py' to 'examples/openai-test.py'\n2. Adding `openai` to `requirements.txt`\n3. Reinstalling the requirements with `pip install -r requirements.txt`", "u1")
    m5 = "Hey @tcpiplab , thanks for raising this. I changed the name of this file."
    rec(LLMGUARD34, [m1], CI_LLMG, False, SAME, [], None, author="u1")
    h = [m1, (U, CI_LLMG, "u1")]
    rec(LLMGUARD34, h, m3[1], True, "pronoun", ["This"], "Running llm-guard's `examples/openai.py` produces an error at runtime with a warning about a circular import.", author="u1")
    rec(LLMGUARD34, [*h, m3], m4[1], True, "pronoun", ["this problem"], "I solved llm-guard's examples/openai.py circular import by renaming it to examples/openai-test.py, adding `openai` to requirements.txt and reinstalling with `pip install -r requirements.txt`.", author="u1")
    rec(LLMGUARD34, [*h, m3, m4], m5, True, "pronoun", ["this", "this file"], "Thanks for raising llm-guard's openai.py circular import; I renamed llm-guard's examples/openai.py.", author="u2")
    lend(LLMGUARD34, [m1], CI_PROXY, SELF, PROXYCHK3)

    e1 = (U, "Circular import issue", "u1")
    e2 = (U, "Hi there, \n\nThanks a lot for building this wonderful project. I tried running your demo but unfortunately got an error on python `import`. I tried on both my mac and a linux workstation and neither worked.", "u1")
    e3 = (A, "Oh I perhaps know what the problem is. It is probably because the name of your script and the name of the package are the same. Try renaming your `citation_map.py` to something else.", "u2")
    e4 = (A, "Please let me know if this fixes your problem. If so I will close the issue.", "u2")
    rec(CITMAP2, [e1], e2[1], True, "pronoun", ["this wonderful project", "your demo"], "Running CitationMap's demo fails with a circular import error on python `import`, on both a Mac and a Linux workstation.", author="u1")
    rec(CITMAP2, [e1, e2], e3[1], True, "pronoun", ["the problem", "It"], "CitationMap's demo fails with a circular import probably because your script and the package are both named citation_map; rename your `citation_map.py` to something else.", author="u2")
    rec(CITMAP2, [e1, e2, e3], e4[1], True, "pronoun", ["this"], "Let me know if renaming citation_map.py fixes CitationMap's circular import, so I can close the issue.", author="u2")
    rec(CITMAP2, [e1, e2, e3, e4], "Thank you so much! It works perfectly", True, "pronoun", ["It"], "Renaming my citation_map.py fixed CitationMap's circular import; the demo works perfectly.", author="u1")
    lend(CITMAP2, [e1], CI_STACKABUSE, SAME, PROXYCHK3)

    a1 = (U, "Circular import?", "u1")
    rec(CLAUDEAPI10, [a1], "Never mind. Don't randomly name your file the same as the libary", True, "ellipsis", ["Never mind"], "Claude_api's circular import came from naming my script file the same as the library.", author="u1")
    lend(CLAUDEAPI10, [a1], CI_MB, SAME, MIRRORBRAIN69)
    lend(CLAUDEAPI10, [a1], CI_LLMG, SAME, LLMGUARD34)

    b1 = (U, "mb Python module's name can get into the way", "u1")
    b3 = (U, "This can lead to a very puzzling problem: Imports fail for mysterious reasons.", "u1")
    b4 = (U, "The issue is that the script \"mb.py\" imports the module named \"mb\", which leads to\nimporting itself instead of the module.", "u1")
    b5 = (U, "This seems to happen when the script exists\nwith its ending \".py\".", "u1")
    b6 = "The current directory is always the first in the search path\nin Python, that's why."
    rec(MIRRORBRAIN69, [b1], CI_MB, False, SAME, [], None, author="u1")
    h = [b1, (U, CI_MB, "u1")]
    rec(MIRRORBRAIN69, h, b3[1], True, "pronoun", ["This"], "MirrorBrain's Python module sharing the name \"mb\" with the script mb.py can make imports fail for mysterious reasons.", author="u1")
    rec(MIRRORBRAIN69, [*h, b3], b4[1], True, "pronoun", ["The issue"], "MirrorBrain's imports fail because the script \"mb.py\" imports the module named \"mb\" and so imports itself instead of the module.", author="u1")
    rec(MIRRORBRAIN69, [*h, b3, b4], b5[1], True, "pronoun", ["This"], "MirrorBrain's mb.py importing itself instead of the mb module seems to happen when the script exists with its \".py\" ending.", author="u1")
    rec(MIRRORBRAIN69, [*h, b3, b4, b5], b6, True, "ellipsis", ["that's why"], "mb.py imports itself instead of MirrorBrain's mb module because the current directory is always first in Python's search path.", author="u1")

    r1 = (U, "Python circular import issue", "u1")
    r2 = (U, "It seems our  [benchling_api_client](https://github.com/hemoshear/benchlingr/blob/main/inst/python/benchling_api_client.py) file has exact same name with Benchling SDK's client package.", "u1")
    r3 = (U, "ImportError: cannot import name 'Benchling' from partially initialized module 'benchling_sdk.benchling' (most likely due to a circular import) (/.../.../benchlingr/venv/lib/python3.9/site-packages/benchling_sdk/benchling.py)", "u1")
    r4 = "I think we can change this python file name to `benhclingr_dev_api_client` or something more distinctive."
    rec(BENCHLINGR38, [r1], r2[1], True, "pronoun", ["our"], "benchlingr's benchling_api_client.py file has exactly the same name as Benchling SDK's client package.", author="u1")
    rec(BENCHLINGR38, [r1, r2], r3[1], False, SAME, [], None, author="u1")
    rec(BENCHLINGR38, [r1, r2, r3], r4, True, "pronoun", ["this python file", "we"], "benchlingr could rename its benchling_api_client.py to `benhclingr_dev_api_client` or something more distinctive.", author="u1")

    d1 = (U, "Rename your example tutorial notebook", "u1")
    d2 = (U, "I was checking out the `CDlib.ipynb` tutorial notebook on colab (https://colab.research.google.com/github/KDDComplexNetworkAnalysis/CNA_Tutorials/blob/master/CDlib.ipynb). At one point, I was happy with the things I learned so I decided to download it as a python script to use on my machine.", "u1")
    d3 = (U, "Since the python file exported by Colab is named `CDlib.py` too, it was giving circular import error.", "u1")
    d4 = (U, "If you rename the jupyter notebook from \"CDlib.ipynb\" to something like \"CDlib_tutorial.ipynb\" will resolve this minor issue.", "u1")
    d5 = (A, "Thanks for the suggestion: you are completely right, it was a \"naive\" choice  for the notebook name. I'll change it ASAP!", "u2")
    rec(CDLIB140, [d1], d2[1], False, SELF, [], None, author="u1")
    rec(CDLIB140, [d1, d2], d3[1], True, "ellipsis", ["too", "it"], "The CDlib.ipynb tutorial downloaded from Colab as a python script is named `CDlib.py`, so importing cdlib from it gives a circular import error.", author="u1")
    rec(CDLIB140, [d1, d2, d3], d4[1], True, "pronoun", ["this minor issue"], "Renaming cdlib's tutorial notebook from \"CDlib.ipynb\" to something like \"CDlib_tutorial.ipynb\" would resolve the circular import of its exported script.", author="u1")
    rec(CDLIB140, [d1, d2, d3, d4], d5[1], True, "pronoun", ["the suggestion", "it"], "CDlib.ipynb was a naive name for cdlib's tutorial notebook; I'll rename it ASAP.", author="u2")
    rec(CDLIB140, [d1, d2, d3, d4, d5], "Tutorial notebook renamed.", True, "ellipsis", [], "cdlib's CDlib.ipynb tutorial notebook has been renamed.", author="u2")


# Every lender is a group of this part (every lending thread also gives a history).
QUESTION_ONLY: tuple[str, ...] = ()

AREAS = [_mysql8auth, _circular]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
