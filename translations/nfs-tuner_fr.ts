<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AppSession</name>
    <message>
        <source>unknown page &quot;%1&quot;: use throughput, readahead, settings or health</source>
        <translation>page inconnue « %1 » : utilisez throughput, readahead, settings ou health</translation>
    </message>
    <message>
        <source>the demo folder %1 (no helper, no password)</source>
        <translation>le dossier de démonstration %1 (sans assistant, sans mot de passe)</translation>
    </message>
    <message>
        <source>root %1 does not exist or is not a directory</source>
        <translation>la racine %1 n’existe pas ou n’est pas un dossier</translation>
    </message>
    <message>
        <source>the privileged helper</source>
        <translation>l’assistant privilégié</translation>
    </message>
</context>
<context>
    <name>AtomicFileReplace</name>
    <message>
        <source>%1: cannot keep the extended attribute %2: %3</source>
        <translation>%1 : impossible de conserver l’attribut étendu %2 : %3</translation>
    </message>
    <message>
        <source>%1 is a symbolic link: refusing to replace it</source>
        <translation>%1 est un lien symbolique : remplacement refusé</translation>
    </message>
    <message>
        <source>%1 is not a regular file: refusing to replace it</source>
        <translation>%1 n’est pas un fichier ordinaire : remplacement refusé</translation>
    </message>
    <message>
        <source>%1 keeps changing: try again</source>
        <translation>%1 change sans cesse : réessayez</translation>
    </message>
    <message>
        <source>%1 changed since it was read: reload it and try again</source>
        <translation>%1 a changé depuis sa lecture : rechargez-le et réessayez</translation>
    </message>
    <message>
        <source>%1 was removed since it was read: reload and try again</source>
        <translation>%1 a été supprimé depuis sa lecture : rechargez et réessayez</translation>
    </message>
    <message>
        <source>%1: cannot keep its owner: %2</source>
        <translation>%1 : impossible de conserver son propriétaire : %2</translation>
    </message>
    <message>
        <source>%1 was created meanwhile: reload it and try again</source>
        <translation>%1 a été créé entre-temps : rechargez-le et réessayez</translation>
    </message>
    <message>
        <source>%1 was replaced, but the folder could not be flushed to disk: %2</source>
        <translation>%1 a été remplacé, mais le dossier n’a pas pu être écrit sur le disque : %2</translation>
    </message>
</context>
<context>
    <name>BdiSysfs</name>
    <message>
        <source>%1: expected a number of KiB, found &quot;%2&quot;</source>
        <translation>%1 : nombre de Kio attendu, « %2 » trouvé</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1 : pas un fichier ordinaire</translation>
    </message>
</context>
<context>
    <name>ConfigWriteRequest</name>
    <message>
        <source>&quot;%1&quot; is not a file NFS Tuner may write: use /etc/nfs.conf or /etc/nfs.conf.d/NAME.conf (NAME of letters, digits, &apos;_&apos; and &apos;-&apos;)</source>
        <translation>« %1 » n’est pas un fichier que NFS Tuner peut écrire : utilisez /etc/nfs.conf ou /etc/nfs.conf.d/NOM.conf (NOM fait de lettres, chiffres, « _ » et « - »)</translation>
    </message>
    <message>
        <source>nothing to change: give values to set or keys to unset</source>
        <translation>rien à changer : donnez des valeurs à définir ou des clés à retirer</translation>
    </message>
    <message>
        <source>too many keys: [nfsrahead] has only nfs, nfs4 and default</source>
        <translation>trop de clés : [nfsrahead] n’a que nfs, nfs4 et default</translation>
    </message>
    <message>
        <source>the expected SHA-256 must be 64 lower-case hex digits, or empty for a file that does not exist</source>
        <translation>le SHA-256 attendu doit compter 64 chiffres hexadécimaux minuscules, ou être vide pour un fichier inexistant</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an [nfsrahead] key: use nfs, nfs4 or default</source>
        <translation>« %1 » n’est pas une clé de [nfsrahead] : utilisez nfs, nfs4 ou default</translation>
    </message>
    <message>
        <source>%1 = &quot;%2&quot;: expected a whole number of KiB from 0 to %3</source>
        <translation>%1 = « %2 » : nombre entier de Kio de 0 à %3 attendu</translation>
    </message>
    <message>
        <source>%1 is both set and unset</source>
        <translation>%1 est à la fois défini et retiré</translation>
    </message>
</context>
<context>
    <name>DemoSystem</name>
    <message>
        <source>cannot create a folder for the demo: %1</source>
        <translation>impossible de créer un dossier pour la démonstration : %1</translation>
    </message>
    <message>
        <source>cannot lay out the demo in %1</source>
        <translation>impossible de préparer la démonstration dans %1</translation>
    </message>
</context>
<context>
    <name>NfsConfEditor</name>
    <message>
        <source>the file holds a NUL byte and nfs-utils stops reading there: remove it, then try again</source>
        <translation>le fichier contient un octet NUL où nfs-utils cesse de lire : supprimez-le puis réessayez</translation>
    </message>
    <message>
        <source>the last line has no newline and nfs-utils ignores it: end it with a newline or remove it, then try again</source>
        <translation>la dernière ligne n’a pas de fin de ligne et nfs-utils l’ignore : terminez-la par une fin de ligne ou supprimez-la, puis réessayez</translation>
    </message>
    <message>
        <source>the new value would be overridden in the same file (line %1): edit that line instead</source>
        <translation>la nouvelle valeur serait remplacée dans le même fichier (ligne %1) : modifiez plutôt cette ligne</translation>
    </message>
    <message>
        <source>the key stays set by line %1</source>
        <translation>la clé reste définie par la ligne %1</translation>
    </message>
    <message>
        <source>the edit would change [%1] %2 too: refused</source>
        <translation>la modification changerait aussi [%1] %2 : refusée</translation>
    </message>
    <message>
        <source>the edit would add other settings: refused</source>
        <translation>la modification ajouterait d’autres réglages : refusée</translation>
    </message>
    <message>
        <source>invalid section name &quot;%1&quot;: use letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>nom de section « %1 » invalide : utilisez lettres, chiffres, « . », « _ » ou « - »</translation>
    </message>
    <message>
        <source>invalid key &quot;%1&quot;: use letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>clé « %1 » invalide : utilisez lettres, chiffres, « . », « _ » ou « - »</translation>
    </message>
    <message>
        <source>invalid section argument: 1 to 255 bytes without quotes, &apos;]&apos; or control characters</source>
        <translation>argument de section invalide : 1 à 255 octets sans guillemets, « ] » ni caractères de contrôle</translation>
    </message>
    <message>
        <source>a value must have 1 to 4096 bytes</source>
        <translation>une valeur doit compter de 1 à 4096 octets</translation>
    </message>
    <message>
        <source>a value cannot hold newlines or other control characters</source>
        <translation>une valeur ne peut contenir ni fin de ligne ni autre caractère de contrôle</translation>
    </message>
    <message>
        <source>a value cannot hold both kinds of quotes</source>
        <translation>une valeur ne peut contenir les deux sortes de guillemets</translation>
    </message>
</context>
<context>
    <name>NfsConfLoader</name>
    <message>
        <source>error loading config file: %1</source>
        <translation>erreur au chargement du fichier de configuration : %1</translation>
    </message>
    <message>
        <source>include of %1 loops back on itself: skipped (nfs-utils would recurse until it crashes)</source>
        <translation>l’inclusion de %1 revient sur elle-même : ignorée (nfs-utils récurserait jusqu’au plantage)</translation>
    </message>
    <message>
        <source>includes nested deeper than %1: %2 skipped</source>
        <translation>inclusions imbriquées sur plus de %1 niveaux : %2 ignoré</translation>
    </message>
    <message>
        <source>error loading included config %1: %2</source>
        <translation>erreur au chargement de la configuration incluse %1 : %2</translation>
    </message>
</context>
<context>
    <name>NfsMountTable</name>
    <message>
        <source>%1: line %2 is not a valid mountinfo line</source>
        <translation>%1 : la ligne %2 n’est pas une ligne mountinfo valide</translation>
    </message>
    <message>
        <source>%1: contains NUL bytes</source>
        <translation>%1 : contient des octets NUL</translation>
    </message>
    <message>
        <source>%1: ends in the middle of a line (truncated?)</source>
        <translation>%1 : se termine au milieu d’une ligne (tronqué ?)</translation>
    </message>
    <message>
        <source>%1: not in mountinfo format</source>
        <translation>%1 : pas au format mountinfo</translation>
    </message>
</context>
<context>
    <name>ReadaheadAdvice</name>
    <message>
        <source>Since Linux 5.4, NFS mounts read ahead only 128 KiB instead of 15 x rsize, and streaming reads can be 30-75 % slower. Try 15 x rsize (%1, the old default) or a value between 1 and 16 MiB, then watch the average READ size and the throughput.</source>
        <translation>Depuis Linux 5.4, les montages NFS ne lisent plus que 128 Kio d’avance au lieu de 15 × rsize, et les lectures séquentielles peuvent être de 30 à 75 % plus lentes. Essayez 15 × rsize (%1, l’ancienne valeur par défaut) ou une valeur entre 1 et 16 Mio, puis observez la taille moyenne des READ et le débit.</translation>
    </message>
    <message>
        <source>Readahead (%1) is below rsize (%2): each READ asks for at most %1.</source>
        <translation>La lecture anticipée (%1) est inférieure à rsize (%2) : chaque READ demande au plus %1.</translation>
    </message>
    <message>
        <source>READs average %1, the readahead size, far below rsize (%2): readahead limits this mount.</source>
        <translation>Les READ font en moyenne %1, la taille de la lecture anticipée, bien en dessous de rsize (%2) : la lecture anticipée limite ce montage.</translation>
    </message>
</context>
<context>
    <name>ReadaheadConfig</name>
    <message>
        <source>[nfsrahead &quot;%1&quot;] %2 in %3 line %4 replaces every earlier %2 (nfs-utils keeps one per section and name), so nfsrahead sees none</source>
        <translation>[nfsrahead &quot;%1&quot;] %2 dans %3 ligne %4 remplace tout %2 antérieur (nfs-utils n’en garde qu’un par section et par nom), nfsrahead n’en voit donc aucun</translation>
    </message>
    <message>
        <source>%1 comes from %2: nfsrahead runs from udev without your environment, so only [environment] counts</source>
        <translation>%1 vient de %2 : nfsrahead s’exécute depuis udev sans votre environnement, seul [environment] compte donc</translation>
    </message>
    <message>
        <source>%1 = %2 does not resolve: nfsrahead treats it as unset</source>
        <translation>%1 = %2 ne se résout pas : nfsrahead le traite comme non défini</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a plain number of KiB: nfsrahead reads it as %2</source>
        <translation>« %1 » n’est pas un simple nombre de Kio : nfsrahead le lit comme %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: nfsrahead reads it as 0, which turns readahead off</source>
        <translation>« %1 » n’est pas un nombre : nfsrahead le lit comme 0, ce qui désactive la lecture anticipée</translation>
    </message>
    <message>
        <source>-1 makes nfsrahead ignore %1 and use default</source>
        <translation>-1 fait ignorer %1 à nfsrahead, qui utilise default</translation>
    </message>
    <message>
        <source>%1 KiB is negative: the kernel refuses it and new mounts keep 128 KiB</source>
        <translation>%1 Kio est négatif : le noyau le refuse et les nouveaux montages gardent 128 Kio</translation>
    </message>
    <message>
        <source>0 KiB turns readahead off for new mounts</source>
        <translation>0 Kio désactive la lecture anticipée des nouveaux montages</translation>
    </message>
    <message>
        <source>%1 KiB is more than 1 GiB (%2 KiB): out of range</source>
        <translation>%1 Kio dépasse 1 Gio (%2 Kio) : hors limites</translation>
    </message>
    <message>
        <source>the drop-in %1 overrides %2 line %3</source>
        <translation>le fichier complémentaire %1 remplace %2 ligne %3</translation>
    </message>
    <message>
        <source>set in %1, which only nfs-utils 2.7.1 and later read</source>
        <translation>défini dans %1, que seul nfs-utils 2.7.1 ou plus récent lit</translation>
    </message>
</context>
<context>
    <name>ReadaheadTuner</name>
    <message>
        <source>%1 belongs to a %2 file system, not to NFS: NFS Tuner only changes NFS mounts</source>
        <translation>%1 appartient à un système de fichiers %2, pas à NFS : NFS Tuner ne modifie que les montages NFS</translation>
    </message>
    <message>
        <source>no mount uses the BDI %1 (unmounted?): refresh the list of mounts</source>
        <translation>aucun montage n’utilise le BDI %1 (démonté ?) : actualisez la liste des montages</translation>
    </message>
    <message>
        <source>%1 is not a plain folder (a symbolic link?): refusing to write there</source>
        <translation>%1 n’est pas un dossier ordinaire (un lien symbolique ?) : écriture refusée</translation>
    </message>
    <message>
        <source>%1 was removed since it was read: reload and try again</source>
        <translation>%1 a été supprimé depuis sa lecture : rechargez et réessayez</translation>
    </message>
    <message>
        <source>%1: the configured %2 KiB is out of range, not applied</source>
        <translation>%1 : les %2 Kio configurés sont hors limites, non appliqués</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>SetReadaheadRequest</name>
    <message>
        <source>&quot;%1&quot; is not a BDI: expected MAJOR:MINOR, such as 0:29</source>
        <translation>« %1 » n’est pas un BDI : MAJEUR:MINEUR attendu, par exemple 0:29</translation>
    </message>
    <message>
        <source>%1 KiB is too large: readahead can be at most %2 KiB (1 GiB)</source>
        <translation>%1 Kio est trop grand : la lecture anticipée est limitée à %2 Kio (1 Gio)</translation>
    </message>
</context>
<context>
    <name>SystemHealth</name>
    <message>
        <source>nfsrahead is not installed (it comes with nfs-utils 2.6.2 or later, package nfs-common): saved settings will not be applied to new mounts. Use &quot;Apply to mounted now&quot; after each mount, or install it.</source>
        <translation>nfsrahead n’est pas installé (il fait partie de nfs-utils 2.6.2 ou plus récent, paquet nfs-common) : les réglages enregistrés ne seront pas appliqués aux nouveaux montages. Utilisez « Appliquer maintenant aux montages » après chaque montage, ou installez-le.</translation>
    </message>
    <message>
        <source>no udev rule runs nfsrahead when an NFS mount appears (99-nfs.rules): saved settings will not be applied to new mounts.</source>
        <translation>aucune règle udev ne lance nfsrahead à l’apparition d’un montage NFS (99-nfs.rules) : les réglages enregistrés ne seront pas appliqués aux nouveaux montages.</translation>
    </message>
    <message>
        <source>this nfsrahead reads %1, not /etc/nfs.conf: settings saved in /etc/nfs.conf will not reach it.</source>
        <translation>ce nfsrahead lit %1, pas /etc/nfs.conf : les réglages enregistrés dans /etc/nfs.conf ne l’atteindront pas.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Shows NFS mounts with their readahead and throughput, tunes readahead, and edits the persistent [nfsrahead] settings.</source>
        <translation>Affiche les montages NFS avec leur lecture anticipée et leur débit, règle la lecture anticipée et modifie les réglages permanents de [nfsrahead].</translation>
    </message>
    <message>
        <source>Look at the system below DIR instead of /.</source>
        <translation>Examiner le système sous DIR au lieu de /.</translation>
    </message>
    <message>
        <source>Run on a simulated system (no changes to this one).</source>
        <translation>Fonctionner sur un système simulé (sans rien changer à celui-ci).</translation>
    </message>
    <message>
        <source>Write a PNG of the window to FILE and quit.</source>
        <translation>Écrire une image PNG de la fenêtre dans FILE et quitter.</translation>
    </message>
    <message>
        <source>Sample for SECONDS before the screenshot.</source>
        <translation>Mesurer pendant SECONDS avant la capture.</translation>
    </message>
    <message>
        <source>Open PAGE: throughput, readahead, settings, health.</source>
        <translation>Ouvrir la page PAGE : throughput, readahead, settings, health.</translation>
    </message>
    <message>
        <source>Select the mount at MOUNTPOINT.</source>
        <translation>Sélectionner le montage sur MOUNTPOINT.</translation>
    </message>
</context>
<context>
    <name>nfstuner::ConfSyntax</name>
    <message>
        <source>no closing &apos;]&apos;: lines up to the next section are ignored</source>
        <translation>pas de « ] » fermant : les lignes jusqu’à la section suivante sont ignorées</translation>
    </message>
    <message>
        <source>no closing &apos;&quot;&apos; in the section name: its argument is ignored</source>
        <translation>pas de « &quot; » fermant dans le nom de section : son argument est ignoré</translation>
    </message>
    <message>
        <source>not a section, a comment or an assignment</source>
        <translation>ni section, ni commentaire, ni affectation</translation>
    </message>
    <message>
        <source>an assignment outside any section</source>
        <translation>une affectation hors de toute section</translation>
    </message>
    <message>
        <source>unmatched quotes</source>
        <translation>guillemets non appariés</translation>
    </message>
    <message>
        <source>an assignment without a name</source>
        <translation>une affectation sans nom</translation>
    </message>
    <message>
        <source>an empty value: nfs-utils ignores the assignment</source>
        <translation>une valeur vide : nfs-utils ignore l’affectation</translation>
    </message>
    <message>
        <source>the last line has no newline: nfs-utils ignores it</source>
        <translation>la dernière ligne n’a pas de fin de ligne : nfs-utils l’ignore</translation>
    </message>
    <message>
        <source>bytes after a NUL byte: nfs-utils never reads them</source>
        <translation>octets après un octet NUL : nfs-utils ne les lit jamais</translation>
    </message>
</context>
<context>
    <name>nfstuner::HealthPage</name>
    <message>
        <source>Changes go to:</source>
        <translation>Les modifications passent par :</translation>
    </message>
    <message>
        <source>nfsrahead:</source>
        <translation>nfsrahead :</translation>
    </message>
    <message>
        <source>udev rule:</source>
        <translation>Règle udev :</translation>
    </message>
    <message>
        <source>Config nfsrahead reads:</source>
        <translation>Configuration lue par nfsrahead :</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>&amp;Vérifier de nouveau</translation>
    </message>
    <message>
        <source>%1: checking…</source>
        <translation>%1 : vérification…</translation>
    </message>
    <message>
        <source>%1, version %2</source>
        <translation>%1, version %2</translation>
    </message>
    <message>
        <source>%1: %2. Install the nfs-tuner package (it brings the helper, its D-Bus service and polkit policy), or check the system bus.</source>
        <translation>%1 : %2. Installez le paquet nfs-tuner (il fournit l’assistant, son service D-Bus et sa politique polkit), ou vérifiez le bus système.</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installé</translation>
    </message>
    <message>
        <source>no rule runs nfsrahead</source>
        <translation>aucune règle ne lance nfsrahead</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
</context>
<context>
    <name>nfstuner::HelperDBus</name>
    <message>
        <source>Not authorized</source>
        <translation>Non autorisé</translation>
    </message>
    <message>
        <source>Not a valid change</source>
        <translation>Modification non valable</translation>
    </message>
    <message>
        <source>Not an NFS mount</source>
        <translation>Pas un montage NFS</translation>
    </message>
    <message>
        <source>The mount is gone</source>
        <translation>Le montage a disparu</translation>
    </message>
    <message>
        <source>The file changed meanwhile</source>
        <translation>Le fichier a changé entre-temps</translation>
    </message>
    <message>
        <source>The NFS Tuner helper could not be reached</source>
        <translation>L’assistant de NFS Tuner est injoignable</translation>
    </message>
    <message>
        <source>The change failed</source>
        <translation>La modification a échoué</translation>
    </message>
</context>
<context>
    <name>nfstuner::MainWindow</name>
    <message>
        <source>NFS Tuner — Demo</source>
        <translation>NFS Tuner — Démonstration</translation>
    </message>
    <message>
        <source>NFS Tuner</source>
        <translation>NFS Tuner</translation>
    </message>
    <message>
        <source>NFS mounts</source>
        <translation>Montages NFS</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>Montages</translation>
    </message>
    <message>
        <source>Filter mounts (mount point, server, BDI…)</source>
        <translation>Filtrer les montages (point de montage, serveur, BDI…)</translation>
    </message>
    <message>
        <source>Filter mounts</source>
        <translation>Filtrer les montages</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtre :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Sampling interval</source>
        <translation>Intervalle de mesure</translation>
    </message>
    <message>
        <source>Sample &amp;every:</source>
        <translation>&amp;Mesurer toutes les :</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ctualiser</translation>
    </message>
    <message>
        <source>&amp;Throughput</source>
        <translation>&amp;Débit</translation>
    </message>
    <message>
        <source>Read&amp;ahead</source>
        <translation>Lecture &amp;anticipée</translation>
    </message>
    <message>
        <source>&amp;Persistent settings</source>
        <translation>Réglages &amp;permanents</translation>
    </message>
    <message>
        <source>&amp;Health</source>
        <translation>&amp;État</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo&lt;/b&gt;: mounts captured from a real Linux NFS client, with simulated traffic. Changes go to a temporary folder, not to this system; readahead changes show in the throughput.</source>
        <translation>&lt;b&gt;Démonstration&lt;/b&gt; : montages relevés sur un vrai client NFS Linux, avec un trafic simulé. Les modifications vont dans un dossier temporaire, pas sur ce système ; les changements de lecture anticipée se voient dans le débit.</translation>
    </message>
    <message numerus="yes">
        <source>%n NFS mount(s)</source>
        <translation>
            <numerusform>%n montage NFS</numerusform>
            <numerusform>%n montages NFS</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the mount table: %1</source>
        <translation>Impossible de lire la table des montages : %1</translation>
    </message>
    <message>
        <source>No NFS mounts on this system.</source>
        <translation>Aucun montage NFS sur ce système.</translation>
    </message>
</context>
<context>
    <name>nfstuner::MountTableModel</name>
    <message>
        <source>Mount point</source>
        <translation>Point de montage</translation>
    </message>
    <message>
        <source>Server:export</source>
        <translation>Serveur:export</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>BDI</source>
        <translation>BDI</translation>
    </message>
    <message>
        <source>rsize</source>
        <translation>rsize</translation>
    </message>
    <message>
        <source>wsize</source>
        <translation>wsize</translation>
    </message>
    <message>
        <source>Readahead</source>
        <translation>Lecture anticipée</translation>
    </message>
    <message>
        <source>On next mount</source>
        <translation>Au prochain montage</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>Avg READ size</source>
        <translation>Taille moy. READ</translation>
    </message>
    <message>
        <source>The backing device: readahead belongs to it, so mounts on one BDI share it</source>
        <translation>Le périphérique de support : la lecture anticipée lui appartient, les montages d’un même BDI la partagent donc</translation>
    </message>
    <message>
        <source>read_ahead_kb of the BDI now</source>
        <translation>read_ahead_kb actuel du BDI</translation>
    </message>
    <message>
        <source>What nfsrahead would set if this file system were mounted again, from [nfsrahead] in nfs.conf</source>
        <translation>Ce que nfsrahead appliquerait si ce système de fichiers était remonté, d’après [nfsrahead] dans nfs.conf</translation>
    </message>
    <message>
        <source>What applications read and wrote per second (MB/s = 10^6 bytes/s)</source>
        <translation>Ce que les applications ont lu et écrit par seconde (Mo/s = 10^6 octets/s)</translation>
    </message>
    <message>
        <source>Bytes per READ RPC lately: when it sits at the readahead size, readahead limits reads</source>
        <translation>Octets par RPC READ récemment : quand la valeur est celle de la lecture anticipée, celle-ci limite les lectures</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>%1 KiB (refused)</source>
        <translation>%1 Kio (refusé)</translation>
    </message>
    <message>
        <source>One superblock: %1 shares its BDI, so its readahead, with %2.</source>
        <translation>Un seul superbloc : %1 partage son BDI, donc sa lecture anticipée, avec %2.</translation>
    </message>
    <message>
        <source>From [nfsrahead] %1 in nfs.conf</source>
        <translation>D’après [nfsrahead] %1 dans nfs.conf</translation>
    </message>
    <message>
        <source>No [nfsrahead] setting: nfsrahead writes its built-in 128 KiB</source>
        <translation>Aucun réglage [nfsrahead] : nfsrahead écrit ses 128 Kio par défaut</translation>
    </message>
    <message>
        <source>%1 mounted from %2 (NFS %3, %4, %5)</source>
        <translation>%1 monté depuis %2 (NFS %3, %4, %5)</translation>
    </message>
</context>
<context>
    <name>nfstuner::PersistentSettingsPage</name>
    <message>
        <source>NFSv3 mounts (nfs)</source>
        <translation>Montages NFSv3 (nfs)</translation>
    </message>
    <message>
        <source>NFSv4 mounts (nfs4)</source>
        <translation>Montages NFSv4 (nfs4)</translation>
    </message>
    <message>
        <source>Any other (default)</source>
        <translation>Tous les autres (default)</translation>
    </message>
    <message>
        <source>nfs-utils&apos; &lt;b&gt;nfsrahead&lt;/b&gt; sets the readahead of each NFS mount when it appears, from &lt;tt&gt;[nfsrahead]&lt;/tt&gt; in nfs.conf. Mounted file systems keep theirs until you apply the settings to them.</source>
        <translation>&lt;b&gt;nfsrahead&lt;/b&gt; de nfs-utils règle la lecture anticipée de chaque montage NFS à son apparition, d’après &lt;tt&gt;[nfsrahead]&lt;/tt&gt; dans nfs.conf. Les systèmes de fichiers déjà montés gardent la leur jusqu’à ce que vous leur appliquiez les réglages.</translation>
    </message>
    <message>
        <source>Readahead for new mounts</source>
        <translation>Lecture anticipée des nouveaux montages</translation>
    </message>
    <message>
        <source>Unchecked: the key is not set in the file you save to.</source>
        <translation>Décoché : la clé n’est pas définie dans le fichier enregistré.</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> Kio</translation>
    </message>
    <message>
        <source>Readahead for %1, in KiB</source>
        <translation>Lecture anticipée pour %1, en Kio</translation>
    </message>
    <message>
        <source>File to save in</source>
        <translation>Fichier où enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;in:</source>
        <translation>Enregistrer &amp;dans :</translation>
    </message>
    <message>
        <source>Changes to be saved</source>
        <translation>Modifications à enregistrer</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Writes the file through the privileged helper; only the lines shown change.</source>
        <translation>Écrit le fichier via l’assistant privilégié ; seules les lignes affichées changent.</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Re&amp;charger</translation>
    </message>
    <message>
        <source>Apply to &amp;mounted now</source>
        <translation>Appliquer &amp;maintenant aux montages</translation>
    </message>
    <message>
        <source>Sets every mounted NFS file system to what nfsrahead would choose for it.</source>
        <translation>Règle chaque système de fichiers NFS monté sur ce que nfsrahead choisirait pour lui.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Results of applying</source>
        <translation>Résultats de l’application</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>depuis %1</translation>
    </message>
    <message>
        <source>not set: nfsrahead falls back to %1</source>
        <translation>non défini : nfsrahead se rabat sur %1</translation>
    </message>
    <message>
        <source>128 KiB</source>
        <translation>128 Kio</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
    <message>
        <source>overrides %1 = %2 at %3</source>
        <translation>remplace %1 = %2 en %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (new drop-in)</source>
        <translation>%1 (nouveau fichier complémentaire)</translation>
    </message>
    <message>
        <source>Read, in this order (later ones win): %1</source>
        <translation>Lus dans cet ordre (les suivants l’emportent) : %1</translation>
    </message>
    <message>
        <source>No changes to %1.</source>
        <translation>Aucune modification de %1.</translation>
    </message>
    <message>
        <source>Note: %1 at %2 comes later and will still win.</source>
        <translation>Remarque : %1 en %2 vient après et l’emportera toujours.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;%1 changed since it was shown. Press Reload to see it as it is now, then save again.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;%1 a changé depuis son affichage. Appuyez sur Recharger pour le voir tel qu’il est, puis enregistrez de nouveau.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Saved %1. New mounts will get these values; use &quot;Apply to mounted now&quot; for the mounted ones.</source>
        <translation>%1 enregistré. Les nouveaux montages recevront ces valeurs ; utilisez « Appliquer maintenant aux montages » pour ceux déjà montés.</translation>
    </message>
    <message>
        <source>Applying to mounted file systems…</source>
        <translation>Application aux systèmes de fichiers montés…</translation>
    </message>
    <message numerus="yes">
        <source>Applied to %n BDI(s).</source>
        <translation>
            <numerusform>Appliqué à %n BDI.</numerusform>
            <numerusform>Appliqué à %n BDI.</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ %1 (%2): %3 → %4</source>
        <translation>✓ %1 (%2) : %3 → %4</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadEditor</name>
    <message>
        <source>New readahead</source>
        <translation>Nouvelle lecture anticipée</translation>
    </message>
    <message>
        <source>&amp;Kernel default (128 KiB)</source>
        <translation>Valeur par défaut du &amp;noyau (128 Kio)</translation>
    </message>
    <message>
        <source>C&amp;ustom:</source>
        <translation>Pers&amp;onnalisée :</translation>
    </message>
    <message>
        <source>Custom readahead</source>
        <translation>Lecture anticipée personnalisée</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>Kio</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>Mio</translation>
    </message>
    <message>
        <source>Unit of the custom readahead</source>
        <translation>Unité de la lecture anticipée personnalisée</translation>
    </message>
    <message>
        <source>Apply to</source>
        <translation>Appliquer à</translation>
    </message>
    <message>
        <source>&amp;This mount (its BDI)</source>
        <translation>&amp;Ce montage (son BDI)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>Sets read_ahead_kb now, through the privileged helper (you may be asked for a password). It lasts until the file system is mounted again.</source>
        <translation>Règle read_ahead_kb tout de suite, via l’assistant privilégié (un mot de passe peut être demandé). Cela dure jusqu’au prochain montage du système de fichiers.</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Puts back the readahead values from before the last Apply.</source>
        <translation>Rétablit les valeurs de lecture anticipée d’avant la dernière application.</translation>
    </message>
    <message>
        <source>Applying</source>
        <translation>Application en cours</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Results per mount</source>
        <translation>Résultats par montage</translation>
    </message>
    <message>
        <source>, shared with %1</source>
        <translation>, partagé avec %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: readahead now &lt;b&gt;%2&lt;/b&gt;, rsize %3 (BDI %4%5)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : lecture anticipée actuelle &lt;b&gt;%2&lt;/b&gt;, rsize %3 (BDI %4%5)</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>&amp;15 × rsize, the pre-5.4 default (%1 here)</source>
        <translation>&amp;15 × rsize, la valeur par défaut d’avant 5.4 (ici %1)</translation>
    </message>
    <message>
        <source>Select a mount in the table.</source>
        <translation>Sélectionnez un montage dans le tableau.</translation>
    </message>
    <message>
        <source>&amp;15 × rsize, the pre-5.4 default</source>
        <translation>&amp;15 × rsize, la valeur par défaut d’avant 5.4</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Selected mounts (%n BDI(s))</source>
        <translation>
            <numerusform>Montages &amp;sélectionnés (%n BDI)</numerusform>
            <numerusform>Montages &amp;sélectionnés (%n BDI)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Every NFS mount (%n BDI(s))</source>
        <translation>
            <numerusform>&amp;Tous les montages NFS (%n BDI)</numerusform>
            <numerusform>&amp;Tous les montages NFS (%n BDI)</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ %1 (%2): %3 → %4</source>
        <translation>✓ %1 (%2) : %3 → %4</translation>
    </message>
    <message>
        <source>✗ %1 (%2): %3</source>
        <translation>✗ %1 (%2) : %3</translation>
    </message>
</context>
<context>
    <name>nfstuner::ThroughputPane</name>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>Seconds ago</source>
        <translation>Il y a (secondes)</translation>
    </message>
    <message>
        <source>Throughput (MB/s)</source>
        <translation>Débit (Mo/s)</translation>
    </message>
    <message>
        <source>Throughput chart</source>
        <translation>Graphique du débit</translation>
    </message>
    <message>
        <source>&amp;Wire level (READ/WRITE RPC payload)</source>
        <translation>Niveau &amp;réseau (charge utile des RPC READ/WRITE)</translation>
    </message>
    <message>
        <source>Off: what applications read and wrote. On: what the NFS client moved in READ and WRITE RPCs, including readahead.</source>
        <translation>Désactivé : ce que les applications ont lu et écrit. Activé : ce que le client NFS a transféré en RPC READ et WRITE, lecture anticipée comprise.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minute</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 minutes</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 heure</translation>
    </message>
    <message>
        <source>Chart time window</source>
        <translation>Fenêtre de temps du graphique</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher :</translation>
    </message>
    <message>
        <source>READ ops:</source>
        <translation>Opérations READ :</translation>
    </message>
    <message>
        <source>WRITE ops:</source>
        <translation>Opérations WRITE :</translation>
    </message>
    <message>
        <source>Average READ:</source>
        <translation>READ moyen :</translation>
    </message>
    <message>
        <source>Average WRITE:</source>
        <translation>WRITE moyen :</translation>
    </message>
    <message>
        <source>READ RTT:</source>
        <translation>RTT des READ :</translation>
    </message>
    <message>
        <source>WRITE RTT:</source>
        <translation>RTT des WRITE :</translation>
    </message>
    <message>
        <source>READ execute:</source>
        <translation>Exécution des READ :</translation>
    </message>
    <message>
        <source>WRITE execute:</source>
        <translation>Exécution des WRITE :</translation>
    </message>
    <message>
        <source>Retransmissions:</source>
        <translation>Retransmissions :</translation>
    </message>
    <message>
        <source>Select a mount to see its throughput.</source>
        <translation>Sélectionnez un montage pour voir son débit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>READ_PLUS:</source>
        <translation>READ_PLUS :</translation>
    </message>
    <message>
        <source>Holes not transferred:</source>
        <translation>Trous non transférés :</translation>
    </message>
    <message>
        <source>Since Linux 6.6 an NFSv4.2 client reads with READ_PLUS when the server offers it. READ_PLUS counts as a READ in every figure here.</source>
        <translation>Depuis Linux 6.6, un client NFSv4.2 lit avec READ_PLUS quand le serveur le propose. Ici, READ_PLUS compte comme un READ dans chaque chiffre.</translation>
    </message>
    <message>
        <source>READ_PLUS lets a server send a hole of a sparse file as its length only. The Linux NFS server sends holes as data; other servers may not.</source>
        <translation>READ_PLUS permet à un serveur d’envoyer un trou d’un fichier creux par sa seule longueur. Le serveur NFS de Linux envoie les trous comme des données ; d’autres serveurs peut-être pas.</translation>
    </message>
    <message>
        <source>%1 of %2 READs since mount</source>
        <translation>%1 sur %2 READ depuis le montage</translation>
    </message>
    <message>
        <source>%1 since mount</source>
        <translation>%1 depuis le montage</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>nfstuner::TuningBackend</name>
    <message numerus="yes">
        <source>%1 (the other %n mount(s) were set)</source>
        <translation>
            <numerusform>%1 (l’autre montage a été réglé)</numerusform>
            <numerusform>%1 (les %n autres montages ont été réglés)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::cli</name>
    <message>
        <source>List NFS mounts with BDI, sizes and readahead</source>
        <translation>Lister les montages NFS avec BDI, tailles et lecture anticipée</translation>
    </message>
    <message>
        <source>Read and edit nfs.conf ([nfsrahead] and the rest)</source>
        <translation>Lire et modifier nfs.conf ([nfsrahead] et le reste)</translation>
    </message>
    <message>
        <source>Throughput and per-op figures over an interval</source>
        <translation>Débit et chiffres par opération sur un intervalle</translation>
    </message>
    <message>
        <source>Set one mount&apos;s readahead now (through the helper)</source>
        <translation>Régler tout de suite la lecture anticipée d’un montage (via l’assistant)</translation>
    </message>
    <message>
        <source>Apply the [nfsrahead] settings to mounted NFS file systems</source>
        <translation>Appliquer les réglages [nfsrahead] aux systèmes de fichiers NFS montés</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <source>Run &quot;%1 COMMAND --help&quot; for a command&apos;s options.</source>
        <translation>Lancez « %1 COMMANDE --help » pour les options d’une commande.</translation>
    </message>
    <message>
        <source>Read the system below DIR instead of / (a folder laid out like a filesystem: DIR/proc/self/mountinfo, DIR/sys/class/bdi, DIR/etc/nfs.conf).</source>
        <translation>Lire le système sous DIR au lieu de / (un dossier organisé comme un système de fichiers : DIR/proc/self/mountinfo, DIR/sys/class/bdi, DIR/etc/nfs.conf).</translation>
    </message>
    <message>
        <source>root %1 does not exist or is not a directory</source>
        <translation>la racine %1 n’existe pas ou n’est pas un dossier</translation>
    </message>
    <message>
        <source>Shows and tunes the readahead of NFS client mounts.</source>
        <translation>Affiche et règle la lecture anticipée des montages de client NFS.</translation>
    </message>
    <message>
        <source>The command to run.</source>
        <translation>La commande à exécuter.</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>aucune commande donnée</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>commande « %1 » inconnue</translation>
    </message>
    <message>
        <source>The nfs.conf to use (default: ROOT/etc/nfs.conf). Its drop-in folder is FILE.d, as for nfs-utils.</source>
        <translation>Le nfs.conf à utiliser (par défaut : ROOT/etc/nfs.conf). Son dossier de fichiers complémentaires est FILE.d, comme pour nfs-utils.</translation>
    </message>
    <message>
        <source>The section&apos;s argument: [SECTION &quot;SUB&quot;].</source>
        <translation>L’argument de la section : [SECTION &quot;SUB&quot;].</translation>
    </message>
    <message>
        <source>--file needs a path</source>
        <translation>--file demande un chemin</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 attendu</translation>
    </message>
    <message>
        <source>Prints a value as nfs-utils reads it (like nfsconf --get): exit 0 when set, 1 when not.</source>
        <translation>Affiche une valeur telle que nfs-utils la lit (comme nfsconf --get) : code 0 si elle est définie, 1 sinon.</translation>
    </message>
    <message>
        <source>cannot load %1</source>
        <translation>impossible de charger %1</translation>
    </message>
    <message>
        <source>Prints every value as nfs-utils reads it, sorted (like nfsconf --dump).</source>
        <translation>Affiche toutes les valeurs triées, telles que nfs-utils les lit (comme nfsconf --dump).</translation>
    </message>
    <message>
        <source>Also write &quot;# Modified: INFO on DATE&quot;, as nfsconf does.</source>
        <translation>Écrire aussi « # Modified: INFO on DATE », comme nfsconf.</translation>
    </message>
    <message>
        <source>Sets one value in one file, changing only its line. For files you may write; `config save` goes through the privileged helper.</source>
        <translation>Définit une valeur dans un fichier en ne changeant que sa ligne. Pour les fichiers que vous pouvez écrire ; `config save` passe par l’assistant privilégié.</translation>
    </message>
    <message>
        <source>Removes one value from one file, changing only its lines.</source>
        <translation>Retire une valeur d’un fichier en ne changeant que ses lignes.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Afficher du JSON.</translation>
    </message>
    <message>
        <source>Shows the [nfsrahead] settings nfsrahead will use for new mounts: each value, the file and line it comes from, what it overrides, and what to look out for.</source>
        <translation>Affiche les réglages [nfsrahead] que nfsrahead utilisera pour les nouveaux montages : chaque valeur, le fichier et la ligne d’où elle vient, ce qu’elle remplace et ce à quoi faire attention.</translation>
    </message>
    <message>
        <source>Usage: %1 get|dump|set|unset|effective|save ... (each takes --help)
</source>
        <translation>Utilisation : %1 get|dump|set|unset|effective|save ... (chacune accepte --help)
</translation>
    </message>
    <message>
        <source>config: expected get, dump, set, unset, effective or save</source>
        <translation>config : get, dump, set, unset, effective ou save attendu</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Files read: %1</source>
        <translation>Fichiers lus : %1</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>CLÉ</translation>
    </message>
    <message>
        <source>VALUE</source>
        <translation>VALEUR</translation>
    </message>
    <message>
        <source>FROM</source>
        <translation>ORIGINE</translation>
    </message>
    <message>
        <source>OVERRIDES</source>
        <translation>REMPLACE</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(non défini)</translation>
    </message>
    <message>
        <source>[nfsrahead]</source>
        <translation>[nfsrahead]</translation>
    </message>
    <message>
        <source>from %1 at %2</source>
        <translation>de %1 en %2</translation>
    </message>
    <message>
        <source>the built-in default</source>
        <translation>la valeur par défaut intégrée</translation>
    </message>
    <message>
        <source>New %1 mounts get %2 KiB (%3)</source>
        <translation>Les nouveaux montages %1 reçoivent %2 Kio (%3)</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Avertissements :</translation>
    </message>
    <message>
        <source>Sets the readahead of one NFS mount (of its BDI, so also of the mounts sharing it) through the privileged helper. SIZE is in KiB, or with a unit: 15M, 1G.</source>
        <translation>Règle la lecture anticipée d’un montage NFS (de son BDI, donc aussi des montages qui le partagent) via l’assistant privilégié. SIZE en Kio, ou avec une unité : 15M, 1G.</translation>
    </message>
    <message>
        <source>An NFS mountpoint, or a BDI such as 0:29.</source>
        <translation>Un point de montage NFS, ou un BDI comme 0:29.</translation>
    </message>
    <message>
        <source>The new readahead.</source>
        <translation>La nouvelle lecture anticipée.</translation>
    </message>
    <message>
        <source>expected MOUNTPOINT|BDI SIZE</source>
        <translation>MOUNTPOINT|BDI SIZE attendu</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: give KiB, or a number with K, M or G</source>
        <translation>« %1 » n’est pas une taille : donnez des Kio, ou un nombre suivi de K, M ou G</translation>
    </message>
    <message>
        <source>%1 is not an NFS mountpoint (see `nfs-tuner-cli list`)</source>
        <translation>%1 n’est pas un point de montage NFS (voir `nfs-tuner-cli list`)</translation>
    </message>
    <message>
        <source>%1%2: readahead %3 -&gt; %4 KiB</source>
        <translation>%1%2 : lecture anticipée %3 -&gt; %4 Kio</translation>
    </message>
    <message>
        <source>Sets every mounted NFS BDI to what nfsrahead would choose from the [nfsrahead] settings, as if each mount had just appeared.</source>
        <translation>Règle chaque BDI NFS monté sur ce que nfsrahead choisirait d’après les réglages [nfsrahead], comme si chaque montage venait d’apparaître.</translation>
    </message>
    <message>
        <source>%1 (%2): readahead %3 -&gt; %4 KiB</source>
        <translation>%1 (%2) : lecture anticipée %3 -&gt; %4 Kio</translation>
    </message>
    <message>
        <source>no NFS mounts to apply the settings to</source>
        <translation>aucun montage NFS auquel appliquer les réglages</translation>
    </message>
    <message>
        <source>Saves [nfsrahead] settings (KEY=KIB, keys nfs, nfs4, default) through the privileged helper. Only the edited lines change. New mounts get them; `apply` sets mounted ones.</source>
        <translation>Enregistre des réglages [nfsrahead] (CLÉ=KIO, clés nfs, nfs4, default) via l’assistant privilégié. Seules les lignes modifiées changent. Les nouveaux montages les reçoivent ; `apply` règle ceux déjà montés.</translation>
    </message>
    <message>
        <source>Settings to save.</source>
        <translation>Réglages à enregistrer.</translation>
    </message>
    <message>
        <source>Remove a key (repeatable).</source>
        <translation>Retirer une clé (répétable).</translation>
    </message>
    <message>
        <source>/etc/nfs.conf (default) or /etc/nfs.conf.d/NAME.conf.</source>
        <translation>/etc/nfs.conf (par défaut) ou /etc/nfs.conf.d/NOM.conf.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected KEY=KIB, such as nfs4=16384</source>
        <translation>« %1 » : CLÉ=KIO attendu, par exemple nfs4=16384</translation>
    </message>
    <message>
        <source>--file must be an absolute path such as /etc/nfs.conf.d/50-readahead.conf</source>
        <translation>--file doit être un chemin absolu, par exemple /etc/nfs.conf.d/50-readahead.conf</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 Mio</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 Kio</translation>
    </message>
    <message>
        <source>MOUNTPOINT</source>
        <translation>POINT DE MONTAGE</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>SOURCE</translation>
    </message>
    <message>
        <source>VERS</source>
        <translation>VERS</translation>
    </message>
    <message>
        <source>BDI</source>
        <translation>BDI</translation>
    </message>
    <message>
        <source>RSIZE</source>
        <translation>RSIZE</translation>
    </message>
    <message>
        <source>WSIZE</source>
        <translation>WSIZE</translation>
    </message>
    <message>
        <source>READAHEAD</source>
        <translation>LECTURE ANTICIPÉE</translation>
    </message>
    <message>
        <source>SHARES BDI WITH</source>
        <translation>PARTAGE LE BDI AVEC</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>Lists the NFS mounts with their BDI (the unit readahead applies to), rsize, wsize, version and current readahead.</source>
        <translation>Liste les montages NFS avec leur BDI (l’unité à laquelle s’applique la lecture anticipée), rsize, wsize, version et lecture anticipée actuelle.</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>Afficher du JSON au lieu d’un tableau.</translation>
    </message>
    <message>
        <source>no NFS mounts in %1</source>
        <translation>aucun montage NFS dans %1</translation>
    </message>
    <message>
        <source>Shows what each NFS mount did over an interval: read and write MB/s (application and wire level), READ and WRITE ops/s, KiB per RPC, round-trip and execute time, retransmissions. Rates use the measured time.</source>
        <translation>Montre ce que chaque montage NFS a fait sur un intervalle : lecture et écriture en Mo/s (niveau application et réseau), opérations READ et WRITE par seconde, Kio par RPC, temps d’aller-retour et d’exécution, retransmissions. Les débits reposent sur le temps mesuré.</translation>
    </message>
    <message>
        <source>Only these mounts.</source>
        <translation>Seulement ces montages.</translation>
    </message>
    <message>
        <source>Print one JSON document per interval.</source>
        <translation>Afficher un document JSON par intervalle.</translation>
    </message>
    <message>
        <source>Number of reports (default 1).</source>
        <translation>Nombre de rapports (1 par défaut).</translation>
    </message>
    <message>
        <source>--interval takes seconds (0 to 86400), --count a number from 1</source>
        <translation>--interval prend des secondes (0 à 86400), --count un nombre à partir de 1</translation>
    </message>
    <message>
        <source>READ MB/s</source>
        <translation>LECTURE Mo/s</translation>
    </message>
    <message>
        <source>WRITE MB/s</source>
        <translation>ÉCRITURE Mo/s</translation>
    </message>
    <message>
        <source>WIRE R</source>
        <translation>RÉSEAU L</translation>
    </message>
    <message>
        <source>WIRE W</source>
        <translation>RÉSEAU É</translation>
    </message>
    <message>
        <source>READ/s</source>
        <translation>READ/s</translation>
    </message>
    <message>
        <source>KiB/READ</source>
        <translation>Kio/READ</translation>
    </message>
    <message>
        <source>WRITE/s</source>
        <translation>WRITE/s</translation>
    </message>
    <message>
        <source>KiB/WRITE</source>
        <translation>Kio/WRITE</translation>
    </message>
    <message>
        <source>RTT R ms</source>
        <translation>RTT L ms</translation>
    </message>
    <message>
        <source>EXE R ms</source>
        <translation>EXÉC L ms</translation>
    </message>
    <message>
        <source>RETRANS</source>
        <translation>RETRANS</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>COMMANDE</translation>
    </message>
    <message>
        <source>Seconds per report (default 1); 0: one report of the averages since each mount was mounted.</source>
        <translation>Secondes par rapport (1 par défaut) ; 0 : un seul rapport des moyennes depuis le montage de chaque montage.</translation>
    </message>
    <message>
        <source>--interval 0 gives one report, of the averages since mount</source>
        <translation>--interval 0 donne un seul rapport, des moyennes depuis le montage</translation>
    </message>
    <message>
        <source>%1: holes not transferred: %2 MB (READ_PLUS)
</source>
        <translation>%1 : trous non transférés : %2 Mo (READ_PLUS)
</translation>
    </message>
</context>
<context>
    <name>nfstuner::readWholeFile</name>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1 : pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes</source>
        <translation>%1 : plus de %2 octets</translation>
    </message>
</context>
<context>
    <name>nfstuner::units</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 Gio</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 Mio</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 Kio</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 o</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 Mo/s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
</TS>
