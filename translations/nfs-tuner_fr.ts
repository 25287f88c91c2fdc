<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AppSession</name>
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
    <message>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo&lt;/b&gt;: mounts captured from a real Linux NFS client, with simulated traffic. Changes go to a temporary folder, not to this system; readahead changes show in the throughput.</source>
        <translation>&lt;b&gt;Démo&lt;/b&gt; : montages relevés sur un vrai client NFS Linux, avec un trafic simulé. Les modifications vont dans un dossier temporaire, pas dans ce système ; les changements de lecture anticipée se voient dans le débit.</translation>
    </message>
    <message>
        <source>the folder %1 (no helper, no password)</source>
        <translation>le dossier %1 (sans assistant, sans mot de passe)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: a folder laid out like a system, not this one. Changes are written to files in that folder, not to this system.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : un dossier organisé comme un système, pas celui-ci. Les modifications sont écrites dans des fichiers de ce dossier, pas dans ce système.</translation>
    </message>
    <message>
        <source>no mount selected, or changes cannot be made</source>
        <translation>aucun montage sélectionné, ou les changements sont impossibles</translation>
    </message>
    <message>
        <source>unknown page &quot;%1&quot;: use throughput, readahead, settings, writeback, changes or health</source>
        <translation>page inconnue « %1 » : throughput, readahead, settings, writeback, changes ou health</translation>
    </message>
    <message>
        <source>Measure… cannot run here: %1 is a system captured in a folder, and reading its files would time this machine&apos;s disk, not its NFS mounts. Measure on the machine itself, or try Measure… in the demo (--demo).</source>
        <translation>Mesurer… ne peut pas fonctionner ici : %1 est un système capturé dans un dossier, et lire ses fichiers chronométrerait le disque de cette machine, pas ses montages NFS. Mesurez sur la machine elle-même, ou essayez Mesurer… dans la démo (--demo).</translation>
    </message>
    <message>
        <source>Tune… cannot run here: nothing reads the mounts of a system captured in a folder, so there is nothing to measure. Tune on the machine itself, or try Tune… in the demo.</source>
        <translation>Régler… ne peut pas tourner ici : personne ne lit les montages d’un système capturé dans un dossier, il n’y a donc rien à mesurer. Réglez sur la machine elle-même, ou essayez Régler… dans la démo.</translation>
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
    <message>
        <source>%1: no . or .. allowed</source>
        <translation>%1 : . et .. ne sont pas permis</translation>
    </message>
    <message>
        <source>%1 is not a plain folder (a symbolic link?): refusing to write there</source>
        <translation>%1 n’est pas un simple dossier (un lien symbolique ?) : refus d’y écrire</translation>
    </message>
    <message>
        <source>another change of the configuration is going on: try again</source>
        <translation>une autre modification de la configuration est en cours : réessayez</translation>
    </message>
    <message>
        <source>%1 is locked by another program: try again</source>
        <translation>%1 est verrouillé par un autre programme : réessayez</translation>
    </message>
</context>
<context>
    <name>BdiSysfs</name>
    <message>
        <source>%1: expected a number of KiB, found &quot;%2&quot;</source>
        <translation>%1 : nombre de Kio attendu, « %2 » trouvé</translation>
    </message>
</context>
<context>
    <name>BdiWritebackLimits</name>
    <message>
        <source>%1 % of the dirty limit</source>
        <translation>%1 % de la limite de pages sales</translation>
    </message>
    <message>
        <source>an unknown share of the dirty limit</source>
        <translation>une part inconnue de la limite de pages sales</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, at least %1 %</source>
        <translation>, au moins %1 %</translation>
    </message>
    <message>
        <source>, strictly</source>
        <translation>, strictement</translation>
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
        <source>the expected SHA-256 must be 64 lower-case hex digits, or empty for a file that does not exist</source>
        <translation>le SHA-256 attendu doit compter 64 chiffres hexadécimaux minuscules, ou être vide pour un fichier inexistant</translation>
    </message>
    <message>
        <source>%1 = &quot;%2&quot;: expected a whole number of KiB from 0 to %3</source>
        <translation>%1 = « %2 » : nombre entier de Kio de 0 à %3 attendu</translation>
    </message>
    <message>
        <source>too many keys: at most %1 in one write</source>
        <translation>trop de clés : au plus %1 par écriture</translation>
    </message>
    <message>
        <source>%1 is given twice (keys are compared without case)</source>
        <translation>%1 est donnée deux fois (les clés sont comparées sans tenir compte de la casse)</translation>
    </message>
    <message>
        <source>%1 is both set and unset, or unset twice</source>
        <translation>%1 est à la fois définie et retirée, ou retirée deux fois</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an [nfsrahead] key (nfs, nfs4, default) nor a rule (a server, SERVER:/EXPORT or a /mount/point of letters, digits and . _ : / @ + -)</source>
        <translation>« %1 » n&apos;est ni une clé de [nfsrahead] (nfs, nfs4, default) ni une règle (un serveur, SERVEUR:/EXPORT ou un /point/de/montage fait de lettres, chiffres et . _ : / @ + -)</translation>
    </message>
</context>
<context>
    <name>CongestionAtBoot</name>
    <message>
        <source>%1 in %2 would not take effect at boot: %3 is read later and wins; change or remove it first</source>
        <translation>%1 dans %2 ne prendrait pas effet au démarrage : %3 est lu plus tard et l’emporte ; modifiez-le ou retirez-le d’abord</translation>
    </message>
</context>
<context>
    <name>CongestionLimit</name>
    <message>
        <source>%1 holds &quot;%2&quot;, not a size in KiB</source>
        <translation>%1 contient « %2 », pas une taille en Kio</translation>
    </message>
    <message>
        <source>no NFS client: %1 appears when the nfs module is loaded</source>
        <translation>pas de client NFS : %1 apparaît quand le module nfs est chargé</translation>
    </message>
    <message numerus="yes">
        <source>unknown: %1 is missing, though %n NFS mount(s) show the NFS client is loaded</source>
        <translation>
            <numerusform>inconnu : %1 manque, bien que %n montage NFS montre que le client NFS est chargé</numerusform>
            <numerusform>inconnu : %1 manque, bien que %n montages NFS montrent que le client NFS est chargé</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CongestionRequest</name>
    <message>
        <source>%1 KiB is out of range: the NFS write-back limit is %2 to %3 KiB (0 would let no write-back through)</source>
        <translation>%1 Kio est hors limites : la limite d&apos;écriture différée NFS va de %2 à %3 Kio (0 ne laisserait passer aucune écriture différée)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: give KiB, or a number with K, M or G</source>
        <translation>« %1 » n’est pas une taille : donnez des Kio, ou un nombre avec K, M ou G</translation>
    </message>
</context>
<context>
    <name>DemoSweep</name>
    <message>
        <source>cannot lay out the demo&apos;s file %1: %2</source>
        <translation>impossible de créer le fichier %1 de la démo : %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
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
    <name>DiagnosisCounters</name>
    <message>
        <source>TCP&apos;s own resends are not counted: %1</source>
        <translation>les renvois propres de TCP ne sont pas comptés : %1</translation>
    </message>
</context>
<context>
    <name>DiagnosisHistory</name>
    <message numerus="yes">
        <source>readahead %1, rsize %2, %n connection(s)</source>
        <translation>
            <numerusform>lecture anticipée %1, rsize %2, %n connexion</numerusform>
            <numerusform>lecture anticipée %1, rsize %2, %n connexions</numerusform>
        </translation>
    </message>
    <message>
        <source>the diagnoses file is not JSON: %1</source>
        <translation>le fichier des diagnostics n’est pas du JSON : %1</translation>
    </message>
    <message>
        <source>%1: cannot make the folder</source>
        <translation>%1 : impossible de créer le dossier</translation>
    </message>
    <message>
        <source>%1 then, %2 now</source>
        <translation>%1 alors, %2 maintenant</translation>
    </message>
    <message>
        <source>the bottleneck stayed: %1</source>
        <translation>le goulot est resté : %1</translation>
    </message>
    <message>
        <source>the bottleneck moved from %1 to %2</source>
        <translation>le goulot est passé de %1 à %2</translation>
    </message>
    <message>
        <source>Diagnosed %1 at %2; now at %3: %4; %5.</source>
        <translation>Diagnostiqué le %1 à %2 ; maintenant à %3 : %4 ; %5.</translation>
    </message>
</context>
<context>
    <name>FleetMounts</name>
    <message>
        <source>a whole number of bytes</source>
        <translation>un nombre entier d&apos;octets</translation>
    </message>
    <message>
        <source>whole KiB from 0 to %1</source>
        <translation>des Kio entiers de 0 à %1</translation>
    </message>
    <message>
        <source>whole KiB from 1 KiB to %1</source>
        <translation>des Kio entiers de 1 Kio à %1</translation>
    </message>
    <message>
        <source>a rate of 0 or more</source>
        <translation>un débit de 0 ou plus</translation>
    </message>
    <message>
        <source>%1 %2 is not %3: left out</source>
        <translation>%1 %2 n&apos;est pas %3 : laissé de côté</translation>
    </message>
    <message>
        <source>no %1 label on its series or node_uname_info: named by its instance</source>
        <translation>pas de label %1 sur ses séries ni sur node_uname_info : nommé par son instance</translation>
    </message>
    <message>
        <source>the advice &quot;%1&quot; is none NFS Tuner gives: left out</source>
        <translation>le conseil « %1 » n&apos;est pas un conseil de NFS Tuner : laissé de côté</translation>
    </message>
    <message>
        <source>the diagnosis &quot;%1&quot; is none NFS Tuner gives: left out</source>
        <translation>le diagnostic « %1 » n’en est aucun que NFS Tuner donne : laissé de côté</translation>
    </message>
</context>
<context>
    <name>FleetPlaybook</name>
    <message>
        <source>&quot;%1&quot; is no name an inventory can hold (a host name or an IP address)</source>
        <translation>« %1 » n&apos;est pas un nom qu&apos;un inventaire peut contenir (un nom d&apos;hôte ou une adresse IP)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a pattern of every host to Ansible</source>
        <translation>« %1 » est pour Ansible un motif de tous les hôtes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a loopback name: it names whichever machine reads it, not one host; name hosts by a label (--host-label)</source>
        <translation>« %1 » est un nom de bouclage : il désigne la machine qui le lit, pas un hôte ; nommez les hôtes par un label (--host-label)</translation>
    </message>
    <message>
        <source>the instances %1 would all be &quot;%2&quot;: an inventory cannot tell them apart; name hosts by a label (--host-label)</source>
        <translation>les instances %1 seraient toutes « %2 » : un inventaire ne peut pas les distinguer ; nommez les hôtes par un label (--host-label)</translation>
    </message>
    <message>
        <source>its mount point or export is no key a rule can have (letters, digits and . _ : / @ + - only)</source>
        <translation>son point de montage ou son export n&apos;est pas une clé qu&apos;une règle peut avoir (lettres, chiffres et . _ : / @ + - seulement)</translation>
    </message>
    <message>
        <source>another mount of its device (BDI %1) has no name a rule can have</source>
        <translation>un autre montage de son périphérique (BDI %1) n’a pas de nom qu’une règle puisse avoir</translation>
    </message>
    <message>
        <source>its device &quot;%1&quot; is no BDI (major:minor)</source>
        <translation>son périphérique « %1 » n’est pas un BDI (majeur:mineur)</translation>
    </message>
    <message>
        <source>its NFS version &quot;%1&quot; is none a mount has</source>
        <translation>sa version NFS « %1 » n’est celle d’aucun montage</translation>
    </message>
    <message>
        <source>the rule said to decide its next mount, &quot;%1&quot;, is no key a rule can have</source>
        <translation>la règle dite décider de son prochain montage, « %1 », n’est pas une clé qu’une règle puisse avoir</translation>
    </message>
</context>
<context>
    <name>FleetSession</name>
    <message>
        <source>no mount to show</source>
        <translation>aucun montage à montrer</translation>
    </message>
    <message>
        <source>the fleet was not shown within a minute</source>
        <translation>la flotte n’a pas été affichée en une minute</translation>
    </message>
</context>
<context>
    <name>KeepProposal</name>
    <message>
        <source>the %1 mounts want %2</source>
        <translation>les montages %1 veulent %2</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) by mount point: %1, and nfsrahead keeps one value per NFS version; mounts that want one value share an export&apos;s or server&apos;s rule where it names only them.</source>
        <translation>
            <numerusform>%n règle par point de montage : %1, et nfsrahead garde une valeur par version de NFS ; les montages qui veulent une même valeur partagent la règle d’un export ou d’un serveur là où elle ne nomme qu’eux.</numerusform>
            <numerusform>%n règles par point de montage : %1, et nfsrahead garde une valeur par version de NFS ; les montages qui veulent une même valeur partagent la règle d’un export ou d’un serveur là où elle ne nomme qu’eux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) by mount point: an export&apos;s, a server&apos;s or an NFS version&apos;s key would also change the next mount of mounts this change left alone.</source>
        <translation>
            <numerusform>%n règle par point de montage : la clé d’un export, d’un serveur ou d’une version de NFS changerait aussi le prochain montage de montages que ce changement n’a pas touchés.</numerusform>
            <numerusform>%n règles par point de montage : la clé d’un export, d’un serveur ou d’une version de NFS changerait aussi le prochain montage de montages que ce changement n’a pas touchés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveRoot</name>
    <message>
        <source>%1 is a folder without proc/self/mountstats: nothing reads there; this measures reads as they happen</source>
        <translation>%1 est un dossier sans proc/self/mountstats : rien n’y lit ; ceci mesure les lectures pendant qu’elles ont lieu</translation>
    </message>
    <message>
        <source>%1 is a folder whose mountstats has not changed since %2: a capture, where nothing reads; this measures reads as they happen</source>
        <translation>%1 est un dossier dont le mountstats n’a pas changé depuis %2 : une capture, où rien ne lit ; ceci mesure les lectures pendant qu’elles ont lieu</translation>
    </message>
    <message>
        <source>%1 is a folder whose /proc holds no process: a capture, where nothing runs; who reads a mount is seen only on a live system</source>
        <translation>%1 est un dossier dont le /proc ne contient aucun processus : une capture, où rien ne tourne ; qui lit un montage ne se voit que sur un système en marche</translation>
    </message>
</context>
<context>
    <name>MountDiagnosis</name>
    <message>
        <source>remount it (no other mount shares its client)</source>
        <translation>remontez-le (aucun autre montage ne partage son client)</translation>
    </message>
    <message>
        <source>remount it together with %1, which share its client</source>
        <translation>remontez-le avec %1, qui partagent son client</translation>
    </message>
    <message>
        <source>Requests wait for a session slot: raise the nfs module&apos;s max_session_slots (now %1) to %2, then %3; the server may grant fewer.</source>
        <translation>Les requêtes attendent un emplacement de session : montez max_session_slots du module nfs (%1 maintenant) à %2, puis %3 ; le serveur peut en accorder moins.</translation>
    </message>
    <message>
        <source>Requests wait for one of the transport&apos;s %1 slots, the table it got when it connected; sunrpc.tcp_max_slot_table_entries is %2 now, which a new mount gets: %3.</source>
        <translation>Les requêtes attendent l’un des %1 emplacements du transport, la table reçue à sa connexion ; sunrpc.tcp_max_slot_table_entries vaut %2 maintenant, ce qu’obtient un nouveau montage : %3.</translation>
    </message>
    <message>
        <source>Requests wait for a slot: raise sunrpc.tcp_max_slot_table_entries (now %1) to %2 before the mount, then %3. It costs memory for the slots.</source>
        <translation>Les requêtes attendent un emplacement : montez sunrpc.tcp_max_slot_table_entries (%1 maintenant) à %2 avant le montage, puis %3. Cela coûte de la mémoire pour les emplacements.</translation>
    </message>
    <message>
        <source>Raise the readahead to %1: more READs in flight cover the round trip. Live, no remount; Tune… measures it on these reads and keeps the knee.</source>
        <translation>Montez la lecture anticipée à %1 : plus de READ en vol couvrent l’aller-retour. En direct, sans remontage ; Régler… le mesure sur ces lectures et garde le coude.</translation>
    </message>
    <message>
        <source>The readahead is at its most and one reader still keeps little in flight: more connections (nconnect=4) carry more at once; it costs sockets on the server; %1.</source>
        <translation>La lecture anticipée est au maximum et un lecteur garde peu en vol : plus de connexions (nconnect=4) portent plus à la fois ; cela coûte des sockets au serveur ; %1.</translation>
    </message>
    <message>
        <source>The server is the limit: %1 of each READ is its own. Nothing on this client will help; look at the server&apos;s disks and load.</source>
        <translation>Le serveur est la limite : %1 de chaque READ lui revient. Rien sur ce client n’aidera ; regardez les disques et la charge du serveur.</translation>
    </message>
    <message>
        <source>Requests are lost: nothing in readahead or the slots helps. Look at the link (errors, drops) and the server&apos;s load; timeo= and retrans= say how long the client waits before sending again.</source>
        <translation>Des requêtes se perdent : ni la lecture anticipée ni les emplacements n’aident. Regardez le lien (erreurs, pertes) et la charge du serveur ; timeo= et retrans= disent combien le client attend avant de renvoyer.</translation>
    </message>
    <message>
        <source>Attributes are asked for again and again: a longer attribute cache (actimeo=60), or nocto where no other client changes the files, saves the round trips. It costs seeing other clients&apos; changes later; the export is mounted again with the option.</source>
        <translation>Les attributs sont demandés encore et encore : un cache d’attributs plus long (actimeo=60), ou nocto là où aucun autre client ne modifie les fichiers, économise les allers-retours. Cela coûte de voir plus tard les changements des autres clients ; l’export est remonté avec l’option.</translation>
    </message>
    <message>
        <source>The application reads small pieces here and there: lower the readahead to %1 so that the server sends only what is read. Live, no remount.</source>
        <translation>L’application lit de petits morceaux ici et là : baissez la lecture anticipée à %1 pour que le serveur n’envoie que ce qui est lu. En direct, sans remontage.</translation>
    </message>
    <message>
        <source>The application sets the pace: larger reads, or more readers at once, would speed it; nothing on the client will.</source>
        <translation>L’application donne le rythme : des lectures plus grandes, ou plus de lecteurs à la fois, l’accéléreraient ; rien sur le client ne le fera.</translation>
    </message>
    <message>
        <source>The reads come from memory: the mount is not the limit.</source>
        <translation>Les lectures viennent de la mémoire : le montage n’est pas la limite.</translation>
    </message>
    <message>
        <source>Diagnose again while it is busy.</source>
        <translation>Diagnostiquez à nouveau pendant qu’il est occupé.</translation>
    </message>
    <message>
        <source>Close behind: %1.</source>
        <translation>Juste derrière : %1.</translation>
    </message>
    <message>
        <source>Applications read %1 per second; the server sent %2: %3 of the reads came from the page cache.</source>
        <translation>Les applications ont lu %1 par seconde ; le serveur a envoyé %2 : %3 des lectures venaient du cache de pages.</translation>
    </message>
    <message>
        <source>%1 of the RPCs were sent again, %2 major timeout(s), %3 reconnect(s): requests are lost on the way or the server drops them.</source>
        <translation>%1 des RPC ont été renvoyés, %2 délai(s) majeur(s) dépassé(s), %3 reconnexion(s) : des requêtes se perdent en route ou le serveur les abandonne.</translation>
    </message>
    <message>
        <source>TCP sent %1 of its segments to the server again: packets are lost on the link.</source>
        <translation>TCP a renvoyé %1 de ses segments au serveur : des paquets se perdent sur le lien.</translation>
    </message>
    <message>
        <source>A READ waits %1 of its %2 before it is sent (%3), and %4 request(s) wait for a slot at each send; the most slots used: %5.</source>
        <translation>Un READ attend %1 de ses %2 avant d’être envoyé (%3), et %4 requête(s) attendent un emplacement à chaque envoi ; le plus d’emplacements utilisés : %5.</translation>
    </message>
    <message>
        <source>%1 GETATTR, LOOKUP, ACCESS and kin (%2 per second, %3 each) took %4 of the ops&apos; time; READs %5.</source>
        <translation>%1 GETATTR, LOOKUP, ACCESS et apparentés (%2 par seconde, %3 chacun) ont pris %4 du temps des opérations ; les READ %5.</translation>
    </message>
    <message>
        <source>A READ&apos;s round trip is %1, the floor (the cheap ops&apos; round trip%2) %3: %4 of each READ, %5, is the server&apos;s.</source>
        <translation>L’aller-retour d’un READ est de %1, le plancher (l’aller-retour des opérations légères%2) de %3 : %4 de chaque READ, %5, revient au serveur.</translation>
    </message>
    <message>
        <source>, since the mount</source>
        <translation>, depuis le montage</translation>
    </message>
    <message>
        <source>Its transfer at the link&apos;s %1 (%2) is counted out.</source>
        <translation>Son transfert aux %1 du lien (%2) est décompté.</translation>
    </message>
    <message>
        <source>The link&apos;s speed is not known: a link slower than %1 would take as long to carry each READ.</source>
        <translation>La vitesse du lien n’est pas connue : un lien plus lent que %1 mettrait autant de temps à porter chaque READ.</translation>
    </message>
    <message>
        <source>READs were in flight %1 of the time, %2 at once on average, each a round trip of %3 (the floor %4): the reader waits on the round trip with too little in flight.</source>
        <translation>Des READ étaient en vol %1 du temps, %2 à la fois en moyenne, chacun un aller-retour de %3 (le plancher %4) : le lecteur attend l’aller-retour avec trop peu en vol.</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <source>READs were in flight only %1 of the time, averaging %2 (the readahead allows %3): the application asks for little at a time, or thinks between calls.</source>
        <translation>Des READ n’étaient en vol que %1 du temps, de %2 en moyenne (la lecture anticipée permet %3) : l’application demande peu à la fois, ou réfléchit entre les appels.</translation>
    </message>
    <message numerus="yes">
        <source>%n op(s) in %1 s, %2 of them READs: not busy enough to say what limits it.</source>
        <translation>
            <numerusform>%n opération en %1 s, dont %2 READ : pas assez occupé pour dire ce qui le limite.</numerusform>
            <numerusform>%n opérations en %1 s, dont %2 READ : pas assez occupé pour dire ce qui le limite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing stands out: READs %1 at once, a round trip of %2 against a floor of %3, no queue, no losses. The link itself may be full.</source>
        <translation>Rien ne ressort : des READ %1 à la fois, un aller-retour de %2 contre un plancher de %3, pas de file, pas de pertes. Le lien lui-même est peut-être plein.</translation>
    </message>
    <message>
        <source>Round trip</source>
        <translation>Aller-retour</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Emplacements</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Métadonnées</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Application</translation>
    </message>
    <message>
        <source>Page cache</source>
        <translation>Cache de pages</translation>
    </message>
    <message>
        <source>Not busy</source>
        <translation>Pas occupé</translation>
    </message>
    <message>
        <source>Requests wait for a slot: raise sunrpc.tcp_max_slot_table_entries to 128 before the mount, then %1. It costs memory for the slots.</source>
        <translation>Les requêtes attendent un emplacement : montez sunrpc.tcp_max_slot_table_entries à 128 avant le montage, puis %1. Cela coûte de la mémoire pour les emplacements.</translation>
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
    <message>
        <source>invalid key &quot;%1&quot;: use 1 to 255 letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;:&apos;, &apos;/&apos;, &apos;@&apos; or &apos;+&apos;</source>
        <translation>clé « %1 » invalide : utilisez de 1 à 255 lettres, chiffres, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;:&apos;, &apos;/&apos;, &apos;@&apos; ou &apos;+&apos;</translation>
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
    <name>NfsMount</name>
    <message>
        <source>Below 1 MiB, the most the Linux client uses: the server offered no more, unless the mount options asked for less.</source>
        <translation>Sous 1 Mio, le maximum du client Linux : le serveur n’a pas offert plus, sauf si les options de montage demandaient moins.</translation>
    </message>
    <message>
        <source>A Linux server&apos;s limit is nfsd&apos;s max_block_size (/proc/fs/nfsd/max_block_size), set before nfsd starts; by default it is larger on servers with more memory.</source>
        <translation>La limite d’un serveur Linux est le max_block_size de nfsd (/proc/fs/nfsd/max_block_size), fixé avant le démarrage de nfsd ; par défaut plus grand sur les serveurs avec plus de mémoire.</translation>
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
    <name>PageCache</name>
    <message numerus="yes">
        <source>%n page(s) of %1 stay in memory after dropping them from the page cache (dirty pages not yet written back, pages another program holds, or a file system kept in memory): the read would not come from the server</source>
        <translation>
            <numerusform>%n page de %1 reste en mémoire après son retrait du cache de pages (page modifiée pas encore réécrite, page tenue par un autre programme, ou système de fichiers en mémoire) : la lecture ne viendrait pas du serveur</numerusform>
            <numerusform>%n pages de %1 restent en mémoire après leur retrait du cache de pages (pages modifiées pas encore réécrites, pages tenues par un autre programme, ou système de fichiers en mémoire) : la lecture ne viendrait pas du serveur</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrometheusApi</name>
    <message>
        <source>the answer is not Prometheus&apos;s: %1</source>
        <translation>la réponse ne vient pas de Prometheus : %1</translation>
    </message>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>pas un objet JSON (%1)</translation>
    </message>
    <message>
        <source>Prometheus refused the query: %1 (%2)</source>
        <translation>Prometheus a refusé la requête : %1 (%2)</translation>
    </message>
    <message>
        <source>no &quot;status&quot;: &quot;success&quot;</source>
        <translation>pas de &quot;status&quot;: &quot;success&quot;</translation>
    </message>
    <message>
        <source>a result of type &quot;%1&quot;, not a vector or a matrix</source>
        <translation>un résultat de type &quot;%1&quot;, ni vecteur ni matrice</translation>
    </message>
    <message>
        <source>no result list</source>
        <translation>pas de liste de résultats</translation>
    </message>
    <message>
        <source>a sample that is not [time, &quot;value&quot;]</source>
        <translation>un échantillon qui n’est pas [temps, &quot;valeur&quot;]</translation>
    </message>
</context>
<context>
    <name>PrometheusClient</name>
    <message>
        <source>%1 is not an http:// or https:// URL of a Prometheus server</source>
        <translation>%1 n’est pas une URL http:// ou https:// d’un serveur Prometheus</translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate</source>
        <translation>%1 ne contient aucun certificat PEM</translation>
    </message>
    <message>
        <source>%1 answered more than %2 MiB: not read further</source>
        <translation>%1 a répondu plus de %2 Mio : lecture arrêtée</translation>
    </message>
    <message>
        <source>%1 refused the credentials (HTTP %2)</source>
        <translation>%1 a refusé les identifiants (HTTP %2)</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 n’a pas répondu en %2 s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 %3</source>
        <translation>%1 a répondu HTTP %2 %3</translation>
    </message>
</context>
<context>
    <name>ReadaheadAdvisor</name>
    <message>
        <source>The readahead or rsize of this device could not be read.</source>
        <translation>Le readahead ou le rsize de ce périphérique n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <source>No READs in the window: nothing to judge by.</source>
        <translation>Aucun READ dans la fenêtre : rien pour juger.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n READ(s) in the window; at least %1 are needed to judge.</source>
        <translation>
            <numerusform>Seulement %n READ dans la fenêtre ; il en faut au moins %1 pour juger.</numerusform>
            <numerusform>Seulement %n READ dans la fenêtre ; il en faut au moins %1 pour juger.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wire carried %1 times what applications read (%2 over %3): readahead fetches data nobody reads, as random access does.</source>
        <translation>Le réseau a transporté %1 fois ce que les applications ont lu (%2 pour %3) : le readahead ramène des données que personne ne lit, comme en accès aléatoire.</translation>
    </message>
    <message>
        <source>%1 is %2 divided by the over-fetch, at most rsize (%3), in steps of rsize from 128 KiB.</source>
        <translation>%1 vaut %2 divisé par l&apos;excès, au plus rsize (%3), par pas de rsize à partir de 128 KiB.</translation>
    </message>
    <message>
        <source>Readahead is already at the kernel&apos;s default of %1, the lowest value advised.</source>
        <translation>Le readahead est déjà à la valeur par défaut du noyau, %1, la plus basse conseillée.</translation>
    </message>
    <message>
        <source>READs average %1, the readahead size, below rsize (%2): readahead limits each READ.</source>
        <translation>Les READ font en moyenne %1, la taille du readahead, sous rsize (%2) : le readahead limite chaque READ.</translation>
    </message>
    <message>
        <source>While reading, %1 READs were in flight on average: readahead keeps too little in flight to cover the round trip.</source>
        <translation>Pendant la lecture, %1 READ étaient en cours en moyenne : le readahead en garde trop peu en cours pour couvrir l&apos;aller-retour.</translation>
    </message>
    <message>
        <source>At the measured %1 (%2) with a READ round trip of %3, %4 must be in flight; as readahead holds the rate back, plan %5 times that, and at least rsize (%6) so that READs are full: %7. Measure again after the change.</source>
        <translation>Aux %1 mesurés (%2) avec un aller-retour READ de %3, %4 doivent être en cours ; comme le readahead freine le débit, prévoir %5 fois cela, et au moins rsize (%6) pour des READ pleins : %7. Mesurer à nouveau après le changement.</translation>
    </message>
    <message>
        <source>over the busy seconds</source>
        <translation>sur les secondes actives</translation>
    </message>
    <message>
        <source>assuming one READ at a time</source>
        <translation>en supposant un READ à la fois</translation>
    </message>
    <message>
        <source>Readahead is already at least 15 x rsize (%1), the most advised.</source>
        <translation>Le readahead est déjà d&apos;au moins 15 × rsize (%1), le maximum conseillé.</translation>
    </message>
    <message>
        <source>READs average %1, full size: readahead does not hold them back.</source>
        <translation>Les READ font en moyenne %1, pleine taille : le readahead ne les freine pas.</translation>
    </message>
    <message>
        <source>READs average %1, less than readahead (%2) and rsize (%3): applications read small pieces or small files, which readahead does not limit.</source>
        <translation>Les READ font en moyenne %1, moins que le readahead (%2) et rsize (%3) : les applications lisent de petits morceaux ou de petits fichiers, que le readahead ne limite pas.</translation>
    </message>
    <message>
        <source>The wire carried %1 times what applications read: no over-fetch.</source>
        <translation>Le réseau a transporté %1 fois ce que les applications ont lu : pas d&apos;excès.</translation>
    </message>
    <message>
        <source>READs average %1, full rsize, though readahead is %2: applications read at least rsize per call, and the kernel reads each call&apos;s range at once (up to rsize) whatever the readahead. A larger readahead only adds a window fetched ahead of the reader, which gains while a READ&apos;s round trip is long against its transfer (docs/RESULTS.md). Try %3 and measure: the advisor keeps it only if it gains more than %4 %.</source>
        <translation>Les READ font en moyenne %1, rsize plein, bien que le readahead soit de %2 : les applications lisent au moins rsize par appel, et le noyau lit d&apos;un coup la plage de chaque appel (jusqu&apos;à rsize), quel que soit le readahead. Un readahead plus grand n&apos;ajoute qu&apos;une fenêtre lue en avance du lecteur, qui gagne tant que l&apos;aller-retour d&apos;un READ est long devant son transfert (docs/RESULTS.md). Essayer %3 et mesurer : le conseiller ne le garde que s&apos;il gagne plus de %4 %.</translation>
    </message>
    <message numerus="yes">
        <source>The readahead changed %n second(s) ago: the window restarted then, and judges only what was read since.</source>
        <translation>
            <numerusform>Le readahead a changé il y a %n seconde : la fenêtre a recommencé alors, et ne juge que ce qui a été lu depuis.</numerusform>
            <numerusform>Le readahead a changé il y a %n secondes : la fenêtre a recommencé alors, et ne juge que ce qui a été lu depuis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Readahead is 0, off: the kernel reads only the pages each call asks for, and READs average %1 where rsize allows %2. Set at least rsize, %3, so that READs can be full, then measure again.</source>
        <translation>Le readahead vaut 0, désactivé : le noyau ne lit que les pages que chaque appel demande, et les READ font en moyenne %1 là où rsize permet %2. Réglez au moins rsize, %3, pour que les READ puissent être pleins, puis mesurez à nouveau.</translation>
    </message>
    <message>
        <source>Readahead (%1) is below rsize (%2): each READ asks for at most %1.</source>
        <translation>La lecture anticipée (%1) est inférieure à rsize (%2) : chaque READ demande au plus %1.</translation>
    </message>
    <message>
        <source>Since Linux 5.4, NFS mounts read ahead only 128 KiB instead of 15 x rsize, and streaming reads can be 30-75 % slower. Try 15 x rsize (%1, the old default) or a value between 1 and 16 MiB, then watch the average READ size and the throughput.</source>
        <translation>Depuis Linux 5.4, les montages NFS ne lisent plus que 128 Kio d’avance au lieu de 15 × rsize, et les lectures séquentielles peuvent être de 30 à 75 % plus lentes. Essayez 15 × rsize (%1, l’ancienne valeur par défaut) ou une valeur entre 1 et 16 Mio, puis observez la taille moyenne des READ et le débit.</translation>
    </message>
    <message>
        <source>On the next mount nfsrahead turns readahead off (0 KiB): every read then waits for its own READ.</source>
        <translation>Au prochain montage, nfsrahead désactive la lecture anticipée (0 Kio) : chaque lecture attend alors son propre READ.</translation>
    </message>
    <message>
        <source>On the next mount nfsrahead sets %1, below rsize (%2): each READ then asks for at most %1. Raise the [nfsrahead] value on the Persistent settings page.</source>
        <translation>Au prochain montage, nfsrahead règle %1, moins que rsize (%2) : chaque READ demande alors au plus %1. Augmentez la valeur [nfsrahead] dans la page Réglages permanents.</translation>
    </message>
    <message>
        <source>No file on the mount was closed since the change: the kernel gives a file its readahead when it is opened, so the reads so far may all be of files opened before, at the old value. The window counts from the first file closed.</source>
        <translation>Aucun fichier du montage n’a été fermé depuis le changement : le noyau donne sa lecture anticipée à un fichier à son ouverture, les lectures jusqu’ici peuvent donc toutes porter sur des fichiers ouverts avant, avec l’ancienne valeur. La fenêtre compte à partir du premier fichier fermé.</translation>
    </message>
    <message>
        <source>Of the values measured on this device, %1 did best (%2 while reading); %3 gives %4, within %5 of it.</source>
        <translation>Des valeurs mesurées sur ce périphérique, %1 a fait le mieux (%2 en lecture) ; %3 donne %4, à moins de %5.</translation>
    </message>
    <message>
        <source>%1 gave %2 while reading on this device, %3 more than %4 gives now (%5): go back to %1.</source>
        <translation>%1 a donné %2 en lecture sur ce périphérique, %3 de plus que %4 maintenant (%5) : revenir à %1.</translation>
    </message>
    <message>
        <source>%1 was measured on this device at %2 while reading, no more than %3 gives (%4): a larger readahead does not pay here.</source>
        <translation>%1 a été mesuré sur ce périphérique à %2 en lecture, pas plus que %3 (%4) : une lecture anticipée plus grande ne paie pas ici.</translation>
    </message>
    <message>
        <source>Raising from %1 (%2 while reading) to %3 (%4) gained less than %5: more readahead does not pay here.</source>
        <translation>Passer de %1 (%2 en lecture) à %3 (%4) a gagné moins de %5 : plus de lecture anticipée ne paie pas ici.</translation>
    </message>
    <message>
        <source>Raising from %1 (%2 while reading) to %3 (%4) gained %5: the window still holds the rate back. Raise %6 times: %7.</source>
        <translation>Passer de %1 (%2 en lecture) à %3 (%4) a gagné %5 : la fenêtre freine encore le débit. Multiplier par %6 : %7.</translation>
    </message>
    <message>
        <source>sequentially</source>
        <translation>séquentiellement</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>partly sequentially, partly at random</source>
        <translation>en partie séquentiellement, en partie au hasard</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1 reads %2 calls %3: %4 % of this mount&apos;s reads.</source>
        <translation>%1 lit par appels de %2 %3 : %4 % des lectures de ce montage.</translation>
    </message>
    <message>
        <source>its</source>
        <translation>ses</translation>
    </message>
    <message numerus="yes">
        <source>%1 % of what is read comes from %n random reader(s): more readahead would fetch what they do not read, so it stays at %2.</source>
        <translation>
            <numerusform>%1 % de ce qui est lu vient de %n lecteur aléatoire : plus de lecture anticipée chargerait ce qu&apos;il ne lit pas, elle reste donc à %2.</numerusform>
            <numerusform>%1 % de ce qui est lu vient de %n lecteurs aléatoires : plus de lecture anticipée chargerait ce qu&apos;ils ne lisent pas, elle reste donc à %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The advice speaks after %1 s at the new value, not on the first READs after the change.</source>
        <translation>Le conseil parle après %1 s à la nouvelle valeur, pas sur les premiers READ après le changement.</translation>
    </message>
    <message>
        <source>%1 stays the advice: the need measured now is within half to twice it.</source>
        <translation>%1 reste le conseil : le besoin mesuré maintenant est entre la moitié et le double.</translation>
    </message>
    <message>
        <source>READs in flight stay at %1 even so: more readahead would not add any; what limits the reads is elsewhere.</source>
        <translation>Les READ en vol restent pourtant à %1 : plus de lecture anticipée n’en ajouterait pas ; ce qui limite les lectures est ailleurs.</translation>
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
    <name>ReadaheadConfigEdit</name>
    <message>
        <source>%1 = %2 in %3 would not take effect: %4 (%1 = %5) is read later and wins</source>
        <translation>%1 = %2 dans %3 resterait sans effet : %4 (%1 = %5) est lu plus tard et l’emporte</translation>
    </message>
    <message>
        <source>%1 = %2 in %3 would not take effect: nfs-utils does not read that file</source>
        <translation>%1 = %2 dans %3 resterait sans effet : nfs-utils ne lit pas ce fichier</translation>
    </message>
    <message>
        <source>removing %1 from %2 changes nothing: %3 (%1 = %4) still sets it</source>
        <translation>retirer %1 de %2 ne change rien : %3 (%1 = %4) le définit toujours</translation>
    </message>
</context>
<context>
    <name>ReadaheadInput</name>
    <message>
        <source>type a readahead size</source>
        <translation>saisissez une taille de lecture anticipée</translation>
    </message>
    <message>
        <source>readahead cannot be negative</source>
        <translation>la lecture anticipée ne peut pas être négative</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number: KiB take no decimals</source>
        <translation>« %1 » n’est pas un nombre entier : les Kio n’ont pas de décimales</translation>
    </message>
    <message>
        <source>%1 is more than 1 GiB (%2 KiB), the largest readahead</source>
        <translation>%1 dépasse 1 Gio (%2 Kio), la plus grande lecture anticipée</translation>
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
        <source>0 turns readahead off: every read then waits for its own READ from the server.</source>
        <translation>0 désactive la lecture anticipée : chaque lecture attend alors son propre READ du serveur.</translation>
    </message>
    <message>
        <source>%1 is below rsize (%2): every READ then asks for at most %1, and streaming reads slow down.</source>
        <translation>%1 est inférieur à rsize (%2) : chaque READ demande alors au plus %1, et les lectures séquentielles ralentissent.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: type a number, or one with K, M or G</source>
        <translation>« %1 » n’est pas une taille : saisissez un nombre, ou un nombre suivi de K, M ou G</translation>
    </message>
    <message>
        <source>%1 is not a whole number of KiB</source>
        <translation>%1 ne fait pas un nombre entier de Kio</translation>
    </message>
</context>
<context>
    <name>ReadaheadPlan</name>
    <message>
        <source>no NFS mount uses %1 any more</source>
        <translation>plus aucun montage NFS n’utilise %1</translation>
    </message>
    <message>
        <source>%1 KiB is more than 1 GiB</source>
        <translation>%1 Kio dépassent 1 Gio</translation>
    </message>
    <message>
        <source>the configured %1 KiB is out of range, not applied</source>
        <translation>les %1 Kio configurés sont hors limites, non appliqués</translation>
    </message>
</context>
<context>
    <name>ReadaheadRule</name>
    <message>
        <source>a rule needs a key</source>
        <translation>une règle a besoin d’une clé</translation>
    </message>
    <message>
        <source>a rule&apos;s key has at most %1 characters</source>
        <translation>la clé d’une règle a au plus %1 caractères</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a rule&apos;s key: only letters, digits and . _ : / @ + - may be used</source>
        <translation>« %1 » ne peut pas être la clé d’une règle : seuls lettres, chiffres et . _ : / @ + - sont permis</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names an export without its server</source>
        <translation>« %1 » nomme un export sans son serveur</translation>
    </message>
</context>
<context>
    <name>ReadaheadRules</name>
    <message>
        <source>%1: %2; the line is ignored</source>
        <translation>%1 : %2 ; la ligne est ignorée</translation>
    </message>
    <message>
        <source>%1: a rule in a subsection ([%2 &quot;%3&quot;]) is ignored; write it in [%2]</source>
        <translation>%1 : une règle dans une sous-section ([%2 &quot;%3&quot;]) est ignorée ; écrivez-la dans [%2]</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a readahead in KiB (a plain number, 0 to %3); the rule is ignored</source>
        <translation>%1 : « %2 » n’est pas une lecture anticipée en Kio (un nombre simple, 0 à %3) ; la règle est ignorée</translation>
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
        <source>%1 was removed since it was read: reload and try again</source>
        <translation>%1 a été supprimé depuis sa lecture : rechargez et réessayez</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>the mounts on %1 changed while the change was authorized (then %2; now %3): nothing was changed, look again</source>
        <translation>les montages sur %1 ont changé pendant l’autorisation de la modification (avant %2 ; maintenant %3) : rien n’a été modifié, vérifiez à nouveau</translation>
    </message>
    <message>
        <source>%1 was set to %2 KiB by someone else as %3 KiB was written: theirs stays</source>
        <translation>%1 a été réglé à %2 Kio par quelqu’un d’autre pendant l’écriture de %3 Kio : sa valeur reste</translation>
    </message>
</context>
<context>
    <name>ReaderRates</name>
    <message>
        <source>This kernel counts NFS readahead in read_bytes: the first mount seen fetching for buffered reads had its readers&apos; read_bytes grow with it.</source>
        <translation>Ce noyau compte la lecture anticipée NFS dans read_bytes : le premier montage vu chercher des données pour des lectures tamponnées a vu le read_bytes de ses lecteurs croître avec.</translation>
    </message>
    <message>
        <source>This kernel does not count NFS readahead in read_bytes: the first mount seen fetching for buffered reads had its readers&apos; read_bytes stay still.</source>
        <translation>Ce noyau ne compte pas la lecture anticipée NFS dans read_bytes : le premier montage vu chercher des données pour des lectures tamponnées a vu le read_bytes de ses lecteurs rester immobile.</translation>
    </message>
</context>
<context>
    <name>ReadersRequest</name>
    <message>
        <source>At most %1 mountpoints at once, not %2.</source>
        <translation>Au plus %1 points de montage à la fois, pas %2.</translation>
    </message>
    <message>
        <source>A mountpoint is an absolute path of at most %1 characters without NUL.</source>
        <translation>Un point de montage est un chemin absolu d&apos;au plus %1 caractères sans NUL.</translation>
    </message>
    <message>
        <source>%1 is named twice.</source>
        <translation>%1 est nommé deux fois.</translation>
    </message>
    <message>
        <source>%1 is not an NFS mount.</source>
        <translation>%1 n&apos;est pas un montage NFS.</translation>
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
    <name>SweepRead</name>
    <message>
        <source>%1 has no counters in mountstats (unmounted?)</source>
        <translation>%1 n’a pas de compteurs dans mountstats (démonté ?)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>SweepSettings</name>
    <message>
        <source>&quot;%1&quot; is not a readahead size: give KiB, or a number with K, M or G</source>
        <translation>« %1 » n’est pas une taille de lecture anticipée : indiquez des Kio, ou un nombre avec K, M ou G</translation>
    </message>
    <message>
        <source>the list of readahead values is empty</source>
        <translation>la liste des valeurs de lecture anticipée est vide</translation>
    </message>
    <message>
        <source>%1 KiB is out of range: a sweep measures %2 to %3 KiB</source>
        <translation>%1 Kio est hors limites : une série de mesures va de %2 à %3 Kio</translation>
    </message>
    <message>
        <source>repeat %1 times is out of range: 1 to %2</source>
        <translation>%1 répétitions sont hors limites : 1 à %2</translation>
    </message>
    <message>
        <source>the number of bytes to read is negative</source>
        <translation>le nombre d’octets à lire est négatif</translation>
    </message>
    <message>
        <source>a block size of %1 bytes is out of range: %2 bytes to %3</source>
        <translation>une taille de bloc de %1 octets est hors limites : %2 octets à %3</translation>
    </message>
    <message>
        <source>%1 is out of range: readahead values go from %2 to %3 KiB</source>
        <translation>%1 est hors limites : les valeurs de lecture anticipée vont de %2 à %3 Kio</translation>
    </message>
</context>
<context>
    <name>SweepTarget</name>
    <message>
        <source>no file given</source>
        <translation>aucun fichier indiqué</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>%1 is a directory: give a large file to read</source>
        <translation>%1 est un répertoire : indiquez un grand fichier à lire</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a large file to read</source>
        <translation>%1 n’est pas un fichier ordinaire : indiquez un grand fichier à lire</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is empty: nothing to read</source>
        <translation>%1 est vide : rien à lire</translation>
    </message>
    <message>
        <source>%1 leads outside %2</source>
        <translation>%1 mène hors de %2</translation>
    </message>
    <message>
        <source>%1 is not on an NFS mount</source>
        <translation>%1 n’est pas sur un montage NFS</translation>
    </message>
    <message>
        <source>%1 is not on an NFS mount: it is on %2</source>
        <translation>%1 n’est pas sur un montage NFS, mais sur %2</translation>
    </message>
</context>
<context>
    <name>SysctlConf</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 est illisible : %2</translation>
    </message>
    <message>
        <source>%1 has settings but no link in /etc/sysctl.d points to it: systemd-sysctl does not apply them at boot (sysctl --system does)</source>
        <translation>%1 contient des réglages mais aucun lien de /etc/sysctl.d n&apos;y mène : systemd-sysctl ne les applique pas au démarrage (sysctl --system, si)</translation>
    </message>
    <message>
        <source>%1:%2: not an assignment (KEY = VALUE), ignored, as systemd-sysctl ignores it</source>
        <translation>%1:%2 : pas une affectation (CLÉ = VALEUR), ignorée, comme systemd-sysctl l&apos;ignore</translation>
    </message>
</context>
<context>
    <name>SysctlEditor</name>
    <message>
        <source>&quot;%1&quot; is not a sysctl key such as fs.nfs.nfs_congestion_kb</source>
        <translation>« %1 » n&apos;est pas une clé sysctl comme fs.nfs.nfs_congestion_kb</translation>
    </message>
    <message>
        <source>a sysctl value here is 1 to 64 printable characters without blanks</source>
        <translation>une valeur sysctl compte ici de 1 à 64 caractères imprimables sans blanc</translation>
    </message>
    <message>
        <source>the edited file would not read back as intended; nothing was changed</source>
        <translation>le fichier modifié ne se relirait pas comme prévu ; rien n&apos;a été changé</translation>
    </message>
</context>
<context>
    <name>SystemHealth</name>
    <message>
        <source>nfsrahead is not installed (it comes with nfs-utils 2.6.2 or later, package nfs-common): saved settings will not be applied to new mounts. Use &quot;Apply to mounted now&quot; after each mount, or install it.</source>
        <translation>nfsrahead n’est pas installé (il fait partie de nfs-utils 2.6.2 ou plus récent, paquet nfs-common) : les réglages enregistrés ne seront pas appliqués aux nouveaux montages. Utilisez « Appliquer maintenant aux montages » après chaque montage, ou installez-le.</translation>
    </message>
    <message>
        <source>No udev rule runs nfsrahead when an NFS mount appears (99-nfs.rules): saved settings will not be applied to new mounts.</source>
        <translation>Aucune règle udev ne lance nfsrahead à l’apparition d’un montage NFS (99-nfs.rules) : les réglages enregistrés ne seront pas appliqués aux nouveaux montages.</translation>
    </message>
    <message>
        <source>This nfsrahead reads %1, not /etc/nfs.conf: settings saved in /etc/nfs.conf will not reach it.</source>
        <translation>Ce nfsrahead lit %1, pas /etc/nfs.conf : les réglages enregistrés dans /etc/nfs.conf ne l’atteindront pas.</translation>
    </message>
    <message>
        <source>No udev rule runs nfs-tuner-rahead when an NFS mount appears (99-nfs-tuner.rules): [nfs-tuner] rules will not be applied to new mounts. Install the nfs-tuner package, or use &quot;Apply to mounted now&quot; after each mount.</source>
        <translation>Aucune règle udev ne lance nfs-tuner-rahead quand un montage NFS apparaît (99-nfs-tuner.rules) : les règles [nfs-tuner] ne seront pas appliquées aux nouveaux montages. Installez le paquet nfs-tuner, ou utilisez « Appliquer maintenant aux montages » après chaque montage.</translation>
    </message>
    <message>
        <source>%1 runs %2, which is not there: [nfs-tuner] rules will not be applied to new mounts.</source>
        <translation>%1 lance %2, qui est absent : les règles [nfs-tuner] ne seront pas appliquées aux nouveaux montages.</translation>
    </message>
</context>
<context>
    <name>TcpSockets</name>
    <message>
        <source>the kernel&apos;s TCP connections (sock_diag)</source>
        <translation>les connexions TCP du noyau (sock_diag)</translation>
    </message>
</context>
<context>
    <name>ThroughputMemory</name>
    <message>
        <source>The throughput memory cannot be read: %1</source>
        <translation>La mémoire des débits ne peut pas être lue : %1</translation>
    </message>
    <message>
        <source>version %1 is not known</source>
        <translation>version %1 inconnue</translation>
    </message>
    <message>
        <source>device &quot;%1&quot; has no list of samples</source>
        <translation>le périphérique « %1 » n&apos;a pas de liste de mesures</translation>
    </message>
    <message>
        <source>a sample of &quot;%1&quot; has no readahead or rate</source>
        <translation>une mesure de « %1 » n&apos;a ni readahead ni débit</translation>
    </message>
    <message>
        <source>%1: cannot make the folder</source>
        <translation>%1 : impossible de créer le dossier</translation>
    </message>
</context>
<context>
    <name>TuneLock</name>
    <message>
        <source>process %1 of %2</source>
        <translation>processus %1 de %2</translation>
    </message>
    <message>
        <source>cannot make a socket: %1</source>
        <translation>impossible de créer un socket : %1</translation>
    </message>
    <message>
        <source>a tune of BDI %1 is already running</source>
        <translation>un réglage du BDI %1 est déjà en cours</translation>
    </message>
    <message>
        <source>a tune of the NFS write-back limit (nfs_congestion_kb) is already running</source>
        <translation>un réglage de la limite d’écriture différée NFS (nfs_congestion_kb) est déjà en cours</translation>
    </message>
    <message>
        <source>cannot take the tune lock %1: %2</source>
        <translation>impossible de prendre le verrou de réglage %1 : %2</translation>
    </message>
    <message>
        <source>%1: wait for it to end or stop it</source>
        <translation>%1 : attendez qu’il se termine ou arrêtez-le</translation>
    </message>
    <message>
        <source>%1 (%2): wait for it to end or stop it</source>
        <translation>%1 (%2) : attendez qu’il se termine ou arrêtez-le</translation>
    </message>
</context>
<context>
    <name>TunePlanner</name>
    <message>
        <source>The advisor: %1 Next: %2.</source>
        <translation>Le conseiller : %1 Ensuite : %2.</translation>
    </message>
    <message>
        <source>The advisor sees no reason to raise %1 (%2), but only a measurement tells whether a larger readahead pays for this workload: %3.</source>
        <translation>Le conseiller ne voit pas de raison d’augmenter %1 (%2), mais seule une mesure dit si une lecture anticipée plus grande paie pour cette charge : %3.</translation>
    </message>
    <message>
        <source>%1 is at least the largest value tried: whether a smaller one does as well is measured: %2.</source>
        <translation>%1 est au moins la plus grande valeur essayée : on mesure si une plus petite fait aussi bien : %2.</translation>
    </message>
    <message>
        <source>%1 (%2) against %3 (%4) is within the noise: %1 again before deciding.</source>
        <translation>%1 (%2) face à %3 (%4) est dans le bruit : %1 de nouveau avant de décider.</translation>
    </message>
    <message>
        <source>From %1 (%2) to %3 (%4) gained %5: raise again, to %6.</source>
        <translation>De %1 (%2) à %3 (%4) a gagné %5 : augmenter encore, à %6.</translation>
    </message>
    <message>
        <source>%1 (%2) does as well as %3 (%4): lower again, to %5.</source>
        <translation>%1 (%2) fait aussi bien que %3 (%4) : baisser encore, à %5.</translation>
    </message>
    <message>
        <source>%1 (%2) is more than %3 below the best, %4 (%5) within it: the knee lies between them; %6 halves the gap.</source>
        <translation>%1 (%2) est à plus de %3 sous la meilleure, %4 (%5) en deçà : le coude est entre les deux ; %6 coupe l’écart en deux.</translation>
    </message>
    <message>
        <source>%1 (%2) is within the noise of %3 below the best (%4 at %5): %1 again before taking the knee.</source>
        <translation>%1 (%2) est dans le bruit du seuil de %3 sous la meilleure (%4 à %5) : %1 de nouveau avant de retenir le coude.</translation>
    </message>
    <message>
        <source>The knee %1 (%2) and the start %3 (%4) are within the noise of each other: %5 again.</source>
        <translation>Le coude %1 (%2) et la valeur de départ %3 (%4) sont dans le bruit l’un de l’autre : %5 de nouveau.</translation>
    </message>
    <message>
        <source>Nothing was measured: the readahead stays at %1.</source>
        <translation>Rien n’a été mesuré : la lecture anticipée reste à %1.</translation>
    </message>
    <message>
        <source>No value did better than the start, %1 (%2): it stays.</source>
        <translation>Aucune valeur n’a fait mieux que la valeur de départ, %1 (%2) : elle reste.</translation>
    </message>
    <message>
        <source>The start, %1 (%2), is within %3 of the best (%4 at %5) and no smaller value is: it stays.</source>
        <translation>La valeur de départ, %1 (%2), est à moins de %3 de la meilleure (%4 à %5), et aucune plus petite ne l’est : elle reste.</translation>
    </message>
    <message>
        <source>The knee, %1, measured %2, below the start&apos;s %3 at %4: the start stays.</source>
        <translation>Le coude, %1, a mesuré %2, sous les %3 de la valeur de départ %4 : la valeur de départ reste.</translation>
    </message>
    <message>
        <source>%1 is the knee: %2, the smallest value within %3 of the best (%4 at %5); the start, %6, gave %7.</source>
        <translation>%1 est le coude : %2, la plus petite valeur à moins de %3 de la meilleure (%4 à %5) ; la valeur de départ, %6, donnait %7.</translation>
    </message>
    <message>
        <source>The knee, %1 (%2), did not beat the start, %3 (%4), by more than %5 beyond the noise: the start stays.</source>
        <translation>Le coude, %1 (%2), n’a pas dépassé la valeur de départ, %3 (%4), de plus de %5 au-delà du bruit : la valeur de départ reste.</translation>
    </message>
    <message>
        <source>From %1 (%2) to %3 (%4) gained no more than %5 and lost no more than %6: a larger value may still pay, %7.</source>
        <translation>De %1 (%2) à %3 (%4), pas plus de %5 de gain ni plus de %6 de perte : une valeur plus grande peut encore payer, %7.</translation>
    </message>
</context>
<context>
    <name>WriteTunePlanner</name>
    <message>
        <source>The limit set now, %1: what every other value is measured against.</source>
        <translation>La limite actuelle, %1 : ce à quoi chaque autre valeur est comparée.</translation>
    </message>
    <message>
        <source>Larger than the start: does more write-back in flight keep the server busier?</source>
        <translation>Plus grande que le départ : plus d’écriture différée en vol occupe-t-elle mieux le serveur ?</translation>
    </message>
    <message>
        <source>%1 gained more than %2 % on the best before it: larger still.</source>
        <translation>%1 a gagné plus de %2 % sur le meilleur avant lui : plus grand encore.</translation>
    </message>
    <message>
        <source>%1 and the start are within the noise of a %2 % gain: %3 once more.</source>
        <translation>%1 et le départ sont dans le bruit d’un gain de %2 % : %3 une fois de plus.</translation>
    </message>
    <message>
        <source>The start was not measured: nothing to compare with; it stays.</source>
        <translation>Le départ n’a pas été mesuré : rien à comparer ; il reste.</translation>
    </message>
    <message>
        <source>No larger limit sent more than %1 % more than the start, %2: it stays.</source>
        <translation>Aucune limite plus grande n’a envoyé plus de %1 % de plus que le départ, %2 : il reste.</translation>
    </message>
    <message>
        <source>%1 sent %2 % more than the start, %3, which is not more than %4 % beyond the noise: the start stays.</source>
        <translation>%1 a envoyé %2 % de plus que le départ, %3, ce qui ne dépasse pas le bruit de plus de %4 % : le départ reste.</translation>
    </message>
    <message>
        <source>%1 is the knee: the smallest limit within %2 % of the best, and it sent %3 % more than the start, %4.</source>
        <translation>%1 est le coude : la plus petite limite à %2 % de la meilleure, et elle a envoyé %3 % de plus que le départ, %4.</translation>
    </message>
</context>
<context>
    <name>WritebackAdvisor</name>
    <message>
        <source>WRITEs carry %1 on average, wsize is %2: the mount is &quot;sync&quot;, so every write(2) goes to the server at once, in the size the application wrote.</source>
        <translation>Les WRITE portent %1 en moyenne, wsize vaut %2 : le montage est « sync », chaque write(2) part donc aussitôt vers le serveur, de la taille écrite par l’application.</translation>
    </message>
    <message>
        <source>WRITEs carry %1 on average, wsize is %2. The client sends what is dirty and contiguous when it flushes: applications that write small pieces and flush each (O_SYNC or O_DSYNC, fsync(2) after each write), or write at scattered offsets, make small WRITEs. A larger wsize would not help; larger or unsynchronised writes would.</source>
        <translation>Les WRITE portent %1 en moyenne, wsize vaut %2. Le client envoie ce qui est modifié et contigu quand il vide : des applications qui écrivent de petits morceaux et vident chacun (O_SYNC ou O_DSYNC, fsync(2) après chaque écriture), ou qui écrivent à des positions éparses, font de petits WRITE. Un wsize plus grand n’aiderait pas ; des écritures plus grandes ou non synchronisées, si.</translation>
    </message>
    <message>
        <source>%1 COMMITs for %2 WRITEs: the client asks the server to make the data durable every few WRITEs. fsync(2), and close(2) (NFS flushes and commits what a file wrote when it is closed), after little data each cause this; every COMMIT waits for the server&apos;s disk.</source>
        <translation>%1 COMMIT pour %2 WRITE : le client demande au serveur de rendre les données durables tous les quelques WRITE. fsync(2) et close(2) (NFS vide et valide ce qu’un fichier a écrit à sa fermeture) après peu de données en sont la cause ; chaque COMMIT attend le disque du serveur.</translation>
    </message>
    <message>
        <source>Write-back in flight sat at the limit (%1) in %2 % of the last readings while WRITEs took %3 ms: the server keeps up and the limit holds writers back.</source>
        <translation>L’écriture différée en cours était à la limite (%1) dans %2 % des dernières mesures alors que les WRITE prenaient %3 ms : le serveur suit et la limite freine les écrivains.</translation>
    </message>
    <message>
        <source>Raise fs.nfs.nfs_congestion_kb to %1: a server with fast disks needs more data in flight to keep them busy (at 256 MiB random writes fell from 180 to 120 MB/s; 1 GiB brought 180 back).</source>
        <translation>Montez fs.nfs.nfs_congestion_kb à %1 : un serveur aux disques rapides a besoin de plus de données en vol pour les occuper (à 256 Mio les écritures aléatoires sont tombées de 180 à 120 Mo/s ; 1 Gio a ramené 180).</translation>
    </message>
    <message>
        <source>It already allows a quarter of this machine&apos;s memory; more would compete with the page cache.</source>
        <translation>Elle permet déjà un quart de la mémoire de cette machine ; davantage concurrencerait le cache de pages.</translation>
    </message>
    <message>
        <source>Write-back in flight sat at the limit (%1) in %2 % of the last readings, but WRITEs took %3 ms: the server or the link is the bottleneck. A higher limit would only queue more.</source>
        <translation>L’écriture différée en cours était à la limite (%1) dans %2 % des dernières mesures, mais les WRITE prenaient %3 ms : le serveur ou le lien est le goulot. Une limite plus haute ne ferait qu’allonger la file.</translation>
    </message>
    <message>
        <source>%1 holds fewer than %2 WRITEs of %3 (the largest wsize here): every writer on every NFS mount waits after a WRITE or two, and writes crawl.</source>
        <translation>%1 contient moins de %2 WRITE de %3 (la plus grande wsize ici) : chaque écrivain sur chaque montage NFS attend après un ou deux WRITE, et les écritures se traînent.</translation>
    </message>
    <message>
        <source>%1 is %2 times below the kernel&apos;s default here (%3): every writer on every NFS mount waits once that much is in flight.</source>
        <translation>%1 est %2 fois sous la valeur par défaut du noyau ici (%3) : chaque écrivain sur chaque montage NFS attend dès que autant est en vol.</translation>
    </message>
</context>
<context>
    <name>WritebackMemory</name>
    <message>
        <source>/proc/meminfo: &quot;%1&quot; is not a size in kB</source>
        <translation>/proc/meminfo : « %1 » n&apos;est pas une taille en kB</translation>
    </message>
    <message>
        <source>/proc/meminfo lacks MemTotal, Dirty, Writeback or WritebackTmp</source>
        <translation>/proc/meminfo n&apos;a pas MemTotal, Dirty, Writeback ou WritebackTmp</translation>
    </message>
</context>
<context>
    <name>WritebackTuner</name>
    <message>
        <source>the kernel kept %1 KiB instead of %2 KiB</source>
        <translation>le noyau a gardé %1 Kio au lieu de %2 Kio</translation>
    </message>
    <message>
        <source>%1 was removed since it was read: reload and try again</source>
        <translation>%1 a été supprimé depuis sa lecture : rechargez et réessayez</translation>
    </message>
    <message>
        <source>nfs_congestion_kb is %1 KiB, not the temporary %2 KiB: someone changed it meanwhile, and their value stays</source>
        <translation>nfs_congestion_kb vaut %1 Kio, pas les %2 Kio temporaires : quelqu’un l’a changé entre-temps, et sa valeur reste</translation>
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
        <source>Select the mount at MOUNTPOINT.</source>
        <translation>Sélectionner le montage sur MOUNTPOINT.</translation>
    </message>
    <message>
        <source>Open the window WIDTHxHEIGHT pixels large.</source>
        <translation>Ouvrir la fenêtre avec LARGEURxHAUTEUR pixels.</translation>
    </message>
    <message>
        <source>Use a dark palette (to see a dark theme anywhere).</source>
        <translation>Utiliser une palette sombre (pour voir un thème sombre partout).</translation>
    </message>
    <message>
        <source>Open Measure… on FILE of the mount given with --select and start (with --screenshot: the dialog is shot when the sweep ends).</source>
        <translation>Ouvrir Mesurer… sur FICHIER du montage donné par --select et démarrer (avec --screenshot : une image du dialogue à la fin de la série).</translation>
    </message>
    <message>
        <source>Open Tune… on the mount given with --select and start (with --screenshot: the dialog is shot when the tune ends).</source>
        <translation>Ouvrir Régler… sur le montage donné par --select et démarrer (avec --screenshot : la boîte de dialogue est capturée à la fin du réglage).</translation>
    </message>
    <message>
        <source>Open the fleet read from the Prometheus server at URL (the hosts&apos; nfs-tuner-cli metrics) instead of this system.</source>
        <translation>Ouvrir la flotte lue sur le serveur Prometheus à URL (les métriques nfs-tuner-cli des hôtes) au lieu de ce système.</translation>
    </message>
    <message>
        <source>With --prometheus: trust the CA certificates in FILE (PEM).</source>
        <translation>Avec --prometheus : faire confiance aux certificats d’AC de FICHIER (PEM).</translation>
    </message>
    <message>
        <source>With --prometheus: name hosts by LABEL (default instance), such as nodename or a label the scrape configuration sets.</source>
        <translation>Avec --prometheus : nommer les hôtes par LABEL (instance par défaut), par exemple nodename ou un label que la configuration de collecte pose.</translation>
    </message>
    <message>
        <source>Open PAGE: throughput, diagnosis, readers, readahead, settings, writeback, changes, health.</source>
        <translation>Ouvrir PAGE : throughput, diagnosis, readers, readahead, settings, writeback, changes, health.</translation>
    </message>
    <message>
        <source>Open the write-back limit&apos;s tune on the mount given with --select and start (with --screenshot: the dialog is shot when the tune ends).</source>
        <translation>Ouvrir le réglage de la limite d’écriture différée sur le montage donné par --select et démarrer (avec --screenshot : la boîte de dialogue est capturée à la fin du réglage).</translation>
    </message>
    <message>
        <source>With --tune-writes: tune even while other mounts write.</source>
        <translation>Avec --tune-writes : régler même si d’autres montages écrivent.</translation>
    </message>
</context>
<context>
    <name>nfstuner::AdvicePanel</name>
    <message>
        <source>Advice from the last minute of reads</source>
        <translation>Conseil d&apos;après la dernière minute de lectures</translation>
    </message>
    <message>
        <source>Sets each selected BDI that should be raised or lowered to the recommended value, after a preview; Undo puts the old values back.</source>
        <translation>Règle chaque BDI sélectionné à augmenter ou diminuer sur la valeur conseillée, après un aperçu ; Annuler remet les anciennes valeurs.</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>raise from %1 to %2</source>
        <translation>augmenter de %1 à %2</translation>
    </message>
    <message>
        <source>lower from %1 to %2</source>
        <translation>diminuer de %1 à %2</translation>
    </message>
    <message>
        <source>keep %1</source>
        <translation>garder %1</translation>
    </message>
    <message>
        <source>not enough data yet</source>
        <translation>pas encore assez de données</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) : &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n READ(s)</source>
        <translation>
            <numerusform>%n READ</numerusform>
            <numerusform>%n READ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per READ</source>
        <translation>%1 par READ</translation>
    </message>
    <message>
        <source>round trip %1</source>
        <translation>aller-retour %1</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 en cours</translation>
    </message>
    <message>
        <source>wire/read %1</source>
        <translation>réseau/lu %1</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>Mesuré : %1</translation>
    </message>
    <message>
        <source>Select mounts in the table to see what their readahead should be, and why.</source>
        <translation>Sélectionnez des montages dans le tableau pour voir quel readahead ils devraient avoir, et pourquoi.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more BDI(s): see the Advice column.</source>
        <translation>
            <numerusform>… et %n autre BDI : voir la colonne Conseil.</numerusform>
            <numerusform>… et %n autres BDI : voir la colonne Conseil.</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply adv&amp;ice…</source>
        <translation>E&amp;xécuter le conseil…</translation>
    </message>
    <message>
        <source>Sets each selected BDI to the readahead value that gave it the most throughput so far, after a preview; Undo puts the old values back.</source>
        <translation>Règle chaque BDI sélectionné sur la valeur de lecture anticipée qui lui a donné le plus de débit jusqu&apos;ici, après un aperçu ; Annuler remet les anciennes valeurs.</translation>
    </message>
    <message>
        <source>%1 gave %2</source>
        <translation>%1 a donné %2</translation>
    </message>
    <message>
        <source>Back to the best &amp;measured…</source>
        <translation>Reve&amp;nir à la meilleure mesure…</translation>
    </message>
    <message>
        <source>Apply advice</source>
        <translation>Appliquer le conseil</translation>
    </message>
    <message>
        <source>Back to the best measured value</source>
        <translation>Revenir à la meilleure valeur mesurée</translation>
    </message>
    <message>
        <source>%1 per second of the clock</source>
        <translation>%1 par seconde d’horloge</translation>
    </message>
    <message>
        <source>%1 while reading</source>
        <translation>%1 en lecture</translation>
    </message>
    <message>
        <source>While reading this device so far: %1</source>
        <translation>En lecture sur ce périphérique jusqu’ici : %1</translation>
    </message>
</context>
<context>
    <name>nfstuner::ChangePreview</name>
    <message>
        <source>Changes to confirm</source>
        <translation>Modifications à confirmer</translation>
    </message>
    <message>
        <source>%1 (%2): %3 → %4</source>
        <translation>%1 (%2) : %3 → %4</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>%1 (%2): not changed: %3</source>
        <translation>%1 (%2) : inchangé : %3</translation>
    </message>
    <message>
        <source>%1 (%2): stays %3</source>
        <translation>%1 (%2) : reste %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: nothing would change.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : rien ne changerait.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n BDI(s) will change. Check, then apply.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : %n BDI va changer. Vérifiez, puis appliquez.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : %n BDI vont changer. Vérifiez, puis appliquez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read the warnings first.</source>
        <translation>Lisez d’abord les avertissements.</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1 : %2 → %3</translation>
    </message>
    <message>
        <source>%1: stays %2</source>
        <translation>%1 : reste %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: the write-back limit will change. Check, then apply.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : la limite d’écriture différée va changer. Vérifiez, puis appliquez.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n BDI(s) and the write-back limit will change. Check, then apply.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : %n BDI et la limite d’écriture différée vont changer. Vérifiez, puis appliquez.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : %n BDI et la limite d’écriture différée vont changer. Vérifiez, puis appliquez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation>&amp;Rejeter</translation>
    </message>
    <message>
        <source>Changes nothing (Esc)</source>
        <translation>Ne change rien (Échap)</translation>
    </message>
    <message>
        <source>Appl&amp;y these changes</source>
        <translation>Appliquer ces cha&amp;ngements</translation>
    </message>
</context>
<context>
    <name>nfstuner::ChangesPage</name>
    <message>
        <source>Changes since the window opened</source>
        <translation>Modifications depuis l’ouverture de la fenêtre</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>&amp;Undo selected step…</source>
        <translation>A&amp;nnuler l’étape choisie…</translation>
    </message>
    <message>
        <source>Restore the values at &amp;start…</source>
        <translation>Ré&amp;tablir les valeurs du début…</translation>
    </message>
    <message>
        <source>Undo: %1 (%2)</source>
        <translation>Annulation : %1 (%2)</translation>
    </message>
    <message>
        <source>Restore the values at start</source>
        <translation>Rétablir les valeurs du début</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n BDI(s) changed.</source>
        <translation>
            <numerusform>Terminé : %n BDI modifié.</numerusform>
            <numerusform>Terminé : %n BDI modifiés.</numerusform>
        </translation>
    </message>
    <message>
        <source>A later step, &quot;%1&quot; at %2, set it to %3: undoing this one drops that too.</source>
        <translation>Une étape ultérieure, « %1 » à %2, l’a réglé à %3 : annuler celle-ci défait aussi celle-là.</translation>
    </message>
    <message>
        <source>Live changes made from this window, newest first: readahead, which lasts until the file system is mounted again, and the write-back limit, which lasts until the next boot.</source>
        <translation>Changements en direct faits depuis cette fenêtre, les plus récents d’abord : la lecture anticipée, valable jusqu’au prochain montage du système de fichiers, et la limite d’écriture différée, valable jusqu’au prochain démarrage.</translation>
    </message>
    <message>
        <source>Puts every mounted BDI back to the readahead it had when this window first saw it, whoever changed it since, and the write-back limit back to what it was before this window first changed it.</source>
        <translation>Remet chaque BDI monté à la lecture anticipée qu’il avait quand cette fenêtre l’a vu pour la première fois, qui que ce soit qui l’ait changée depuis, et la limite d’écriture différée à sa valeur d’avant le premier changement fait depuis cette fenêtre.</translation>
    </message>
    <message>
        <source>The limit now cannot be read: %1</source>
        <translation>La limite actuelle ne peut pas être lue : %1</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Terminé :</translation>
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
    <name>nfstuner::DiagnosisPage</name>
    <message>
        <source>Cop&amp;y command</source>
        <translation>Cop&amp;ier la commande</translation>
    </message>
    <message>
        <source>Tu&amp;ne…</source>
        <translation>Ré&amp;gler…</translation>
    </message>
    <message>
        <source>The command to run</source>
        <translation>La commande à lancer</translation>
    </message>
    <message>
        <source>Copies the command: it needs root, and a remount or a setting</source>
        <translation>Copie la commande : elle demande root, et un remontage ou un réglage</translation>
    </message>
    <message>
        <source>What to change</source>
        <translation>Ce qu’il faut changer</translation>
    </message>
    <message>
        <source>Select a mount to see what limits it.</source>
        <translation>Choisissez un montage pour voir ce qui le limite.</translation>
    </message>
    <message>
        <source>%1: diagnosing its next 10 s of samples…</source>
        <translation>%1 : diagnostic de ses 10 prochaines secondes de mesures…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (confidence %3 %)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2 (confiance %3 %)</translation>
    </message>
    <message>
        <source>(measuring since the last change)</source>
        <translation>(mesure depuis le dernier changement)</translation>
    </message>
    <message>
        <source>Tunes the mount&apos;s readahead by measuring its own reads: the prescription&apos;s %1 is where the advisor would start</source>
        <translation>Règle la lecture anticipée du montage en mesurant ses propres lectures : les %1 prescrits sont là où le conseiller commencerait</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetConnectDialog</name>
    <message>
        <source>Connect to Prometheus</source>
        <translation>Se connecter à Prometheus</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation>Jeton Bearer</translation>
    </message>
    <message>
        <source>User and password (basic auth)</source>
        <translation>Utilisateur et mot de passe (basic auth)</translation>
    </message>
    <message>
        <source>The system&apos;s CAs</source>
        <translation>Les AC du système</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>Certificat d’AC</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt)</source>
        <translation>Certificats PEM (*.pem *.crt)</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL :</translation>
    </message>
    <message>
        <source>&amp;Authentication:</source>
        <translation>&amp;Authentification :</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Jeton :</translation>
    </message>
    <message>
        <source>U&amp;ser:</source>
        <translation>U&amp;tilisateur :</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <source>&amp;CA file:</source>
        <translation>&amp;Fichier d’AC :</translation>
    </message>
    <message>
        <source>&amp;Wait at most:</source>
        <translation>Attendre au &amp;plus :</translation>
    </message>
    <message>
        <source>Give the Prometheus server&apos;s URL.</source>
        <translation>Indiquez l’URL du serveur Prometheus.</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https:// and name a host.</source>
        <translation>L’URL doit commencer par http:// ou https:// et nommer un hôte.</translation>
    </message>
    <message>
        <source>Give the bearer token.</source>
        <translation>Indiquez le jeton Bearer.</translation>
    </message>
    <message>
        <source>Give the user.</source>
        <translation>Indiquez l’utilisateur.</translation>
    </message>
    <message>
        <source>Basic auth allows no colon in the user.</source>
        <translation>Basic auth n’autorise pas de deux-points dans l’utilisateur.</translation>
    </message>
    <message>
        <source>The label that names each host: instance (the default), a label the scrape configuration sets, or node_uname_info&apos;s nodename. The playbook names hosts by it.</source>
        <translation>Le label qui nomme chaque hôte : instance (par défaut), un label que la configuration de collecte pose, ou le nodename de node_uname_info. Le playbook nomme les hôtes ainsi.</translation>
    </message>
    <message>
        <source>Host &amp;label:</source>
        <translation>&amp;Label d&apos;hôte :</translation>
    </message>
    <message>
        <source>The host label is a label&apos;s name: letters, digits and _.</source>
        <translation>Le label d&apos;hôte est le nom d&apos;un label : lettres, chiffres et _.</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetExportModel</name>
    <message numerus="yes">
        <source>%n at %1</source>
        <translation>
            <numerusform>%n à %1</numerusform>
            <numerusform>%n à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>The hosts mounting %1 read ahead differently</source>
        <translation>Les hôtes qui montent %1 lisent en avance différemment</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>Montages</translation>
    </message>
    <message>
        <source>Readaheads</source>
        <translation>Lectures anticipées</translation>
    </message>
    <message>
        <source>Read rates</source>
        <translation>Débits de lecture</translation>
    </message>
    <message>
        <source>To change</source>
        <translation>À changer</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetHistoryChart</name>
    <message>
        <source>Read MB/s</source>
        <translation>Lecture Mo/s</translation>
    </message>
    <message>
        <source>Readahead KiB</source>
        <translation>Lecture anticipée Kio</translation>
    </message>
    <message>
        <source>Advised KiB</source>
        <translation>Conseillé Kio</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>Mo/s</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>Kio</translation>
    </message>
    <message>
        <source>A host&apos;s mount over the last day</source>
        <translation>Un montage d’un hôte sur le dernier jour</translation>
    </message>
    <message>
        <source>Select a mount to see its last day.</source>
        <translation>Sélectionnez un montage pour voir son dernier jour.</translation>
    </message>
    <message>
        <source>%1 on %2, %3 to %4</source>
        <translation>%1 sur %2, de %3 à %4</translation>
    </message>
    <message>
        <source>(Prometheus has no samples of it in this time)</source>
        <translation>(Prometheus n’en a aucun échantillon sur cette période)</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetMountModel</name>
    <message>
        <source>%1 now; the next mount gets %2 (BDI %3)</source>
        <translation>%1 maintenant ; le prochain montage aura %2 (BDI %3)</translation>
    </message>
    <message>
        <source>Prometheus instance %1</source>
        <translation>Instance Prometheus %1</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Mount point</source>
        <translation>Point de montage</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>NFS</source>
        <translation>NFS</translation>
    </message>
    <message>
        <source>rsize</source>
        <translation>rsize</translation>
    </message>
    <message>
        <source>Readahead</source>
        <translation>Lecture anticipée</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Read (5 min)</source>
        <translation>Lecture (5 min)</translation>
    </message>
    <message>
        <source>Change to</source>
        <translation>Changer en</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetPlaybookDialog</name>
    <message>
        <source>&amp;Check (--check --diff)</source>
        <translation>&amp;Vérifier (--check --diff)</translation>
    </message>
    <message numerus="yes">
        <source>Playbook for %n change(s)</source>
        <translation>
            <numerusform>Playbook pour %n changement</numerusform>
            <numerusform>Playbook pour %n changements</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the playbook before saving it: ansible-playbook --check --diff shows what each host would change, and changes nothing.</source>
        <translation>Vérifiez le playbook avant de l’enregistrer : ansible-playbook --check --diff montre ce que chaque hôte changerait, sans rien changer.</translation>
    </message>
    <message>
        <source>Ansible&apos;s own (ansible.cfg)</source>
        <translation>Celui d’Ansible (ansible.cfg)</translation>
    </message>
    <message>
        <source>&amp;Inventory:</source>
        <translation>&amp;Inventaire :</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Save the playbook</source>
        <translation>Enregistrer le playbook</translation>
    </message>
    <message>
        <source>Playbooks (*.yml *.yaml)</source>
        <translation>Playbooks (*.yml *.yaml)</translation>
    </message>
    <message>
        <source>ansible-playbook is not installed (Debian: apt install ansible-core); save the playbook and check it where it is.</source>
        <translation>ansible-playbook n’est pas installé (Debian : apt install ansible-core) ; enregistrez le playbook et vérifiez-le là où il se trouve.</translation>
    </message>
    <message>
        <source>Checking: ansible-playbook %1</source>
        <translation>Vérification : ansible-playbook %1</translation>
    </message>
    <message>
        <source>ansible-playbook did not start: %1</source>
        <translation>ansible-playbook n’a pas démarré : %1</translation>
    </message>
    <message>
        <source>ansible-playbook stopped: %1</source>
        <translation>ansible-playbook s’est arrêté : %1</translation>
    </message>
    <message>
        <source>The check passed: the output says what each host would change.</source>
        <translation>La vérification a réussi : la sortie dit ce que chaque hôte changerait.</translation>
    </message>
    <message>
        <source>The check failed (exit status %1): see the output.</source>
        <translation>La vérification a échoué (code %1) : voir la sortie.</translation>
    </message>
    <message numerus="yes">
        <source>%n advised change(s) could not go in: the playbook&apos;s first lines say why.</source>
        <translation>
            <numerusform>%n changement conseillé n&apos;a pas pu y figurer : les premières lignes du playbook disent pourquoi.</numerusform>
            <numerusform>%n changements conseillés n&apos;ont pas pu y figurer : les premières lignes du playbook disent pourquoi.</numerusform>
        </translation>
    </message>
    <message>
        <source>ansible-playbook cannot find the nfstuner.tuning collection. The nfs-tuner package installs it in /usr/share/ansible/collections, where Ansible looks unless ANSIBLE_COLLECTIONS_PATH or ansible.cfg says otherwise: install the package on this machine, or add its folder to collections_path.</source>
        <translation>ansible-playbook ne trouve pas la collection nfstuner.tuning. Le paquet nfs-tuner l’installe dans /usr/share/ansible/collections, où Ansible cherche sauf si ANSIBLE_COLLECTIONS_PATH ou ansible.cfg dit autrement : installez le paquet sur cette machine, ou ajoutez son dossier à collections_path.</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetWindow</name>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Not connected: File &gt; Connect to Prometheus…</source>
        <translation>Non connecté : Fichier &gt; Se connecter à Prometheus…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Connect to Prometheus…</source>
        <translation>Se &amp;connecter à Prometheus…</translation>
    </message>
    <message>
        <source>&amp;Playbook of the chosen changes…</source>
        <translation>&amp;Playbook des changements choisis…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Relire</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;All exports</source>
        <translation>&amp;Tous les exports</translation>
    </message>
    <message>
        <source>Exports across the fleet</source>
        <translation>Exports dans la flotte</translation>
    </message>
    <message>
        <source>Every host&apos;s NFS mounts</source>
        <translation>Les montages NFS de chaque hôte</translation>
    </message>
    <message>
        <source>By export: select one to see only its mounts</source>
        <translation>Par export : sélectionnez-en un pour ne voir que ses montages</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>L’historique n’a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>Fleet from %1</source>
        <translation>Flotte de %1</translation>
    </message>
    <message>
        <source>Select a mount to see its last day.</source>
        <translation>Sélectionnez un montage pour voir son dernier jour.</translation>
    </message>
    <message>
        <source>Reading from %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s)</source>
        <translation>
            <numerusform>%n montage</numerusform>
            <numerusform>%n montages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n host(s), read at %1</source>
        <translation>
            <numerusform>sur %n hôte, lu à %1</numerusform>
            <numerusform>sur %n hôtes, lu à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The fleet could not be read: %1</source>
        <translation>La flotte n’a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>Showing the last read.</source>
        <translation>Affichage de la dernière lecture.</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>Rien de lu.</translation>
    </message>
    <message>
        <source>Reading the last day of %1 on %2…</source>
        <translation>Lecture du dernier jour de %1 sur %2…</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Playbook of %n change(s)…</source>
        <translation>
            <numerusform>&amp;Playbook de %n changement…</numerusform>
            <numerusform>&amp;Playbook de %n changements…</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no label name (letters, digits and _)</source>
        <translation>« %1 » n&apos;est pas un nom de label (lettres, chiffres et _)</translation>
    </message>
    <message>
        <source>Prometheus has no series of nfs-tuner-cli metrics (%1): see README, &quot;The fleet from Prometheus&quot;.</source>
        <translation>Prometheus n’a aucune série de nfs-tuner-cli metrics (%1) : voir le README, « The fleet from Prometheus ».</translation>
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
    <message>
        <source>This machine&apos;s nfsd serves at most:</source>
        <translation>Le nfsd de cette machine sert au plus :</translation>
    </message>
    <message>
        <source>%1 per READ or WRITE (%2, set before nfsd starts): its clients&apos; rsize and wsize are at most this</source>
        <translation>%1 par READ ou WRITE (%2, fixé avant le démarrage de nfsd) : le rsize et le wsize de ses clients ne dépassent pas cela</translation>
    </message>
    <message>
        <source>Rules ([nfs-tuner]) applied by:</source>
        <translation>Règles ([nfs-tuner]) appliquées par :</translation>
    </message>
    <message>
        <source>nfs-tuner-rahead is not installed</source>
        <translation>nfs-tuner-rahead n’est pas installé</translation>
    </message>
    <message>
        <source>%1, run by %2</source>
        <translation>%1, lancé par %2</translation>
    </message>
    <message>
        <source>%1 (no rules are set)</source>
        <translation>%1 (aucune règle définie)</translation>
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
    <message>
        <source>Busy</source>
        <translation>Occupé</translation>
    </message>
</context>
<context>
    <name>nfstuner::InFlightChart</name>
    <message>
        <source>READs in flight</source>
        <translation>READ en vol</translation>
    </message>
    <message>
        <source>Waiting for a slot</source>
        <translation>En attente d’un emplacement</translation>
    </message>
    <message>
        <source>Seconds ago</source>
        <translation>Secondes avant</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>READs in flight and requests waiting for a slot</source>
        <translation>READ en vol et requêtes en attente d’un emplacement</translation>
    </message>
</context>
<context>
    <name>nfstuner::MainWindow</name>
    <message>
        <source>NFS mounts</source>
        <translation>Montages NFS</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>Montages</translation>
    </message>
    <message>
        <source>Filter mounts</source>
        <translation>Filtrer les montages</translation>
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
        <source>&amp;Throughput</source>
        <translation>Dé&amp;bit</translation>
    </message>
    <message>
        <source>&amp;Persistent settings</source>
        <translation>Réglages &amp;permanents</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
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
    <message>
        <source>Mount point, server, BDI…</source>
        <translation>Point de montage, serveur, BDI…</translation>
    </message>
    <message>
        <source>Read the mount table and readahead again (F5)</source>
        <translation>Relire la table des montages et la lecture anticipée (F5)</translation>
    </message>
    <message>
        <source>Rea&amp;dahead</source>
        <translation>Le&amp;cture anticipée</translation>
    </message>
    <message>
        <source>Chan&amp;ges</source>
        <translation>M&amp;odifications</translation>
    </message>
    <message>
        <source>Hea&amp;lth</source>
        <translation>&amp;Santé</translation>
    </message>
    <message>
        <source>Show only the mounts that need attention</source>
        <translation>N’afficher que les montages qui demandent de l’attention</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Export table…</source>
        <translation>&amp;Exporter le tableau…</translation>
    </message>
    <message>
        <source>Export the mount table</source>
        <translation>Exporter la table des montages</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export &amp;chart as PNG…</source>
        <translation>Exporter le &amp;graphique en PNG…</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Copy rows</source>
        <translation>&amp;Copier les lignes</translation>
    </message>
    <message>
        <source>&amp;Undo the last change…</source>
        <translation>&amp;Annuler la dernière modification…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Colonnes</translation>
    </message>
    <message>
        <source>&amp;Warnings only</source>
        <translation>&amp;Avertissements seulement</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Why readahead matters</source>
        <translation>&amp;Pourquoi la lecture anticipée compte</translation>
    </message>
    <message>
        <source>&amp;About NFS Tuner</source>
        <translation>À &amp;propos de NFS Tuner</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n affiché</numerusform>
            <numerusform>%n affichés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s) need attention</source>
        <translation>
            <numerusform>%n montage demande de l’attention</numerusform>
            <numerusform>%n montages demandent de l’attention</numerusform>
        </translation>
    </message>
    <message>
        <source>No mount needs attention.</source>
        <translation>Aucun montage ne demande d’attention.</translation>
    </message>
    <message>
        <source>No mount matches “%1”.</source>
        <translation>Aucun montage ne correspond à « %1 ».</translation>
    </message>
    <message>
        <source>The NFS Tuner helper cannot be reached: see the Health page.</source>
        <translation>L’assistant de NFS Tuner est injoignable : voir la page Santé.</translation>
    </message>
    <message>
        <source>The NFS Tuner helper cannot be reached, so nothing can be changed from here. &lt;a href=&quot;health&quot;&gt;See Health&lt;/a&gt; for why and what to do.</source>
        <translation>L’assistant de NFS Tuner est injoignable, donc rien ne peut être modifié d’ici. &lt;a href=&quot;health&quot;&gt;Voir Santé&lt;/a&gt; : pourquoi, et que faire.</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
    <message>
        <source>Why readahead matters</source>
        <translation>Pourquoi la lecture anticipée compte</translation>
    </message>
    <message>
        <source>&lt;p&gt;Since Linux 5.4 (commit c128e575514c, &quot;NFS: Optimise the default readahead size&quot;) an NFS mount reads ahead only 128 KiB, the VM default, instead of 15 × rsize. Streaming reads lost 30-75 %: one report measured 135 MB/s at 128 KiB against 454 MB/s at 15 MiB.&lt;/p&gt;&lt;p&gt;Readahead belongs to the mount&apos;s backing device (BDI): set it now in /sys/class/bdi/MAJ:MIN/read_ahead_kb (the Readahead page), and for new mounts in [nfsrahead] of nfs.conf, which nfs-utils&apos; nfsrahead applies when a mount appears (the Persistent settings page).&lt;/p&gt;&lt;p&gt;Bigger is not always better: random reads can slow down with a large readahead. Watch the average READ size and the throughput.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Depuis Linux 5.4 (commit c128e575514c, « NFS: Optimise the default readahead size »), un montage NFS ne lit d’avance que 128 Kio, la valeur par défaut de la VM, au lieu de 15 × rsize. Les lectures séquentielles ont perdu 30 à 75 % : un rapport a mesuré 135 Mo/s à 128 Kio contre 454 Mo/s à 15 Mio.&lt;/p&gt;&lt;p&gt;La lecture anticipée appartient au périphérique de support (BDI) du montage : réglez-la tout de suite dans /sys/class/bdi/MAJ:MIN/read_ahead_kb (page Lecture anticipée), et pour les nouveaux montages dans [nfsrahead] de nfs.conf, que nfsrahead de nfs-utils applique quand un montage apparaît (page Réglages permanents).&lt;/p&gt;&lt;p&gt;Plus grand n’est pas toujours mieux : les lectures aléatoires peuvent ralentir avec une grande lecture anticipée. Surveillez la taille moyenne des READ et le débit.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About NFS Tuner</source>
        <translation>À propos de NFS Tuner</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;NFS Tuner&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Shows NFS mounts with their backing device, readahead and throughput, tunes readahead through a privileged helper, and edits the persistent [nfsrahead] settings.&lt;/p&gt;&lt;p&gt;GNU General Public License, version 2 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;NFS Tuner&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Affiche les montages NFS avec leur périphérique de support, leur lecture anticipée et leur débit, règle la lecture anticipée via un assistant privilégié et modifie les réglages permanents [nfsrahead].&lt;/p&gt;&lt;p&gt;Licence publique générale GNU, version 2 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Write-back</source>
        <translation>&amp;Write-back (écriture différée)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Ac&amp;tualiser</translation>
    </message>
    <message>
        <source>&amp;Tune readahead…</source>
        <translation>&amp;Régler la lecture anticipée…</translation>
    </message>
    <message>
        <source>How often the mounts are sampled: %1 to %2 s</source>
        <translation>Fréquence d’échantillonnage des montages : %1 à %2 s</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is outside %2 to %3 s: sampling every %4 s</source>
        <translation>« %1 » est hors de %2 à %3 s : échantillonnage toutes les %4 s</translation>
    </message>
    <message>
        <source>Who reads &amp;the mount</source>
        <translation>Qui &amp;lit le montage</translation>
    </message>
    <message>
        <source>Connect to &amp;Prometheus…</source>
        <translation>Se connecter à &amp;Prometheus…</translation>
    </message>
    <message>
        <source>Many hosts in one window, from the Prometheus that scrapes their nfs-tuner-cli metrics</source>
        <translation>De nombreux hôtes dans une fenêtre, depuis le Prometheus qui collecte leurs métriques nfs-tuner-cli</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) on Persistent settings are not saved: quitting drops them.</source>
        <translation>
            <numerusform>%n modification des Réglages permanents n’est pas enregistrée : quitter la perd.</numerusform>
            <numerusform>%n modifications des Réglages permanents ne sont pas enregistrées : quitter les perd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them there first, or quit without them.</source>
        <translation>Enregistrez-les d’abord, ou quittez sans elles.</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Quitter sans enregistrer</translation>
    </message>
    <message>
        <source>&amp;Show the edits</source>
        <translation>&amp;Montrer les modifications</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filtre :</translation>
    </message>
    <message>
        <source>Filter the mounts (%1)</source>
        <translation>Filtrer les montages (%1)</translation>
    </message>
    <message>
        <source>Sample every:</source>
        <translation>Échantillon toutes les :</translation>
    </message>
    <message>
        <source>&amp;Readers</source>
        <translation>&amp;Lecteurs</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnostic</translation>
    </message>
    <message>
        <source>What li&amp;mits the mount</source>
        <translation>Ce qui li&amp;mite le montage</translation>
    </message>
    <message>
        <source>Tune the &amp;write-back limit…</source>
        <translation>Régler la limite d’écriture &amp;différée…</translation>
    </message>
</context>
<context>
    <name>nfstuner::MeasureDialog</name>
    <message>
        <source>Measure readahead on %1</source>
        <translation>Mesurer la lecture anticipée sur %1</translation>
    </message>
    <message>
        <source>Reads a large file of yours from the server at each readahead value, from a cold cache each time, in calls of %1 as most programs read, and shows the throughput. The readahead from before comes back at the end, also if you stop or the program ends.</source>
        <translation>Lit un de vos grands fichiers depuis le serveur à chaque valeur de lecture anticipée, cache vidé à chaque fois, par appels de %1 comme la plupart des programmes, et affiche le débit. La valeur d’avant revient à la fin, aussi si vous arrêtez ou si le programme se termine.</translation>
    </message>
    <message>
        <source>A large file on %1</source>
        <translation>Un grand fichier sur %1</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Readahead values, comma-separated: KiB, or with K, M or G.</source>
        <translation>Valeurs de lecture anticipée, séparées par des virgules : Kio, ou avec K, M ou G.</translation>
    </message>
    <message>
        <source>Reads per value; the median counts.</source>
        <translation>Lectures par valeur ; la médiane compte.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>&amp;Valeurs :</translation>
    </message>
    <message>
        <source>&amp;Runs per value:</source>
        <translation>&amp;Essais par valeur :</translation>
    </message>
    <message>
        <source>Also on this BDI: %1. Its readahead changes too while this measures.</source>
        <translation>Aussi sur ce BDI : %1. Sa lecture anticipée change aussi pendant la mesure.</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Mesurer</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Measuring</source>
        <translation>Mesure en cours</translation>
    </message>
    <message>
        <source>Apply &amp;knee…</source>
        <translation>Appliquer le &amp;coude…</translation>
    </message>
    <message>
        <source>Shows the change in the window to confirm; it goes through the helper and lasts until the file system is mounted again.</source>
        <translation>Affiche le changement dans la fenêtre pour confirmation ; il passe par l’assistant et dure jusqu’au prochain montage du système de fichiers.</translation>
    </message>
    <message>
        <source>File to read</source>
        <translation>Fichier à lire</translation>
    </message>
    <message>
        <source>%1 is on %2, not on %3: pick a file of the selected mount</source>
        <translation>%1 est sur %2, pas sur %3 : choisissez un fichier du montage sélectionné</translation>
    </message>
    <message>
        <source>Run %1 of %2: readahead %3, %4 of %5 read</source>
        <translation>Essai %1 sur %2 : lecture anticipée %3, %4 lus sur %5</translation>
    </message>
    <message>
        <source>The readahead is back at %1.</source>
        <translation>La lecture anticipée est revenue à %1.</translation>
    </message>
    <message>
        <source>The readahead could not be put back to %1.</source>
        <translation>La lecture anticipée n’a pas pu revenir à %1.</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>Arrêté. %1</translation>
    </message>
    <message>
        <source>The measurement failed: %1 %2</source>
        <translation>La mesure a échoué : %1 %2</translation>
    </message>
    <message>
        <source>Knee: %1 at %2, the smallest value within 5 % of the best (%3 at %4): more readahead than the knee gains little. %5</source>
        <translation>Coude : %1 à %2, la plus petite valeur à moins de 5 % de la meilleure (%3 à %4) : plus de lecture anticipée que le coude gagne peu. %5</translation>
    </message>
    <message>
        <source>Apply b&amp;est…</source>
        <translation>Appliquer le meil&amp;leur…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Fe&amp;rmer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo&lt;/b&gt;: the demo&apos;s mounts are simulated, so nothing is read from a server. Each run takes as long, and makes as many READs, as the demo&apos;s model of an NFS client gives at each readahead value; the file below stands for a large file of the mount. The readahead from before comes back at the end.</source>
        <translation>&lt;b&gt;Démo&lt;/b&gt; : les montages de la démo sont simulés, rien n’est donc lu depuis un serveur. Chaque essai dure aussi longtemps, et fait autant de READ, que le modèle de client NFS de la démo le donne pour chaque valeur de lecture anticipée ; le fichier ci-dessous tient lieu de gros fichier du montage. La lecture anticipée d’avant revient à la fin.</translation>
    </message>
    <message>
        <source>Reads of %1 are larger than a readahead of %2: the kernel reads at least what a call asks for, so values up to it measure alike.</source>
        <translation>Des lectures de %1 dépassent un readahead de %2 : le noyau lit au moins ce qu’un appel demande, donc les valeurs jusque-là mesurent pareil.</translation>
    </message>
    <message>
        <source>Give two values or more: the knee is the smallest of them within 5 % of the best.</source>
        <translation>Donnez deux valeurs ou plus : le coude est la plus petite d’entre elles à moins de 5 % de la meilleure.</translation>
    </message>
    <message>
        <source>MB/s while reading the file</source>
        <translation>Mo/s en lisant le fichier</translation>
    </message>
    <message>
        <source>These are MB/s while Measure… read the file, cold, in its own calls: the advice and Tune… judge what the applications read, so their figures for a value differ.</source>
        <translation>Ce sont des Mo/s pendant que Mesurer… lisait le fichier, à froid, avec ses propres appels : le conseil et Ajuster… jugent ce que lisent les applications, leurs chiffres pour une valeur diffèrent donc.</translation>
    </message>
    <message>
        <source>Give two values or more that measure apart: at least one above %1.</source>
        <translation>Donnez deux valeurs ou plus qui se mesurent différemment : au moins une au-dessus de %1.</translation>
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
        <translation>Lecture
anticipée</translation>
    </message>
    <message>
        <source>On next mount</source>
        <translation>Au prochain
montage</translation>
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
        <translation>Taille moy.
READ</translation>
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
        <source>No [nfsrahead] setting: nfsrahead writes its built-in 128 KiB</source>
        <translation>Aucun réglage [nfsrahead] : nfsrahead écrit ses 128 Kio par défaut</translation>
    </message>
    <message>
        <source>%1 mounted from %2 (NFS %3, %4, %5)</source>
        <translation>%1 monté depuis %2 (NFS %3, %4, %5)</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <source>Bind mount</source>
        <translation>Montage bind</translation>
    </message>
    <message>
        <source>nconnect</source>
        <translation>nconnect</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocole</translation>
    </message>
    <message>
        <source>Bytes per READ RPC lately (READ and READ_PLUS): when it sits at the readahead size, readahead limits reads</source>
        <translation>Octets par RPC READ récemment (READ et READ_PLUS) : quand la valeur égale la lecture anticipée, celle-ci limite les lectures</translation>
    </message>
    <message>
        <source>A bind mount of a folder inside an NFS mount (mountinfo&apos;s root is not /). A bind mount of a whole mount looks like a second mount of the export: both share the BDI</source>
        <translation>Un montage bind d’un dossier à l’intérieur d’un montage NFS (la racine dans mountinfo n’est pas /). Un montage bind d’un montage entier ressemble à un second montage de l’export : les deux partagent le BDI</translation>
    </message>
    <message>
        <source>TCP connections to the server (nconnect=), when set</source>
        <translation>Connexions TCP vers le serveur (nconnect=), si défini</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>Shared: %1 is one superblock with %2, so they share this BDI and its readahead; a change applies to all of them.</source>
        <translation>Partagé : %1 ne forme qu’un superbloc avec %2, ils partagent donc ce BDI et sa lecture anticipée ; une modification s’applique à tous.</translation>
    </message>
    <message>
        <source>From [nfsrahead] %1 at %2</source>
        <translation>D’après [nfsrahead] %1 en %2</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What the readahead advisor says from the last minute of reads: raise, lower or keep, and to what. The Readahead page says why</source>
        <translation>Ce que conseille l&apos;outil d&apos;après la dernière minute de lectures : augmenter, diminuer ou garder, et à quelle valeur. La page Readahead dit pourquoi</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Augmenter à %1</translation>
    </message>
    <message>
        <source>Lower to %1</source>
        <translation>Diminuer à %1</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation>Pas assez de données</translation>
    </message>
    <message>
        <source>From the [nfs-tuner] rule %1 at %2 (nfs-tuner-rahead sets it after nfsrahead)</source>
        <translation>De la règle [nfs-tuner] %1 en %2 (nfs-tuner-rahead l’applique après nfsrahead)</translation>
    </message>
    <message>
        <source>The [nfs-tuner] rule %1 at %2 will not apply: %3</source>
        <translation>La règle [nfs-tuner] %1 en %2 ne s’appliquera pas : %3</translation>
    </message>
    <message>
        <source>Nothing sets it when the mount appears: the kernel gives a new NFS mount %1.</source>
        <translation>Rien ne la règle quand le montage apparaît : le noyau donne %1 à un nouveau montage NFS.</translation>
    </message>
    <message>
        <source>[nfsrahead] %1 at %2 (%3) will not apply: %4</source>
        <translation>[nfsrahead] %1 en %2 (%3) ne s’appliquera pas : %4</translation>
    </message>
    <message>
        <source>What applications read and wrote per second of the clock (MB/s = 10^6 bytes/s). The advice and Tune… count only the seconds in which the mount was reading (MB/s while reading), Measure… its own reads of a file: their figures run higher when applications pause.</source>
        <translation>Ce que les applications ont lu et écrit par seconde d’horloge (Mo/s = 10^6 octets/s). Le conseil et Ajuster… ne comptent que les secondes où le montage lisait (Mo/s en lecture), Mesurer… ses propres lectures d’un fichier : leurs chiffres sont plus hauts quand les applications marquent des pauses.</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>What limits the mount, from the kernel&apos;s counters of the last 10 s: the round trip, the server, the slots, losses, metadata, the application or the page cache. The Diagnosis page says why and what to change</source>
        <translation>Ce qui limite le montage, d’après les compteurs du noyau des 10 dernières secondes : l’aller-retour, le serveur, les emplacements, les pertes, les métadonnées, l’application ou le cache de pages. La page Diagnostic dit pourquoi et quoi changer</translation>
    </message>
</context>
<context>
    <name>nfstuner::MountWritesChart</name>
    <message>
        <source>The selected mount&apos;s writes and WRITE round trips</source>
        <translation>Écritures et allers-retours WRITE du montage sélectionné</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Écriture Mo/s</translation>
    </message>
    <message>
        <source>WRITE RTT (ms)</source>
        <translation>RTT WRITE (ms)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>Mo/s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Write MB/s (select a mount)</source>
        <translation>Écriture Mo/s (choisissez un montage)</translation>
    </message>
    <message>
        <source>Write MB/s of %1</source>
        <translation>Écriture Mo/s de %1</translation>
    </message>
</context>
<context>
    <name>nfstuner::PersistentSettingsPage</name>
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
        <source>File to save in</source>
        <translation>Fichier où enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;in:</source>
        <translation>Enre&amp;gistrer dans :</translation>
    </message>
    <message>
        <source>Changes to be saved</source>
        <translation>Modifications à enregistrer</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Enreg&amp;istrer</translation>
    </message>
    <message>
        <source>Writes the file through the privileged helper; only the lines shown change.</source>
        <translation>Écrit le fichier via l’assistant privilégié ; seules les lignes affichées changent.</translation>
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
        <source>Read, in this order (later ones win): %1</source>
        <translation>Lus dans cet ordre (les suivants l’emportent) : %1</translation>
    </message>
    <message>
        <source>No changes to %1.</source>
        <translation>Aucune modification de %1.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>Applying to mounted file systems…</source>
        <translation>Application aux systèmes de fichiers montés…</translation>
    </message>
    <message>
        <source>NFSv&amp;3 mounts (nfs)</source>
        <translation>Montages NFSv&amp;3 (nfs)</translation>
    </message>
    <message>
        <source>NFSv&amp;4 mounts (nfs4)</source>
        <translation>Montages NFSv&amp;4 (nfs4)</translation>
    </message>
    <message>
        <source>Any &amp;other (default)</source>
        <translation>&amp;Tous les autres (default)</translation>
    </message>
    <message>
        <source>Readahead for %1</source>
        <translation>Lecture anticipée pour %1</translation>
    </message>
    <message>
        <source>Relo&amp;ad</source>
        <translation>Rec&amp;harger</translation>
    </message>
    <message>
        <source>Apply to mounted &amp;now…</source>
        <translation>Appliq&amp;uer maintenant aux montages…</translation>
    </message>
    <message>
        <source>%1 (new drop-in, read last)</source>
        <translation>%1 (nouveau fichier complémentaire, lu en dernier)</translation>
    </message>
    <message>
        <source>Filled in from the live change. Check the change below, then Save.</source>
        <translation>Rempli d’après le changement en direct. Vérifiez la modification ci-dessous, puis enregistrez.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Save or reload your edits first: this applies the saved settings.</source>
        <translation>Enregistrez ou rechargez d’abord vos modifications : ceci applique les réglages enregistrés.</translation>
    </message>
    <message>
        <source>Shows which mounted BDIs would change from what to what; nothing changes until you confirm.</source>
        <translation>Montre quels BDI montés changeraient, de quoi à quoi ; rien ne change avant votre confirmation.</translation>
    </message>
    <message>
        <source>%1 changed since it was shown. Press Reload to see it as it is now, then save again.</source>
        <translation>%1 a changé depuis son affichage. Appuyez sur Recharger pour le voir tel qu’il est, puis enregistrez à nouveau.</translation>
    </message>
    <message>
        <source>Saved %1. New mounts will get these values; &quot;Apply to mounted now&quot; sets the mounted ones.</source>
        <translation>%1 enregistré. Les nouveaux montages recevront ces valeurs ; « Appliquer maintenant aux montages » règle ceux déjà montés.</translation>
    </message>
    <message>
        <source>Apply the persistent settings to mounted file systems</source>
        <translation>Appliquer les réglages permanents aux systèmes de fichiers montés</translation>
    </message>
    <message numerus="yes">
        <source>Applied to %n BDI(s). The Changes page can undo it.</source>
        <translation>
            <numerusform>Appliqué à %n BDI. La page Modifications peut l’annuler.</numerusform>
            <numerusform>Appliqué à %n BDI. La page Modifications peut l’annuler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n BDI(s) could not be set.</source>
        <translation>
            <numerusform>%n BDI n’a pas pu être réglé.</numerusform>
            <numerusform>%n BDI n’ont pas pu être réglés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per export, server or mount point ([nfs-tuner] rules)</source>
        <translation>Par export, serveur ou point de montage (règles [nfs-tuner])</translation>
    </message>
    <message>
        <source>When a mount appears, nfs-tuner-rahead (udev) sets the value of the most specific rule that matches it: mount point, then export, then server. Without one, nfsrahead&apos;s value above stands.</source>
        <translation>Quand un montage apparaît, nfs-tuner-rahead (udev) applique la valeur de la règle la plus précise qui lui correspond : point de montage, puis export, puis serveur. Sans règle, la valeur de nfsrahead ci-dessus reste.</translation>
    </message>
    <message>
        <source>%1 (new file, read before the drop-ins)</source>
        <translation>%1 (nouveau fichier, lu avant les drop-ins)</translation>
    </message>
    <message>
        <source>%1 (new drop-in, read before %2)</source>
        <translation>%1 (nouveau drop-in, lu avant %2)</translation>
    </message>
    <message>
        <source>%1 Nothing here can be edited or saved; the settings are shown as the files say.</source>
        <translation>%1 Rien ici ne peut être modifié ni enregistré ; les réglages sont affichés tels que les fichiers les donnent.</translation>
    </message>
    <message>
        <source>Reload shows the files as they are and drops your edits, which are not saved. Press Reload again to drop them, or Save them first.</source>
        <translation>Recharger montre les fichiers tels qu’ils sont et abandonne vos modifications, qui ne sont pas enregistrées. Appuyez de nouveau sur Recharger pour les abandonner, ou enregistrez-les d’abord.</translation>
    </message>
    <message>
        <source>Saved %1, but new mounts will not get these values: %2 &quot;Apply to mounted now&quot; sets the mounted ones.</source>
        <translation>%1 enregistré, mais les nouveaux montages n’auront pas ces valeurs : %2 « Appliquer maintenant aux montages » règle ceux déjà montés.</translation>
    </message>
    <message>
        <source>Not applied when a mount appears: %1</source>
        <translation>Non appliqué quand un montage apparaît : %1</translation>
    </message>
    <message numerus="yes">
        <source>Filled in %n key(s) from the live change; those wider than a mount point (%1) also decide mounts that appear later. Check the change below, then Save.</source>
        <translation>
            <numerusform>%n clé remplie d’après le changement en direct ; celles plus larges qu’un point de montage (%1) décident aussi des montages qui apparaîtront plus tard. Vérifiez la modification ci-dessous, puis enregistrez.</numerusform>
            <numerusform>%n clés remplies d’après le changement en direct ; celles plus larges qu’un point de montage (%1) décident aussi des montages qui apparaîtront plus tard. Vérifiez la modification ci-dessous, puis enregistrez.</numerusform>
        </translation>
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
        <translation>Valeur par défaut du no&amp;yau (128 Kio)</translation>
    </message>
    <message>
        <source>Custom readahead</source>
        <translation>Lecture anticipée personnalisée</translation>
    </message>
    <message>
        <source>Apply to</source>
        <translation>Appliquer à</translation>
    </message>
    <message>
        <source>Applying</source>
        <translation>Application en cours</translation>
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
        <source>&amp;15 × rsize, the pre-5.4 default</source>
        <translation>&amp;15 × rsize, la valeur par défaut d’avant 5.4</translation>
    </message>
    <message>
        <source>&amp;Custom:</source>
        <translation>&amp;Valeur propre :</translation>
    </message>
    <message>
        <source>&amp;Apply…</source>
        <translation>Appli&amp;quer…</translation>
    </message>
    <message>
        <source>Shows which BDIs change from what to what; nothing changes until you confirm. The change goes through the privileged helper (you may be asked for a password) and lasts until the file system is mounted again.</source>
        <translation>Montre quels BDI changent, de quoi à quoi ; rien ne change avant votre confirmation. La modification passe par l’assistant privilégié (un mot de passe peut être demandé) et dure jusqu’au prochain montage du système de fichiers.</translation>
    </message>
    <message>
        <source>Results per BDI</source>
        <translation>Résultats par BDI</translation>
    </message>
    <message>
        <source>&amp;Undo this change…</source>
        <translation>Annuler ce c&amp;hangement…</translation>
    </message>
    <message>
        <source>Puts back the values from before this change (after a preview).</source>
        <translation>Remet les valeurs d’avant ce changement (après un aperçu).</translation>
    </message>
    <message>
        <source>Keep after re&amp;boot…</source>
        <translation>&amp;Garder après redémarrage…</translation>
    </message>
    <message>
        <source>No mount selected: select mounts in the table, or apply to every NFS mount.</source>
        <translation>Aucun montage choisi : choisissez des montages dans le tableau, ou appliquez à tous les montages NFS.</translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s) selected</source>
        <translation>
            <numerusform>%n montage choisi</numerusform>
            <numerusform>%n montages choisis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n BDI(s).</source>
        <translation>
            <numerusform>sur %n BDI.</numerusform>
            <numerusform>sur %n BDI.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;15 × rsize, the pre-5.4 default (per mount)</source>
        <translation>&amp;15 × rsize, la valeur par défaut d’avant 5.4 (par montage)</translation>
    </message>
    <message numerus="yes">
        <source>Selected mou&amp;nts (%n BDI(s))</source>
        <translation>
            <numerusform>&amp;Montages sélectionnés (%n BDI)</numerusform>
            <numerusform>&amp;Montages sélectionnés (%n BDI)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every NFS m&amp;ount (%n BDI(s))</source>
        <translation>
            <numerusform>To&amp;us les montages NFS (%n BDI)</numerusform>
            <numerusform>To&amp;us les montages NFS (%n BDI)</numerusform>
        </translation>
    </message>
    <message>
        <source>Set readahead</source>
        <translation>Régler la lecture anticipée</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annulation : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n BDI(s) could not be changed; the others were.</source>
        <translation>
            <numerusform>%n BDI n’a pas pu être modifié ; les autres l’ont été.</numerusform>
            <numerusform>%n BDI n’ont pas pu être modifiés ; les autres l’ont été.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 mounts got different values, and nfsrahead keeps one value per NFS version: choose one on the Persistent settings page.</source>
        <translation>Les montages %1 ont reçu des valeurs différentes, et nfsrahead garde une valeur par version de NFS : choisissez-en une dans la page Réglages permanents.</translation>
    </message>
    <message>
        <source>Mea&amp;sure…</source>
        <translation>Mesurer le déb&amp;it…</translation>
    </message>
    <message>
        <source>Measures read throughput of a large file of the selected mount at several readahead values, and shows which is enough.</source>
        <translation>Mesure le débit de lecture d’un grand fichier du montage sélectionné à plusieurs valeurs de lecture anticipée, et montre laquelle suffit.</translation>
    </message>
    <message>
        <source>Apply the measured knee</source>
        <translation>Appliquer le coude mesuré</translation>
    </message>
    <message>
        <source>Fills in the persistent settings (a rule per mount in nfs.conf) that give new mounts these values; you review and save them there.</source>
        <translation>Remplit les réglages permanents (une règle par montage dans nfs.conf) qui donnent ces valeurs aux nouveaux montages ; vous les vérifiez et les enregistrez là.</translation>
    </message>
    <message>
        <source>E&amp;xtend the rule to them…</source>
        <translation>É&amp;tendre la règle à eux…</translation>
    </message>
    <message>
        <source>%1 (now %2, next mount %3)</source>
        <translation>%1 (maintenant %2, prochain montage %3)</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message numerus="yes">
        <source>No rule can name only the changed mounts. %1 would also decide the next mount of %n other mount(s): %2. Extend it to them, or keep nothing after a reboot.</source>
        <translation>
            <numerusform>Aucune règle ne peut nommer seulement les montages modifiés. %1 déciderait aussi du prochain montage de %n autre montage : %2. Étendez-la à lui, ou ne gardez rien après un redémarrage.</numerusform>
            <numerusform>Aucune règle ne peut nommer seulement les montages modifiés. %1 déciderait aussi du prochain montage de %n autres montages : %2. Étendez-la à eux, ou ne gardez rien après un redémarrage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tune b&amp;y measuring…</source>
        <translation>A&amp;juster en mesurant…</translation>
    </message>
    <message>
        <source>A change is waiting or being made: Tune… can start once it is done.</source>
        <translation>Un changement attend ou est en cours : Régler… pourra commencer ensuite.</translation>
    </message>
    <message>
        <source>Select the mount to tune in the table.</source>
        <translation>Choisissez le montage à régler dans le tableau.</translation>
    </message>
    <message>
        <source>Tune: keep the knee</source>
        <translation>Réglage : garder le coude</translation>
    </message>
    <message>
        <source>Tunes the selected mount&apos;s readahead on the reads it has now: value after value, measured, until more stops paying.</source>
        <translation>Règle la lecture anticipée du montage choisi sur ses lectures actuelles : valeur après valeur, mesurée, jusqu’à ce que plus ne paie plus.</translation>
    </message>
    <message>
        <source>The next mount of each changed mount gets these values already (see &quot;On next mount&quot;): nothing to keep.</source>
        <translation>Le prochain montage de chaque montage modifié reçoit déjà ces valeurs (voir « Au prochain montage ») : rien à conserver.</translation>
    </message>
    <message>
        <source>Ad&amp;just the write-back limit by measuring…</source>
        <translation>Ajuster la limite d’&amp;écriture différée en mesurant…</translation>
    </message>
    <message>
        <source>Write tune: set the knee</source>
        <translation>Réglage de l’écriture : régler le coude</translation>
    </message>
    <message>
        <source>Tunes the client&apos;s write-back limit (every NFS mount&apos;s) on what the selected mount writes now: larger value after larger value, measured, until more stops paying.</source>
        <translation>Ajuste la limite d’écriture différée du client (celle de chaque montage NFS) sur ce que le montage choisi écrit maintenant : valeur plus grande après valeur plus grande, mesurée, jusqu’à ce que plus ne rapporte plus.</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadField</name>
    <message>
        <source>KiB</source>
        <translation>Kio</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>Mio</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Unit of %1</source>
        <translation>Unité de %1</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadRulesTable</name>
    <message>
        <source>Mount point</source>
        <translation>Point de montage</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Readahead rules</source>
        <translation>Règles de lecture anticipée</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>S&apos;applique à</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>Kio</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Decides the next mount of</source>
        <translation>Décide du prochain montage de</translation>
    </message>
    <message>
        <source>Add for the sele&amp;cted mount</source>
        <translation>A&amp;jouter pour le montage sélectionné</translation>
    </message>
    <message>
        <source>Remove r&amp;ule</source>
        <translation>Enle&amp;ver la règle</translation>
    </message>
    <message>
        <source>overrides %1 at %2</source>
        <translation>remplace %1 dans %2</translation>
    </message>
    <message>
        <source>ignored: %1</source>
        <translation>ignorée : %1</translation>
    </message>
    <message>
        <source>no mount now</source>
        <translation>aucun montage pour l&apos;instant</translation>
    </message>
    <message>
        <source>Select a mount in the table first.</source>
        <translation>Sélectionnez d&apos;abord un montage dans le tableau.</translation>
    </message>
    <message>
        <source>Adds a rule for %1, its export or its server.</source>
        <translation>Ajoute une règle pour %1, son export ou son serveur.</translation>
    </message>
    <message>
        <source>No rule key can name %1: keys take letters, digits and . _ : / @ + - only.</source>
        <translation>Aucune clé de règle ne peut nommer %1 : les clés n&apos;acceptent que lettres, chiffres et . _ : / @ + -.</translation>
    </message>
    <message>
        <source>Rule key</source>
        <translation>Clé de la règle</translation>
    </message>
    <message>
        <source>KiB, or with a unit: 16M, 1G. Saved as plain KiB.</source>
        <translation>Kio, ou avec une unité : 16M, 1G. Enregistré en Kio.</translation>
    </message>
    <message>
        <source>new, not saved</source>
        <translation>nouvelle, non enregistrée</translation>
    </message>
    <message>
        <source>not a rule</source>
        <translation>pas une règle</translation>
    </message>
    <message>
        <source>%1 is an [nfsrahead] key: set it above, not as a rule</source>
        <translation>%1 est une clé de [nfsrahead] : réglez-la plus haut, pas comme règle</translation>
    </message>
    <message>
        <source>%1 has two rows (keys are compared without case)</source>
        <translation>%1 a deux lignes (les clés sont comparées sans tenir compte de la casse)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>no mount now, and nothing here applies rules when a mount appears</source>
        <translation>aucun montage maintenant, et rien ici n’applique les règles quand un montage apparaît</translation>
    </message>
    <message>
        <source>%1, but nothing here applies rules when a mount appears</source>
        <translation>%1, mais rien ici n’applique les règles quand un montage apparaît</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadSweep</name>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>the readahead from before (%1 KiB) could not be put back: %2</source>
        <translation>la lecture anticipée d’avant (%1 Kio) n’a pas pu être rétablie : %2</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReaderMonitor</name>
    <message>
        <source>%1 is not an NFS mount.</source>
        <translation>%1 n&apos;est pas un montage NFS.</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadersModel</name>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>séquentiel</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mixte</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation> (+%1 autres)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>A share: this process also read elsewhere, or with pread, whose reads are placed by the mount&apos;s own counters.</source>
        <translation>Une part : ce processus a aussi lu ailleurs, ou avec pread, dont les lectures sont réparties selon les compteurs propres du montage.</translation>
    </message>
    <message>
        <source>Not counted: this kernel does not count NFS readahead in read_bytes, or it is not known yet (see docs/KERNELS.md).</source>
        <translation>Non compté : ce noyau ne compte pas la lecture anticipée NFS dans read_bytes, ou ce n&apos;est pas encore connu (voir docs/KERNELS.md).</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Lecture Mo/s</translation>
    </message>
    <message>
        <source>Calls/s</source>
        <translation>Appels/s</translation>
    </message>
    <message>
        <source>KiB/call</source>
        <translation>Kio/appel</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>Fetched MB/s</source>
        <translation>Chargé Mo/s</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadersPage</name>
    <message>
        <source>Other users&apos; processes are theirs: the helper shows them once an administrator allows it.</source>
        <translation>Les processus des autres utilisateurs leur appartiennent : l&apos;assistant les montre dès qu&apos;un administrateur l&apos;autorise.</translation>
    </message>
    <message>
        <source>Processes reading the mount</source>
        <translation>Processus qui lisent le montage</translation>
    </message>
    <message>
        <source>Not allowed to see other users&apos; processes: showing yours.</source>
        <translation>Voir les processus des autres utilisateurs n&apos;est pas autorisé : les vôtres sont montrés.</translation>
    </message>
    <message>
        <source>Select a mount to see who reads it.</source>
        <translation>Sélectionnez un montage pour voir qui le lit.</translation>
    </message>
    <message>
        <source>Looking at %1: the figures come with the next sample.</source>
        <translation>Observation de %1 : les chiffres viennent avec la prochaine mesure.</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) with files open on %1, reading %2 MB/s</source>
        <translation>
            <numerusform>%n processus avec des fichiers ouverts sur %1, lisant %2 Mo/s</numerusform>
            <numerusform>%n processus avec des fichiers ouverts sur %1, lisant %2 Mo/s</numerusform>
        </translation>
    </message>
    <message>
        <source> (every user&apos;s).</source>
        <translation> (de tous les utilisateurs).</translation>
    </message>
    <message>
        <source> (yours only).</source>
        <translation> (les vôtres seulement).</translation>
    </message>
    <message>
        <source>Read MB/s and calls come from the files&apos; positions and each process&apos;s counters; ~ marks a share (the process also read elsewhere, or with pread). </source>
        <translation>Lecture Mo/s et appels viennent des positions des fichiers et des compteurs de chaque processus ; ~ marque une part (le processus a aussi lu ailleurs, ou avec pread). </translation>
    </message>
    <message>
        <source>Fetched MB/s: not known yet whether this kernel counts NFS readahead.</source>
        <translation>Chargé Mo/s : on ne sait pas encore si ce noyau compte la lecture anticipée NFS.</translation>
    </message>
    <message>
        <source>More processes or files than one look takes: some are left out.</source>
        <translation>Plus de processus ou de fichiers qu&apos;un coup d&apos;œil n&apos;en prend : certains manquent.</translation>
    </message>
    <message>
        <source>Show every &amp;user&apos;s processes…</source>
        <translation>Montrer les processus de tous les &amp;utilisateurs…</translation>
    </message>
    <message>
        <source>PID, user, command, file…</source>
        <translation>PID, utilisateur, commande, fichier…</translation>
    </message>
    <message>
        <source>Filter the processes</source>
        <translation>Filtrer les processus</translation>
    </message>
    <message>
        <source>Fi&amp;nd:</source>
        <translation>Che&amp;rcher :</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadersService</name>
    <message>
        <source>%1 (pid %2, %3)</source>
        <translation>%1 (pid %2, %3)</translation>
    </message>
</context>
<context>
    <name>nfstuner::SweepChart</name>
    <message>
        <source>Read throughput against readahead</source>
        <translation>Débit de lecture selon la lecture anticipée</translation>
    </message>
    <message>
        <source>Median MB/s</source>
        <translation>Médiane Mo/s</translation>
    </message>
    <message>
        <source>Knee</source>
        <translation>Coude</translation>
    </message>
    <message>
        <source>Readahead (KiB)</source>
        <translation>Lecture anticipée (Kio)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>Mo/s</translation>
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
        <source>Throughput chart</source>
        <translation>Graphique du débit</translation>
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
        <translation>Pér&amp;iode :</translation>
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
        <source>%1 since mount</source>
        <translation>%1 depuis le montage</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>%1 % of READs since mount</source>
        <translation>%1 % des READ depuis le montage</translation>
    </message>
    <message>
        <source>READ payload</source>
        <translation>Charge utile READ</translation>
    </message>
    <message>
        <source>WRITE payload</source>
        <translation>Charge utile WRITE</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>Mo/s</translation>
    </message>
    <message>
        <source>%1: readahead %2 → %3; read %4 in the 30 s before, %5 after</source>
        <translation>%1 : lecture anticipée %2 → %3 ; lu %4 dans les 30 s avant, %5 après</translation>
    </message>
    <message>
        <source>%1 of %2 READs since mount were READ_PLUS.</source>
        <translation>%1 des %2 READ depuis le montage étaient des READ_PLUS.</translation>
    </message>
    <message>
        <source>W&amp;ire level (READ/WRITE RPC payload)</source>
        <translation>Niveau &amp;réseau (charge utile des RPC READ/WRITE)</translation>
    </message>
    <message>
        <source>Wire MB/s</source>
        <translation>Mo/s réseau</translation>
    </message>
</context>
<context>
    <name>nfstuner::TimeSplitChart</name>
    <message>
        <source>Queued</source>
        <translation>En file</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Transfert</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Métadonnées</translation>
    </message>
    <message>
        <source>READ</source>
        <translation>READ</translation>
    </message>
    <message>
        <source>ms per op</source>
        <translation>ms par opération</translation>
    </message>
    <message>
        <source>Where each op&apos;s time goes</source>
        <translation>Où passe le temps de chaque opération</translation>
    </message>
</context>
<context>
    <name>nfstuner::TuneDialog</name>
    <message>
        <source>Tune readahead on %1</source>
        <translation>Régler la lecture anticipée de %1</translation>
    </message>
    <message>
        <source>&amp;Tune</source>
        <translation>Ré&amp;gler</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Stops and puts the readahead from before back.</source>
        <translation>Arrête et remet la lecture anticipée d’avant.</translation>
    </message>
    <message>
        <source>The trial&apos;s evidence</source>
        <translation>Les mesures de l’essai</translation>
    </message>
    <message>
        <source>MB/s while reading</source>
        <translation>Mo/s pendant la lecture</translation>
    </message>
    <message>
        <source>Measures the throughput of %1 on the reads it has now at one readahead value after another, in the order the advisor gives, and ends on the knee: the smallest value within 5 % of the best, never one that measured below the value set now. Each value is set for the time being: stop or close, and the value from before comes back. A file takes the readahead set when it is opened, so each value counts from the first file opened again.</source>
        <translation>Mesure le débit de %1 sur ses lectures actuelles à une valeur de lecture anticipée après l’autre, dans l’ordre du conseiller, et finit sur le coude : la plus petite valeur à moins de 5 % de la meilleure, jamais une qui a mesuré moins que la valeur actuelle. Chaque valeur est provisoire : arrêter ou fermer remet la valeur d’avant. Un fichier prend la lecture anticipée à son ouverture, chaque valeur compte donc à partir du premier fichier rouvert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo&lt;/b&gt;: the demo&apos;s reads are simulated, and so is what each readahead value gives them. </source>
        <translation>&lt;b&gt;Démo&lt;/b&gt; : les lectures de la démo sont simulées, tout comme ce que chaque valeur de lecture anticipée leur apporte. </translation>
    </message>
    <message>
        <source>Also on this BDI: %1. Its readahead changes too while this runs, and its reads count.</source>
        <translation>Aussi sur ce BDI : %1. Sa lecture anticipée change aussi pendant ce temps, et ses lectures comptent.</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Readahead</source>
        <translation>Lecture anticipée</translation>
    </message>
    <message>
        <source>READs</source>
        <translation>READ</translation>
    </message>
    <message>
        <source>Per READ</source>
        <translation>Par READ</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
    </message>
    <message>
        <source>Why this value</source>
        <translation>Pourquoi cette valeur</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Fe&amp;rmer</translation>
    </message>
    <message>
        <source>Closes; a value the tune holds goes back to the one from before.</source>
        <translation>Ferme ; une valeur que le réglage tient revient à celle d’avant.</translation>
    </message>
    <message>
        <source>Keeps the knee until the file system is mounted again: a change on the Changes page, which Undo takes back.</source>
        <translation>Garde le coude jusqu’au prochain montage du système de fichiers : un changement sur la page Changements, qu’Annuler défait.</translation>
    </message>
    <message>
        <source>Keep after re&amp;boot…</source>
        <translation>Conserver après re&amp;démarrage…</translation>
    </message>
    <message>
        <source>Keeps the knee, then fills in the persistent settings that give the mount it on the next mount too.</source>
        <translation>Garde le coude, puis remplit les réglages persistants qui le donnent aussi au montage au prochain montage.</translation>
    </message>
    <message>
        <source>The readahead is back at %1.</source>
        <translation>La lecture anticipée est revenue à %1.</translation>
    </message>
    <message>
        <source>Trial %1 of at most %2: %3. %4</source>
        <translation>Essai %1 sur %2 au plus : %3. %4</translation>
    </message>
    <message>
        <source>Trial %1 of at most %2, %3</source>
        <translation>Essai %1 sur %2 au plus, %3</translation>
    </message>
    <message>
        <source>%1: waiting for a file on the mount to be opened again.</source>
        <translation>%1 : en attente qu’un fichier du montage soit rouvert.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 s, %n READ(s), %3 so far.</source>
        <translation>
            <numerusform>%1 : %2 s, %n READ, %3 jusqu’ici.</numerusform>
            <numerusform>%1 : %2 s, %n READ, %3 jusqu’ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is set for the time being: keep it, or put %2 back.</source>
        <translation>%1 est réglé provisoirement : gardez-le, ou remettez %2.</translation>
    </message>
    <message>
        <source>&amp;Keep %1</source>
        <translation>&amp;Conserver %1</translation>
    </message>
    <message>
        <source>&amp;Put back %1</source>
        <translation>Re&amp;mettre %1</translation>
    </message>
    <message>
        <source>Sets %1 again, the value from before the tune.</source>
        <translation>Remet %1, la valeur d’avant le réglage.</translation>
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
    <name>nfstuner::WorkloadTuner</name>
    <message>
        <source>The value set now, %1: what every other value is measured against.</source>
        <translation>La valeur actuelle, %1 : chaque autre valeur se mesure à elle.</translation>
    </message>
    <message>
        <source>Stopped before the end; the readahead goes back to %1.</source>
        <translation>Arrêté avant la fin ; la lecture anticipée revient à %1.</translation>
    </message>
    <message>
        <source>%1 is no longer mounted: nothing to put back.</source>
        <translation>%1 n’est plus monté : rien à remettre.</translation>
    </message>
    <message>
        <source>Someone else set the readahead to %1 while the tune had %2: their value stays.</source>
        <translation>Quelqu’un d’autre a réglé la lecture anticipée à %1 pendant que le réglage avait %2 : sa valeur reste.</translation>
    </message>
    <message>
        <source>No READ for %1 s: the workload stopped. The readahead goes back to %2.</source>
        <translation>Aucun READ depuis %1 s : la charge s’est arrêtée. La lecture anticipée revient à %2.</translation>
    </message>
    <message>
        <source>While %1 was measured, the READ size or the pattern of the reads changed: another workload. The readahead goes back to %2.</source>
        <translation>Pendant la mesure de %1, la taille des READ ou le motif des lectures a changé : une autre charge. La lecture anticipée revient à %2.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n READ(s) in %1 s at %2: too little reading to measure. The readahead goes back to %3.</source>
        <translation>
            <numerusform>Seulement %n READ en %1 s à %2 : trop peu de lectures pour mesurer. La lecture anticipée revient à %3.</numerusform>
            <numerusform>Seulement %n READ en %1 s à %2 : trop peu de lectures pour mesurer. La lecture anticipée revient à %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1 READs averaged %2 and the reads were %3; at %4 they averaged %5 and were %6: another workload. The readahead goes back to %7.</source>
        <translation>À %1 les READ faisaient %2 en moyenne et les lectures étaient %3 ; à %4, %5 en moyenne et %6 : une autre charge. La lecture anticipée revient à %7.</translation>
    </message>
    <message>
        <source>%1 could not be set on %2: %3</source>
        <translation>%1 n’a pas pu être réglé sur %2 : %3</translation>
    </message>
    <message>
        <source>No file on %1 was closed for %2 s while READs went on: its readers keep their files open, and the kernel gives a file its readahead when it is opened, so a new value would not reach them. Start the tune before they open their files, or measure with Measure… instead.</source>
        <translation>Aucun fichier de %1 n’a été fermé pendant %2 s, alors que les READ continuaient : ses lecteurs gardent leurs fichiers ouverts, et le noyau donne sa lecture anticipée à un fichier à son ouverture, une nouvelle valeur ne les atteindrait donc pas. Lancez le réglage avant qu’ils ouvrent leurs fichiers, ou mesurez plutôt avec Mesurer le débit….</translation>
    </message>
</context>
<context>
    <name>nfstuner::WriteTuneDialog</name>
    <message>
        <source>Tune the write-back limit on %1</source>
        <translation>Ajuster la limite d’écriture différée sur %1</translation>
    </message>
    <message>
        <source>Tune even while &amp;other mounts write</source>
        <translation>Ajuster même si d’autres &amp;montages écrivent</translation>
    </message>
    <message>
        <source>Their writes get each trial value too, and change what it measures.</source>
        <translation>Leurs écritures reçoivent aussi chaque valeur d’essai, et changent ce qu’elle mesure.</translation>
    </message>
    <message>
        <source>&amp;Tune</source>
        <translation>&amp;Ajuster</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <source>Stops and puts the limit from before back.</source>
        <translation>Arrête et remet la limite d’avant.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Closes; a tune under way stops and puts the limit from before back.</source>
        <translation>Ferme ; un réglage en cours s’arrête et remet la limite d’avant.</translation>
    </message>
    <message>
        <source>Sets the knee until the next boot: a change on the Changes page, which Undo takes back.</source>
        <translation>Règle le coude jusqu’au prochain démarrage : un changement sur la page Changements, qu’Annuler reprend.</translation>
    </message>
    <message>
        <source>Measures what %1 sends to its server per second at the write-back limit set now, then at larger ones, each for a few seconds once it settled, and ends on the knee: the smallest limit within 5 % of the best, where it beat the limit set now. It never goes below that. Each value is set for the time being: stop or close, and the limit from before comes back.</source>
        <translation>Mesure ce que %1 envoie à son serveur par seconde à la limite d’écriture différée actuelle, puis à de plus grandes, chacune quelques secondes une fois stabilisée, et finit sur le coude : la plus petite limite à 5 % de la meilleure, là où elle a battu la limite actuelle. Il ne descend jamais en dessous. Chaque valeur est provisoire : arrêtez ou fermez, et la limite d’avant revient.</translation>
    </message>
    <message>
        <source>The limit is the client&apos;s: no other NFS mount has it now.</source>
        <translation>La limite est celle du client : aucun autre montage NFS ne l’a maintenant.</translation>
    </message>
    <message>
        <source>The limit is the client&apos;s: %1 get each trial value too. The tune does not start while one of them writes, unless you ask it to.</source>
        <translation>La limite est celle du client : %1 reçoivent aussi chaque valeur d’essai. Le réglage ne démarre pas tant que l’un d’eux écrit, sauf si vous le demandez.</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>MB/s sent</source>
        <translation>Mo/s envoyés</translation>
    </message>
    <message>
        <source>WRITEs</source>
        <translation>WRITE</translation>
    </message>
    <message>
        <source>COMMITs</source>
        <translation>COMMIT</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
    </message>
    <message>
        <source>Why this value</source>
        <translation>Pourquoi cette valeur</translation>
    </message>
    <message>
        <source>Trial %1 of at most %2: %3. %4</source>
        <translation>Essai %1 sur au plus %2 : %3. %4</translation>
    </message>
    <message>
        <source>Looking at what the mounts write…</source>
        <translation>Examen de ce qu’écrivent les montages…</translation>
    </message>
    <message>
        <source>The write-back limit is %1.</source>
        <translation>La limite d’écriture différée est %1.</translation>
    </message>
    <message>
        <source>S&amp;et %1</source>
        <translation>R&amp;égler %1</translation>
    </message>
    <message>
        <source>Keep after re&amp;boot…</source>
        <translation>&amp;Garder après redémarrage…</translation>
    </message>
    <message>
        <source>Fills in the knee on the Write-back page with Keep after reboot ticked: its Set sets it now and writes it to %1 for every boot.</source>
        <translation>Inscrit le coude sur la page Write-back avec « Garder après redémarrage » coché : son bouton Appliquer le règle tout de suite et l’écrit dans %1 pour chaque démarrage.</translation>
    </message>
</context>
<context>
    <name>nfstuner::WriteTuner</name>
    <message>
        <source>%1 is below the limit set now, %2: a write tune never goes below it, since that slows every NFS mount&apos;s write-back</source>
        <translation>%1 est sous la limite actuelle, %2 : un réglage de l’écriture ne descend jamais en dessous, car cela ralentit l’écriture différée de chaque montage NFS</translation>
    </message>
    <message>
        <source>Stopped before the end; the write-back limit goes back to %1.</source>
        <translation>Arrêté avant la fin ; la limite d’écriture différée revient à %1.</translation>
    </message>
    <message>
        <source>%1 is no longer mounted; the write-back limit goes back to %2.</source>
        <translation>%1 n’est plus monté ; la limite d’écriture différée revient à %2.</translation>
    </message>
    <message>
        <source>Someone else set the write-back limit to %1 meanwhile: their value stays, and the tune stops.</source>
        <translation>Quelqu’un d’autre a réglé la limite d’écriture différée à %1 entre-temps : sa valeur reste, et le réglage s’arrête.</translation>
    </message>
    <message>
        <source>Nothing writes to %1 now (%2 in %3 s): start the writing workload, then tune. Nothing was changed.</source>
        <translation>Rien n’écrit sur %1 maintenant (%2 en %3 s) : lancez la charge qui écrit, puis ajustez. Rien n’a été changé.</translation>
    </message>
    <message>
        <source>nfs_congestion_kb is one value for every NFS mount, and other mounts write now: %1. Their writes would change under each trial value and change what it measures; nothing was changed (--despite-other-writers tunes anyway).</source>
        <translation>nfs_congestion_kb est une seule valeur pour chaque montage NFS, et d’autres montages écrivent maintenant : %1. Leurs écritures changeraient sous chaque valeur d’essai et changeraient ce qu’elle mesure ; rien n’a été changé (--despite-other-writers ajuste quand même).</translation>
    </message>
    <message>
        <source>other NFS mounts write now: %1</source>
        <translation>d’autres montages NFS écrivent maintenant : %1</translation>
    </message>
    <message>
        <source>Nothing was written to %1 for %2 s: the workload stopped; the write-back limit goes back to %3.</source>
        <translation>Rien n’a été écrit sur %1 pendant %2 s : la charge s’est arrêtée ; la limite d’écriture différée revient à %3.</translation>
    </message>
</context>
<context>
    <name>nfstuner::WritebackChart</name>
    <message>
        <source>Write-back in flight against the limit</source>
        <translation>Écriture différée en cours face à la limite</translation>
    </message>
    <message>
        <source>Writeback</source>
        <translation>Writeback</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Dirty</translation>
    </message>
    <message>
        <source>Limit (nfs_congestion_kb)</source>
        <translation>Limite (nfs_congestion_kb)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>Mio</translation>
    </message>
</context>
<context>
    <name>nfstuner::WritebackPage</name>
    <message>
        <source>%1 (%2 KiB)</source>
        <translation>%1 (%2 Kio)</translation>
    </message>
    <message>
        <source>Limit now:</source>
        <translation>Limite actuelle :</translation>
    </message>
    <message>
        <source>Kernel default here:</source>
        <translation>Défaut du noyau ici :</translation>
    </message>
    <message>
        <source>At boot:</source>
        <translation>Au démarrage :</translation>
    </message>
    <message>
        <source>In flight now:</source>
        <translation>En cours :</translation>
    </message>
    <message>
        <source>KiB, or 1G</source>
        <translation>Kio, ou 1G</translation>
    </message>
    <message>
        <source>New write-back limit</source>
        <translation>Nouvelle limite d’écriture différée</translation>
    </message>
    <message>
        <source>&amp;New limit:</source>
        <translation>Nou&amp;velle limite :</translation>
    </message>
    <message>
        <source>&amp;Keep after reboot</source>
        <translation>&amp;Garder après redémarrage</translation>
    </message>
    <message>
        <source>Also write it to %1, which systemd-sysctl applies at boot.</source>
        <translation>L’écrire aussi dans %1, que systemd-sysctl applique au démarrage.</translation>
    </message>
    <message>
        <source>&amp;Set limit</source>
        <translation>Appli&amp;quer la limite</translation>
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
        <translation>Période des graphiques</translation>
    </message>
    <message>
        <source>Mounts that wrote in the last minute</source>
        <translation>Montages ayant écrit dans la dernière minute</translation>
    </message>
    <message>
        <source>Mount point</source>
        <translation>Point de montage</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>WRITE/s</source>
        <translation>WRITE/s</translation>
    </message>
    <message>
        <source>Per WRITE</source>
        <translation>Par WRITE</translation>
    </message>
    <message>
        <source>wsize</source>
        <translation>wsize</translation>
    </message>
    <message>
        <source>COMMIT/s</source>
        <translation>COMMIT/s</translation>
    </message>
    <message>
        <source>WRITE RTT</source>
        <translation>RTT WRITE</translation>
    </message>
    <message>
        <source>WRITE exec</source>
        <translation>Exéc. WRITE</translation>
    </message>
    <message>
        <source>Time from queueing a WRITE to its reply, on average</source>
        <translation>Temps de la mise en file d’un WRITE à sa réponse, en moyenne</translation>
    </message>
    <message>
        <source>%1, for %2 of memory (16 × √pages, at most 256 MiB)</source>
        <translation>%1, pour %2 de mémoire (16 × √pages, au plus 256 Mio)</translation>
    </message>
    <message>
        <source>unknown: /proc/meminfo cannot be read</source>
        <translation>inconnu : /proc/meminfo illisible</translation>
    </message>
    <message>
        <source>%1, from %2 line %3</source>
        <translation>%1, de %2 ligne %3</translation>
    </message>
    <message>
        <source>not set: boot keeps the kernel&apos;s default</source>
        <translation>non réglée : le démarrage garde le défaut du noyau</translation>
    </message>
    <message>
        <source>That is the limit now.</source>
        <translation>C’est la limite actuelle.</translation>
    </message>
    <message>
        <source>Sets fs.nfs.nfs_congestion_kb from %1 to %2 KiB now, and in %3 for every boot.</source>
        <translation>Règle fs.nfs.nfs_congestion_kb de %1 à %2 Kio maintenant, et dans %3 pour chaque démarrage.</translation>
    </message>
    <message>
        <source>Sets fs.nfs.nfs_congestion_kb from %1 to %2 KiB now, until the next boot.</source>
        <translation>Règle fs.nfs.nfs_congestion_kb de %1 à %2 Kio maintenant, jusqu’au prochain démarrage.</translation>
    </message>
    <message>
        <source>Setting…</source>
        <translation>Réglage…</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Non modifiée : %1</translation>
    </message>
    <message>
        <source>fs.nfs.nfs_congestion_kb: %1 → %2 KiB.</source>
        <translation>fs.nfs.nfs_congestion_kb : %1 → %2 Kio.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>%1 Not saved: %2</source>
        <translation>%1 Non enregistrée : %2</translation>
    </message>
    <message>
        <source>%1 Saved in %2.</source>
        <translation>%1 Enregistrée dans %2.</translation>
    </message>
    <message>
        <source>Writeback %1 (%2 % of the limit), Dirty %3</source>
        <translation>Writeback %1 (%2 % de la limite), Dirty %3</translation>
    </message>
    <message>
        <source>Writeback %1, Dirty %2</source>
        <translation>Writeback %1, Dirty %2</translation>
    </message>
    <message>
        <source>No mount wrote in the last minute.</source>
        <translation>Aucun montage n’a écrit dans la dernière minute.</translation>
    </message>
    <message>
        <source>Mounts that wrote in the last minute:</source>
        <translation>Montages ayant écrit dans la dernière minute :</translation>
    </message>
    <message>
        <source>Nothing to advise: the limit did not hold writes back in the last minute, and no mount wrote in small pieces or committed often.</source>
        <translation>Rien à conseiller : la limite n’a pas freiné d’écriture dans la dernière minute, et aucun montage n’a écrit par petits morceaux ni validé souvent.</translation>
    </message>
    <message>
        <source>Take the pr&amp;oposal: %1</source>
        <translation>Prendre la pr&amp;oposition : %1</translation>
    </message>
    <message>
        <source>Ch&amp;arts show:</source>
        <translation>Grap&amp;hiques sur :</translation>
    </message>
    <message>
        <source>Set the write-back limit</source>
        <translation>Régler la limite d’écriture différée</translation>
    </message>
    <message>
        <source>fs.nfs.nfs_congestion_kb is %1 KiB already.</source>
        <translation>fs.nfs.nfs_congestion_kb vaut déjà %1 Kio.</translation>
    </message>
    <message>
        <source>Per mount:</source>
        <translation>Par montage :</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>no NFS mount</source>
        <translation>aucun montage NFS</translation>
    </message>
    <message>
        <source>unknown: the BDIs&apos; max_ratio cannot be read</source>
        <translation>inconnu : le max_ratio des BDI ne peut pas être lu</translation>
    </message>
    <message>
        <source>each NFS mount may fill the whole dirty limit (max_ratio 100 % on each of their BDIs, none strict)</source>
        <translation>chaque montage NFS peut remplir toute la limite de pages sales (max_ratio 100 % sur chacun de leurs BDI, aucun strict)</translation>
    </message>
    <message>
        <source>Read the warning above: Set anyway sets %1.</source>
        <translation>Lisez l’avertissement ci-dessus : Appliquer malgré tout règle %1.</translation>
    </message>
    <message>
        <source>Set an&amp;yway</source>
        <translation>Appliquer &amp;malgré tout</translation>
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
        <source>%1 (%2): readahead %3 -&gt; %4 KiB</source>
        <translation>%1 (%2) : lecture anticipée %3 -&gt; %4 Kio</translation>
    </message>
    <message>
        <source>no NFS mounts to apply the settings to</source>
        <translation>aucun montage NFS auquel appliquer les réglages</translation>
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
        <source>--file must be an absolute path such as /etc/nfs.conf.d/50-readahead.conf</source>
        <translation>--file doit être un chemin absolu, par exemple /etc/nfs.conf.d/50-readahead.conf</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>%1 enregistré</translation>
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
    <message>
        <source>WIRE R MB/s</source>
        <translation>RÉSEAU L Mo/s</translation>
    </message>
    <message>
        <source>WIRE W MB/s</source>
        <translation>RÉSEAU É Mo/s</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>TOTAL</translation>
    </message>
    <message>
        <source>* one superblock: mounts on this BDI share its counters; TOTAL counts each BDI once.
</source>
        <translation>* un superbloc : les montages sur ce BDI partagent ses compteurs ; TOTAL compte chaque BDI une fois.
</translation>
    </message>
    <message>
        <source>%1 already has these settings: nothing to save</source>
        <translation>%1 contient déjà ces réglages : rien à enregistrer</translation>
    </message>
    <message>
        <source>raise %1 -&gt; %2</source>
        <translation>augmenter %1 -&gt; %2</translation>
    </message>
    <message>
        <source>lower %1 -&gt; %2</source>
        <translation>diminuer %1 -&gt; %2</translation>
    </message>
    <message>
        <source>keep %1</source>
        <translation>garder %1</translation>
    </message>
    <message>
        <source>not enough data (readahead %1)</source>
        <translation>pas assez de données (readahead %1)</translation>
    </message>
    <message>
        <source>rsize %1</source>
        <translation>rsize %1</translation>
    </message>
    <message>
        <source>Says for each NFS backing device whether to raise, lower or keep its readahead, the value to set and why, from what its reads did: READ size against readahead and rsize, READs in flight, over-fetch, round trip and rate. docs/ADVICE.md explains the rules.</source>
        <translation>Indique pour chaque périphérique NFS s&apos;il faut augmenter, diminuer ou garder son readahead, la valeur et pourquoi, d&apos;après ses lectures : taille des READ face au readahead et à rsize, READ en cours, excès, aller-retour et débit. docs/ADVICE.md explique les règles.</translation>
    </message>
    <message>
        <source>Only the devices of these mounts.</source>
        <translation>Seulement les périphériques de ces montages.</translation>
    </message>
    <message>
        <source>Seconds to measure (default 10); 0: judge the averages since each mount was mounted.</source>
        <translation>Secondes de mesure (10 par défaut) ; 0 : juger les moyennes depuis le montage.</translation>
    </message>
    <message>
        <source>--interval takes seconds (0 to 86400)</source>
        <translation>--interval prend des secondes (0 à 86400)</translation>
    </message>
    <message>
        <source>What readahead each mount should have, and why, from its reads</source>
        <translation>Quel readahead chaque montage devrait avoir, et pourquoi, d&apos;après ses lectures</translation>
    </message>
    <message>
        <source>Measure read throughput of a file at several readahead values</source>
        <translation>Mesurer le débit de lecture d’un fichier à plusieurs valeurs de lecture anticipée</translation>
    </message>
    <message>
        <source>MB/S</source>
        <translation>MO/S</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SECONDES</translation>
    </message>
    <message>
        <source>READS</source>
        <translation>READS</translation>
    </message>
    <message>
        <source>PER READ</source>
        <translation>PAR READ</translation>
    </message>
    <message>
        <source>&lt;- knee</source>
        <translation>&lt;- coude</translation>
    </message>
    <message>
        <source>[%1/%2] %3: %4 of %5</source>
        <translation>[%1/%2] %3 : %4 sur %5</translation>
    </message>
    <message>
        <source>The file to read.</source>
        <translation>Le fichier à lire.</translation>
    </message>
    <message>
        <source>Readahead values, comma-separated, in KiB or with a unit (default: 128K, 512K, 1M, 2M, 4M and 15 x rsize).</source>
        <translation>Valeurs de lecture anticipée, séparées par des virgules, en Kio ou avec une unité (par défaut : 128K, 512K, 1M, 2M, 4M et 15 x rsize).</translation>
    </message>
    <message>
        <source>Runs per value; the median counts (default 3).</source>
        <translation>Essais par valeur ; la médiane compte (3 par défaut).</translation>
    </message>
    <message>
        <source>Read only the first SIZE bytes of the file (a number with K, M or G).</source>
        <translation>Ne lire que les TAILLE premiers octets du fichier (un nombre avec K, M ou G).</translation>
    </message>
    <message>
        <source>Bytes per read call, as dd&apos;s bs= (default 64K). Keep it at or below the smallest value: the kernel reads at least what a call asks for.</source>
        <translation>Octets par appel de lecture, comme bs= de dd (64K par défaut). Pas plus que la plus petite valeur : le noyau lit au moins ce qu’un appel demande.</translation>
    </message>
    <message>
        <source>At the end, set the knee as the readahead (instead of the value from before).</source>
        <translation>À la fin, mettre le coude comme lecture anticipée (au lieu de la valeur d’avant).</translation>
    </message>
    <message>
        <source>expected one FILE</source>
        <translation>un FICHIER attendu</translation>
    </message>
    <message>
        <source>--repeat takes a whole number, not &quot;%1&quot;</source>
        <translation>--repeat prend un nombre entier, pas « %1 »</translation>
    </message>
    <message>
        <source>--%1 takes a size in bytes, or with K, M or G: not &quot;%2&quot;</source>
        <translation>--%1 prend une taille en octets, ou avec K, M ou G : pas « %2 »</translation>
    </message>
    <message>
        <source>warning: reads of %1 are larger than a readahead of %2: the kernel reads at least what a call asks for, so those values measure alike</source>
        <translation>avertissement : des lectures de %1 dépassent une lecture anticipée de %2 : le noyau lit au moins ce qu’un appel demande, ces valeurs mesurent donc pareil</translation>
    </message>
    <message>
        <source>warning: %1 is on the same BDI (%2): its readahead changes too while this runs</source>
        <translation>avertissement : %1 est sur le même BDI (%2) : sa lecture anticipée change aussi pendant ce temps</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 (BDI %3, rsize %4): %5 per run in reads of %6, %n run(s) per value</source>
        <translation>
            <numerusform>%1 sur %2 (BDI %3, rsize %4) : %5 par essai en lectures de %6, %n essai par valeur</numerusform>
            <numerusform>%1 sur %2 (BDI %3, rsize %4) : %5 par essai en lectures de %6, %n essais par valeur</numerusform>
        </translation>
    </message>
    <message>
        <source>Knee: %1, the smallest value within 5 % of the best median</source>
        <translation>Coude : %1, la plus petite valeur à 5 % de la meilleure médiane</translation>
    </message>
    <message>
        <source>The readahead is back at %1.</source>
        <translation>La lecture anticipée est revenue à %1.</translation>
    </message>
    <message>
        <source>Readahead set to the knee: %1.</source>
        <translation>Lecture anticipée mise au coude : %1.</translation>
    </message>
    <message>
        <source>cancelled; the readahead is %1</source>
        <translation>annulé ; la lecture anticipée est %1</translation>
    </message>
    <message>
        <source>back at %1</source>
        <translation>revenue à %1</translation>
    </message>
    <message>
        <source>not back yet</source>
        <translation>pas encore rétablie</translation>
    </message>
    <message>
        <source>the knee could not be set: %1</source>
        <translation>le coude n’a pas pu être appliqué : %1</translation>
    </message>
    <message>
        <source>RULE</source>
        <translation>RÈGLE</translation>
    </message>
    <message>
        <source>KIB</source>
        <translation>KIO</translation>
    </message>
    <message>
        <source>MOUNTS NOW</source>
        <translation>MONTAGES ACTUELS</translation>
    </message>
    <message>
        <source>(ignored)</source>
        <translation>(ignorée)</translation>
    </message>
    <message>
        <source>[nfs-tuner] rules (set by nfs-tuner-rahead after nfsrahead)</source>
        <translation>Règles [nfs-tuner] (appliquées par nfs-tuner-rahead après nfsrahead)</translation>
    </message>
    <message>
        <source>%1 gets %2 KiB when mounted again (rule %3 at %4)</source>
        <translation>%1 aura %2 Kio au prochain montage (règle %3 en %4)</translation>
    </message>
    <message>
        <source>[nfs-tuner] %1 = %2: matches no mount now</source>
        <translation>[nfs-tuner] %1 = %2 : ne correspond à aucun montage pour l&apos;instant</translation>
    </message>
    <message>
        <source>[nfs-tuner] %1 = %2: next mount of %3</source>
        <translation>[nfs-tuner] %1 = %2 : au prochain montage de %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected KEY=KIB, such as nfs4=16384 or fileserver:/export/media=1024</source>
        <translation>« %1 » : attendu CLÉ=KIO, par exemple nfs4=16384 ou fileserver:/export/media=1024</translation>
    </message>
    <message>
        <source>The NFS write-back limit: now, its default, and what boot sets</source>
        <translation>La limite d&apos;écriture différée NFS : maintenant, par défaut, et au démarrage</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>NFS write-back limit (fs.nfs.nfs_congestion_kb): %1</source>
        <translation>Limite d&apos;écriture différée NFS (fs.nfs.nfs_congestion_kb) : %1</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 Kio</translation>
    </message>
    <message>
        <source>Kernel default for this machine&apos;s memory: %1</source>
        <translation>Valeur par défaut du noyau pour la mémoire de cette machine : %1</translation>
    </message>
    <message>
        <source>At boot: %1</source>
        <translation>Au démarrage : %1</translation>
    </message>
    <message>
        <source>%1 from %2:%3</source>
        <translation>%1 depuis %2:%3</translation>
    </message>
    <message>
        <source>not set in sysctl configuration (the default)</source>
        <translation>non réglée dans la configuration sysctl (valeur par défaut)</translation>
    </message>
    <message>
        <source>Dirty %1 KiB, Writeback %2 KiB, WritebackTmp %3 KiB</source>
        <translation>Dirty %1 Kio, Writeback %2 Kio, WritebackTmp %3 Kio</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Afficher du JSON au lieu de texte.</translation>
    </message>
    <message>
        <source>Set the NFS write-back limit now, and for boot with --persist</source>
        <translation>Régler la limite d&apos;écriture différée NFS maintenant, et au démarrage avec --persist</translation>
    </message>
    <message>
        <source>Sets the NFS client&apos;s write-back limit (fs.nfs.nfs_congestion_kb) through the privileged helper. KIB is in KiB, or with a unit: 1G. With --persist it is also kept in /etc/sysctl.d/60-nfs-tuner.conf, which systemd-sysctl applies at boot.</source>
        <translation>Règle la limite d&apos;écriture différée du client NFS (fs.nfs.nfs_congestion_kb) via l&apos;assistant privilégié. KIB en Kio, ou avec une unité : 1G. Avec --persist, elle est aussi gardée dans /etc/sysctl.d/60-nfs-tuner.conf, que systemd-sysctl applique au démarrage.</translation>
    </message>
    <message>
        <source>The new limit.</source>
        <translation>La nouvelle limite.</translation>
    </message>
    <message>
        <source>Also keep it after a reboot.</source>
        <translation>La garder aussi après un redémarrage.</translation>
    </message>
    <message>
        <source>expected KIB, such as 1048576 or 1G</source>
        <translation>attendu KIB, par exemple 1048576 ou 1G</translation>
    </message>
    <message>
        <source>nfs_congestion_kb: %1 -&gt; %2 KiB</source>
        <translation>nfs_congestion_kb : %1 -&gt; %2 Kio</translation>
    </message>
    <message>
        <source>Readahead facts and advice for Prometheus (node_exporter&apos;s textfile)</source>
        <translation>Lecture anticipée et conseils pour Prometheus (fichier texte de node_exporter)</translation>
    </message>
    <message>
        <source>Write DIR/nfs_tuner.prom instead of printing (node_exporter&apos;s --collector.textfile.directory; on Debian /var/lib/prometheus/node-exporter).</source>
        <translation>Écrire DIR/nfs_tuner.prom au lieu d&apos;afficher (--collector.textfile.directory de node_exporter ; sous Debian /var/lib/prometheus/node-exporter).</translation>
    </message>
    <message>
        <source>--textfile %1 is not a folder</source>
        <translation>--textfile %1 n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>Saves readahead settings: keys nfs, nfs4 and default go to [nfsrahead]; any other key is an [nfs-tuner] rule: SERVER, SERVER:/EXPORT or /MOUNT/POINT. Only the edited lines change. New mounts get them; --apply also sets mounted ones. On / the privileged helper makes the changes; with --root they are made inside that folder, with your own permissions.</source>
        <translation>Enregistre les réglages de lecture anticipée : les clés nfs, nfs4 et default vont dans [nfsrahead] ; toute autre clé est une règle [nfs-tuner] : SERVEUR, SERVEUR:/EXPORT ou /POINT/DE/MONTAGE. Seules les lignes modifiées changent. Les nouveaux montages les reçoivent ; --apply règle aussi ceux déjà montés. Sur /, l’assistant privilégié fait les changements ; avec --root, ils sont faits dans ce dossier, avec vos propres droits.</translation>
    </message>
    <message>
        <source>Then set every mounted NFS BDI to what nfsrahead would choose now.</source>
        <translation>Puis régler chaque BDI NFS monté sur ce que nfsrahead choisirait maintenant.</translation>
    </message>
    <message>
        <source>Change nothing: show what would change.</source>
        <translation>Ne rien changer : montrer ce qui changerait.</translation>
    </message>
    <message>
        <source>Print one JSON object: changed, the file before and after, the keys, the BDIs applied, or the error.</source>
        <translation>Afficher un objet JSON : changed, le fichier avant et après, les clés, les BDI réglés, ou l’erreur.</translation>
    </message>
    <message>
        <source>would set %1 (%2): readahead %3 -&gt; %4 KiB</source>
        <translation>réglerait %1 (%2) : lecture anticipée %3 -&gt; %4 Kio</translation>
    </message>
    <message>
        <source>Sets the readahead of one NFS mount (of its BDI, so also of the mounts sharing it) through the privileged helper (with --root: in that folder). SIZE is in KiB, or with a unit: 15M, 1G.</source>
        <translation>Règle la lecture anticipée d’un montage NFS (de son BDI, donc aussi des montages qui le partagent) via l’assistant privilégié (avec --root : dans ce dossier). SIZE en Kio, ou avec une unité : 15M, 1G.</translation>
    </message>
    <message>
        <source>Sets every mounted NFS BDI to what nfsrahead would choose from the [nfsrahead] settings and [nfs-tuner] rules, as if each mount had just appeared.</source>
        <translation>Règle chaque BDI NFS monté sur ce que nfsrahead choisirait d’après les réglages [nfsrahead] et les règles [nfs-tuner], comme si chaque montage venait d’apparaître.</translation>
    </message>
    <message>
        <source>Judge on this interval alone: neither read nor add to what each readahead value gave before (%1).</source>
        <translation>Juger sur ce seul intervalle : ni lire ni compléter ce que chaque valeur de readahead a donné avant (%1).</translation>
    </message>
    <message>
        <source>Forget what was measured before on the chosen devices, then judge.</source>
        <translation>Oublier ce qui a été mesuré avant sur les périphériques choisis, puis juger.</translation>
    </message>
    <message>
        <source>warning: what was measured is not kept: %1</source>
        <translation>avertissement : ce qui a été mesuré n&apos;est pas gardé : %1</translation>
    </message>
    <message>
        <source>%1 (remove that file, or judge without it: --no-memory)</source>
        <translation>%1 (supprimer ce fichier, ou juger sans lui : --no-memory)</translation>
    </message>
    <message>
        <source>--forget and --no-memory exclude each other</source>
        <translation>--forget et --no-memory s&apos;excluent</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: this command takes options only</source>
        <translation>argument inattendu « %1 » : cette commande ne prend que des options</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement : %1</translation>
    </message>
    <message>
        <source>Shows the NFS client&apos;s write-back limit (fs.nfs.nfs_congestion_kb): the value now, the kernel&apos;s default for this machine, the value boot sets and the file and line it comes from (as systemd-sysctl reads sysctl.d), the write-back in memory, and each NFS mount&apos;s share of the dirty limit (its BDI&apos;s max_ratio, max_bytes and strict_limit).</source>
        <translation>Affiche la limite d&apos;écriture différée du client NFS (fs.nfs.nfs_congestion_kb) : la valeur actuelle, la valeur par défaut du noyau pour cette machine, la valeur fixée au démarrage avec le fichier et la ligne d&apos;où elle vient (comme systemd-sysctl lit sysctl.d), l&apos;écriture différée en mémoire, et la part de la limite de pages sales de chaque montage NFS (max_ratio, max_bytes et strict_limit de son BDI).</translation>
    </message>
    <message>
        <source>BDI %1 (%2): may keep %3</source>
        <translation>BDI %1 (%2) : peut garder %3</translation>
    </message>
    <message>
        <source>Tune one mount&apos;s readahead on the reads it has now, measured</source>
        <translation>Régler la lecture anticipée d’un montage sur ses lectures actuelles, en mesurant</translation>
    </message>
    <message>
        <source>At the end, set the knee as a lasting value (until the next mount) instead of putting the start back.</source>
        <translation>À la fin, régler le coude comme valeur durable (jusqu’au prochain montage) au lieu de remettre la valeur de départ.</translation>
    </message>
    <message>
        <source>Stop after N seconds with what was measured (%1 to %2, default %3).</source>
        <translation>S’arrêter après N secondes avec ce qui a été mesuré (%1 à %2, par défaut %3).</translation>
    </message>
    <message>
        <source>Try only these readahead values, comma-separated, in KiB or with a unit (default: 128K doubled up to 15 x rsize, in the order the advisor gives).</source>
        <translation>N’essayer que ces valeurs de lecture anticipée, séparées par des virgules, en Kio ou avec une unité (par défaut : 128K doublé jusqu’à 15 x rsize, dans l’ordre du conseiller).</translation>
    </message>
    <message>
        <source>The NFS mount whose reads to tune on.</source>
        <translation>Le montage NFS sur les lectures duquel régler.</translation>
    </message>
    <message>
        <source>--values: %1</source>
        <translation>--values : %1</translation>
    </message>
    <message>
        <source>--max-seconds takes whole seconds from %1 to %2, not &quot;%3&quot;</source>
        <translation>--max-seconds prend des secondes entières de %1 à %2, pas « %3 »</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>%1: waiting for a file on the mount to be opened again</source>
        <translation>%1 : en attente qu’un fichier du montage soit rouvert</translation>
    </message>
    <message>
        <source>%1: %2 s, %3 READs, %4 so far</source>
        <translation>%1 : %2 s, %3 READ, %4 jusqu’ici</translation>
    </message>
    <message>
        <source>The readahead is now %1, until the file system is mounted again.</source>
        <translation>La lecture anticipée est maintenant de %1, jusqu’au prochain montage du système de fichiers.</translation>
    </message>
    <message>
        <source>The readahead is %1.</source>
        <translation>La lecture anticipée est de %1.</translation>
    </message>
    <message>
        <source>To set the knee: nfs-tuner-cli set-readahead%1 %2 %3</source>
        <translation>Pour régler le coude : nfs-tuner-cli set-readahead%1 %2 %3</translation>
    </message>
    <message>
        <source>expected one MOUNTPOINT</source>
        <translation>un MOUNTPOINT attendu</translation>
    </message>
    <message>
        <source>Tuning %1 (BDI %2, rsize %3) on its reads now: at most %4 trials, %5 s</source>
        <translation>Réglage de %1 (BDI %2, rsize %3) sur ses lectures actuelles : au plus %4 essais, %5 s</translation>
    </message>
    <message>
        <source>WHY</source>
        <translation>POURQUOI</translation>
    </message>
    <message>
        <source>Tunes the readahead of MOUNTPOINT&apos;s BDI on the reads it has now: measures the value set now, then value after value in the order the advisor gives, each until its throughput (what applications read per second in which they read) is known, and ends on the knee, the smallest value within 5 % of the best, never on one that measured below the start. Trial values are temporary: the start comes back at the end (unless --apply), on Ctrl-C and, should this program die, by the helper. It stops and puts the start back when the reads stop or change, and leaves the value alone when someone else sets it meanwhile. docs/TUNING.md explains the rules.</source>
        <translation>Règle la lecture anticipée du BDI de MOUNTPOINT sur ses lectures actuelles : mesure la valeur actuelle, puis valeur après valeur dans l’ordre du conseiller, chacune jusqu’à connaître son débit (ce que les applications lisent par seconde de lecture), et finit sur le coude, la plus petite valeur à moins de 5 % de la meilleure, jamais une qui a mesuré moins que la valeur de départ. Les valeurs d’essai sont provisoires : la valeur de départ revient à la fin (sauf avec --apply), sur Ctrl-C et, si ce programme meurt, par l’assistant. Il s’arrête et remet la valeur de départ quand les lectures s’arrêtent ou changent, et laisse la valeur quand quelqu’un d’autre la règle entre-temps. docs/TUNING.md explique les règles.</translation>
    </message>
    <message>
        <source>Measured here, while reading: %1.</source>
        <translation>Mesuré ici, en lecture : %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>With --root: read FILE from that folder anyway. Its figures then time this machine&apos;s disk, not an NFS mount: to try the sweep out, never to choose a value.</source>
        <translation>Avec --root : lire FICHIER dans ce dossier malgré tout. Ses chiffres mesurent alors le disque de cette machine, pas un montage NFS : pour essayer le balayage, jamais pour choisir une valeur.</translation>
    </message>
    <message>
        <source>Measures sequential read throughput of FILE, a large file on an NFS mount, at several readahead values: for each, the mount&apos;s BDI gets the value for the time being, the file&apos;s cached pages are dropped (and checked to be gone), and the file is read from the start, timed, with the READs the mount sent. Prints the median of the runs per value and the knee: the smallest value within 5 % of the best. The readahead from before is put back at the end, on Ctrl-C and on error; should this program die, the helper puts it back. Other mounts of the same BDI feel every change while it runs. With --root the readahead files below that folder change, not the system&apos;s, and it runs only with --folder-reads.</source>
        <translation>Mesure le débit de lecture séquentielle de FICHIER, un grand fichier sur un montage NFS, à plusieurs valeurs de lecture anticipée : pour chacune, le BDI du montage reçoit la valeur le temps de la mesure, les pages du fichier en cache sont retirées (et vérifiées absentes), et le fichier est lu depuis le début, chronométré, avec les READ envoyés par le montage. Affiche la médiane des essais par valeur et le coude : la plus petite valeur à 5 % de la meilleure. La valeur d’avant est rétablie à la fin, sur Ctrl-C et en cas d’erreur ; si ce programme meurt, l’assistant la rétablit. Les autres montages du même BDI subissent chaque changement pendant ce temps. Avec --root, ce sont les fichiers de lecture anticipée sous ce dossier qui changent, pas ceux du système, et il ne s’exécute qu’avec --folder-reads.</translation>
    </message>
    <message>
        <source>%1 is a system captured in a folder: reading its files would time this machine&apos;s disk, not its NFS mounts. Sweep on the machine itself (or give --folder-reads to try the sweep out).</source>
        <translation>%1 est un système capturé dans un dossier : lire ses fichiers mesurerait le disque de cette machine, pas ses montages NFS. Balayez sur la machine elle-même (ou donnez --folder-reads pour essayer le balayage).</translation>
    </message>
    <message>
        <source>warning: --folder-reads: these figures time this machine&apos;s disk, not an NFS mount; choose no value by them</source>
        <translation>avertissement : --folder-reads : ces chiffres mesurent le disque de cette machine, pas un montage NFS ; n’en tirez aucune valeur</translation>
    </message>
    <message>
        <source>Dirty, Writeback, WritebackTmp: unknown</source>
        <translation>Dirty, Writeback, WritebackTmp : inconnu</translation>
    </message>
    <message>
        <source>Who reads each mount: processes, rates, call sizes, patterns</source>
        <translation>Qui lit chaque montage : processus, débits, tailles d&apos;appel, motifs</translation>
    </message>
    <message numerus="yes">
        <source>%1 (BDI %2): %n reader(s), %3 MB/s</source>
        <translation>
            <numerusform>%1 (BDI %2) : %n lecteur, %3 Mo/s</numerusform>
            <numerusform>%1 (BDI %2) : %n lecteurs, %3 Mo/s</numerusform>
        </translation>
    </message>
    <message>
        <source> (your processes only)</source>
        <translation> (vos processus seulement)</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>UTILISATEUR</translation>
    </message>
    <message>
        <source>CALLS/s</source>
        <translation>APPELS/s</translation>
    </message>
    <message>
        <source>KiB/CALL</source>
        <translation>Kio/APPEL</translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation>MOTIF</translation>
    </message>
    <message>
        <source>DIRECT</source>
        <translation>DIRECT</translation>
    </message>
    <message>
        <source>FETCHED MB/s</source>
        <translation>CHARGÉ Mo/s</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>FICHIERS</translation>
    </message>
    <message>
        <source> (+%1)</source>
        <translation> (+%1)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>~ a share: the process also read elsewhere, or by pread (placed by the mount&apos;s own counters).
</source>
        <translation>~ une part : le processus a aussi lu ailleurs, ou avec pread (répartie selon les compteurs propres du montage).
</translation>
    </message>
    <message>
        <source>FETCHED: not known yet whether this kernel counts NFS readahead in read_bytes.</source>
        <translation>CHARGÉ : on ne sait pas encore si ce noyau compte la lecture anticipée NFS dans read_bytes.</translation>
    </message>
    <message>
        <source>More processes or files than one scan takes: some are left out.
</source>
        <translation>Plus de processus ou de fichiers qu&apos;un passage n&apos;en prend : certains manquent.
</translation>
    </message>
    <message>
        <source>not authorized to see other users&apos; processes (%1): showing yours only</source>
        <translation>pas autorisé à voir les processus des autres utilisateurs (%1) : seuls les vôtres sont montrés</translation>
    </message>
    <message>
        <source>Shows who reads each NFS mount: the processes with files open there, sorted by read rate, with their read calls, call size, pattern (sequential, random, mixed), O_DIRECT and the bytes the kernel fetched for them. Your own processes, or with --all-users everyone&apos;s (through the helper, which asks for an administrator&apos;s password).</source>
        <translation>Montre qui lit chaque montage NFS : les processus qui y ont des fichiers ouverts, triés par débit de lecture, avec leurs appels de lecture, la taille d&apos;appel, le motif (sequential, random, mixed), O_DIRECT et les octets que le noyau a chargés pour eux. Vos propres processus, ou avec --all-users ceux de tous (par l&apos;assistant, qui demande le mot de passe d&apos;un administrateur).</translation>
    </message>
    <message>
        <source>Seconds between reports (default 2).</source>
        <translation>Secondes entre les rapports (2 par défaut).</translation>
    </message>
    <message>
        <source>Every user&apos;s processes, not only yours.</source>
        <translation>Les processus de tous les utilisateurs, pas seulement les vôtres.</translation>
    </message>
    <message>
        <source>Print one JSON object per interval.</source>
        <translation>Afficher un objet JSON par intervalle.</translation>
    </message>
    <message>
        <source>End after one interval.</source>
        <translation>Finir après un intervalle.</translation>
    </message>
    <message>
        <source>--interval takes seconds from %1 to %2, not &quot;%3&quot;</source>
        <translation>--interval prend des secondes de %1 à %2, pas &quot;%3&quot;</translation>
    </message>
    <message>
        <source>Every host&apos;s NFS mounts from Prometheus, by export; a playbook</source>
        <translation>Les montages NFS de chaque hôte depuis Prometheus, par export ; un playbook</translation>
    </message>
    <message>
        <source>HOST</source>
        <translation>HÔTE</translation>
    </message>
    <message>
        <source>EXPORT</source>
        <translation>EXPORT</translation>
    </message>
    <message>
        <source>ADVICE</source>
        <translation>CONSEIL</translation>
    </message>
    <message>
        <source>READ</source>
        <translation>LECTURE</translation>
    </message>
    <message>
        <source>By export:</source>
        <translation>Par export :</translation>
    </message>
    <message numerus="yes">
        <source>%n at %1</source>
        <translation>
            <numerusform>%n à %1</numerusform>
            <numerusform>%n à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; reads %1 to %2</source>
        <translation> ; lit de %1 à %2</translation>
    </message>
    <message>
        <source>The Prometheus server&apos;s URL (a path prefix kept).</source>
        <translation>L’URL du serveur Prometheus (un préfixe de chemin est conservé).</translation>
    </message>
    <message>
        <source>Write the advice&apos;s changes as a playbook to FILE.</source>
        <translation>Écrire les changements du conseil en playbook dans FICHIER.</translation>
    </message>
    <message>
        <source>Send the bearer token in FILE.</source>
        <translation>Envoyer le jeton bearer contenu dans FICHIER.</translation>
    </message>
    <message>
        <source>Send basic auth; FILE holds USER:PASSWORD (not on the command line, where any user could read it).</source>
        <translation>Envoyer une authentification basic ; FICHIER contient UTILISATEUR:MOT_DE_PASSE (pas sur la ligne de commande, où tout utilisateur pourrait le lire).</translation>
    </message>
    <message>
        <source>Trust the CA certificates in FILE (PEM) for https.</source>
        <translation>Faire confiance aux certificats d’AC de FICHIER (PEM) pour https.</translation>
    </message>
    <message>
        <source>Wait at most SECONDS for each answer (default 30).</source>
        <translation>Attendre au plus SECONDES chaque réponse (30 par défaut).</translation>
    </message>
    <message>
        <source>--prometheus URL is needed</source>
        <translation>--prometheus URL est nécessaire</translation>
    </message>
    <message>
        <source>--timeout takes 1 to 3600 seconds</source>
        <translation>--timeout prend de 1 à 3600 secondes</translation>
    </message>
    <message>
        <source>%1 must hold USER:PASSWORD</source>
        <translation>%1 doit contenir UTILISATEUR:MOT_DE_PASSE</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) written to %1</source>
        <translation>
            <numerusform>%n changement écrit dans %1</numerusform>
            <numerusform>%n changements écrits dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Values refused:</source>
        <translation>Valeurs refusées :</translation>
    </message>
    <message>
        <source>warning: %1 can be read by other users than its owner (chmod 600 %1)</source>
        <translation>attention : %1 peut être lu par d&apos;autres utilisateurs que son propriétaire (chmod 600 %1)</translation>
    </message>
    <message>
        <source>Left out: %1 %2: %3</source>
        <translation>Laissé de côté : %1 %2 : %3</translation>
    </message>
    <message>
        <source>Lists every host&apos;s NFS mounts from the fleet&apos;s Prometheus (the series of `nfs-tuner-cli metrics` on each host, and node_exporter&apos;s mountstats where present), sorted by what the advice would change most, and groups them by export. With --playbook, writes the advice&apos;s changes as a playbook for the nfstuner.tuning Ansible collection, one play per host: named as the inventory must name it (the host label&apos;s value, or the instance without its port where no other instance has that address).</source>
        <translation>Liste les montages NFS de chaque hôte depuis le Prometheus de la flotte (les séries de `nfs-tuner-cli metrics` sur chaque hôte et, s&apos;il est présent, le mountstats de node_exporter), triés selon ce que le conseil changerait le plus, et les groupe par export. Avec --playbook, écrit les changements du conseil en playbook pour la collection Ansible nfstuner.tuning, un play par hôte, nommé comme l&apos;inventaire doit le nommer (la valeur du label d&apos;hôte, ou l&apos;instance sans son port là où aucune autre instance n&apos;a cette adresse).</translation>
    </message>
    <message>
        <source>Name hosts by LABEL (default instance): a label of the series, such as one the scrape configuration sets, or of node_uname_info, such as nodename.</source>
        <translation>Nommer les hôtes par LABEL (instance par défaut) : un label des séries, par exemple posé par la configuration de collecte, ou de node_uname_info, par exemple nodename.</translation>
    </message>
    <message>
        <source>--host-label takes a label name (letters, digits and _), not &quot;%1&quot;</source>
        <translation>--host-label prend un nom de label (lettres, chiffres et _), pas « %1 »</translation>
    </message>
    <message numerus="yes">
        <source>%1 is shut down (shutdown is 1 in its /sys/fs/nfs entry): every request on it fails until it is unmounted.</source>
        <translation>
            <numerusform>%1 est arrêté (shutdown vaut 1 dans son entrée de /sys/fs/nfs) : toute requête y échoue jusqu’à son démontage.</numerusform>
            <numerusform>%1 sont arrêtés (shutdown vaut 1 dans leurs entrées de /sys/fs/nfs) : toute requête y échoue jusqu’à leur démontage.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is negative: no option takes a negative value</source>
        <translation>%1 : « %2 » est négatif : aucune option ne prend de valeur négative</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative: no option takes a negative value</source>
        <translation>« %1 » est négatif : aucune option ne prend de valeur négative</translation>
    </message>
    <message>
        <source>MB/S WHILE READING</source>
        <translation>MO/S EN LECTURE</translation>
    </message>
    <message>
        <source>What limits each mount, from the kernel&apos;s counters, and the change that moves it</source>
        <translation>Ce qui limite chaque montage, d’après les compteurs du noyau, et le changement qui le déplace</translation>
    </message>
    <message>
        <source>The totals since each mount was mounted:
</source>
        <translation>Les totaux depuis le montage de chaque point :
</translation>
    </message>
    <message>
        <source>Over %1 s:
</source>
        <translation>Sur %1 s :
</translation>
    </message>
    <message>
        <source>Close behind: %1.</source>
        <translation>Juste derrière : %1.</translation>
    </message>
    <message>
        <source>Do: %1</source>
        <translation>À faire : %1</translation>
    </message>
    <message>
        <source>warning: the last diagnoses are not read: %1</source>
        <translation>avertissement : les derniers diagnostics ne sont pas lus : %1</translation>
    </message>
    <message>
        <source>warning: the diagnosis is not kept: %1</source>
        <translation>avertissement : le diagnostic n’est pas conservé : %1</translation>
    </message>
    <message>
        <source>Names what limits each NFS mount from the kernel&apos;s counters (the round trip, the server, the transport&apos;s queue, losses, metadata, the application or the page cache), with the figures it rests on and the one change that moves it; and says whether the last diagnosis of the same export differed. docs/ADVICE.md explains each verdict.</source>
        <translation>Nomme d’après les compteurs du noyau ce qui limite chaque montage NFS (l’aller-retour, le serveur, la file du transport, les pertes, les métadonnées, l’application ou le cache de pages), avec les chiffres sur lesquels il repose et le seul changement qui le déplace ; et dit si le dernier diagnostic du même export différait. docs/ADVICE.md explique chaque verdict.</translation>
    </message>
    <message>
        <source>Seconds to measure (default 10, 1 to 3600).</source>
        <translation>Secondes de mesure (10 par défaut, de 1 à 3600).</translation>
    </message>
    <message>
        <source>With --root A: a second capture of the same system, DIR: the counters from A to DIR. Without it, a capture&apos;s totals since each mount.</source>
        <translation>Avec --root A : une seconde capture du même système, DIR : les compteurs de A à DIR. Sans elle, les totaux d’une capture depuis chaque montage.</translation>
    </message>
    <message>
        <source>--seconds takes 1 to 3600, not &quot;%1&quot;</source>
        <translation>--seconds prend de 1 à 3600, pas « %1 »</translation>
    </message>
    <message>
        <source>--then needs --root: two captures of one system</source>
        <translation>--then demande --root : deux captures d’un même système</translation>
    </message>
    <message>
        <source>From the first capture to the second:
</source>
        <translation>De la première capture à la seconde :
</translation>
    </message>
    <message>
        <source>LIMIT</source>
        <translation>LIMITE</translation>
    </message>
    <message>
        <source>Prints, in Prometheus&apos; text format, each NFS backing device&apos;s readahead now and on the next mount, rsize, wsize, the advisor&apos;s verdict on its reads since mount, what limits it (diagnose&apos;s verdict and figures, since the mount or over --seconds), and each mount&apos;s identity. With --textfile, writes them to DIR/nfs_tuner.prom at once (a temporary file renamed) for node_exporter&apos;s textfile collector.</source>
        <translation>Affiche au format texte de Prometheus, pour chaque périphérique NFS (BDI), la lecture anticipée actuelle et au prochain montage, rsize, wsize, le verdict du conseiller sur ses lectures depuis le montage, ce qui le limite (verdict et chiffres de diagnose, depuis le montage ou sur --seconds), et l’identité de chaque montage. Avec --textfile, les écrit d’un coup dans DIR/nfs_tuner.prom (un fichier temporaire renommé) pour le collecteur textfile de node_exporter.</translation>
    </message>
    <message>
        <source>Diagnose each mount over N seconds measured now (1 to 3600) instead of its totals since the mount.</source>
        <translation>Diagnostiquer chaque montage sur N secondes mesurées maintenant (de 1 à 3600) au lieu de ses totaux depuis le montage.</translation>
    </message>
    <message>
        <source>Nothing to advise over %1 s: the limit did not hold writes back, and no mount wrote in small pieces or committed often.</source>
        <translation>Rien à conseiller sur %1 s : la limite n’a pas retenu d’écritures, et aucun montage n’a écrit par petits morceaux ni validé souvent.</translation>
    </message>
    <message>
        <source>Also advise on the limit as the window&apos;s Write-back page does, judged on the writes of the next SECONDS (0.5 to 3600): whether write-back in flight sat at the limit while WRITEs were quick, and what to raise it to.</source>
        <translation>Conseiller aussi sur la limite comme la page Write-back de la fenêtre, d’après les écritures des SECONDES suivantes (0,5 à 3600) : si le write-back en vol restait à la limite alors que les WRITE étaient rapides, et à quoi la relever.</translation>
    </message>
    <message>
        <source>--advise takes seconds (0.5 to 3600), not &quot;%1&quot;</source>
        <translation>--advise prend des secondes (0,5 à 3600), pas « %1 »</translation>
    </message>
    <message>
        <source>Tune the NFS write-back limit (nfs_congestion_kb, the client&apos;s, for every mount) on what MOUNTPOINT writes now, instead of its readahead; --values are then limits, never below the one set now (default: it doubled four times); --max-seconds defaults to %1.</source>
        <translation>Ajuster la limite d’écriture différée NFS (nfs_congestion_kb, celle du client, pour chaque montage) sur ce que MOUNTPOINT écrit maintenant, au lieu de sa lecture anticipée ; --values sont alors des limites, jamais sous celle réglée maintenant (par défaut : elle doublée quatre fois) ; --max-seconds vaut par défaut %1.</translation>
    </message>
    <message>
        <source>With --write: tune even while other NFS mounts write (each trial value is theirs too).</source>
        <translation>Avec --write : ajuster même si d’autres montages NFS écrivent (chaque valeur d’essai est aussi la leur).</translation>
    </message>
    <message>
        <source>The limit is the client&apos;s: %1 get each trial value too.</source>
        <translation>La limite est celle du client : %1 reçoivent aussi chaque valeur d’essai.</translation>
    </message>
    <message>
        <source>MB/S SENT</source>
        <translation>MO/S ENVOYÉS</translation>
    </message>
    <message>
        <source>WRITES</source>
        <translation>WRITE</translation>
    </message>
    <message>
        <source>COMMITS</source>
        <translation>COMMIT</translation>
    </message>
    <message>
        <source>The write-back limit is now %1, until the next boot.</source>
        <translation>La limite d’écriture différée est maintenant %1, jusqu’au prochain démarrage.</translation>
    </message>
    <message>
        <source>The write-back limit is %1.</source>
        <translation>La limite d’écriture différée est %1.</translation>
    </message>
    <message>
        <source>To set the knee: nfs-tuner-cli set-congestion%1 %2</source>
        <translation>Pour régler le coude : nfs-tuner-cli set-congestion%1 %2</translation>
    </message>
    <message>
        <source>Tuning the NFS write-back limit (nfs_congestion_kb) on what %1 writes now: at most %2 trials, %3 s</source>
        <translation>Réglage de la limite d’écriture différée NFS (nfs_congestion_kb) sur ce que %1 écrit maintenant : au plus %2 essais, %3 s</translation>
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
