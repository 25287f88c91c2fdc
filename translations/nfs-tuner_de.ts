<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AppSession</name>
    <message>
        <source>the demo folder %1 (no helper, no password)</source>
        <translation>der Demo-Ordner %1 (kein Helfer, kein Passwort)</translation>
    </message>
    <message>
        <source>root %1 does not exist or is not a directory</source>
        <translation>Wurzel %1 existiert nicht oder ist kein Ordner</translation>
    </message>
    <message>
        <source>the privileged helper</source>
        <translation>der privilegierte Helfer</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo&lt;/b&gt;: mounts captured from a real Linux NFS client, with simulated traffic. Changes go to a temporary folder, not to this system; readahead changes show in the throughput.</source>
        <translation>&lt;b&gt;Demo&lt;/b&gt;: Einhängungen, aufgenommen von einem echten Linux-NFS-Client, mit simuliertem Verkehr. Änderungen gehen in einen temporären Ordner, nicht an dieses System; Änderungen des Vorauslesens zeigen sich im Durchsatz.</translation>
    </message>
    <message>
        <source>the folder %1 (no helper, no password)</source>
        <translation>der Ordner %1 (kein Helfer, kein Passwort)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: a folder laid out like a system, not this one. Changes are written to files in that folder, not to this system.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: ein Ordner, der wie ein System aufgebaut ist, nicht dieses System. Änderungen werden in Dateien in diesem Ordner geschrieben, nicht an dieses System.</translation>
    </message>
    <message>
        <source>no mount selected, or changes cannot be made</source>
        <translation>keine Einhängung ausgewählt, oder Änderungen sind nicht möglich</translation>
    </message>
    <message>
        <source>unknown page &quot;%1&quot;: use throughput, readahead, settings, writeback, changes or health</source>
        <translation>unbekannte Seite „%1“: throughput, readahead, settings, writeback, changes oder health</translation>
    </message>
    <message>
        <source>Measure… cannot run here: %1 is a system captured in a folder, and reading its files would time this machine&apos;s disk, not its NFS mounts. Measure on the machine itself, or try Measure… in the demo (--demo).</source>
        <translation>Messen… geht hier nicht: %1 ist ein in einem Ordner erfasstes System, und seine Dateien zu lesen, würde die Platte dieses Rechners messen, nicht seine NFS-Einhängungen. Messen Sie auf dem Rechner selbst, oder probieren Sie Messen… in der Demo aus (--demo).</translation>
    </message>
    <message>
        <source>Tune… cannot run here: nothing reads the mounts of a system captured in a folder, so there is nothing to measure. Tune on the machine itself, or try Tune… in the demo.</source>
        <translation>Abstimmen… ist hier nicht möglich: Die Einhängungen eines in einem Ordner erfassten Systems liest niemand, es gibt also nichts zu messen. Stimmen Sie auf dem Rechner selbst ab, oder probieren Sie Abstimmen… in der Demo.</translation>
    </message>
</context>
<context>
    <name>AtomicFileReplace</name>
    <message>
        <source>%1: cannot keep the extended attribute %2: %3</source>
        <translation>%1: das erweiterte Attribut %2 kann nicht erhalten werden: %3</translation>
    </message>
    <message>
        <source>%1 is a symbolic link: refusing to replace it</source>
        <translation>%1 ist ein symbolischer Link: wird nicht ersetzt</translation>
    </message>
    <message>
        <source>%1 is not a regular file: refusing to replace it</source>
        <translation>%1 ist keine reguläre Datei: wird nicht ersetzt</translation>
    </message>
    <message>
        <source>%1 keeps changing: try again</source>
        <translation>%1 ändert sich ständig: bitte erneut versuchen</translation>
    </message>
    <message>
        <source>%1 changed since it was read: reload it and try again</source>
        <translation>%1 wurde seit dem Lesen geändert: neu laden und erneut versuchen</translation>
    </message>
    <message>
        <source>%1 was removed since it was read: reload and try again</source>
        <translation>%1 wurde seit dem Lesen entfernt: neu laden und erneut versuchen</translation>
    </message>
    <message>
        <source>%1: cannot keep its owner: %2</source>
        <translation>%1: der Eigentümer kann nicht erhalten werden: %2</translation>
    </message>
    <message>
        <source>%1 was created meanwhile: reload it and try again</source>
        <translation>%1 wurde inzwischen angelegt: neu laden und erneut versuchen</translation>
    </message>
    <message>
        <source>%1 was replaced, but the folder could not be flushed to disk: %2</source>
        <translation>%1 wurde ersetzt, aber der Ordner konnte nicht auf die Platte geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: no . or .. allowed</source>
        <translation>%1: . und .. sind nicht erlaubt</translation>
    </message>
    <message>
        <source>%1 is not a plain folder (a symbolic link?): refusing to write there</source>
        <translation>%1 ist kein gewöhnlicher Ordner (ein symbolischer Link?): dort wird nicht geschrieben</translation>
    </message>
    <message>
        <source>another change of the configuration is going on: try again</source>
        <translation>eine andere Änderung der Konfiguration läuft gerade: bitte erneut versuchen</translation>
    </message>
    <message>
        <source>%1 is locked by another program: try again</source>
        <translation>%1 ist von einem anderen Programm gesperrt: bitte erneut versuchen</translation>
    </message>
</context>
<context>
    <name>BdiSysfs</name>
    <message>
        <source>%1: expected a number of KiB, found &quot;%2&quot;</source>
        <translation>%1: KiB-Zahl erwartet, „%2“ gefunden</translation>
    </message>
</context>
<context>
    <name>BdiWritebackLimits</name>
    <message>
        <source>%1 % of the dirty limit</source>
        <translation>%1 % der Dirty-Grenze</translation>
    </message>
    <message>
        <source>an unknown share of the dirty limit</source>
        <translation>ein unbekannter Anteil der Dirty-Grenze</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, at least %1 %</source>
        <translation>, mindestens %1 %</translation>
    </message>
    <message>
        <source>, strictly</source>
        <translation>, strikt</translation>
    </message>
</context>
<context>
    <name>ConfigWriteRequest</name>
    <message>
        <source>&quot;%1&quot; is not a file NFS Tuner may write: use /etc/nfs.conf or /etc/nfs.conf.d/NAME.conf (NAME of letters, digits, &apos;_&apos; and &apos;-&apos;)</source>
        <translation>„%1“ ist keine Datei, die NFS Tuner schreiben darf: /etc/nfs.conf oder /etc/nfs.conf.d/NAME.conf verwenden (NAME aus Buchstaben, Ziffern, „_“ und „-“)</translation>
    </message>
    <message>
        <source>nothing to change: give values to set or keys to unset</source>
        <translation>nichts zu ändern: Werte zum Setzen oder Schlüssel zum Entfernen angeben</translation>
    </message>
    <message>
        <source>the expected SHA-256 must be 64 lower-case hex digits, or empty for a file that does not exist</source>
        <translation>die erwartete SHA-256 muss aus 64 kleinen Hexziffern bestehen oder leer sein für eine Datei, die nicht existiert</translation>
    </message>
    <message>
        <source>%1 = &quot;%2&quot;: expected a whole number of KiB from 0 to %3</source>
        <translation>%1 = „%2“: ganze Zahl von KiB zwischen 0 und %3 erwartet</translation>
    </message>
    <message>
        <source>too many keys: at most %1 in one write</source>
        <translation>zu viele Schlüssel: höchstens %1 in einem Schreibvorgang</translation>
    </message>
    <message>
        <source>%1 is given twice (keys are compared without case)</source>
        <translation>%1 ist doppelt angegeben (Schlüssel werden ohne Groß-/Kleinschreibung verglichen)</translation>
    </message>
    <message>
        <source>%1 is both set and unset, or unset twice</source>
        <translation>%1 wird zugleich gesetzt und entfernt oder zweimal entfernt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an [nfsrahead] key (nfs, nfs4, default) nor a rule (a server, SERVER:/EXPORT or a /mount/point of letters, digits and . _ : / @ + -)</source>
        <translation>„%1“ ist weder ein [nfsrahead]-Schlüssel (nfs, nfs4, default) noch eine Regel (ein Server, SERVER:/EXPORT oder ein /Einhänge/punkt aus Buchstaben, Ziffern und . _ : / @ + -)</translation>
    </message>
</context>
<context>
    <name>CongestionAtBoot</name>
    <message>
        <source>%1 in %2 would not take effect at boot: %3 is read later and wins; change or remove it first</source>
        <translation>%1 in %2 würde beim Start nicht wirken: %3 wird später gelesen und gewinnt; zuerst dort ändern oder entfernen</translation>
    </message>
</context>
<context>
    <name>CongestionLimit</name>
    <message>
        <source>%1 holds &quot;%2&quot;, not a size in KiB</source>
        <translation>%1 enthält „%2“, keine Größe in KiB</translation>
    </message>
    <message>
        <source>no NFS client: %1 appears when the nfs module is loaded</source>
        <translation>kein NFS-Client: %1 erscheint, wenn das Modul nfs geladen ist</translation>
    </message>
    <message numerus="yes">
        <source>unknown: %1 is missing, though %n NFS mount(s) show the NFS client is loaded</source>
        <translation>
            <numerusform>unbekannt: %1 fehlt, obwohl %n NFS-Einhängung zeigt, dass der NFS-Client geladen ist</numerusform>
            <numerusform>unbekannt: %1 fehlt, obwohl %n NFS-Einhängungen zeigen, dass der NFS-Client geladen ist</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CongestionRequest</name>
    <message>
        <source>%1 KiB is out of range: the NFS write-back limit is %2 to %3 KiB (0 would let no write-back through)</source>
        <translation>%1 KiB liegt außerhalb des Bereichs: die NFS-Rückschreibgrenze beträgt %2 bis %3 KiB (0 ließe kein Rückschreiben durch)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: give KiB, or a number with K, M or G</source>
        <translation>„%1“ ist keine Größe: KiB angeben oder eine Zahl mit K, M oder G</translation>
    </message>
</context>
<context>
    <name>DemoSweep</name>
    <message>
        <source>cannot lay out the demo&apos;s file %1: %2</source>
        <translation>die Datei %1 der Demo kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>DemoSystem</name>
    <message>
        <source>cannot create a folder for the demo: %1</source>
        <translation>Ordner für die Demo kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>cannot lay out the demo in %1</source>
        <translation>die Demo kann nicht in %1 angelegt werden</translation>
    </message>
</context>
<context>
    <name>DiagnosisCounters</name>
    <message>
        <source>TCP&apos;s own resends are not counted: %1</source>
        <translation>die eigenen Wiederholungen von TCP werden nicht gezählt: %1</translation>
    </message>
</context>
<context>
    <name>DiagnosisHistory</name>
    <message numerus="yes">
        <source>readahead %1, rsize %2, %n connection(s)</source>
        <translation>
            <numerusform>Vorauslesen %1, rsize %2, %n Verbindung</numerusform>
            <numerusform>Vorauslesen %1, rsize %2, %n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>the diagnoses file is not JSON: %1</source>
        <translation>die Datei der Diagnosen ist kein JSON: %1</translation>
    </message>
    <message>
        <source>%1: cannot make the folder</source>
        <translation>%1: der Ordner lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>%1 then, %2 now</source>
        <translation>damals %1, jetzt %2</translation>
    </message>
    <message>
        <source>the bottleneck stayed: %1</source>
        <translation>der Engpass blieb: %1</translation>
    </message>
    <message>
        <source>the bottleneck moved from %1 to %2</source>
        <translation>der Engpass wanderte von %1 zu %2</translation>
    </message>
    <message>
        <source>Diagnosed %1 at %2; now at %3: %4; %5.</source>
        <translation>Diagnose vom %1 bei %2; jetzt bei %3: %4; %5.</translation>
    </message>
</context>
<context>
    <name>FleetMounts</name>
    <message>
        <source>a whole number of bytes</source>
        <translation>eine ganze Zahl von Bytes</translation>
    </message>
    <message>
        <source>whole KiB from 0 to %1</source>
        <translation>ganze KiB von 0 bis %1</translation>
    </message>
    <message>
        <source>whole KiB from 1 KiB to %1</source>
        <translation>ganze KiB von 1 KiB bis %1</translation>
    </message>
    <message>
        <source>a rate of 0 or more</source>
        <translation>eine Rate von 0 oder mehr</translation>
    </message>
    <message>
        <source>%1 %2 is not %3: left out</source>
        <translation>%1 %2 ist nicht %3: weggelassen</translation>
    </message>
    <message>
        <source>no %1 label on its series or node_uname_info: named by its instance</source>
        <translation>kein Label %1 an seinen Reihen oder node_uname_info: nach seiner Instanz benannt</translation>
    </message>
    <message>
        <source>the advice &quot;%1&quot; is none NFS Tuner gives: left out</source>
        <translation>der Rat „%1“ ist keiner, den NFS Tuner gibt: weggelassen</translation>
    </message>
    <message>
        <source>the diagnosis &quot;%1&quot; is none NFS Tuner gives: left out</source>
        <translation>die Diagnose „%1“ gibt NFS Tuner nie: ausgelassen</translation>
    </message>
</context>
<context>
    <name>FleetPlaybook</name>
    <message>
        <source>&quot;%1&quot; is no name an inventory can hold (a host name or an IP address)</source>
        <translation>„%1“ ist kein Name, den ein Inventar enthalten kann (ein Hostname oder eine IP-Adresse)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a pattern of every host to Ansible</source>
        <translation>„%1“ ist für Ansible ein Muster aller Hosts</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a loopback name: it names whichever machine reads it, not one host; name hosts by a label (--host-label)</source>
        <translation>„%1“ ist ein Loopback-Name: er benennt die Maschine, die ihn liest, nicht einen Host; benennen Sie Hosts nach einem Label (--host-label)</translation>
    </message>
    <message>
        <source>the instances %1 would all be &quot;%2&quot;: an inventory cannot tell them apart; name hosts by a label (--host-label)</source>
        <translation>die Instanzen %1 wären alle „%2“: ein Inventar kann sie nicht unterscheiden; benennen Sie Hosts nach einem Label (--host-label)</translation>
    </message>
    <message>
        <source>its mount point or export is no key a rule can have (letters, digits and . _ : / @ + - only)</source>
        <translation>sein Einhängepunkt oder Export ist kein Schlüssel, den eine Regel haben kann (nur Buchstaben, Ziffern und . _ : / @ + -)</translation>
    </message>
    <message>
        <source>another mount of its device (BDI %1) has no name a rule can have</source>
        <translation>ein anderer Einhängepunkt seines Geräts (BDI %1) hat keinen Namen, den eine Regel haben kann</translation>
    </message>
    <message>
        <source>its device &quot;%1&quot; is no BDI (major:minor)</source>
        <translation>sein Gerät „%1“ ist kein BDI (major:minor)</translation>
    </message>
    <message>
        <source>its NFS version &quot;%1&quot; is none a mount has</source>
        <translation>seine NFS-Version „%1“ gibt es bei keinem Einhängen</translation>
    </message>
    <message>
        <source>the rule said to decide its next mount, &quot;%1&quot;, is no key a rule can have</source>
        <translation>die Regel, die seinen nächsten Mount bestimmen soll, „%1“, ist kein Schlüssel, den eine Regel haben kann</translation>
    </message>
</context>
<context>
    <name>FleetSession</name>
    <message>
        <source>no mount to show</source>
        <translation>kein Mount zu zeigen</translation>
    </message>
    <message>
        <source>the fleet was not shown within a minute</source>
        <translation>die Flotte wurde nicht innerhalb einer Minute gezeigt</translation>
    </message>
</context>
<context>
    <name>KeepProposal</name>
    <message>
        <source>the %1 mounts want %2</source>
        <translation>die %1-Einhängungen wollen %2</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) by mount point: %1, and nfsrahead keeps one value per NFS version; mounts that want one value share an export&apos;s or server&apos;s rule where it names only them.</source>
        <translation>
            <numerusform>%n Regel je Einhängepunkt: %1, und nfsrahead kennt einen Wert je NFS-Version; Einhängungen, die einen Wert wollen, teilen sich die Regel eines Exports oder Servers, wo sie nur sie nennt.</numerusform>
            <numerusform>%n Regeln je Einhängepunkt: %1, und nfsrahead kennt einen Wert je NFS-Version; Einhängungen, die einen Wert wollen, teilen sich die Regel eines Exports oder Servers, wo sie nur sie nennt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) by mount point: an export&apos;s, a server&apos;s or an NFS version&apos;s key would also change the next mount of mounts this change left alone.</source>
        <translation>
            <numerusform>%n Regel je Einhängepunkt: der Schlüssel eines Exports, eines Servers oder einer NFS-Version änderte auch die nächste Einhängung von Einhängungen, die diese Änderung nicht berührte.</numerusform>
            <numerusform>%n Regeln je Einhängepunkt: der Schlüssel eines Exports, eines Servers oder einer NFS-Version änderte auch die nächste Einhängung von Einhängungen, die diese Änderung nicht berührte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveRoot</name>
    <message>
        <source>%1 is a folder without proc/self/mountstats: nothing reads there; this measures reads as they happen</source>
        <translation>%1 ist ein Ordner ohne proc/self/mountstats: dort liest nichts; dies misst Lesevorgänge, während sie geschehen</translation>
    </message>
    <message>
        <source>%1 is a folder whose mountstats has not changed since %2: a capture, where nothing reads; this measures reads as they happen</source>
        <translation>%1 ist ein Ordner, dessen mountstats sich seit %2 nicht geändert hat: ein Abbild, in dem nichts liest; dies misst Lesevorgänge, während sie geschehen</translation>
    </message>
    <message>
        <source>%1 is a folder whose /proc holds no process: a capture, where nothing runs; who reads a mount is seen only on a live system</source>
        <translation>%1 ist ein Ordner, dessen /proc keinen Prozess enthält: ein Abbild, in dem nichts läuft; wer eine Einhängung liest, sieht man nur auf einem laufenden System</translation>
    </message>
</context>
<context>
    <name>MountDiagnosis</name>
    <message>
        <source>remount it (no other mount shares its client)</source>
        <translation>neu einhängen (keine andere Einhängung teilt seinen Client)</translation>
    </message>
    <message>
        <source>remount it together with %1, which share its client</source>
        <translation>zusammen mit %1 neu einhängen, die seinen Client teilen</translation>
    </message>
    <message>
        <source>Requests wait for a session slot: raise the nfs module&apos;s max_session_slots (now %1) to %2, then %3; the server may grant fewer.</source>
        <translation>Anfragen warten auf einen Sitzungsplatz: max_session_slots des Moduls nfs (jetzt %1) auf %2 erhöhen, dann %3; der Server gewährt vielleicht weniger.</translation>
    </message>
    <message>
        <source>Requests wait for one of the transport&apos;s %1 slots, the table it got when it connected; sunrpc.tcp_max_slot_table_entries is %2 now, which a new mount gets: %3.</source>
        <translation>Anfragen warten auf einen der %1 Plätze des Transports, die Tabelle, die er beim Verbinden bekam; sunrpc.tcp_max_slot_table_entries ist jetzt %2, das bekommt eine neue Einhängung: %3.</translation>
    </message>
    <message>
        <source>Requests wait for a slot: raise sunrpc.tcp_max_slot_table_entries (now %1) to %2 before the mount, then %3. It costs memory for the slots.</source>
        <translation>Anfragen warten auf einen Platz: sunrpc.tcp_max_slot_table_entries (jetzt %1) vor dem Einhängen auf %2 erhöhen, dann %3. Das kostet Speicher für die Plätze.</translation>
    </message>
    <message>
        <source>Raise the readahead to %1: more READs in flight cover the round trip. Live, no remount; Tune… measures it on these reads and keeps the knee.</source>
        <translation>Das Vorauslesen auf %1 erhöhen: mehr READs unterwegs überbrücken die Umlaufzeit. Sofort, ohne neues Einhängen; Abstimmen… misst es an diesen Lesezugriffen und behält das Knie.</translation>
    </message>
    <message>
        <source>The readahead is at its most and one reader still keeps little in flight: more connections (nconnect=4) carry more at once; it costs sockets on the server; %1.</source>
        <translation>Das Vorauslesen ist am Höchstwert und ein Leser hält trotzdem wenig unterwegs: mehr Verbindungen (nconnect=4) tragen mehr zugleich; das kostet Sockets auf dem Server; %1.</translation>
    </message>
    <message>
        <source>The server is the limit: %1 of each READ is its own. Nothing on this client will help; look at the server&apos;s disks and load.</source>
        <translation>Der Server ist die Grenze: %1 jedes READ gehört ihm. Nichts auf diesem Client hilft; prüfen Sie Platten und Last des Servers.</translation>
    </message>
    <message>
        <source>Requests are lost: nothing in readahead or the slots helps. Look at the link (errors, drops) and the server&apos;s load; timeo= and retrans= say how long the client waits before sending again.</source>
        <translation>Anfragen gehen verloren: weder Vorauslesen noch Plätze helfen. Prüfen Sie die Verbindung (Fehler, Verwerfungen) und die Last des Servers; timeo= und retrans= bestimmen, wie lange der Client vor dem erneuten Senden wartet.</translation>
    </message>
    <message>
        <source>Attributes are asked for again and again: a longer attribute cache (actimeo=60), or nocto where no other client changes the files, saves the round trips. It costs seeing other clients&apos; changes later; the export is mounted again with the option.</source>
        <translation>Attribute werden immer wieder abgefragt: ein längerer Attribut-Cache (actimeo=60), oder nocto, wo kein anderer Client die Dateien ändert, spart die Umläufe. Es kostet, dass Änderungen anderer Clients später sichtbar werden; der Export wird mit der Option neu eingehängt.</translation>
    </message>
    <message>
        <source>The application reads small pieces here and there: lower the readahead to %1 so that the server sends only what is read. Live, no remount.</source>
        <translation>Die Anwendung liest kleine Stücke hier und da: das Vorauslesen auf %1 senken, damit der Server nur sendet, was gelesen wird. Sofort, ohne neues Einhängen.</translation>
    </message>
    <message>
        <source>The application sets the pace: larger reads, or more readers at once, would speed it; nothing on the client will.</source>
        <translation>Die Anwendung bestimmt das Tempo: größere Lesezugriffe oder mehr Leser zugleich würden sie beschleunigen, nichts auf dem Client.</translation>
    </message>
    <message>
        <source>The reads come from memory: the mount is not the limit.</source>
        <translation>Die Lesezugriffe kommen aus dem Speicher: die Einhängung ist nicht die Grenze.</translation>
    </message>
    <message>
        <source>Diagnose again while it is busy.</source>
        <translation>Erneut diagnostizieren, während es beschäftigt ist.</translation>
    </message>
    <message>
        <source>Close behind: %1.</source>
        <translation>Knapp dahinter: %1.</translation>
    </message>
    <message>
        <source>Applications read %1 per second; the server sent %2: %3 of the reads came from the page cache.</source>
        <translation>Anwendungen lasen %1 pro Sekunde; der Server sandte %2: %3 der Lesezugriffe kamen aus dem Seiten-Cache.</translation>
    </message>
    <message>
        <source>%1 of the RPCs were sent again, %2 major timeout(s), %3 reconnect(s): requests are lost on the way or the server drops them.</source>
        <translation>%1 der RPCs wurden erneut gesendet, %2 große Zeitüberschreitung(en), %3 Neuverbindung(en): Anfragen gehen unterwegs verloren oder der Server verwirft sie.</translation>
    </message>
    <message>
        <source>TCP sent %1 of its segments to the server again: packets are lost on the link.</source>
        <translation>TCP sandte %1 seiner Segmente an den Server erneut: auf der Verbindung gehen Pakete verloren.</translation>
    </message>
    <message>
        <source>A READ waits %1 of its %2 before it is sent (%3), and %4 request(s) wait for a slot at each send; the most slots used: %5.</source>
        <translation>Ein READ wartet %1 seiner %2, bevor es gesendet wird (%3), und %4 Anfrage(n) warten bei jedem Senden auf einen Platz; die meisten belegten Plätze: %5.</translation>
    </message>
    <message>
        <source>%1 GETATTR, LOOKUP, ACCESS and kin (%2 per second, %3 each) took %4 of the ops&apos; time; READs %5.</source>
        <translation>%1 GETATTR, LOOKUP, ACCESS und Verwandte (%2 pro Sekunde, je %3) brauchten %4 der Zeit der Operationen; READs %5.</translation>
    </message>
    <message>
        <source>A READ&apos;s round trip is %1, the floor (the cheap ops&apos; round trip%2) %3: %4 of each READ, %5, is the server&apos;s.</source>
        <translation>Die Umlaufzeit eines READ ist %1, der Boden (die Umlaufzeit der billigen Operationen%2) %3: %4 jedes READ, %5, gehört dem Server.</translation>
    </message>
    <message>
        <source>, since the mount</source>
        <translation>, seit dem Einhängen</translation>
    </message>
    <message>
        <source>Its transfer at the link&apos;s %1 (%2) is counted out.</source>
        <translation>Seine Übertragung bei %1 der Verbindung (%2) ist herausgerechnet.</translation>
    </message>
    <message>
        <source>The link&apos;s speed is not known: a link slower than %1 would take as long to carry each READ.</source>
        <translation>Die Geschwindigkeit der Verbindung ist unbekannt: eine Verbindung langsamer als %1 bräuchte ebenso lange für jedes READ.</translation>
    </message>
    <message>
        <source>READs were in flight %1 of the time, %2 at once on average, each a round trip of %3 (the floor %4): the reader waits on the round trip with too little in flight.</source>
        <translation>READs waren %1 der Zeit unterwegs, im Mittel %2 zugleich, jedes eine Umlaufzeit von %3 (der Boden %4): der Leser wartet auf die Umlaufzeit mit zu wenig unterwegs.</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>READs were in flight only %1 of the time, averaging %2 (the readahead allows %3): the application asks for little at a time, or thinks between calls.</source>
        <translation>READs waren nur %1 der Zeit unterwegs, im Mittel %2 (das Vorauslesen erlaubt %3): die Anwendung verlangt wenig auf einmal oder denkt zwischen den Aufrufen.</translation>
    </message>
    <message numerus="yes">
        <source>%n op(s) in %1 s, %2 of them READs: not busy enough to say what limits it.</source>
        <translation>
            <numerusform>%n Operation in %1 s, davon %2 READs: nicht beschäftigt genug, um zu sagen, was es begrenzt.</numerusform>
            <numerusform>%n Operationen in %1 s, davon %2 READs: nicht beschäftigt genug, um zu sagen, was es begrenzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing stands out: READs %1 at once, a round trip of %2 against a floor of %3, no queue, no losses. The link itself may be full.</source>
        <translation>Nichts sticht heraus: READs %1 zugleich, eine Umlaufzeit von %2 gegen einen Boden von %3, keine Warteschlange, keine Verluste. Vielleicht ist die Verbindung selbst voll.</translation>
    </message>
    <message>
        <source>Round trip</source>
        <translation>Umlaufzeit</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>Page cache</source>
        <translation>Seiten-Cache</translation>
    </message>
    <message>
        <source>Not busy</source>
        <translation>Nicht beschäftigt</translation>
    </message>
    <message>
        <source>Requests wait for a slot: raise sunrpc.tcp_max_slot_table_entries to 128 before the mount, then %1. It costs memory for the slots.</source>
        <translation>Anfragen warten auf einen Platz: sunrpc.tcp_max_slot_table_entries vor dem Einhängen auf 128 erhöhen, dann %1. Das kostet Speicher für die Plätze.</translation>
    </message>
</context>
<context>
    <name>NfsConfEditor</name>
    <message>
        <source>the file holds a NUL byte and nfs-utils stops reading there: remove it, then try again</source>
        <translation>die Datei enthält ein NUL-Byte, an dem nfs-utils zu lesen aufhört: entfernen, dann erneut versuchen</translation>
    </message>
    <message>
        <source>the last line has no newline and nfs-utils ignores it: end it with a newline or remove it, then try again</source>
        <translation>die letzte Zeile hat keinen Zeilenumbruch und nfs-utils ignoriert sie: mit einem Zeilenumbruch abschließen oder entfernen, dann erneut versuchen</translation>
    </message>
    <message>
        <source>the new value would be overridden in the same file (line %1): edit that line instead</source>
        <translation>der neue Wert würde in derselben Datei überschrieben (Zeile %1): stattdessen diese Zeile bearbeiten</translation>
    </message>
    <message>
        <source>the key stays set by line %1</source>
        <translation>der Schlüssel bleibt durch Zeile %1 gesetzt</translation>
    </message>
    <message>
        <source>the edit would change [%1] %2 too: refused</source>
        <translation>die Änderung würde auch [%1] %2 ändern: abgelehnt</translation>
    </message>
    <message>
        <source>the edit would add other settings: refused</source>
        <translation>die Änderung würde weitere Einstellungen hinzufügen: abgelehnt</translation>
    </message>
    <message>
        <source>invalid section name &quot;%1&quot;: use letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>ungültiger Abschnittsname „%1“: Buchstaben, Ziffern, „.“, „_“ oder „-“ verwenden</translation>
    </message>
    <message>
        <source>invalid section argument: 1 to 255 bytes without quotes, &apos;]&apos; or control characters</source>
        <translation>ungültiges Abschnittsargument: 1 bis 255 Bytes ohne Anführungszeichen, „]“ oder Steuerzeichen</translation>
    </message>
    <message>
        <source>a value must have 1 to 4096 bytes</source>
        <translation>ein Wert muss 1 bis 4096 Bytes lang sein</translation>
    </message>
    <message>
        <source>a value cannot hold newlines or other control characters</source>
        <translation>ein Wert darf keine Zeilenumbrüche oder anderen Steuerzeichen enthalten</translation>
    </message>
    <message>
        <source>a value cannot hold both kinds of quotes</source>
        <translation>ein Wert darf nicht beide Arten von Anführungszeichen enthalten</translation>
    </message>
    <message>
        <source>invalid key &quot;%1&quot;: use 1 to 255 letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;:&apos;, &apos;/&apos;, &apos;@&apos; or &apos;+&apos;</source>
        <translation>ungültiger Schlüssel „%1“: 1 bis 255 Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;:&apos;, &apos;/&apos;, &apos;@&apos; oder &apos;+&apos; verwenden</translation>
    </message>
</context>
<context>
    <name>NfsConfLoader</name>
    <message>
        <source>error loading config file: %1</source>
        <translation>Fehler beim Laden der Konfigurationsdatei: %1</translation>
    </message>
    <message>
        <source>include of %1 loops back on itself: skipped (nfs-utils would recurse until it crashes)</source>
        <translation>include von %1 verweist auf sich selbst zurück: übersprungen (nfs-utils würde bis zum Absturz rekursiv lesen)</translation>
    </message>
    <message>
        <source>includes nested deeper than %1: %2 skipped</source>
        <translation>includes tiefer als %1 verschachtelt: %2 übersprungen</translation>
    </message>
    <message>
        <source>error loading included config %1: %2</source>
        <translation>Fehler beim Laden der eingebundenen Konfiguration %1: %2</translation>
    </message>
</context>
<context>
    <name>NfsMount</name>
    <message>
        <source>Below 1 MiB, the most the Linux client uses: the server offered no more, unless the mount options asked for less.</source>
        <translation>Unter 1 MiB, dem Höchstwert des Linux-Clients: der Server bot nicht mehr an, sofern die Mount-Optionen nicht weniger verlangten.</translation>
    </message>
    <message>
        <source>A Linux server&apos;s limit is nfsd&apos;s max_block_size (/proc/fs/nfsd/max_block_size), set before nfsd starts; by default it is larger on servers with more memory.</source>
        <translation>Bei einem Linux-Server ist die Grenze max_block_size von nfsd (/proc/fs/nfsd/max_block_size), vor dem Start von nfsd gesetzt; standardmäßig größer auf Servern mit mehr Speicher.</translation>
    </message>
</context>
<context>
    <name>NfsMountTable</name>
    <message>
        <source>%1: line %2 is not a valid mountinfo line</source>
        <translation>%1: Zeile %2 ist keine gültige mountinfo-Zeile</translation>
    </message>
    <message>
        <source>%1: contains NUL bytes</source>
        <translation>%1: enthält NUL-Bytes</translation>
    </message>
    <message>
        <source>%1: ends in the middle of a line (truncated?)</source>
        <translation>%1: endet mitten in einer Zeile (abgeschnitten?)</translation>
    </message>
    <message>
        <source>%1: not in mountinfo format</source>
        <translation>%1: nicht im mountinfo-Format</translation>
    </message>
</context>
<context>
    <name>PageCache</name>
    <message numerus="yes">
        <source>%n page(s) of %1 stay in memory after dropping them from the page cache (dirty pages not yet written back, pages another program holds, or a file system kept in memory): the read would not come from the server</source>
        <translation>
            <numerusform>%n Seite von %1 bleibt nach dem Verwerfen im Speicher (noch nicht zurückgeschriebene Seiten, Seiten, die ein anderes Programm hält, oder ein Dateisystem im Speicher): das Lesen käme nicht vom Server</numerusform>
            <numerusform>%n Seiten von %1 bleiben nach dem Verwerfen im Speicher (noch nicht zurückgeschriebene Seiten, Seiten, die ein anderes Programm hält, oder ein Dateisystem im Speicher): das Lesen käme nicht vom Server</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrometheusApi</name>
    <message>
        <source>the answer is not Prometheus&apos;s: %1</source>
        <translation>die Antwort stammt nicht von Prometheus: %1</translation>
    </message>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>Prometheus refused the query: %1 (%2)</source>
        <translation>Prometheus hat die Abfrage abgelehnt: %1 (%2)</translation>
    </message>
    <message>
        <source>no &quot;status&quot;: &quot;success&quot;</source>
        <translation>kein &quot;status&quot;: &quot;success&quot;</translation>
    </message>
    <message>
        <source>a result of type &quot;%1&quot;, not a vector or a matrix</source>
        <translation>ein Ergebnis vom Typ &quot;%1&quot;, kein Vektor und keine Matrix</translation>
    </message>
    <message>
        <source>no result list</source>
        <translation>keine Ergebnisliste</translation>
    </message>
    <message>
        <source>a sample that is not [time, &quot;value&quot;]</source>
        <translation>ein Messwert, der nicht [Zeit, &quot;Wert&quot;] ist</translation>
    </message>
</context>
<context>
    <name>PrometheusClient</name>
    <message>
        <source>%1 is not an http:// or https:// URL of a Prometheus server</source>
        <translation>%1 ist keine http://- oder https://-URL eines Prometheus-Servers</translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate</source>
        <translation>%1 enthält kein PEM-Zertifikat</translation>
    </message>
    <message>
        <source>%1 answered more than %2 MiB: not read further</source>
        <translation>%1 hat mehr als %2 MiB geantwortet: nicht weiter gelesen</translation>
    </message>
    <message>
        <source>%1 refused the credentials (HTTP %2)</source>
        <translation>%1 hat die Zugangsdaten abgelehnt (HTTP %2)</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 %3</source>
        <translation>%1 antwortete HTTP %2 %3</translation>
    </message>
</context>
<context>
    <name>ReadaheadAdvisor</name>
    <message>
        <source>The readahead or rsize of this device could not be read.</source>
        <translation>Das Vorauslesen oder rsize dieses Geräts ließ sich nicht lesen.</translation>
    </message>
    <message>
        <source>No READs in the window: nothing to judge by.</source>
        <translation>Keine READs im Zeitfenster: nichts zu beurteilen.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n READ(s) in the window; at least %1 are needed to judge.</source>
        <translation>
            <numerusform>Nur %n READ im Zeitfenster; zum Beurteilen sind mindestens %1 nötig.</numerusform>
            <numerusform>Nur %n READs im Zeitfenster; zum Beurteilen sind mindestens %1 nötig.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wire carried %1 times what applications read (%2 over %3): readahead fetches data nobody reads, as random access does.</source>
        <translation>Über das Netz kam das %1-Fache dessen, was Anwendungen lasen (%2 zu %3): Das Vorauslesen holt Daten, die niemand liest, wie bei wahlfreiem Zugriff.</translation>
    </message>
    <message>
        <source>%1 is %2 divided by the over-fetch, at most rsize (%3), in steps of rsize from 128 KiB.</source>
        <translation>%1 ist %2 geteilt durch das Zuviel, höchstens rsize (%3), in Schritten von rsize ab 128 KiB.</translation>
    </message>
    <message>
        <source>Readahead is already at the kernel&apos;s default of %1, the lowest value advised.</source>
        <translation>Das Vorauslesen steht schon auf dem Kernel-Standard von %1, dem kleinsten empfohlenen Wert.</translation>
    </message>
    <message>
        <source>READs average %1, the readahead size, below rsize (%2): readahead limits each READ.</source>
        <translation>READs sind im Mittel %1 groß, so groß wie das Vorauslesen, unter rsize (%2): Das Vorauslesen begrenzt jeden READ.</translation>
    </message>
    <message>
        <source>While reading, %1 READs were in flight on average: readahead keeps too little in flight to cover the round trip.</source>
        <translation>Beim Lesen waren im Mittel %1 READs unterwegs: Das Vorauslesen hält zu wenig unterwegs, um die Umlaufzeit zu überbrücken.</translation>
    </message>
    <message>
        <source>At the measured %1 (%2) with a READ round trip of %3, %4 must be in flight; as readahead holds the rate back, plan %5 times that, and at least rsize (%6) so that READs are full: %7. Measure again after the change.</source>
        <translation>Bei gemessenen %1 (%2) und einer READ-Umlaufzeit von %3 müssen %4 unterwegs sein; da das Vorauslesen die Rate bremst, das %5-Fache davon einplanen und mindestens rsize (%6), damit READs voll sind: %7. Nach der Änderung erneut messen.</translation>
    </message>
    <message>
        <source>over the busy seconds</source>
        <translation>über die aktiven Sekunden</translation>
    </message>
    <message>
        <source>assuming one READ at a time</source>
        <translation>bei angenommen einem READ zur Zeit</translation>
    </message>
    <message>
        <source>Readahead is already at least 15 x rsize (%1), the most advised.</source>
        <translation>Das Vorauslesen ist schon mindestens 15 × rsize (%1), das höchste Empfohlene.</translation>
    </message>
    <message>
        <source>READs average %1, full size: readahead does not hold them back.</source>
        <translation>READs sind im Mittel %1 groß, volle Größe: Das Vorauslesen bremst sie nicht.</translation>
    </message>
    <message>
        <source>READs average %1, less than readahead (%2) and rsize (%3): applications read small pieces or small files, which readahead does not limit.</source>
        <translation>READs sind im Mittel %1 groß, kleiner als das Vorauslesen (%2) und rsize (%3): Anwendungen lesen kleine Stücke oder kleine Dateien, die das Vorauslesen nicht begrenzt.</translation>
    </message>
    <message>
        <source>The wire carried %1 times what applications read: no over-fetch.</source>
        <translation>Über das Netz kam das %1-Fache dessen, was Anwendungen lasen: kein Zuviel.</translation>
    </message>
    <message>
        <source>READs average %1, full rsize, though readahead is %2: applications read at least rsize per call, and the kernel reads each call&apos;s range at once (up to rsize) whatever the readahead. A larger readahead only adds a window fetched ahead of the reader, which gains while a READ&apos;s round trip is long against its transfer (docs/RESULTS.md). Try %3 and measure: the advisor keeps it only if it gains more than %4 %.</source>
        <translation>READs sind im Mittel %1 groß, volles rsize, obwohl das Vorauslesen %2 ist: Anwendungen lesen mindestens rsize je Aufruf, und der Kernel liest den Bereich jedes Aufrufs auf einmal (bis rsize), welches Vorauslesen auch gilt. Ein größeres Vorauslesen fügt nur ein Fenster hinzu, das vor dem Leser geholt wird; es bringt etwas, solange die Umlaufzeit eines READ lang gegen seine Übertragung ist (docs/RESULTS.md). %3 versuchen und messen: der Ratgeber behält es nur, wenn es mehr als %4 % bringt.</translation>
    </message>
    <message numerus="yes">
        <source>The readahead changed %n second(s) ago: the window restarted then, and judges only what was read since.</source>
        <translation>
            <numerusform>Das Vorauslesen wurde vor %n Sekunde geändert: Das Fenster begann dort neu und beurteilt nur, was seitdem gelesen wurde.</numerusform>
            <numerusform>Das Vorauslesen wurde vor %n Sekunden geändert: Das Fenster begann dort neu und beurteilt nur, was seitdem gelesen wurde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Readahead is 0, off: the kernel reads only the pages each call asks for, and READs average %1 where rsize allows %2. Set at least rsize, %3, so that READs can be full, then measure again.</source>
        <translation>Das Vorauslesen ist 0, also aus: Der Kernel liest nur die Seiten, die jeder Aufruf verlangt, und READs sind im Mittel %1 groß, wo rsize %2 erlaubt. Setzen Sie mindestens rsize, %3, damit READs voll sein können, und messen Sie dann erneut.</translation>
    </message>
    <message>
        <source>Readahead (%1) is below rsize (%2): each READ asks for at most %1.</source>
        <translation>Die Vorauslesegröße (%1) liegt unter rsize (%2): jedes READ fordert höchstens %1 an.</translation>
    </message>
    <message>
        <source>Since Linux 5.4, NFS mounts read ahead only 128 KiB instead of 15 x rsize, and streaming reads can be 30-75 % slower. Try 15 x rsize (%1, the old default) or a value between 1 and 16 MiB, then watch the average READ size and the throughput.</source>
        <translation>Seit Linux 5.4 lesen NFS-Einhängungen nur 128 KiB statt 15 × rsize voraus, und sequenzielles Lesen kann 30–75 % langsamer sein. 15 × rsize (%1, die alte Vorgabe) oder einen Wert zwischen 1 und 16 MiB versuchen und dann die mittlere READ-Größe und den Durchsatz beobachten.</translation>
    </message>
    <message>
        <source>On the next mount nfsrahead turns readahead off (0 KiB): every read then waits for its own READ.</source>
        <translation>Beim nächsten Einhängen schaltet nfsrahead das Vorauslesen ab (0 KiB): jeder Lesezugriff wartet dann auf sein eigenes READ.</translation>
    </message>
    <message>
        <source>On the next mount nfsrahead sets %1, below rsize (%2): each READ then asks for at most %1. Raise the [nfsrahead] value on the Persistent settings page.</source>
        <translation>Beim nächsten Einhängen setzt nfsrahead %1, weniger als rsize (%2): jedes READ fordert dann höchstens %1 an. Den [nfsrahead]-Wert auf der Seite „Dauerhafte Einstellungen“ erhöhen.</translation>
    </message>
    <message>
        <source>No file on the mount was closed since the change: the kernel gives a file its readahead when it is opened, so the reads so far may all be of files opened before, at the old value. The window counts from the first file closed.</source>
        <translation>Seit der Änderung wurde keine Datei der Einhängung geschlossen: Der Kernel gibt einer Datei ihr Vorauslesen beim Öffnen, die bisherigen Lesevorgänge können also alle Dateien betreffen, die vorher mit dem alten Wert geöffnet wurden. Das Fenster zählt ab der ersten geschlossenen Datei.</translation>
    </message>
    <message>
        <source>Of the values measured on this device, %1 did best (%2 while reading); %3 gives %4, within %5 of it.</source>
        <translation>Von den auf diesem Gerät gemessenen Werten war %1 am besten (%2 beim Lesen); %3 bringt %4, innerhalb von %5 davon.</translation>
    </message>
    <message>
        <source>%1 gave %2 while reading on this device, %3 more than %4 gives now (%5): go back to %1.</source>
        <translation>%1 brachte auf diesem Gerät beim Lesen %2, %3 mehr als %4 jetzt bringt (%5): zurück zu %1.</translation>
    </message>
    <message>
        <source>%1 was measured on this device at %2 while reading, no more than %3 gives (%4): a larger readahead does not pay here.</source>
        <translation>%1 wurde auf diesem Gerät beim Lesen mit %2 gemessen, nicht mehr als %3 bringt (%4): ein größeres Vorauslesen lohnt sich hier nicht.</translation>
    </message>
    <message>
        <source>Raising from %1 (%2 while reading) to %3 (%4) gained less than %5: more readahead does not pay here.</source>
        <translation>Das Erhöhen von %1 (%2 beim Lesen) auf %3 (%4) brachte weniger als %5: mehr Vorauslesen lohnt sich hier nicht.</translation>
    </message>
    <message>
        <source>Raising from %1 (%2 while reading) to %3 (%4) gained %5: the window still holds the rate back. Raise %6 times: %7.</source>
        <translation>Das Erhöhen von %1 (%2 beim Lesen) auf %3 (%4) brachte %5: das Fenster bremst die Rate noch. Auf das %6-Fache erhöhen: %7.</translation>
    </message>
    <message>
        <source>sequentially</source>
        <translation>sequenziell</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>wahlfrei</translation>
    </message>
    <message>
        <source>partly sequentially, partly at random</source>
        <translation>teils sequenziell, teils wahlfrei</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 reads %2 calls %3: %4 % of this mount&apos;s reads.</source>
        <translation>%1 liest in Aufrufen von %2 %3: %4 % der Lesevorgänge dieses Mounts.</translation>
    </message>
    <message>
        <source>its</source>
        <translation>eigenen</translation>
    </message>
    <message numerus="yes">
        <source>%1 % of what is read comes from %n random reader(s): more readahead would fetch what they do not read, so it stays at %2.</source>
        <translation>
            <numerusform>%1 % des Gelesenen kommen von %n wahlfrei lesenden Prozess: mehr Vorauslesen holte, was er nicht liest, daher bleibt es bei %2.</numerusform>
            <numerusform>%1 % des Gelesenen kommen von %n wahlfrei lesenden Prozessen: mehr Vorauslesen holte, was sie nicht lesen, daher bleibt es bei %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The advice speaks after %1 s at the new value, not on the first READs after the change.</source>
        <translation>Die Empfehlung spricht nach %1 s beim neuen Wert, nicht nach den ersten READs nach der Änderung.</translation>
    </message>
    <message>
        <source>%1 stays the advice: the need measured now is within half to twice it.</source>
        <translation>%1 bleibt die Empfehlung: der jetzt gemessene Bedarf liegt zwischen der Hälfte und dem Doppelten davon.</translation>
    </message>
    <message>
        <source>READs in flight stay at %1 even so: more readahead would not add any; what limits the reads is elsewhere.</source>
        <translation>Die laufenden READs bleiben dennoch bei %1: mehr Vorauslesen brächte keine hinzu; was die Lesevorgänge begrenzt, liegt anderswo.</translation>
    </message>
</context>
<context>
    <name>ReadaheadConfig</name>
    <message>
        <source>[nfsrahead &quot;%1&quot;] %2 in %3 line %4 replaces every earlier %2 (nfs-utils keeps one per section and name), so nfsrahead sees none</source>
        <translation>[nfsrahead &quot;%1&quot;] %2 in %3 Zeile %4 ersetzt jedes frühere %2 (nfs-utils behält nur eines je Abschnitt und Name), daher sieht nfsrahead keines</translation>
    </message>
    <message>
        <source>%1 comes from %2: nfsrahead runs from udev without your environment, so only [environment] counts</source>
        <translation>%1 stammt aus %2: nfsrahead läuft aus udev ohne Ihre Umgebung, daher zählt nur [environment]</translation>
    </message>
    <message>
        <source>%1 = %2 does not resolve: nfsrahead treats it as unset</source>
        <translation>%1 = %2 lässt sich nicht auflösen: nfsrahead behandelt es als nicht gesetzt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a plain number of KiB: nfsrahead reads it as %2</source>
        <translation>„%1“ ist keine schlichte KiB-Zahl: nfsrahead liest es als %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: nfsrahead reads it as 0, which turns readahead off</source>
        <translation>„%1“ ist keine Zahl: nfsrahead liest es als 0, was das Vorauslesen abschaltet</translation>
    </message>
    <message>
        <source>-1 makes nfsrahead ignore %1 and use default</source>
        <translation>mit -1 ignoriert nfsrahead %1 und nimmt default</translation>
    </message>
    <message>
        <source>%1 KiB is negative: the kernel refuses it and new mounts keep 128 KiB</source>
        <translation>%1 KiB ist negativ: der Kernel weist es ab und neue Einhängungen behalten 128 KiB</translation>
    </message>
    <message>
        <source>0 KiB turns readahead off for new mounts</source>
        <translation>0 KiB schaltet das Vorauslesen für neue Einhängungen ab</translation>
    </message>
    <message>
        <source>%1 KiB is more than 1 GiB (%2 KiB): out of range</source>
        <translation>%1 KiB ist mehr als 1 GiB (%2 KiB): außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>the drop-in %1 overrides %2 line %3</source>
        <translation>die Zusatzdatei %1 überschreibt %2 Zeile %3</translation>
    </message>
    <message>
        <source>set in %1, which only nfs-utils 2.7.1 and later read</source>
        <translation>gesetzt in %1, das erst nfs-utils 2.7.1 und später liest</translation>
    </message>
</context>
<context>
    <name>ReadaheadConfigEdit</name>
    <message>
        <source>%1 = %2 in %3 would not take effect: %4 (%1 = %5) is read later and wins</source>
        <translation>%1 = %2 in %3 würde nicht wirken: %4 (%1 = %5) wird später gelesen und gewinnt</translation>
    </message>
    <message>
        <source>%1 = %2 in %3 would not take effect: nfs-utils does not read that file</source>
        <translation>%1 = %2 in %3 würde nicht wirken: nfs-utils liest diese Datei nicht</translation>
    </message>
    <message>
        <source>removing %1 from %2 changes nothing: %3 (%1 = %4) still sets it</source>
        <translation>%1 aus %2 zu entfernen ändert nichts: %3 (%1 = %4) setzt es weiterhin</translation>
    </message>
</context>
<context>
    <name>ReadaheadInput</name>
    <message>
        <source>type a readahead size</source>
        <translation>eine Vorauslesegröße eingeben</translation>
    </message>
    <message>
        <source>readahead cannot be negative</source>
        <translation>das Vorauslesen kann nicht negativ sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number: KiB take no decimals</source>
        <translation>„%1“ ist keine ganze Zahl: KiB haben keine Nachkommastellen</translation>
    </message>
    <message>
        <source>%1 is more than 1 GiB (%2 KiB), the largest readahead</source>
        <translation>%1 ist mehr als 1 GiB (%2 KiB), das größte Vorauslesen</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>0 turns readahead off: every read then waits for its own READ from the server.</source>
        <translation>0 schaltet das Vorauslesen ab: jeder Lesezugriff wartet dann auf sein eigenes READ vom Server.</translation>
    </message>
    <message>
        <source>%1 is below rsize (%2): every READ then asks for at most %1, and streaming reads slow down.</source>
        <translation>%1 liegt unter rsize (%2): jedes READ fordert dann höchstens %1 an, und sequenzielles Lesen wird langsamer.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: type a number, or one with K, M or G</source>
        <translation>„%1“ ist keine Größe: eine Zahl eingeben, oder eine mit K, M oder G</translation>
    </message>
    <message>
        <source>%1 is not a whole number of KiB</source>
        <translation>%1 ist keine ganze Zahl von KiB</translation>
    </message>
</context>
<context>
    <name>ReadaheadPlan</name>
    <message>
        <source>no NFS mount uses %1 any more</source>
        <translation>keine NFS-Einhängung nutzt %1 mehr</translation>
    </message>
    <message>
        <source>%1 KiB is more than 1 GiB</source>
        <translation>%1 KiB ist mehr als 1 GiB</translation>
    </message>
    <message>
        <source>the configured %1 KiB is out of range, not applied</source>
        <translation>die eingestellten %1 KiB liegen außerhalb des Bereichs, nicht angewendet</translation>
    </message>
</context>
<context>
    <name>ReadaheadRule</name>
    <message>
        <source>a rule needs a key</source>
        <translation>eine Regel braucht einen Schlüssel</translation>
    </message>
    <message>
        <source>a rule&apos;s key has at most %1 characters</source>
        <translation>der Schlüssel einer Regel hat höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a rule&apos;s key: only letters, digits and . _ : / @ + - may be used</source>
        <translation>„%1“ kann kein Schlüssel einer Regel sein: nur Buchstaben, Ziffern und . _ : / @ + - sind erlaubt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names an export without its server</source>
        <translation>„%1“ nennt einen Export ohne seinen Server</translation>
    </message>
</context>
<context>
    <name>ReadaheadRules</name>
    <message>
        <source>%1: %2; the line is ignored</source>
        <translation>%1: %2; die Zeile wird übergangen</translation>
    </message>
    <message>
        <source>%1: a rule in a subsection ([%2 &quot;%3&quot;]) is ignored; write it in [%2]</source>
        <translation>%1: eine Regel in einem Unterabschnitt ([%2 &quot;%3&quot;]) wird übergangen; schreiben Sie sie in [%2]</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a readahead in KiB (a plain number, 0 to %3); the rule is ignored</source>
        <translation>%1: „%2“ ist kein Vorauslesen in KiB (eine einfache Zahl, 0 bis %3); die Regel wird übergangen</translation>
    </message>
</context>
<context>
    <name>ReadaheadTuner</name>
    <message>
        <source>%1 belongs to a %2 file system, not to NFS: NFS Tuner only changes NFS mounts</source>
        <translation>%1 gehört zu einem %2-Dateisystem, nicht zu NFS: NFS Tuner ändert nur NFS-Einhängungen</translation>
    </message>
    <message>
        <source>no mount uses the BDI %1 (unmounted?): refresh the list of mounts</source>
        <translation>keine Einhängung nutzt das BDI %1 (ausgehängt?): die Liste der Einhängungen aktualisieren</translation>
    </message>
    <message>
        <source>%1 was removed since it was read: reload and try again</source>
        <translation>%1 wurde seit dem Lesen entfernt: neu laden und erneut versuchen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the mounts on %1 changed while the change was authorized (then %2; now %3): nothing was changed, look again</source>
        <translation>die Einhängungen auf %1 haben sich geändert, während die Änderung genehmigt wurde (vorher %2; jetzt %3): nichts wurde geändert, bitte erneut nachsehen</translation>
    </message>
    <message>
        <source>%1 was set to %2 KiB by someone else as %3 KiB was written: theirs stays</source>
        <translation>%1 wurde von jemand anderem auf %2 KiB gesetzt, als %3 KiB geschrieben wurden: dessen Wert bleibt</translation>
    </message>
</context>
<context>
    <name>ReaderRates</name>
    <message>
        <source>This kernel counts NFS readahead in read_bytes: the first mount seen fetching for buffered reads had its readers&apos; read_bytes grow with it.</source>
        <translation>Dieser Kernel zählt das NFS-Vorauslesen in read_bytes: bei der ersten Einhängung, die für gepufferte Lesevorgänge holte, wuchs read_bytes ihrer Leser mit.</translation>
    </message>
    <message>
        <source>This kernel does not count NFS readahead in read_bytes: the first mount seen fetching for buffered reads had its readers&apos; read_bytes stay still.</source>
        <translation>Dieser Kernel zählt das NFS-Vorauslesen nicht in read_bytes: bei der ersten Einhängung, die für gepufferte Lesevorgänge holte, blieb read_bytes ihrer Leser stehen.</translation>
    </message>
</context>
<context>
    <name>ReadersRequest</name>
    <message>
        <source>At most %1 mountpoints at once, not %2.</source>
        <translation>Höchstens %1 Einhängepunkte auf einmal, nicht %2.</translation>
    </message>
    <message>
        <source>A mountpoint is an absolute path of at most %1 characters without NUL.</source>
        <translation>Ein Einhängepunkt ist ein absoluter Pfad aus höchstens %1 Zeichen ohne NUL.</translation>
    </message>
    <message>
        <source>%1 is named twice.</source>
        <translation>%1 ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>%1 is not an NFS mount.</source>
        <translation>%1 ist kein NFS-Mount.</translation>
    </message>
</context>
<context>
    <name>SetReadaheadRequest</name>
    <message>
        <source>&quot;%1&quot; is not a BDI: expected MAJOR:MINOR, such as 0:29</source>
        <translation>„%1“ ist kein BDI: MAJOR:MINOR erwartet, etwa 0:29</translation>
    </message>
    <message>
        <source>%1 KiB is too large: readahead can be at most %2 KiB (1 GiB)</source>
        <translation>%1 KiB ist zu groß: das Vorauslesen kann höchstens %2 KiB (1 GiB) betragen</translation>
    </message>
</context>
<context>
    <name>SweepRead</name>
    <message>
        <source>%1 has no counters in mountstats (unmounted?)</source>
        <translation>%1 hat keine Zähler in mountstats (ausgehängt?)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>SweepSettings</name>
    <message>
        <source>&quot;%1&quot; is not a readahead size: give KiB, or a number with K, M or G</source>
        <translation>„%1“ ist keine Vorauslesegröße: KiB angeben, oder eine Zahl mit K, M oder G</translation>
    </message>
    <message>
        <source>the list of readahead values is empty</source>
        <translation>die Liste der Vorauslesewerte ist leer</translation>
    </message>
    <message>
        <source>%1 KiB is out of range: a sweep measures %2 to %3 KiB</source>
        <translation>%1 KiB liegt außerhalb des Bereichs: eine Messreihe misst %2 bis %3 KiB</translation>
    </message>
    <message>
        <source>repeat %1 times is out of range: 1 to %2</source>
        <translation>%1 Wiederholungen liegen außerhalb des Bereichs: 1 bis %2</translation>
    </message>
    <message>
        <source>the number of bytes to read is negative</source>
        <translation>die Zahl der zu lesenden Bytes ist negativ</translation>
    </message>
    <message>
        <source>a block size of %1 bytes is out of range: %2 bytes to %3</source>
        <translation>eine Blockgröße von %1 Bytes liegt außerhalb des Bereichs: %2 Bytes bis %3</translation>
    </message>
    <message>
        <source>%1 is out of range: readahead values go from %2 to %3 KiB</source>
        <translation>%1 liegt außerhalb des Bereichs: Vorauslesewerte gehen von %2 bis %3 KiB</translation>
    </message>
</context>
<context>
    <name>SweepTarget</name>
    <message>
        <source>no file given</source>
        <translation>keine Datei angegeben</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is a directory: give a large file to read</source>
        <translation>%1 ist ein Verzeichnis: eine große Datei zum Lesen angeben</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a large file to read</source>
        <translation>%1 ist keine reguläre Datei: eine große Datei zum Lesen angeben</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is empty: nothing to read</source>
        <translation>%1 ist leer: nichts zu lesen</translation>
    </message>
    <message>
        <source>%1 leads outside %2</source>
        <translation>%1 führt aus %2 hinaus</translation>
    </message>
    <message>
        <source>%1 is not on an NFS mount</source>
        <translation>%1 liegt nicht auf einer NFS-Einhängung</translation>
    </message>
    <message>
        <source>%1 is not on an NFS mount: it is on %2</source>
        <translation>%1 liegt nicht auf einer NFS-Einhängung, sondern auf %2</translation>
    </message>
</context>
<context>
    <name>SysctlConf</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 has settings but no link in /etc/sysctl.d points to it: systemd-sysctl does not apply them at boot (sysctl --system does)</source>
        <translation>%1 enthält Einstellungen, aber kein Link in /etc/sysctl.d zeigt darauf: systemd-sysctl wendet sie beim Start nicht an (sysctl --system schon)</translation>
    </message>
    <message>
        <source>%1:%2: not an assignment (KEY = VALUE), ignored, as systemd-sysctl ignores it</source>
        <translation>%1:%2: keine Zuweisung (SCHLÜSSEL = WERT), ignoriert, wie systemd-sysctl sie ignoriert</translation>
    </message>
</context>
<context>
    <name>SysctlEditor</name>
    <message>
        <source>&quot;%1&quot; is not a sysctl key such as fs.nfs.nfs_congestion_kb</source>
        <translation>„%1“ ist kein sysctl-Schlüssel wie fs.nfs.nfs_congestion_kb</translation>
    </message>
    <message>
        <source>a sysctl value here is 1 to 64 printable characters without blanks</source>
        <translation>ein sysctl-Wert besteht hier aus 1 bis 64 druckbaren Zeichen ohne Leerraum</translation>
    </message>
    <message>
        <source>the edited file would not read back as intended; nothing was changed</source>
        <translation>die bearbeitete Datei würde nicht wie beabsichtigt gelesen; nichts wurde geändert</translation>
    </message>
</context>
<context>
    <name>SystemHealth</name>
    <message>
        <source>nfsrahead is not installed (it comes with nfs-utils 2.6.2 or later, package nfs-common): saved settings will not be applied to new mounts. Use &quot;Apply to mounted now&quot; after each mount, or install it.</source>
        <translation>nfsrahead ist nicht installiert (es gehört zu nfs-utils 2.6.2 oder neuer, Paket nfs-common): gespeicherte Einstellungen werden nicht auf neue Einhängungen angewendet. Nach jedem Einhängen „Jetzt auf Eingehängte anwenden“ nutzen oder es installieren.</translation>
    </message>
    <message>
        <source>No udev rule runs nfsrahead when an NFS mount appears (99-nfs.rules): saved settings will not be applied to new mounts.</source>
        <translation>Keine udev-Regel startet nfsrahead, wenn eine NFS-Einhängung erscheint (99-nfs.rules): gespeicherte Einstellungen werden nicht auf neue Einhängungen angewendet.</translation>
    </message>
    <message>
        <source>This nfsrahead reads %1, not /etc/nfs.conf: settings saved in /etc/nfs.conf will not reach it.</source>
        <translation>Dieses nfsrahead liest %1, nicht /etc/nfs.conf: in /etc/nfs.conf gespeicherte Einstellungen erreichen es nicht.</translation>
    </message>
    <message>
        <source>No udev rule runs nfs-tuner-rahead when an NFS mount appears (99-nfs-tuner.rules): [nfs-tuner] rules will not be applied to new mounts. Install the nfs-tuner package, or use &quot;Apply to mounted now&quot; after each mount.</source>
        <translation>Keine udev-Regel startet nfs-tuner-rahead, wenn eine NFS-Einhängung erscheint (99-nfs-tuner.rules): [nfs-tuner]-Regeln werden nicht auf neue Einhängungen angewendet. Das Paket nfs-tuner installieren oder nach jedem Einhängen „Jetzt auf Eingehängte anwenden“ nutzen.</translation>
    </message>
    <message>
        <source>%1 runs %2, which is not there: [nfs-tuner] rules will not be applied to new mounts.</source>
        <translation>%1 startet %2, das nicht vorhanden ist: [nfs-tuner]-Regeln werden nicht auf neue Einhängungen angewendet.</translation>
    </message>
</context>
<context>
    <name>TcpSockets</name>
    <message>
        <source>the kernel&apos;s TCP connections (sock_diag)</source>
        <translation>die TCP-Verbindungen des Kernels (sock_diag)</translation>
    </message>
</context>
<context>
    <name>ThroughputMemory</name>
    <message>
        <source>The throughput memory cannot be read: %1</source>
        <translation>Das Durchsatzgedächtnis kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>version %1 is not known</source>
        <translation>Version %1 ist unbekannt</translation>
    </message>
    <message>
        <source>device &quot;%1&quot; has no list of samples</source>
        <translation>Gerät „%1“ hat keine Liste von Messungen</translation>
    </message>
    <message>
        <source>a sample of &quot;%1&quot; has no readahead or rate</source>
        <translation>eine Messung von „%1“ hat kein Vorauslesen oder keine Rate</translation>
    </message>
    <message>
        <source>%1: cannot make the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>TuneLock</name>
    <message>
        <source>process %1 of %2</source>
        <translation>Prozess %1 von %2</translation>
    </message>
    <message>
        <source>cannot make a socket: %1</source>
        <translation>kann keinen Socket anlegen: %1</translation>
    </message>
    <message>
        <source>a tune of BDI %1 is already running</source>
        <translation>eine Abstimmung von BDI %1 läuft bereits</translation>
    </message>
    <message>
        <source>a tune of the NFS write-back limit (nfs_congestion_kb) is already running</source>
        <translation>eine Abstimmung der NFS-Rückschreibgrenze (nfs_congestion_kb) läuft bereits</translation>
    </message>
    <message>
        <source>cannot take the tune lock %1: %2</source>
        <translation>die Abstimmungssperre %1 kann nicht genommen werden: %2</translation>
    </message>
    <message>
        <source>%1: wait for it to end or stop it</source>
        <translation>%1: warten Sie, bis sie endet, oder beenden Sie sie</translation>
    </message>
    <message>
        <source>%1 (%2): wait for it to end or stop it</source>
        <translation>%1 (%2): warten Sie, bis sie endet, oder beenden Sie sie</translation>
    </message>
</context>
<context>
    <name>TunePlanner</name>
    <message>
        <source>The advisor: %1 Next: %2.</source>
        <translation>Der Berater: %1 Als Nächstes: %2.</translation>
    </message>
    <message>
        <source>The advisor sees no reason to raise %1 (%2), but only a measurement tells whether a larger readahead pays for this workload: %3.</source>
        <translation>Der Berater sieht keinen Grund, %1 zu erhöhen (%2), aber nur eine Messung zeigt, ob sich mehr Vorauslesen für diese Last lohnt: %3.</translation>
    </message>
    <message>
        <source>%1 is at least the largest value tried: whether a smaller one does as well is measured: %2.</source>
        <translation>%1 ist mindestens der größte versuchte Wert: Ob ein kleinerer ebenso gut ist, wird gemessen: %2.</translation>
    </message>
    <message>
        <source>%1 (%2) against %3 (%4) is within the noise: %1 again before deciding.</source>
        <translation>%1 (%2) gegenüber %3 (%4) liegt im Rauschen: %1 noch einmal, bevor entschieden wird.</translation>
    </message>
    <message>
        <source>From %1 (%2) to %3 (%4) gained %5: raise again, to %6.</source>
        <translation>Von %1 (%2) auf %3 (%4) brachte %5: weiter erhöhen, auf %6.</translation>
    </message>
    <message>
        <source>%1 (%2) does as well as %3 (%4): lower again, to %5.</source>
        <translation>%1 (%2) ist so gut wie %3 (%4): weiter senken, auf %5.</translation>
    </message>
    <message>
        <source>%1 (%2) is more than %3 below the best, %4 (%5) within it: the knee lies between them; %6 halves the gap.</source>
        <translation>%1 (%2) liegt mehr als %3 unter dem besten, %4 (%5) innerhalb: Der Kniepunkt liegt dazwischen; %6 halbiert den Abstand.</translation>
    </message>
    <message>
        <source>%1 (%2) is within the noise of %3 below the best (%4 at %5): %1 again before taking the knee.</source>
        <translation>%1 (%2) liegt im Rauschen der Grenze %3 unter dem besten (%4 mit %5): %1 noch einmal, bevor der Kniepunkt feststeht.</translation>
    </message>
    <message>
        <source>The knee %1 (%2) and the start %3 (%4) are within the noise of each other: %5 again.</source>
        <translation>Der Kniepunkt %1 (%2) und der Anfangswert %3 (%4) liegen im Rauschen voneinander: %5 noch einmal.</translation>
    </message>
    <message>
        <source>Nothing was measured: the readahead stays at %1.</source>
        <translation>Nichts wurde gemessen: Das Vorauslesen bleibt bei %1.</translation>
    </message>
    <message>
        <source>No value did better than the start, %1 (%2): it stays.</source>
        <translation>Kein Wert war besser als der Anfangswert %1 (%2): Er bleibt.</translation>
    </message>
    <message>
        <source>The start, %1 (%2), is within %3 of the best (%4 at %5) and no smaller value is: it stays.</source>
        <translation>Der Anfangswert %1 (%2) liegt innerhalb von %3 des besten (%4 mit %5), kein kleinerer Wert: Er bleibt.</translation>
    </message>
    <message>
        <source>The knee, %1, measured %2, below the start&apos;s %3 at %4: the start stays.</source>
        <translation>Der Kniepunkt %1 maß %2, weniger als der Anfangswert mit %3 bei %4: Der Anfangswert bleibt.</translation>
    </message>
    <message>
        <source>%1 is the knee: %2, the smallest value within %3 of the best (%4 at %5); the start, %6, gave %7.</source>
        <translation>%1 ist der Kniepunkt: %2, der kleinste Wert innerhalb von %3 des besten (%4 mit %5); der Anfangswert %6 brachte %7.</translation>
    </message>
    <message>
        <source>The knee, %1 (%2), did not beat the start, %3 (%4), by more than %5 beyond the noise: the start stays.</source>
        <translation>Der Kniepunkt %1 (%2) hat den Anfangswert %3 (%4) nicht um mehr als %5 über das Rauschen hinaus übertroffen: der Anfangswert bleibt.</translation>
    </message>
    <message>
        <source>From %1 (%2) to %3 (%4) gained no more than %5 and lost no more than %6: a larger value may still pay, %7.</source>
        <translation>Von %1 (%2) auf %3 (%4) brachte nicht mehr als %5 und kostete nicht mehr als %6: Ein größerer Wert kann sich noch lohnen, %7.</translation>
    </message>
</context>
<context>
    <name>WriteTunePlanner</name>
    <message>
        <source>The limit set now, %1: what every other value is measured against.</source>
        <translation>Die jetzt gesetzte Grenze, %1: woran jeder andere Wert gemessen wird.</translation>
    </message>
    <message>
        <source>Larger than the start: does more write-back in flight keep the server busier?</source>
        <translation>Größer als der Start: hält mehr laufendes Rückschreiben den Server besser beschäftigt?</translation>
    </message>
    <message>
        <source>%1 gained more than %2 % on the best before it: larger still.</source>
        <translation>%1 gewann mehr als %2 % gegenüber dem besten davor: noch größer.</translation>
    </message>
    <message>
        <source>%1 and the start are within the noise of a %2 % gain: %3 once more.</source>
        <translation>%1 und der Start liegen im Rauschen eines Gewinns von %2 %: %3 noch einmal.</translation>
    </message>
    <message>
        <source>The start was not measured: nothing to compare with; it stays.</source>
        <translation>Der Start wurde nicht gemessen: nichts zum Vergleichen; er bleibt.</translation>
    </message>
    <message>
        <source>No larger limit sent more than %1 % more than the start, %2: it stays.</source>
        <translation>Keine größere Grenze sendete mehr als %1 % mehr als der Start, %2: er bleibt.</translation>
    </message>
    <message>
        <source>%1 sent %2 % more than the start, %3, which is not more than %4 % beyond the noise: the start stays.</source>
        <translation>%1 sendete %2 % mehr als der Start, %3, was nicht mehr als %4 % über dem Rauschen ist: der Start bleibt.</translation>
    </message>
    <message>
        <source>%1 is the knee: the smallest limit within %2 % of the best, and it sent %3 % more than the start, %4.</source>
        <translation>%1 ist das Knie: die kleinste Grenze innerhalb von %2 % der besten, und sie sendete %3 % mehr als der Start, %4.</translation>
    </message>
</context>
<context>
    <name>WritebackAdvisor</name>
    <message>
        <source>WRITEs carry %1 on average, wsize is %2: the mount is &quot;sync&quot;, so every write(2) goes to the server at once, in the size the application wrote.</source>
        <translation>WRITEs tragen im Mittel %1, wsize ist %2: der Mount ist „sync“, also geht jedes write(2) sofort zum Server, in der Größe, die die Anwendung schrieb.</translation>
    </message>
    <message>
        <source>WRITEs carry %1 on average, wsize is %2. The client sends what is dirty and contiguous when it flushes: applications that write small pieces and flush each (O_SYNC or O_DSYNC, fsync(2) after each write), or write at scattered offsets, make small WRITEs. A larger wsize would not help; larger or unsynchronised writes would.</source>
        <translation>WRITEs tragen im Mittel %1, wsize ist %2. Der Client sendet beim Zurückschreiben, was geändert und zusammenhängend ist: Anwendungen, die kleine Stücke schreiben und jedes sofort sichern (O_SYNC oder O_DSYNC, fsync(2) nach jedem Schreiben) oder an verstreuten Stellen schreiben, erzeugen kleine WRITEs. Ein größeres wsize hilft nicht; größere oder nicht synchronisierte Schreibvorgänge schon.</translation>
    </message>
    <message>
        <source>%1 COMMITs for %2 WRITEs: the client asks the server to make the data durable every few WRITEs. fsync(2), and close(2) (NFS flushes and commits what a file wrote when it is closed), after little data each cause this; every COMMIT waits for the server&apos;s disk.</source>
        <translation>%1 COMMITs auf %2 WRITEs: der Client lässt den Server die Daten alle paar WRITEs dauerhaft speichern. fsync(2) und close(2) (NFS schreibt beim Schließen zurück und bestätigt, was die Datei schrieb) nach jeweils wenig Daten verursachen das; jedes COMMIT wartet auf die Platte des Servers.</translation>
    </message>
    <message>
        <source>Write-back in flight sat at the limit (%1) in %2 % of the last readings while WRITEs took %3 ms: the server keeps up and the limit holds writers back.</source>
        <translation>Das laufende Zurückschreiben stand in %2 % der letzten Messungen am Limit (%1), während WRITEs %3 ms dauerten: der Server kommt mit, und das Limit bremst die Schreibenden.</translation>
    </message>
    <message>
        <source>Raise fs.nfs.nfs_congestion_kb to %1: a server with fast disks needs more data in flight to keep them busy (at 256 MiB random writes fell from 180 to 120 MB/s; 1 GiB brought 180 back).</source>
        <translation>fs.nfs.nfs_congestion_kb auf %1 erhöhen: ein Server mit schnellen Platten braucht mehr Daten unterwegs, um sie auszulasten (bei 256 MiB fielen zufällige Schreibvorgänge von 180 auf 120 MB/s; 1 GiB brachte 180 zurück).</translation>
    </message>
    <message>
        <source>It already allows a quarter of this machine&apos;s memory; more would compete with the page cache.</source>
        <translation>Es erlaubt schon ein Viertel des Speichers dieses Rechners; mehr würde mit dem Seitencache konkurrieren.</translation>
    </message>
    <message>
        <source>Write-back in flight sat at the limit (%1) in %2 % of the last readings, but WRITEs took %3 ms: the server or the link is the bottleneck. A higher limit would only queue more.</source>
        <translation>Das laufende Zurückschreiben stand in %2 % der letzten Messungen am Limit (%1), aber WRITEs dauerten %3 ms: der Server oder die Verbindung ist der Engpass. Ein höheres Limit würde nur mehr einreihen.</translation>
    </message>
    <message>
        <source>%1 holds fewer than %2 WRITEs of %3 (the largest wsize here): every writer on every NFS mount waits after a WRITE or two, and writes crawl.</source>
        <translation>%1 fasst weniger als %2 WRITEs zu %3 (die größte wsize hier): Jeder Schreibende auf jeder NFS-Einhängung wartet nach ein, zwei WRITEs, und das Schreiben kriecht.</translation>
    </message>
    <message>
        <source>%1 is %2 times below the kernel&apos;s default here (%3): every writer on every NFS mount waits once that much is in flight.</source>
        <translation>%1 liegt %2-mal unter der Vorgabe des Kernels hier (%3): Jeder Schreibende auf jeder NFS-Einhängung wartet, sobald so viel unterwegs ist.</translation>
    </message>
</context>
<context>
    <name>WritebackMemory</name>
    <message>
        <source>/proc/meminfo: &quot;%1&quot; is not a size in kB</source>
        <translation>/proc/meminfo: „%1“ ist keine Größe in kB</translation>
    </message>
    <message>
        <source>/proc/meminfo lacks MemTotal, Dirty, Writeback or WritebackTmp</source>
        <translation>/proc/meminfo fehlt MemTotal, Dirty, Writeback oder WritebackTmp</translation>
    </message>
</context>
<context>
    <name>WritebackTuner</name>
    <message>
        <source>the kernel kept %1 KiB instead of %2 KiB</source>
        <translation>der Kernel behielt %1 KiB statt %2 KiB</translation>
    </message>
    <message>
        <source>%1 was removed since it was read: reload and try again</source>
        <translation>%1 wurde seit dem Lesen entfernt: neu laden und erneut versuchen</translation>
    </message>
    <message>
        <source>nfs_congestion_kb is %1 KiB, not the temporary %2 KiB: someone changed it meanwhile, and their value stays</source>
        <translation>nfs_congestion_kb ist %1 KiB, nicht die vorübergehenden %2 KiB: jemand hat es inzwischen geändert, und dessen Wert bleibt</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Shows NFS mounts with their readahead and throughput, tunes readahead, and edits the persistent [nfsrahead] settings.</source>
        <translation>Zeigt NFS-Einhängungen mit Vorauslesen und Durchsatz, stellt das Vorauslesen ein und bearbeitet die dauerhaften [nfsrahead]-Einstellungen.</translation>
    </message>
    <message>
        <source>Look at the system below DIR instead of /.</source>
        <translation>Das System unterhalb von DIR statt / betrachten.</translation>
    </message>
    <message>
        <source>Run on a simulated system (no changes to this one).</source>
        <translation>Auf einem simulierten System laufen (dieses bleibt unverändert).</translation>
    </message>
    <message>
        <source>Write a PNG of the window to FILE and quit.</source>
        <translation>Ein PNG des Fensters nach FILE schreiben und beenden.</translation>
    </message>
    <message>
        <source>Sample for SECONDS before the screenshot.</source>
        <translation>Vor dem Bildschirmfoto SECONDS lang messen.</translation>
    </message>
    <message>
        <source>Select the mount at MOUNTPOINT.</source>
        <translation>Die Einhängung an MOUNTPOINT auswählen.</translation>
    </message>
    <message>
        <source>Open the window WIDTHxHEIGHT pixels large.</source>
        <translation>Das Fenster BREITExHÖHE Pixel groß öffnen.</translation>
    </message>
    <message>
        <source>Use a dark palette (to see a dark theme anywhere).</source>
        <translation>Eine dunkle Palette verwenden (um ein dunkles Thema überall zu sehen).</translation>
    </message>
    <message>
        <source>Open Measure… on FILE of the mount given with --select and start (with --screenshot: the dialog is shot when the sweep ends).</source>
        <translation>Messen… für DATEI der mit --select gewählten Einhängung öffnen und starten (mit --screenshot: ein Bild des Dialogs, wenn die Messreihe endet).</translation>
    </message>
    <message>
        <source>Open Tune… on the mount given with --select and start (with --screenshot: the dialog is shot when the tune ends).</source>
        <translation>Abstimmen… für die mit --select gegebene Einhängung öffnen und starten (mit --screenshot: Das Fenster wird aufgenommen, wenn die Abstimmung endet).</translation>
    </message>
    <message>
        <source>Open the fleet read from the Prometheus server at URL (the hosts&apos; nfs-tuner-cli metrics) instead of this system.</source>
        <translation>Die Flotte vom Prometheus-Server unter URL lesen (die Metriken von nfs-tuner-cli der Hosts) statt dieses Systems.</translation>
    </message>
    <message>
        <source>With --prometheus: trust the CA certificates in FILE (PEM).</source>
        <translation>Mit --prometheus: den CA-Zertifikaten in DATEI (PEM) vertrauen.</translation>
    </message>
    <message>
        <source>With --prometheus: name hosts by LABEL (default instance), such as nodename or a label the scrape configuration sets.</source>
        <translation>Mit --prometheus: Hosts nach LABEL benennen (Standard instance), etwa nodename oder ein Label, das die Scrape-Konfiguration setzt.</translation>
    </message>
    <message>
        <source>Open PAGE: throughput, diagnosis, readers, readahead, settings, writeback, changes, health.</source>
        <translation>PAGE öffnen: throughput, diagnosis, readers, readahead, settings, writeback, changes, health.</translation>
    </message>
    <message>
        <source>Open the write-back limit&apos;s tune on the mount given with --select and start (with --screenshot: the dialog is shot when the tune ends).</source>
        <translation>Die Abstimmung der Rückschreibgrenze für die mit --select gegebene Einhängung öffnen und starten (mit --screenshot: Das Fenster wird aufgenommen, wenn die Abstimmung endet).</translation>
    </message>
    <message>
        <source>With --tune-writes: tune even while other mounts write.</source>
        <translation>Mit --tune-writes: auch abstimmen, während andere Einhängepunkte schreiben.</translation>
    </message>
</context>
<context>
    <name>nfstuner::AdvicePanel</name>
    <message>
        <source>Advice from the last minute of reads</source>
        <translation>Empfehlung aus der letzten Minute Lesen</translation>
    </message>
    <message>
        <source>Sets each selected BDI that should be raised or lowered to the recommended value, after a preview; Undo puts the old values back.</source>
        <translation>Setzt jedes ausgewählte BDI, das erhöht oder gesenkt werden sollte, nach einer Vorschau auf den empfohlenen Wert; Rückgängig stellt die alten Werte wieder her.</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>raise from %1 to %2</source>
        <translation>von %1 auf %2 erhöhen</translation>
    </message>
    <message>
        <source>lower from %1 to %2</source>
        <translation>von %1 auf %2 senken</translation>
    </message>
    <message>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>not enough data yet</source>
        <translation>noch zu wenig Daten</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n READ(s)</source>
        <translation>
            <numerusform>%n READ</numerusform>
            <numerusform>%n READs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per READ</source>
        <translation>%1 je READ</translation>
    </message>
    <message>
        <source>round trip %1</source>
        <translation>Umlaufzeit %1</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 unterwegs</translation>
    </message>
    <message>
        <source>wire/read %1</source>
        <translation>Netz/gelesen %1</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>Gemessen: %1</translation>
    </message>
    <message>
        <source>Select mounts in the table to see what their readahead should be, and why.</source>
        <translation>Einhängepunkte in der Tabelle auswählen, um zu sehen, welches Vorauslesen sie haben sollten und warum.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more BDI(s): see the Advice column.</source>
        <translation>
            <numerusform>… und %n weiteres BDI: siehe Spalte Empfehlung.</numerusform>
            <numerusform>… und %n weitere BDIs: siehe Spalte Empfehlung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply adv&amp;ice…</source>
        <translation>Emp&amp;fehlung anwenden…</translation>
    </message>
    <message>
        <source>Sets each selected BDI to the readahead value that gave it the most throughput so far, after a preview; Undo puts the old values back.</source>
        <translation>Setzt jedes ausgewählte BDI auf den Vorauslesewert, der ihm bisher den meisten Durchsatz brachte, nach einer Vorschau; Rückgängig stellt die alten Werte wieder her.</translation>
    </message>
    <message>
        <source>%1 gave %2</source>
        <translation>%1 brachte %2</translation>
    </message>
    <message>
        <source>Back to the best &amp;measured…</source>
        <translation>Zum bes&amp;ten gemessenen Wert…</translation>
    </message>
    <message>
        <source>Apply advice</source>
        <translation>Empfehlung anwenden</translation>
    </message>
    <message>
        <source>Back to the best measured value</source>
        <translation>Zurück zum besten gemessenen Wert</translation>
    </message>
    <message>
        <source>%1 per second of the clock</source>
        <translation>%1 je Sekunde der Uhr</translation>
    </message>
    <message>
        <source>%1 while reading</source>
        <translation>%1 beim Lesen</translation>
    </message>
    <message>
        <source>While reading this device so far: %1</source>
        <translation>Beim Lesen dieses Geräts bisher: %1</translation>
    </message>
</context>
<context>
    <name>nfstuner::ChangePreview</name>
    <message>
        <source>Changes to confirm</source>
        <translation>Zu bestätigende Änderungen</translation>
    </message>
    <message>
        <source>%1 (%2): %3 → %4</source>
        <translation>%1 (%2): %3 → %4</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>%1 (%2): not changed: %3</source>
        <translation>%1 (%2): nicht geändert: %3</translation>
    </message>
    <message>
        <source>%1 (%2): stays %3</source>
        <translation>%1 (%2): bleibt %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: nothing would change.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: nichts würde sich ändern.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n BDI(s) will change. Check, then apply.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n BDI wird geändert. Prüfen, dann vornehmen.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n BDIs werden geändert. Prüfen, dann vornehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read the warnings first.</source>
        <translation>Zuerst die Warnungen lesen.</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: stays %2</source>
        <translation>%1: bleibt %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: the write-back limit will change. Check, then apply.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: die Rückschreibgrenze wird geändert. Prüfen, dann vornehmen.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n BDI(s) and the write-back limit will change. Check, then apply.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n BDI und die Rückschreibgrenze werden geändert. Prüfen, dann vornehmen.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n BDIs und die Rückschreibgrenze werden geändert. Prüfen, dann vornehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation>Nichts &amp;ändern</translation>
    </message>
    <message>
        <source>Changes nothing (Esc)</source>
        <translation>Ändert nichts (Esc)</translation>
    </message>
    <message>
        <source>Appl&amp;y these changes</source>
        <translation>Änderungen v&amp;ornehmen</translation>
    </message>
</context>
<context>
    <name>nfstuner::ChangesPage</name>
    <message>
        <source>Changes since the window opened</source>
        <translation>Änderungen, seit das Fenster offen ist</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>&amp;Undo selected step…</source>
        <translation>Ausgewählten Schritt &amp;rückgängig machen…</translation>
    </message>
    <message>
        <source>Restore the values at &amp;start…</source>
        <translation>&amp;Werte vom Start wiederherstellen…</translation>
    </message>
    <message>
        <source>Undo: %1 (%2)</source>
        <translation>Rückgängig: %1 (%2)</translation>
    </message>
    <message>
        <source>Restore the values at start</source>
        <translation>Werte vom Start wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n BDI(s) changed.</source>
        <translation>
            <numerusform>Fertig: %n BDI geändert.</numerusform>
            <numerusform>Fertig: %n BDIs geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>A later step, &quot;%1&quot; at %2, set it to %3: undoing this one drops that too.</source>
        <translation>Ein späterer Schritt, „%1“ um %2, setzte es auf %3: Wird dieser rückgängig gemacht, geht jener mit verloren.</translation>
    </message>
    <message>
        <source>Live changes made from this window, newest first: readahead, which lasts until the file system is mounted again, and the write-back limit, which lasts until the next boot.</source>
        <translation>Live-Änderungen aus diesem Fenster, die neuesten zuerst: das Vorauslesen, das gilt, bis das Dateisystem neu eingehängt wird, und die Rückschreibgrenze, die bis zum nächsten Start gilt.</translation>
    </message>
    <message>
        <source>Puts every mounted BDI back to the readahead it had when this window first saw it, whoever changed it since, and the write-back limit back to what it was before this window first changed it.</source>
        <translation>Setzt jedes eingehängte BDI auf das Vorauslesen zurück, das es hatte, als dieses Fenster es zuerst sah, wer es auch seither geändert hat, und die Rückschreibgrenze auf den Wert vor der ersten Änderung aus diesem Fenster.</translation>
    </message>
    <message>
        <source>The limit now cannot be read: %1</source>
        <translation>Die aktuelle Grenze kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Fertig:</translation>
    </message>
</context>
<context>
    <name>nfstuner::ConfSyntax</name>
    <message>
        <source>no closing &apos;]&apos;: lines up to the next section are ignored</source>
        <translation>kein schließendes „]“: Zeilen bis zum nächsten Abschnitt werden ignoriert</translation>
    </message>
    <message>
        <source>no closing &apos;&quot;&apos; in the section name: its argument is ignored</source>
        <translation>kein schließendes „&quot;“ im Abschnittsnamen: sein Argument wird ignoriert</translation>
    </message>
    <message>
        <source>not a section, a comment or an assignment</source>
        <translation>weder Abschnitt noch Kommentar noch Zuweisung</translation>
    </message>
    <message>
        <source>an assignment outside any section</source>
        <translation>eine Zuweisung außerhalb jedes Abschnitts</translation>
    </message>
    <message>
        <source>unmatched quotes</source>
        <translation>unpaarige Anführungszeichen</translation>
    </message>
    <message>
        <source>an assignment without a name</source>
        <translation>eine Zuweisung ohne Namen</translation>
    </message>
    <message>
        <source>an empty value: nfs-utils ignores the assignment</source>
        <translation>ein leerer Wert: nfs-utils ignoriert die Zuweisung</translation>
    </message>
    <message>
        <source>the last line has no newline: nfs-utils ignores it</source>
        <translation>die letzte Zeile hat keinen Zeilenumbruch: nfs-utils ignoriert sie</translation>
    </message>
    <message>
        <source>bytes after a NUL byte: nfs-utils never reads them</source>
        <translation>Bytes nach einem NUL-Byte: nfs-utils liest sie nie</translation>
    </message>
</context>
<context>
    <name>nfstuner::DiagnosisPage</name>
    <message>
        <source>Cop&amp;y command</source>
        <translation>Befehl &amp;kopieren</translation>
    </message>
    <message>
        <source>Tu&amp;ne…</source>
        <translation>Abs&amp;timmen…</translation>
    </message>
    <message>
        <source>The command to run</source>
        <translation>Der auszuführende Befehl</translation>
    </message>
    <message>
        <source>Copies the command: it needs root, and a remount or a setting</source>
        <translation>Kopiert den Befehl: er braucht root und ein neues Einhängen oder eine Einstellung</translation>
    </message>
    <message>
        <source>What to change</source>
        <translation>Was zu ändern ist</translation>
    </message>
    <message>
        <source>Select a mount to see what limits it.</source>
        <translation>Wählen Sie eine Einhängung, um zu sehen, was sie begrenzt.</translation>
    </message>
    <message>
        <source>%1: diagnosing its next 10 s of samples…</source>
        <translation>%1: Diagnose der nächsten 10 s an Messungen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (confidence %3 %)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 (Sicherheit %3 %)</translation>
    </message>
    <message>
        <source>(measuring since the last change)</source>
        <translation>(misst seit der letzten Änderung)</translation>
    </message>
    <message>
        <source>Tunes the mount&apos;s readahead by measuring its own reads: the prescription&apos;s %1 is where the advisor would start</source>
        <translation>Stimmt das Vorauslesen der Einhängung an ihren eigenen Lesezugriffen ab: die vorgeschlagenen %1 sind, wo der Ratgeber anfangen würde</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetConnectDialog</name>
    <message>
        <source>Connect to Prometheus</source>
        <translation>Mit Prometheus verbinden</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation>Bearer-Token</translation>
    </message>
    <message>
        <source>User and password (basic auth)</source>
        <translation>Benutzer und Passwort (Basic Auth)</translation>
    </message>
    <message>
        <source>The system&apos;s CAs</source>
        <translation>Die CAs des Systems</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt)</source>
        <translation>PEM-Zertifikate (*.pem *.crt)</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Authentication:</source>
        <translation>&amp;Anmeldung:</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>U&amp;ser:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;CA file:</source>
        <translation>&amp;CA-Datei:</translation>
    </message>
    <message>
        <source>&amp;Wait at most:</source>
        <translation>&amp;Höchstens warten:</translation>
    </message>
    <message>
        <source>Give the Prometheus server&apos;s URL.</source>
        <translation>Die URL des Prometheus-Servers angeben.</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https:// and name a host.</source>
        <translation>Die URL muss mit http:// oder https:// beginnen und einen Host nennen.</translation>
    </message>
    <message>
        <source>Give the bearer token.</source>
        <translation>Das Bearer-Token angeben.</translation>
    </message>
    <message>
        <source>Give the user.</source>
        <translation>Den Benutzer angeben.</translation>
    </message>
    <message>
        <source>Basic auth allows no colon in the user.</source>
        <translation>Basic Auth erlaubt keinen Doppelpunkt im Benutzer.</translation>
    </message>
    <message>
        <source>The label that names each host: instance (the default), a label the scrape configuration sets, or node_uname_info&apos;s nodename. The playbook names hosts by it.</source>
        <translation>Das Label, das jeden Host benennt: instance (Standard), ein Label, das die Scrape-Konfiguration setzt, oder nodename von node_uname_info. Das Playbook benennt Hosts danach.</translation>
    </message>
    <message>
        <source>Host &amp;label:</source>
        <translation>Host-&amp;Label:</translation>
    </message>
    <message>
        <source>The host label is a label&apos;s name: letters, digits and _.</source>
        <translation>Das Host-Label ist der Name eines Labels: Buchstaben, Ziffern und _.</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetExportModel</name>
    <message numerus="yes">
        <source>%n at %1</source>
        <translation>
            <numerusform>%n mit %1</numerusform>
            <numerusform>%n mit %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>The hosts mounting %1 read ahead differently</source>
        <translation>Die Hosts, die %1 einhängen, lesen unterschiedlich voraus</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>Mounts</translation>
    </message>
    <message>
        <source>Readaheads</source>
        <translation>Vorauslesen</translation>
    </message>
    <message>
        <source>Read rates</source>
        <translation>Leseraten</translation>
    </message>
    <message>
        <source>To change</source>
        <translation>Zu ändern</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetHistoryChart</name>
    <message>
        <source>Read MB/s</source>
        <translation>Lesen MB/s</translation>
    </message>
    <message>
        <source>Readahead KiB</source>
        <translation>Vorauslesen KiB</translation>
    </message>
    <message>
        <source>Advised KiB</source>
        <translation>Empfohlen KiB</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>A host&apos;s mount over the last day</source>
        <translation>Ein Mount eines Hosts über den letzten Tag</translation>
    </message>
    <message>
        <source>Select a mount to see its last day.</source>
        <translation>Einen Mount wählen, um seinen letzten Tag zu sehen.</translation>
    </message>
    <message>
        <source>%1 on %2, %3 to %4</source>
        <translation>%1 auf %2, %3 bis %4</translation>
    </message>
    <message>
        <source>(Prometheus has no samples of it in this time)</source>
        <translation>(Prometheus hat in dieser Zeit keine Werte davon)</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetMountModel</name>
    <message>
        <source>%1 now; the next mount gets %2 (BDI %3)</source>
        <translation>%1 jetzt; der nächste Mount erhält %2 (BDI %3)</translation>
    </message>
    <message>
        <source>Prometheus instance %1</source>
        <translation>Prometheus-Instanz %1</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Mount point</source>
        <translation>Mountpunkt</translation>
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
        <translation>Vorauslesen</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>Read (5 min)</source>
        <translation>Lesen (5 min)</translation>
    </message>
    <message>
        <source>Change to</source>
        <translation>Ändern auf</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetPlaybookDialog</name>
    <message>
        <source>&amp;Check (--check --diff)</source>
        <translation>&amp;Prüfen (--check --diff)</translation>
    </message>
    <message numerus="yes">
        <source>Playbook for %n change(s)</source>
        <translation>
            <numerusform>Playbook für %n Änderung</numerusform>
            <numerusform>Playbook für %n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the playbook before saving it: ansible-playbook --check --diff shows what each host would change, and changes nothing.</source>
        <translation>Das Playbook vor dem Speichern prüfen: ansible-playbook --check --diff zeigt, was jeder Host ändern würde, und ändert nichts.</translation>
    </message>
    <message>
        <source>Ansible&apos;s own (ansible.cfg)</source>
        <translation>Das von Ansible (ansible.cfg)</translation>
    </message>
    <message>
        <source>&amp;Inventory:</source>
        <translation>&amp;Inventar:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Save the playbook</source>
        <translation>Das Playbook speichern</translation>
    </message>
    <message>
        <source>Playbooks (*.yml *.yaml)</source>
        <translation>Playbooks (*.yml *.yaml)</translation>
    </message>
    <message>
        <source>ansible-playbook is not installed (Debian: apt install ansible-core); save the playbook and check it where it is.</source>
        <translation>ansible-playbook ist nicht installiert (Debian: apt install ansible-core); das Playbook speichern und dort prüfen, wo es ist.</translation>
    </message>
    <message>
        <source>Checking: ansible-playbook %1</source>
        <translation>Prüfe: ansible-playbook %1</translation>
    </message>
    <message>
        <source>ansible-playbook did not start: %1</source>
        <translation>ansible-playbook startete nicht: %1</translation>
    </message>
    <message>
        <source>ansible-playbook stopped: %1</source>
        <translation>ansible-playbook brach ab: %1</translation>
    </message>
    <message>
        <source>The check passed: the output says what each host would change.</source>
        <translation>Die Prüfung ist bestanden: die Ausgabe sagt, was jeder Host ändern würde.</translation>
    </message>
    <message>
        <source>The check failed (exit status %1): see the output.</source>
        <translation>Die Prüfung schlug fehl (Status %1): siehe die Ausgabe.</translation>
    </message>
    <message numerus="yes">
        <source>%n advised change(s) could not go in: the playbook&apos;s first lines say why.</source>
        <translation>
            <numerusform>%n geratene Änderung konnte nicht aufgenommen werden: die ersten Zeilen des Playbooks sagen, warum.</numerusform>
            <numerusform>%n geratene Änderungen konnten nicht aufgenommen werden: die ersten Zeilen des Playbooks sagen, warum.</numerusform>
        </translation>
    </message>
    <message>
        <source>ansible-playbook cannot find the nfstuner.tuning collection. The nfs-tuner package installs it in /usr/share/ansible/collections, where Ansible looks unless ANSIBLE_COLLECTIONS_PATH or ansible.cfg says otherwise: install the package on this machine, or add its folder to collections_path.</source>
        <translation>ansible-playbook findet die Sammlung nfstuner.tuning nicht. Das Paket nfs-tuner installiert sie in /usr/share/ansible/collections, wo Ansible sucht, sofern ANSIBLE_COLLECTIONS_PATH oder ansible.cfg nichts anderes sagen: installieren Sie das Paket auf diesem Rechner oder nehmen Sie seinen Ordner in collections_path auf.</translation>
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
        <translation>Nicht verbunden: Datei &gt; Mit Prometheus verbinden…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Connect to Prometheus…</source>
        <translation>Mit &amp;Prometheus verbinden…</translation>
    </message>
    <message>
        <source>&amp;Playbook of the chosen changes…</source>
        <translation>&amp;Playbook der gewählten Änderungen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu lesen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;All exports</source>
        <translation>&amp;Alle Exporte</translation>
    </message>
    <message>
        <source>Exports across the fleet</source>
        <translation>Exporte in der Flotte</translation>
    </message>
    <message>
        <source>Every host&apos;s NFS mounts</source>
        <translation>Die NFS-Mounts aller Hosts</translation>
    </message>
    <message>
        <source>By export: select one to see only its mounts</source>
        <translation>Nach Export: einen wählen, um nur seine Mounts zu sehen</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>Der Verlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Fleet from %1</source>
        <translation>Flotte von %1</translation>
    </message>
    <message>
        <source>Select a mount to see its last day.</source>
        <translation>Einen Mount wählen, um seinen letzten Tag zu sehen.</translation>
    </message>
    <message>
        <source>Reading from %1…</source>
        <translation>Lese von %1…</translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s)</source>
        <translation>
            <numerusform>%n Mount</numerusform>
            <numerusform>%n Mounts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n host(s), read at %1</source>
        <translation>
            <numerusform>auf %n Host, gelesen um %1</numerusform>
            <numerusform>auf %n Hosts, gelesen um %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The fleet could not be read: %1</source>
        <translation>Die Flotte konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Showing the last read.</source>
        <translation>Gezeigt wird das zuletzt Gelesene.</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>Nichts gelesen.</translation>
    </message>
    <message>
        <source>Reading the last day of %1 on %2…</source>
        <translation>Lese den letzten Tag von %1 auf %2…</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Playbook of %n change(s)…</source>
        <translation>
            <numerusform>&amp;Playbook für %n Änderung…</numerusform>
            <numerusform>&amp;Playbook für %n Änderungen…</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no label name (letters, digits and _)</source>
        <translation>„%1“ ist kein Labelname (Buchstaben, Ziffern und _)</translation>
    </message>
    <message>
        <source>Prometheus has no series of nfs-tuner-cli metrics (%1): see README, &quot;The fleet from Prometheus&quot;.</source>
        <translation>Prometheus hat keine Reihen von nfs-tuner-cli metrics (%1): siehe README, „The fleet from Prometheus“.</translation>
    </message>
</context>
<context>
    <name>nfstuner::HealthPage</name>
    <message>
        <source>Changes go to:</source>
        <translation>Änderungen gehen an:</translation>
    </message>
    <message>
        <source>nfsrahead:</source>
        <translation>nfsrahead:</translation>
    </message>
    <message>
        <source>udev rule:</source>
        <translation>udev-Regel:</translation>
    </message>
    <message>
        <source>Config nfsrahead reads:</source>
        <translation>Von nfsrahead gelesene Konfiguration:</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>E&amp;rneut prüfen</translation>
    </message>
    <message>
        <source>%1: checking…</source>
        <translation>%1: wird geprüft …</translation>
    </message>
    <message>
        <source>%1, version %2</source>
        <translation>%1, Version %2</translation>
    </message>
    <message>
        <source>%1: %2. Install the nfs-tuner package (it brings the helper, its D-Bus service and polkit policy), or check the system bus.</source>
        <translation>%1: %2. Das Paket nfs-tuner installieren (es bringt den Helfer, seinen D-Bus-Dienst und die polkit-Richtlinie mit) oder den Systembus prüfen.</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>no rule runs nfsrahead</source>
        <translation>keine Regel startet nfsrahead</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>This machine&apos;s nfsd serves at most:</source>
        <translation>Der nfsd dieses Rechners liefert höchstens:</translation>
    </message>
    <message>
        <source>%1 per READ or WRITE (%2, set before nfsd starts): its clients&apos; rsize and wsize are at most this</source>
        <translation>%1 je READ oder WRITE (%2, vor dem Start von nfsd gesetzt): rsize und wsize seiner Clients sind höchstens so groß</translation>
    </message>
    <message>
        <source>Rules ([nfs-tuner]) applied by:</source>
        <translation>Regeln ([nfs-tuner]) wendet an:</translation>
    </message>
    <message>
        <source>nfs-tuner-rahead is not installed</source>
        <translation>nfs-tuner-rahead ist nicht installiert</translation>
    </message>
    <message>
        <source>%1, run by %2</source>
        <translation>%1, gestartet von %2</translation>
    </message>
    <message>
        <source>%1 (no rules are set)</source>
        <translation>%1 (keine Regeln gesetzt)</translation>
    </message>
</context>
<context>
    <name>nfstuner::HelperDBus</name>
    <message>
        <source>Not authorized</source>
        <translation>Nicht berechtigt</translation>
    </message>
    <message>
        <source>Not a valid change</source>
        <translation>Keine gültige Änderung</translation>
    </message>
    <message>
        <source>Not an NFS mount</source>
        <translation>Keine NFS-Einhängung</translation>
    </message>
    <message>
        <source>The mount is gone</source>
        <translation>Die Einhängung ist verschwunden</translation>
    </message>
    <message>
        <source>The file changed meanwhile</source>
        <translation>Die Datei hat sich inzwischen geändert</translation>
    </message>
    <message>
        <source>The NFS Tuner helper could not be reached</source>
        <translation>Der Helfer von NFS Tuner ist nicht erreichbar</translation>
    </message>
    <message>
        <source>The change failed</source>
        <translation>Die Änderung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Beschäftigt</translation>
    </message>
</context>
<context>
    <name>nfstuner::InFlightChart</name>
    <message>
        <source>READs in flight</source>
        <translation>READs unterwegs</translation>
    </message>
    <message>
        <source>Waiting for a slot</source>
        <translation>Warten auf einen Platz</translation>
    </message>
    <message>
        <source>Seconds ago</source>
        <translation>Sekunden zuvor</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>READs in flight and requests waiting for a slot</source>
        <translation>READs unterwegs und Anfragen, die auf einen Platz warten</translation>
    </message>
</context>
<context>
    <name>nfstuner::MainWindow</name>
    <message>
        <source>NFS mounts</source>
        <translation>NFS-Einhängungen</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>Einhängungen</translation>
    </message>
    <message>
        <source>Filter mounts</source>
        <translation>Einhängungen filtern</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Sampling interval</source>
        <translation>Messintervall</translation>
    </message>
    <message>
        <source>&amp;Throughput</source>
        <translation>Durch&amp;satz</translation>
    </message>
    <message>
        <source>&amp;Persistent settings</source>
        <translation>Dauerhafte &amp;Einstellungen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message numerus="yes">
        <source>%n NFS mount(s)</source>
        <translation>
            <numerusform>%n NFS-Einhängung</numerusform>
            <numerusform>%n NFS-Einhängungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the mount table: %1</source>
        <translation>Die Einhängetabelle kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No NFS mounts on this system.</source>
        <translation>Keine NFS-Einhängungen auf diesem System.</translation>
    </message>
    <message>
        <source>Mount point, server, BDI…</source>
        <translation>Einhängepunkt, Server, BDI…</translation>
    </message>
    <message>
        <source>Read the mount table and readahead again (F5)</source>
        <translation>Einhängetabelle und Vorauslesen neu lesen (F5)</translation>
    </message>
    <message>
        <source>Rea&amp;dahead</source>
        <translation>&amp;Vorauslesen</translation>
    </message>
    <message>
        <source>Chan&amp;ges</source>
        <translation>Änderun&amp;gen</translation>
    </message>
    <message>
        <source>Hea&amp;lth</source>
        <translation>&amp;Zustand</translation>
    </message>
    <message>
        <source>Show only the mounts that need attention</source>
        <translation>Nur die Einhängungen zeigen, die Aufmerksamkeit brauchen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Export table…</source>
        <translation>Tabelle &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export the mount table</source>
        <translation>Die Einhängetabelle exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export &amp;chart as PNG…</source>
        <translation>&amp;Diagramm als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Das Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Copy rows</source>
        <translation>Zeilen &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Undo the last change…</source>
        <translation>Letzte Änderung &amp;rückgängig machen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Spalten</translation>
    </message>
    <message>
        <source>&amp;Warnings only</source>
        <translation>Nur &amp;Warnungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Why readahead matters</source>
        <translation>&amp;Warum das Vorauslesen zählt</translation>
    </message>
    <message>
        <source>&amp;About NFS Tuner</source>
        <translation>&amp;Über NFS Tuner</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n angezeigt</numerusform>
            <numerusform>%n angezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s) need attention</source>
        <translation>
            <numerusform>%n Einhängung braucht Aufmerksamkeit</numerusform>
            <numerusform>%n Einhängungen brauchen Aufmerksamkeit</numerusform>
        </translation>
    </message>
    <message>
        <source>No mount needs attention.</source>
        <translation>Keine Einhängung braucht Aufmerksamkeit.</translation>
    </message>
    <message>
        <source>No mount matches “%1”.</source>
        <translation>Keine Einhängung passt zu „%1“.</translation>
    </message>
    <message>
        <source>The NFS Tuner helper cannot be reached: see the Health page.</source>
        <translation>Der NFS-Tuner-Helfer ist nicht erreichbar: siehe die Seite „Zustand“.</translation>
    </message>
    <message>
        <source>The NFS Tuner helper cannot be reached, so nothing can be changed from here. &lt;a href=&quot;health&quot;&gt;See Health&lt;/a&gt; for why and what to do.</source>
        <translation>Der NFS-Tuner-Helfer ist nicht erreichbar, daher lässt sich von hier nichts ändern. &lt;a href=&quot;health&quot;&gt;Siehe Zustand&lt;/a&gt;: warum und was zu tun ist.</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Why readahead matters</source>
        <translation>Warum das Vorauslesen zählt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Since Linux 5.4 (commit c128e575514c, &quot;NFS: Optimise the default readahead size&quot;) an NFS mount reads ahead only 128 KiB, the VM default, instead of 15 × rsize. Streaming reads lost 30-75 %: one report measured 135 MB/s at 128 KiB against 454 MB/s at 15 MiB.&lt;/p&gt;&lt;p&gt;Readahead belongs to the mount&apos;s backing device (BDI): set it now in /sys/class/bdi/MAJ:MIN/read_ahead_kb (the Readahead page), and for new mounts in [nfsrahead] of nfs.conf, which nfs-utils&apos; nfsrahead applies when a mount appears (the Persistent settings page).&lt;/p&gt;&lt;p&gt;Bigger is not always better: random reads can slow down with a large readahead. Watch the average READ size and the throughput.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Seit Linux 5.4 (Commit c128e575514c, „NFS: Optimise the default readahead size“) liest eine NFS-Einhängung nur 128 KiB voraus, die VM-Vorgabe, statt 15 × rsize. Sequenzielles Lesen verlor 30–75 %: ein Bericht maß 135 MB/s bei 128 KiB gegen 454 MB/s bei 15 MiB.&lt;/p&gt;&lt;p&gt;Das Vorauslesen gehört zum Backing Device (BDI) der Einhängung: jetzt in /sys/class/bdi/MAJ:MIN/read_ahead_kb setzen (Seite „Vorauslesen“), und für neue Einhängungen in [nfsrahead] der nfs.conf, das nfsrahead von nfs-utils anwendet, wenn eine Einhängung erscheint (Seite „Dauerhafte Einstellungen“).&lt;/p&gt;&lt;p&gt;Größer ist nicht immer besser: zufälliges Lesen kann mit großem Vorauslesen langsamer werden. Die mittlere READ-Größe und den Durchsatz beobachten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About NFS Tuner</source>
        <translation>Über NFS Tuner</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;NFS Tuner&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Shows NFS mounts with their backing device, readahead and throughput, tunes readahead through a privileged helper, and edits the persistent [nfsrahead] settings.&lt;/p&gt;&lt;p&gt;GNU General Public License, version 2 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;NFS Tuner&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Zeigt NFS-Einhängungen mit Backing Device, Vorauslesen und Durchsatz, stellt das Vorauslesen über einen privilegierten Helfer ein und bearbeitet die dauerhaften [nfsrahead]-Einstellungen.&lt;/p&gt;&lt;p&gt;GNU General Public License, Version 2 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Write-back</source>
        <translation>Schreib&amp;puffer</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Tune readahead…</source>
        <translation>Vorauslesen &amp;abstimmen…</translation>
    </message>
    <message>
        <source>How often the mounts are sampled: %1 to %2 s</source>
        <translation>Wie oft die Einhängungen abgetastet werden: %1 bis %2 s</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is outside %2 to %3 s: sampling every %4 s</source>
        <translation>„%1“ liegt außerhalb von %2 bis %3 s: Abtastung alle %4 s</translation>
    </message>
    <message>
        <source>Who reads &amp;the mount</source>
        <translation>Wer &amp;liest den Mount</translation>
    </message>
    <message>
        <source>Connect to &amp;Prometheus…</source>
        <translation>Mit &amp;Prometheus verbinden…</translation>
    </message>
    <message>
        <source>Many hosts in one window, from the Prometheus that scrapes their nfs-tuner-cli metrics</source>
        <translation>Viele Hosts in einem Fenster, aus dem Prometheus, der ihre Metriken von nfs-tuner-cli abruft</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) on Persistent settings are not saved: quitting drops them.</source>
        <translation>
            <numerusform>%n Änderung unter Dauerhafte Einstellungen ist nicht gespeichert: Beenden verwirft sie.</numerusform>
            <numerusform>%n Änderungen unter Dauerhafte Einstellungen sind nicht gespeichert: Beenden verwirft sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them there first, or quit without them.</source>
        <translation>Speichern Sie sie dort zuerst, oder beenden Sie ohne sie.</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>Ohne Speichern &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Show the edits</source>
        <translation>Änderungen &amp;zeigen</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>Filter the mounts (%1)</source>
        <translation>Einhängungen filtern (%1)</translation>
    </message>
    <message>
        <source>Sample every:</source>
        <translation>Abtasten alle:</translation>
    </message>
    <message>
        <source>&amp;Readers</source>
        <translation>&amp;Leser</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>What li&amp;mits the mount</source>
        <translation>Was die Einhängung &amp;begrenzt</translation>
    </message>
    <message>
        <source>Tune the &amp;write-back limit…</source>
        <translation>&amp;Rückschreibgrenze abstimmen…</translation>
    </message>
</context>
<context>
    <name>nfstuner::MeasureDialog</name>
    <message>
        <source>Measure readahead on %1</source>
        <translation>Vorauslesen auf %1 messen</translation>
    </message>
    <message>
        <source>Reads a large file of yours from the server at each readahead value, from a cold cache each time, in calls of %1 as most programs read, and shows the throughput. The readahead from before comes back at the end, also if you stop or the program ends.</source>
        <translation>Liest eine große Datei von Ihnen bei jedem Vorauslesewert vom Server, jedes Mal mit leerem Cache, in Aufrufen zu %1, wie die meisten Programme lesen, und zeigt den Durchsatz. Der vorherige Wert kommt am Ende zurück, auch wenn Sie anhalten oder das Programm endet.</translation>
    </message>
    <message>
        <source>A large file on %1</source>
        <translation>Eine große Datei auf %1</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <source>Readahead values, comma-separated: KiB, or with K, M or G.</source>
        <translation>Vorauslesewerte, durch Kommas getrennt: KiB, oder mit K, M oder G.</translation>
    </message>
    <message>
        <source>Reads per value; the median counts.</source>
        <translation>Lesedurchgänge je Wert; der Median zählt.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>&amp;Werte:</translation>
    </message>
    <message>
        <source>&amp;Runs per value:</source>
        <translation>&amp;Läufe je Wert:</translation>
    </message>
    <message>
        <source>Also on this BDI: %1. Its readahead changes too while this measures.</source>
        <translation>Ebenfalls auf diesem BDI: %1. Dessen Vorauslesen ändert sich während der Messung mit.</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>Measuring</source>
        <translation>Messung läuft</translation>
    </message>
    <message>
        <source>Apply &amp;knee…</source>
        <translation>&amp;Kniepunkt anwenden…</translation>
    </message>
    <message>
        <source>Shows the change in the window to confirm; it goes through the helper and lasts until the file system is mounted again.</source>
        <translation>Zeigt die Änderung im Fenster zur Bestätigung; sie geht über den Helfer und gilt, bis das Dateisystem neu eingehängt wird.</translation>
    </message>
    <message>
        <source>File to read</source>
        <translation>Zu lesende Datei</translation>
    </message>
    <message>
        <source>%1 is on %2, not on %3: pick a file of the selected mount</source>
        <translation>%1 liegt auf %2, nicht auf %3: eine Datei der ausgewählten Einhängung wählen</translation>
    </message>
    <message>
        <source>Run %1 of %2: readahead %3, %4 of %5 read</source>
        <translation>Lauf %1 von %2: Vorauslesen %3, %4 von %5 gelesen</translation>
    </message>
    <message>
        <source>The readahead is back at %1.</source>
        <translation>Das Vorauslesen ist wieder bei %1.</translation>
    </message>
    <message>
        <source>The readahead could not be put back to %1.</source>
        <translation>Das Vorauslesen konnte nicht auf %1 zurückgesetzt werden.</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>Angehalten. %1</translation>
    </message>
    <message>
        <source>The measurement failed: %1 %2</source>
        <translation>Die Messung ist fehlgeschlagen: %1 %2</translation>
    </message>
    <message>
        <source>Knee: %1 at %2, the smallest value within 5 % of the best (%3 at %4): more readahead than the knee gains little. %5</source>
        <translation>Kniepunkt: %1 mit %2, der kleinste Wert innerhalb von 5 % des besten (%3 bei %4): mehr Vorauslesen als der Kniepunkt bringt wenig. %5</translation>
    </message>
    <message>
        <source>Apply b&amp;est…</source>
        <translation>&amp;Bestwert übernehmen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo&lt;/b&gt;: the demo&apos;s mounts are simulated, so nothing is read from a server. Each run takes as long, and makes as many READs, as the demo&apos;s model of an NFS client gives at each readahead value; the file below stands for a large file of the mount. The readahead from before comes back at the end.</source>
        <translation>&lt;b&gt;Demo&lt;/b&gt;: Die Einhängungen der Demo sind simuliert, es wird also nichts von einem Server gelesen. Jeder Lauf dauert so lange und macht so viele READs, wie das Modell eines NFS-Clients der Demo bei jedem Vorauslesewert ergibt; die Datei unten steht für eine große Datei der Einhängung. Das Vorauslesen von vorher kommt am Ende zurück.</translation>
    </message>
    <message>
        <source>Reads of %1 are larger than a readahead of %2: the kernel reads at least what a call asks for, so values up to it measure alike.</source>
        <translation>Lesezugriffe von %1 sind größer als ein Vorauslesen von %2: Der Kernel liest mindestens, was ein Aufruf verlangt, daher messen Werte bis dahin gleich.</translation>
    </message>
    <message>
        <source>Give two values or more: the knee is the smallest of them within 5 % of the best.</source>
        <translation>Geben Sie zwei oder mehr Werte an: Der Kniepunkt ist der kleinste von ihnen innerhalb von 5 % des besten.</translation>
    </message>
    <message>
        <source>MB/s while reading the file</source>
        <translation>MB/s beim Lesen der Datei</translation>
    </message>
    <message>
        <source>These are MB/s while Measure… read the file, cold, in its own calls: the advice and Tune… judge what the applications read, so their figures for a value differ.</source>
        <translation>Das sind MB/s, während Messen… die Datei kalt mit eigenen Aufrufen las: Der Rat und Abstimmen… beurteilen, was die Anwendungen lesen, daher weichen ihre Zahlen für einen Wert ab.</translation>
    </message>
    <message>
        <source>Give two values or more that measure apart: at least one above %1.</source>
        <translation>Geben Sie zwei oder mehr Werte an, die sich unterschiedlich messen: mindestens einen über %1.</translation>
    </message>
</context>
<context>
    <name>nfstuner::MountTableModel</name>
    <message>
        <source>Mount point</source>
        <translation>Einhängepunkt</translation>
    </message>
    <message>
        <source>Server:export</source>
        <translation>Server:Freigabe</translation>
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
        <translation>Vorauslesen</translation>
    </message>
    <message>
        <source>On next mount</source>
        <translation>Beim nächsten
Einhängen</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Avg READ size</source>
        <translation>Mittl.
READ-Größe</translation>
    </message>
    <message>
        <source>The backing device: readahead belongs to it, so mounts on one BDI share it</source>
        <translation>Das Backing-Device: ihm gehört das Vorauslesen, Einhängungen auf einem BDI teilen es also</translation>
    </message>
    <message>
        <source>read_ahead_kb of the BDI now</source>
        <translation>read_ahead_kb des BDI jetzt</translation>
    </message>
    <message>
        <source>What nfsrahead would set if this file system were mounted again, from [nfsrahead] in nfs.conf</source>
        <translation>Was nfsrahead setzen würde, wenn dieses Dateisystem erneut eingehängt würde, laut [nfsrahead] in nfs.conf</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>%1 KiB (refused)</source>
        <translation>%1 KiB (abgewiesen)</translation>
    </message>
    <message>
        <source>No [nfsrahead] setting: nfsrahead writes its built-in 128 KiB</source>
        <translation>Keine [nfsrahead]-Einstellung: nfsrahead schreibt seine eingebauten 128 KiB</translation>
    </message>
    <message>
        <source>%1 mounted from %2 (NFS %3, %4, %5)</source>
        <translation>%1 eingehängt von %2 (NFS %3, %4, %5)</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Nur lesbar</translation>
    </message>
    <message>
        <source>Bind mount</source>
        <translation>Bind-Einhängung</translation>
    </message>
    <message>
        <source>nconnect</source>
        <translation>nconnect</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Bytes per READ RPC lately (READ and READ_PLUS): when it sits at the readahead size, readahead limits reads</source>
        <translation>Bytes je READ-RPC zuletzt (READ und READ_PLUS): liegt der Wert bei der Vorauslesegröße, bremst das Vorauslesen</translation>
    </message>
    <message>
        <source>A bind mount of a folder inside an NFS mount (mountinfo&apos;s root is not /). A bind mount of a whole mount looks like a second mount of the export: both share the BDI</source>
        <translation>Eine Bind-Einhängung eines Ordners in einer NFS-Einhängung (root in mountinfo ist nicht /). Eine Bind-Einhängung einer ganzen Einhängung sieht aus wie eine zweite Einhängung des Exports: beide teilen das BDI</translation>
    </message>
    <message>
        <source>TCP connections to the server (nconnect=), when set</source>
        <translation>TCP-Verbindungen zum Server (nconnect=), falls gesetzt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>Shared: %1 is one superblock with %2, so they share this BDI and its readahead; a change applies to all of them.</source>
        <translation>Geteilt: %1 ist ein Superblock mit %2, daher teilen sie dieses BDI und sein Vorauslesen; eine Änderung gilt für alle.</translation>
    </message>
    <message>
        <source>From [nfsrahead] %1 at %2</source>
        <translation>Aus [nfsrahead] %1 in %2</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>What the readahead advisor says from the last minute of reads: raise, lower or keep, and to what. The Readahead page says why</source>
        <translation>Was der Vorauslese-Berater aus der letzten Minute Lesen rät: erhöhen, senken oder behalten, und auf welchen Wert. Die Seite Vorauslesen sagt, warum</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Auf %1 erhöhen</translation>
    </message>
    <message>
        <source>Lower to %1</source>
        <translation>Auf %1 senken</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation>Zu wenig Daten</translation>
    </message>
    <message>
        <source>From the [nfs-tuner] rule %1 at %2 (nfs-tuner-rahead sets it after nfsrahead)</source>
        <translation>Aus der [nfs-tuner]-Regel %1 in %2 (nfs-tuner-rahead setzt sie nach nfsrahead)</translation>
    </message>
    <message>
        <source>The [nfs-tuner] rule %1 at %2 will not apply: %3</source>
        <translation>Die [nfs-tuner]-Regel %1 in %2 wird nicht angewendet: %3</translation>
    </message>
    <message>
        <source>Nothing sets it when the mount appears: the kernel gives a new NFS mount %1.</source>
        <translation>Nichts setzt ihn, wenn die Einhängung erscheint: Der Kernel gibt einer neuen NFS-Einhängung %1.</translation>
    </message>
    <message>
        <source>[nfsrahead] %1 at %2 (%3) will not apply: %4</source>
        <translation>[nfsrahead] %1 in %2 (%3) wird nicht angewendet: %4</translation>
    </message>
    <message>
        <source>What applications read and wrote per second of the clock (MB/s = 10^6 bytes/s). The advice and Tune… count only the seconds in which the mount was reading (MB/s while reading), Measure… its own reads of a file: their figures run higher when applications pause.</source>
        <translation>Was Anwendungen je Sekunde der Uhr lasen und schrieben (MB/s = 10^6 Bytes/s). Der Rat und Abstimmen… zählen nur die Sekunden, in denen die Einhängung las (MB/s beim Lesen), Messen… seine eigenen Lesevorgänge einer Datei: Ihre Zahlen liegen höher, wenn Anwendungen pausieren.</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>What limits the mount, from the kernel&apos;s counters of the last 10 s: the round trip, the server, the slots, losses, metadata, the application or the page cache. The Diagnosis page says why and what to change</source>
        <translation>Was die Einhängung begrenzt, aus den Zählern des Kernels der letzten 10 s: die Umlaufzeit, der Server, die Plätze, Verluste, Metadaten, die Anwendung oder der Seiten-Cache. Die Seite Diagnose sagt, warum und was zu ändern ist</translation>
    </message>
</context>
<context>
    <name>nfstuner::MountWritesChart</name>
    <message>
        <source>The selected mount&apos;s writes and WRITE round trips</source>
        <translation>Schreibvorgänge und WRITE-Umlaufzeiten des ausgewählten Mounts</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Schreiben MB/s</translation>
    </message>
    <message>
        <source>WRITE RTT (ms)</source>
        <translation>WRITE-RTT (ms)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Write MB/s (select a mount)</source>
        <translation>Schreiben MB/s (Mount auswählen)</translation>
    </message>
    <message>
        <source>Write MB/s of %1</source>
        <translation>Schreiben MB/s von %1</translation>
    </message>
</context>
<context>
    <name>nfstuner::PersistentSettingsPage</name>
    <message>
        <source>nfs-utils&apos; &lt;b&gt;nfsrahead&lt;/b&gt; sets the readahead of each NFS mount when it appears, from &lt;tt&gt;[nfsrahead]&lt;/tt&gt; in nfs.conf. Mounted file systems keep theirs until you apply the settings to them.</source>
        <translation>&lt;b&gt;nfsrahead&lt;/b&gt; aus nfs-utils setzt das Vorauslesen jeder NFS-Einhängung, sobald sie erscheint, laut &lt;tt&gt;[nfsrahead]&lt;/tt&gt; in nfs.conf. Bereits eingehängte Dateisysteme behalten ihres, bis Sie die Einstellungen auf sie anwenden.</translation>
    </message>
    <message>
        <source>Readahead for new mounts</source>
        <translation>Vorauslesen für neue Einhängungen</translation>
    </message>
    <message>
        <source>Unchecked: the key is not set in the file you save to.</source>
        <translation>Nicht angekreuzt: der Schlüssel wird in der Zieldatei nicht gesetzt.</translation>
    </message>
    <message>
        <source>File to save in</source>
        <translation>Zieldatei</translation>
    </message>
    <message>
        <source>Save &amp;in:</source>
        <translation>Speichern &amp;in:</translation>
    </message>
    <message>
        <source>Changes to be saved</source>
        <translation>Zu speichernde Änderungen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Spei&amp;chern</translation>
    </message>
    <message>
        <source>Writes the file through the privileged helper; only the lines shown change.</source>
        <translation>Schreibt die Datei über den privilegierten Helfer; nur die gezeigten Zeilen ändern sich.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Results of applying</source>
        <translation>Ergebnisse des Anwendens</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>not set: nfsrahead falls back to %1</source>
        <translation>nicht gesetzt: nfsrahead nimmt ersatzweise %1</translation>
    </message>
    <message>
        <source>128 KiB</source>
        <translation>128 KiB</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
    <message>
        <source>overrides %1 = %2 at %3</source>
        <translation>überschreibt %1 = %2 in %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Read, in this order (later ones win): %1</source>
        <translation>Gelesen, in dieser Reihenfolge (spätere gewinnen): %1</translation>
    </message>
    <message>
        <source>No changes to %1.</source>
        <translation>Keine Änderungen an %1.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert …</translation>
    </message>
    <message>
        <source>Applying to mounted file systems…</source>
        <translation>Wird auf eingehängte Dateisysteme angewendet …</translation>
    </message>
    <message>
        <source>NFSv&amp;3 mounts (nfs)</source>
        <translation>NFSv&amp;3-Einhängungen (nfs)</translation>
    </message>
    <message>
        <source>NFSv&amp;4 mounts (nfs4)</source>
        <translation>NFSv&amp;4-Einhängungen (nfs4)</translation>
    </message>
    <message>
        <source>Any &amp;other (default)</source>
        <translation>Alle &amp;übrigen (default)</translation>
    </message>
    <message>
        <source>Readahead for %1</source>
        <translation>Vorauslesen für %1</translation>
    </message>
    <message>
        <source>Relo&amp;ad</source>
        <translation>Ne&amp;u laden</translation>
    </message>
    <message>
        <source>Apply to mounted &amp;now…</source>
        <translation>Jetzt auf eingehängte a&amp;nwenden…</translation>
    </message>
    <message>
        <source>%1 (new drop-in, read last)</source>
        <translation>%1 (neue Zusatzdatei, zuletzt gelesen)</translation>
    </message>
    <message>
        <source>Filled in from the live change. Check the change below, then Save.</source>
        <translation>Aus der Live-Änderung übernommen. Die Änderung unten prüfen, dann speichern.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save or reload your edits first: this applies the saved settings.</source>
        <translation>Zuerst die Änderungen speichern oder neu laden: dies wendet die gespeicherten Einstellungen an.</translation>
    </message>
    <message>
        <source>Shows which mounted BDIs would change from what to what; nothing changes until you confirm.</source>
        <translation>Zeigt, welche eingehängten BDIs sich von was zu was ändern würden; nichts ändert sich, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <source>%1 changed since it was shown. Press Reload to see it as it is now, then save again.</source>
        <translation>%1 hat sich geändert, seit es angezeigt wurde. „Neu laden“ drücken, um es wie jetzt zu sehen, dann erneut speichern.</translation>
    </message>
    <message>
        <source>Saved %1. New mounts will get these values; &quot;Apply to mounted now&quot; sets the mounted ones.</source>
        <translation>%1 gespeichert. Neue Einhängungen erhalten diese Werte; „Jetzt auf eingehängte anwenden“ setzt die eingehängten.</translation>
    </message>
    <message>
        <source>Apply the persistent settings to mounted file systems</source>
        <translation>Die dauerhaften Einstellungen auf eingehängte Dateisysteme anwenden</translation>
    </message>
    <message numerus="yes">
        <source>Applied to %n BDI(s). The Changes page can undo it.</source>
        <translation>
            <numerusform>Auf %n BDI angewendet. Die Seite „Änderungen“ kann es rückgängig machen.</numerusform>
            <numerusform>Auf %n BDIs angewendet. Die Seite „Änderungen“ kann es rückgängig machen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n BDI(s) could not be set.</source>
        <translation>
            <numerusform>%n BDI konnte nicht gesetzt werden.</numerusform>
            <numerusform>%n BDIs konnten nicht gesetzt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per export, server or mount point ([nfs-tuner] rules)</source>
        <translation>Je Export, Server oder Einhängepunkt ([nfs-tuner]-Regeln)</translation>
    </message>
    <message>
        <source>When a mount appears, nfs-tuner-rahead (udev) sets the value of the most specific rule that matches it: mount point, then export, then server. Without one, nfsrahead&apos;s value above stands.</source>
        <translation>Erscheint eine Einhängung, setzt nfs-tuner-rahead (udev) den Wert der spezifischsten passenden Regel: Einhängepunkt, dann Export, dann Server. Ohne passende Regel bleibt der obige Wert von nfsrahead.</translation>
    </message>
    <message>
        <source>%1 (new file, read before the drop-ins)</source>
        <translation>%1 (neue Datei, vor den Drop-ins gelesen)</translation>
    </message>
    <message>
        <source>%1 (new drop-in, read before %2)</source>
        <translation>%1 (neues Drop-in, vor %2 gelesen)</translation>
    </message>
    <message>
        <source>%1 Nothing here can be edited or saved; the settings are shown as the files say.</source>
        <translation>%1 Hier kann nichts bearbeitet oder gespeichert werden; die Einstellungen werden so gezeigt, wie die Dateien sie enthalten.</translation>
    </message>
    <message>
        <source>Reload shows the files as they are and drops your edits, which are not saved. Press Reload again to drop them, or Save them first.</source>
        <translation>„Neu laden“ zeigt die Dateien, wie sie sind, und verwirft Ihre Änderungen, die nicht gespeichert sind. Drücken Sie „Neu laden“ noch einmal, um sie zu verwerfen, oder speichern Sie sie zuerst.</translation>
    </message>
    <message>
        <source>Saved %1, but new mounts will not get these values: %2 &quot;Apply to mounted now&quot; sets the mounted ones.</source>
        <translation>%1 gespeichert, aber neue Einhängungen erhalten diese Werte nicht: %2 „Jetzt auf eingehängte anwenden“ setzt die eingehängten.</translation>
    </message>
    <message>
        <source>Not applied when a mount appears: %1</source>
        <translation>Beim Einhängen nicht angewandt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Filled in %n key(s) from the live change; those wider than a mount point (%1) also decide mounts that appear later. Check the change below, then Save.</source>
        <translation>
            <numerusform>%n Schlüssel aus der Live-Änderung übernommen; die über einen Einhängepunkt hinaus (%1) bestimmen auch Einhängungen, die später erscheinen. Die Änderung unten prüfen, dann speichern.</numerusform>
            <numerusform>%n Schlüssel aus der Live-Änderung übernommen; die über einen Einhängepunkt hinaus (%1) bestimmen auch Einhängungen, die später erscheinen. Die Änderung unten prüfen, dann speichern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadEditor</name>
    <message>
        <source>New readahead</source>
        <translation>Neues Vorauslesen</translation>
    </message>
    <message>
        <source>&amp;Kernel default (128 KiB)</source>
        <translation>&amp;Kernel-Vorgabe (128 KiB)</translation>
    </message>
    <message>
        <source>Custom readahead</source>
        <translation>Eigenes Vorauslesen</translation>
    </message>
    <message>
        <source>Apply to</source>
        <translation>Anwenden auf</translation>
    </message>
    <message>
        <source>Applying</source>
        <translation>Wird angewendet</translation>
    </message>
    <message>
        <source>, shared with %1</source>
        <translation>, geteilt mit %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: readahead now &lt;b&gt;%2&lt;/b&gt;, rsize %3 (BDI %4%5)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Vorauslesen jetzt &lt;b&gt;%2&lt;/b&gt;, rsize %3 (BDI %4%5)</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>&amp;15 × rsize, the pre-5.4 default (%1 here)</source>
        <translation>&amp;15 × rsize, die Vorgabe vor 5.4 (hier %1)</translation>
    </message>
    <message>
        <source>&amp;15 × rsize, the pre-5.4 default</source>
        <translation>&amp;15 × rsize, die Vorgabe vor 5.4</translation>
    </message>
    <message>
        <source>&amp;Custom:</source>
        <translation>Eigener &amp;Wert:</translation>
    </message>
    <message>
        <source>&amp;Apply…</source>
        <translation>&amp;Übernehmen…</translation>
    </message>
    <message>
        <source>Shows which BDIs change from what to what; nothing changes until you confirm. The change goes through the privileged helper (you may be asked for a password) and lasts until the file system is mounted again.</source>
        <translation>Zeigt, welche BDIs sich von was zu was ändern; nichts ändert sich, bevor Sie bestätigen. Die Änderung geht über den privilegierten Helfer (eventuell wird ein Passwort verlangt) und gilt, bis das Dateisystem neu eingehängt wird.</translation>
    </message>
    <message>
        <source>Results per BDI</source>
        <translation>Ergebnisse je BDI</translation>
    </message>
    <message>
        <source>&amp;Undo this change…</source>
        <translation>Diese Änderung &amp;rückgängig machen…</translation>
    </message>
    <message>
        <source>Puts back the values from before this change (after a preview).</source>
        <translation>Stellt die Werte von vor dieser Änderung wieder her (nach einer Vorschau).</translation>
    </message>
    <message>
        <source>Keep after re&amp;boot…</source>
        <translation>&amp;Nach Neustart behalten…</translation>
    </message>
    <message>
        <source>No mount selected: select mounts in the table, or apply to every NFS mount.</source>
        <translation>Keine Einhängung ausgewählt: Einhängungen in der Tabelle auswählen oder auf jede NFS-Einhängung anwenden.</translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s) selected</source>
        <translation>
            <numerusform>%n Einhängung ausgewählt</numerusform>
            <numerusform>%n Einhängungen ausgewählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n BDI(s).</source>
        <translation>
            <numerusform>auf %n BDI.</numerusform>
            <numerusform>auf %n BDIs.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;15 × rsize, the pre-5.4 default (per mount)</source>
        <translation>&amp;15 × rsize, die Vorgabe vor 5.4 (je Einhängung)</translation>
    </message>
    <message numerus="yes">
        <source>Selected mou&amp;nts (%n BDI(s))</source>
        <translation>
            <numerusform>A&amp;usgewählte Einhängungen (%n BDI)</numerusform>
            <numerusform>A&amp;usgewählte Einhängungen (%n BDIs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every NFS m&amp;ount (%n BDI(s))</source>
        <translation>
            <numerusform>&amp;Jede NFS-Einhängung (%n BDI)</numerusform>
            <numerusform>&amp;Jede NFS-Einhängung (%n BDIs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Set readahead</source>
        <translation>Vorauslesen setzen</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n BDI(s) could not be changed; the others were.</source>
        <translation>
            <numerusform>%n BDI konnte nicht geändert werden; die anderen schon.</numerusform>
            <numerusform>%n BDIs konnten nicht geändert werden; die anderen schon.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 mounts got different values, and nfsrahead keeps one value per NFS version: choose one on the Persistent settings page.</source>
        <translation>Die %1-Einhängungen erhielten verschiedene Werte, und nfsrahead kennt einen Wert je NFS-Version: einen auf der Seite „Dauerhafte Einstellungen“ wählen.</translation>
    </message>
    <message>
        <source>Mea&amp;sure…</source>
        <translation>Lesedur&amp;chsatz messen…</translation>
    </message>
    <message>
        <source>Measures read throughput of a large file of the selected mount at several readahead values, and shows which is enough.</source>
        <translation>Misst den Lesedurchsatz einer großen Datei der ausgewählten Einhängung bei mehreren Vorauslesewerten und zeigt, welcher genügt.</translation>
    </message>
    <message>
        <source>Apply the measured knee</source>
        <translation>Gemessenen Kniepunkt anwenden</translation>
    </message>
    <message>
        <source>Fills in the persistent settings (a rule per mount in nfs.conf) that give new mounts these values; you review and save them there.</source>
        <translation>Trägt die dauerhaften Einstellungen ein (eine Regel je Einhängung in nfs.conf), die neuen Einhängungen diese Werte geben; dort prüfen und speichern Sie sie.</translation>
    </message>
    <message>
        <source>E&amp;xtend the rule to them…</source>
        <translation>Regel auf sie auswe&amp;iten…</translation>
    </message>
    <message>
        <source>%1 (now %2, next mount %3)</source>
        <translation>%1 (jetzt %2, nächstes Einhängen %3)</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message numerus="yes">
        <source>No rule can name only the changed mounts. %1 would also decide the next mount of %n other mount(s): %2. Extend it to them, or keep nothing after a reboot.</source>
        <translation>
            <numerusform>Keine Regel kann nur die geänderten Einhängepunkte benennen. %1 bestimmte auch das nächste Einhängen von %n weiteren Einhängepunkt: %2. Weiten Sie die Regel auf ihn aus, oder behalten Sie nach einem Neustart nichts.</numerusform>
            <numerusform>Keine Regel kann nur die geänderten Einhängepunkte benennen. %1 bestimmte auch das nächste Einhängen von %n weiteren Einhängepunkten: %2. Weiten Sie die Regel auf sie aus, oder behalten Sie nach einem Neustart nichts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tune b&amp;y measuring…</source>
        <translation>Durch &amp;Messen abstimmen…</translation>
    </message>
    <message>
        <source>A change is waiting or being made: Tune… can start once it is done.</source>
        <translation>Eine Änderung wartet oder läuft: Abstimmen… kann danach beginnen.</translation>
    </message>
    <message>
        <source>Select the mount to tune in the table.</source>
        <translation>Wählen Sie die abzustimmende Einhängung in der Tabelle.</translation>
    </message>
    <message>
        <source>Tune: keep the knee</source>
        <translation>Abstimmung: Kniepunkt behalten</translation>
    </message>
    <message>
        <source>Tunes the selected mount&apos;s readahead on the reads it has now: value after value, measured, until more stops paying.</source>
        <translation>Stimmt das Vorauslesen der gewählten Einhängung auf ihre jetzigen Lesezugriffe ab: Wert um Wert, gemessen, bis mehr sich nicht mehr lohnt.</translation>
    </message>
    <message>
        <source>The next mount of each changed mount gets these values already (see &quot;On next mount&quot;): nothing to keep.</source>
        <translation>Das nächste Einhängen jeder geänderten Einhängung bekommt diese Werte schon (siehe „Beim nächsten Einhängen“): nichts zu behalten.</translation>
    </message>
    <message>
        <source>Ad&amp;just the write-back limit by measuring…</source>
        <translation>Rückschreib-H&amp;öchstwert durch Messen abstimmen…</translation>
    </message>
    <message>
        <source>Write tune: set the knee</source>
        <translation>Schreib-Abstimmung: das Knie setzen</translation>
    </message>
    <message>
        <source>Tunes the client&apos;s write-back limit (every NFS mount&apos;s) on what the selected mount writes now: larger value after larger value, measured, until more stops paying.</source>
        <translation>Stimmt die Rückschreibgrenze des Clients (die jedes NFS-Einhängepunkts) auf das ab, was der gewählte Einhängepunkt jetzt schreibt: ein größerer Wert nach dem anderen, gemessen, bis mehr sich nicht mehr lohnt.</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadField</name>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Unit of %1</source>
        <translation>Einheit von %1</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadRulesTable</name>
    <message>
        <source>Mount point</source>
        <translation>Einhängepunkt</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Readahead rules</source>
        <translation>Vorauslese-Regeln</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Decides the next mount of</source>
        <translation>Bestimmt das nächste Einhängen von</translation>
    </message>
    <message>
        <source>Add for the sele&amp;cted mount</source>
        <translation>Für die ausge&amp;wählte Einhängung hinzufügen</translation>
    </message>
    <message>
        <source>Remove r&amp;ule</source>
        <translation>Regel entfe&amp;rnen</translation>
    </message>
    <message>
        <source>overrides %1 at %2</source>
        <translation>überschreibt %1 in %2</translation>
    </message>
    <message>
        <source>ignored: %1</source>
        <translation>ignoriert: %1</translation>
    </message>
    <message>
        <source>no mount now</source>
        <translation>derzeit keine Einhängung</translation>
    </message>
    <message>
        <source>Select a mount in the table first.</source>
        <translation>Wählen Sie zuerst eine Einhängung in der Tabelle.</translation>
    </message>
    <message>
        <source>Adds a rule for %1, its export or its server.</source>
        <translation>Fügt eine Regel für %1, seinen Export oder seinen Server hinzu.</translation>
    </message>
    <message>
        <source>No rule key can name %1: keys take letters, digits and . _ : / @ + - only.</source>
        <translation>Kein Regelschlüssel kann %1 benennen: Schlüssel bestehen nur aus Buchstaben, Ziffern und . _ : / @ + -.</translation>
    </message>
    <message>
        <source>Rule key</source>
        <translation>Regelschlüssel</translation>
    </message>
    <message>
        <source>KiB, or with a unit: 16M, 1G. Saved as plain KiB.</source>
        <translation>KiB, oder mit Einheit: 16M, 1G. Gespeichert als reine KiB.</translation>
    </message>
    <message>
        <source>new, not saved</source>
        <translation>neu, nicht gespeichert</translation>
    </message>
    <message>
        <source>not a rule</source>
        <translation>keine Regel</translation>
    </message>
    <message>
        <source>%1 is an [nfsrahead] key: set it above, not as a rule</source>
        <translation>%1 ist ein [nfsrahead]-Schlüssel: oben setzen, nicht als Regel</translation>
    </message>
    <message>
        <source>%1 has two rows (keys are compared without case)</source>
        <translation>%1 hat zwei Zeilen (Schlüssel werden ohne Groß-/Kleinschreibung verglichen)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no mount now, and nothing here applies rules when a mount appears</source>
        <translation>jetzt keine Einhängung, und hier wendet nichts Regeln an, wenn eine Einhängung erscheint</translation>
    </message>
    <message>
        <source>%1, but nothing here applies rules when a mount appears</source>
        <translation>%1, aber hier wendet nichts Regeln an, wenn eine Einhängung erscheint</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadSweep</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the readahead from before (%1 KiB) could not be put back: %2</source>
        <translation>das vorherige Vorauslesen (%1 KiB) konnte nicht zurückgesetzt werden: %2</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReaderMonitor</name>
    <message>
        <source>%1 is not an NFS mount.</source>
        <translation>%1 ist kein NFS-Mount.</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadersModel</name>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>sequenziell</translation>
    </message>
    <message>
        <source>random</source>
        <translation>wahlfrei</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation> (+%1 weitere)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>A share: this process also read elsewhere, or with pread, whose reads are placed by the mount&apos;s own counters.</source>
        <translation>Ein Anteil: dieser Prozess las auch anderswo oder mit pread, dessen Lesevorgänge nach den eigenen Zählern des Mounts zugeordnet werden.</translation>
    </message>
    <message>
        <source>Not counted: this kernel does not count NFS readahead in read_bytes, or it is not known yet (see docs/KERNELS.md).</source>
        <translation>Nicht gezählt: dieser Kernel zählt NFS-Vorauslesen nicht in read_bytes, oder es ist noch nicht bekannt (siehe docs/KERNELS.md).</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Lesen MB/s</translation>
    </message>
    <message>
        <source>Calls/s</source>
        <translation>Aufrufe/s</translation>
    </message>
    <message>
        <source>KiB/call</source>
        <translation>KiB/Aufruf</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>Fetched MB/s</source>
        <translation>Geholt MB/s</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadersPage</name>
    <message>
        <source>Other users&apos; processes are theirs: the helper shows them once an administrator allows it.</source>
        <translation>Die Prozesse anderer Benutzer gehören ihnen: der Helfer zeigt sie, sobald ein Administrator es erlaubt.</translation>
    </message>
    <message>
        <source>Processes reading the mount</source>
        <translation>Prozesse, die den Mount lesen</translation>
    </message>
    <message>
        <source>Not allowed to see other users&apos; processes: showing yours.</source>
        <translation>Die Prozesse anderer Benutzer zu sehen ist nicht erlaubt: es werden Ihre gezeigt.</translation>
    </message>
    <message>
        <source>Select a mount to see who reads it.</source>
        <translation>Wählen Sie einen Mount, um zu sehen, wer ihn liest.</translation>
    </message>
    <message>
        <source>Looking at %1: the figures come with the next sample.</source>
        <translation>%1 wird beobachtet: die Zahlen kommen mit der nächsten Messung.</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) with files open on %1, reading %2 MB/s</source>
        <translation>
            <numerusform>%n Prozess mit offenen Dateien auf %1, liest %2 MB/s</numerusform>
            <numerusform>%n Prozesse mit offenen Dateien auf %1, lesen %2 MB/s</numerusform>
        </translation>
    </message>
    <message>
        <source> (every user&apos;s).</source>
        <translation> (aller Benutzer).</translation>
    </message>
    <message>
        <source> (yours only).</source>
        <translation> (nur Ihre).</translation>
    </message>
    <message>
        <source>Read MB/s and calls come from the files&apos; positions and each process&apos;s counters; ~ marks a share (the process also read elsewhere, or with pread). </source>
        <translation>Lesen MB/s und Aufrufe kommen aus den Dateipositionen und den Zählern jedes Prozesses; ~ kennzeichnet einen Anteil (der Prozess las auch anderswo oder mit pread). </translation>
    </message>
    <message>
        <source>Fetched MB/s: not known yet whether this kernel counts NFS readahead.</source>
        <translation>Geholt MB/s: noch nicht bekannt, ob dieser Kernel NFS-Vorauslesen zählt.</translation>
    </message>
    <message>
        <source>More processes or files than one look takes: some are left out.</source>
        <translation>Mehr Prozesse oder Dateien, als ein Blick fasst: manche fehlen.</translation>
    </message>
    <message>
        <source>Show every &amp;user&apos;s processes…</source>
        <translation>Prozesse aller Ben&amp;utzer zeigen…</translation>
    </message>
    <message>
        <source>PID, user, command, file…</source>
        <translation>PID, Benutzer, Befehl, Datei…</translation>
    </message>
    <message>
        <source>Filter the processes</source>
        <translation>Prozesse filtern</translation>
    </message>
    <message>
        <source>Fi&amp;nd:</source>
        <translation>Su&amp;chen:</translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadersService</name>
    <message>
        <source>%1 (pid %2, %3)</source>
        <translation>%1 (PID %2, %3)</translation>
    </message>
</context>
<context>
    <name>nfstuner::SweepChart</name>
    <message>
        <source>Read throughput against readahead</source>
        <translation>Lesedurchsatz über dem Vorauslesen</translation>
    </message>
    <message>
        <source>Median MB/s</source>
        <translation>Median MB/s</translation>
    </message>
    <message>
        <source>Knee</source>
        <translation>Kniepunkt</translation>
    </message>
    <message>
        <source>Readahead (KiB)</source>
        <translation>Vorauslesen (KiB)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
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
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Throughput chart</source>
        <translation>Durchsatzdiagramm</translation>
    </message>
    <message>
        <source>Off: what applications read and wrote. On: what the NFS client moved in READ and WRITE RPCs, including readahead.</source>
        <translation>Aus: was Anwendungen lasen und schrieben. Ein: was der NFS-Client in READ- und WRITE-RPCs übertrug, samt Vorauslesen.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 Minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>Chart time window</source>
        <translation>Zeitfenster des Diagramms</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>Zeit&amp;raum:</translation>
    </message>
    <message>
        <source>READ ops:</source>
        <translation>READ-Operationen:</translation>
    </message>
    <message>
        <source>WRITE ops:</source>
        <translation>WRITE-Operationen:</translation>
    </message>
    <message>
        <source>Average READ:</source>
        <translation>Mittleres READ:</translation>
    </message>
    <message>
        <source>Average WRITE:</source>
        <translation>Mittleres WRITE:</translation>
    </message>
    <message>
        <source>READ RTT:</source>
        <translation>READ-RTT:</translation>
    </message>
    <message>
        <source>WRITE RTT:</source>
        <translation>WRITE-RTT:</translation>
    </message>
    <message>
        <source>READ execute:</source>
        <translation>READ-Ausführung:</translation>
    </message>
    <message>
        <source>WRITE execute:</source>
        <translation>WRITE-Ausführung:</translation>
    </message>
    <message>
        <source>Retransmissions:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <source>Select a mount to see its throughput.</source>
        <translation>Eine Einhängung auswählen, um ihren Durchsatz zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>READ_PLUS:</source>
        <translation>READ_PLUS:</translation>
    </message>
    <message>
        <source>Holes not transferred:</source>
        <translation>Nicht übertragene Lücken:</translation>
    </message>
    <message>
        <source>Since Linux 6.6 an NFSv4.2 client reads with READ_PLUS when the server offers it. READ_PLUS counts as a READ in every figure here.</source>
        <translation>Seit Linux 6.6 liest ein NFSv4.2-Client mit READ_PLUS, wenn der Server es anbietet. READ_PLUS zählt hier in jeder Zahl als READ.</translation>
    </message>
    <message>
        <source>READ_PLUS lets a server send a hole of a sparse file as its length only. The Linux NFS server sends holes as data; other servers may not.</source>
        <translation>Mit READ_PLUS kann ein Server eine Lücke einer Sparse-Datei nur als ihre Länge senden. Der Linux-NFS-Server sendet Lücken als Daten; andere Server womöglich nicht.</translation>
    </message>
    <message>
        <source>%1 since mount</source>
        <translation>%1 seit dem Einhängen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>%1 % of READs since mount</source>
        <translation>%1 % der READs seit dem Einhängen</translation>
    </message>
    <message>
        <source>READ payload</source>
        <translation>READ-Nutzlast</translation>
    </message>
    <message>
        <source>WRITE payload</source>
        <translation>WRITE-Nutzlast</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>%1: readahead %2 → %3; read %4 in the 30 s before, %5 after</source>
        <translation>%1: Vorauslesen %2 → %3; gelesen %4 in den 30 s davor, %5 danach</translation>
    </message>
    <message>
        <source>%1 of %2 READs since mount were READ_PLUS.</source>
        <translation>%1 von %2 READs seit dem Einhängen waren READ_PLUS.</translation>
    </message>
    <message>
        <source>W&amp;ire level (READ/WRITE RPC payload)</source>
        <translation>&amp;Netzebene (Nutzlast der READ/WRITE-RPCs)</translation>
    </message>
    <message>
        <source>Wire MB/s</source>
        <translation>MB/s Leitung</translation>
    </message>
</context>
<context>
    <name>nfstuner::TimeSplitChart</name>
    <message>
        <source>Queued</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Übertragung</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>READ</source>
        <translation>READ</translation>
    </message>
    <message>
        <source>ms per op</source>
        <translation>ms pro Operation</translation>
    </message>
    <message>
        <source>Where each op&apos;s time goes</source>
        <translation>Wohin die Zeit jeder Operation geht</translation>
    </message>
</context>
<context>
    <name>nfstuner::TuneDialog</name>
    <message>
        <source>Tune readahead on %1</source>
        <translation>Vorauslesen für %1 abstimmen</translation>
    </message>
    <message>
        <source>&amp;Tune</source>
        <translation>&amp;Abstimmen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>Stops and puts the readahead from before back.</source>
        <translation>Hält an und stellt das vorherige Vorauslesen wieder her.</translation>
    </message>
    <message>
        <source>The trial&apos;s evidence</source>
        <translation>Die Messdaten des Versuchs</translation>
    </message>
    <message>
        <source>MB/s while reading</source>
        <translation>MB/s beim Lesen</translation>
    </message>
    <message>
        <source>Measures the throughput of %1 on the reads it has now at one readahead value after another, in the order the advisor gives, and ends on the knee: the smallest value within 5 % of the best, never one that measured below the value set now. Each value is set for the time being: stop or close, and the value from before comes back. A file takes the readahead set when it is opened, so each value counts from the first file opened again.</source>
        <translation>Misst den Durchsatz von %1 bei den jetzigen Lesezugriffen mit einem Vorauslesewert nach dem anderen, in der Reihenfolge des Beraters, und endet beim Kniepunkt: dem kleinsten Wert innerhalb von 5 % des besten, nie bei einem, der weniger maß als der jetzige Wert. Jeder Wert gilt nur vorläufig: Anhalten oder Schließen bringt den vorherigen Wert zurück. Eine Datei übernimmt das Vorauslesen beim Öffnen, daher zählt jeder Wert ab der ersten wieder geöffneten Datei.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo&lt;/b&gt;: the demo&apos;s reads are simulated, and so is what each readahead value gives them. </source>
        <translation>&lt;b&gt;Demo&lt;/b&gt;: Die Lesezugriffe der Demo sind simuliert, ebenso, was jeder Vorauslesewert ihnen bringt. </translation>
    </message>
    <message>
        <source>Also on this BDI: %1. Its readahead changes too while this runs, and its reads count.</source>
        <translation>Auch auf diesem BDI: %1. Ihr Vorauslesen ändert sich währenddessen mit, und ihre Lesezugriffe zählen.</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Readahead</source>
        <translation>Vorauslesen</translation>
    </message>
    <message>
        <source>READs</source>
        <translation>READs</translation>
    </message>
    <message>
        <source>Per READ</source>
        <translation>Je READ</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Why this value</source>
        <translation>Warum dieser Wert</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Closes; a value the tune holds goes back to the one from before.</source>
        <translation>Schließt; ein von der Abstimmung gehaltener Wert geht auf den vorherigen zurück.</translation>
    </message>
    <message>
        <source>Keeps the knee until the file system is mounted again: a change on the Changes page, which Undo takes back.</source>
        <translation>Behält den Kniepunkt, bis das Dateisystem neu eingehängt wird: eine Änderung auf der Seite Änderungen, die Rückgängig zurücknimmt.</translation>
    </message>
    <message>
        <source>Keep after re&amp;boot…</source>
        <translation>Nach &amp;Neustart behalten…</translation>
    </message>
    <message>
        <source>Keeps the knee, then fills in the persistent settings that give the mount it on the next mount too.</source>
        <translation>Behält den Kniepunkt und trägt dann die dauerhaften Einstellungen ein, die ihn der Einhängung auch beim nächsten Einhängen geben.</translation>
    </message>
    <message>
        <source>The readahead is back at %1.</source>
        <translation>Das Vorauslesen ist wieder bei %1.</translation>
    </message>
    <message>
        <source>Trial %1 of at most %2: %3. %4</source>
        <translation>Versuch %1 von höchstens %2: %3. %4</translation>
    </message>
    <message>
        <source>Trial %1 of at most %2, %3</source>
        <translation>Versuch %1 von höchstens %2, %3</translation>
    </message>
    <message>
        <source>%1: waiting for a file on the mount to be opened again.</source>
        <translation>%1: warte, bis eine Datei der Einhängung wieder geöffnet wird.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 s, %n READ(s), %3 so far.</source>
        <translation>
            <numerusform>%1: %2 s, %n READ, bisher %3.</numerusform>
            <numerusform>%1: %2 s, %n READs, bisher %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is set for the time being: keep it, or put %2 back.</source>
        <translation>%1 ist vorläufig gesetzt: behalten Sie es, oder stellen Sie %2 wieder her.</translation>
    </message>
    <message>
        <source>&amp;Keep %1</source>
        <translation>%1 &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Put back %1</source>
        <translation>%1 &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Sets %1 again, the value from before the tune.</source>
        <translation>Setzt wieder %1, den Wert vor der Abstimmung.</translation>
    </message>
</context>
<context>
    <name>nfstuner::TuningBackend</name>
    <message numerus="yes">
        <source>%1 (the other %n mount(s) were set)</source>
        <translation>
            <numerusform>%1 (die andere Einhängung wurde gesetzt)</numerusform>
            <numerusform>%1 (die anderen %n Einhängungen wurden gesetzt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::WorkloadTuner</name>
    <message>
        <source>The value set now, %1: what every other value is measured against.</source>
        <translation>Der jetzige Wert, %1: Jeder andere Wert wird an ihm gemessen.</translation>
    </message>
    <message>
        <source>Stopped before the end; the readahead goes back to %1.</source>
        <translation>Vor dem Ende angehalten; das Vorauslesen geht zurück auf %1.</translation>
    </message>
    <message>
        <source>%1 is no longer mounted: nothing to put back.</source>
        <translation>%1 ist nicht mehr eingehängt: nichts wiederherzustellen.</translation>
    </message>
    <message>
        <source>Someone else set the readahead to %1 while the tune had %2: their value stays.</source>
        <translation>Jemand anderes hat das Vorauslesen auf %1 gesetzt, während die Abstimmung %2 hatte: Dieser Wert bleibt.</translation>
    </message>
    <message>
        <source>No READ for %1 s: the workload stopped. The readahead goes back to %2.</source>
        <translation>Seit %1 s kein READ: Die Last hat aufgehört. Das Vorauslesen geht zurück auf %2.</translation>
    </message>
    <message>
        <source>While %1 was measured, the READ size or the pattern of the reads changed: another workload. The readahead goes back to %2.</source>
        <translation>Während %1 gemessen wurde, änderten sich die READ-Größe oder das Muster der Lesezugriffe: eine andere Last. Das Vorauslesen geht zurück auf %2.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n READ(s) in %1 s at %2: too little reading to measure. The readahead goes back to %3.</source>
        <translation>
            <numerusform>Nur %n READ in %1 s bei %2: zu wenig gelesen, um zu messen. Das Vorauslesen geht zurück auf %3.</numerusform>
            <numerusform>Nur %n READs in %1 s bei %2: zu wenig gelesen, um zu messen. Das Vorauslesen geht zurück auf %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1 READs averaged %2 and the reads were %3; at %4 they averaged %5 and were %6: another workload. The readahead goes back to %7.</source>
        <translation>Bei %1 waren READs im Mittel %2 groß und die Lesezugriffe %3; bei %4 im Mittel %5 und %6: eine andere Last. Das Vorauslesen geht zurück auf %7.</translation>
    </message>
    <message>
        <source>%1 could not be set on %2: %3</source>
        <translation>%1 konnte auf %2 nicht gesetzt werden: %3</translation>
    </message>
    <message>
        <source>No file on %1 was closed for %2 s while READs went on: its readers keep their files open, and the kernel gives a file its readahead when it is opened, so a new value would not reach them. Start the tune before they open their files, or measure with Measure… instead.</source>
        <translation>Auf %1 wurde %2 s lang keine Datei geschlossen, während READs weiterliefen: Die Leser halten ihre Dateien offen, und der Kernel gibt einer Datei ihr Vorauslesen beim Öffnen, ein neuer Wert würde sie also nicht erreichen. Starten Sie die Abstimmung, bevor sie ihre Dateien öffnen, oder messen Sie stattdessen mit Lesedurchsatz messen….</translation>
    </message>
</context>
<context>
    <name>nfstuner::WriteTuneDialog</name>
    <message>
        <source>Tune the write-back limit on %1</source>
        <translation>Rückschreibgrenze auf %1 abstimmen</translation>
    </message>
    <message>
        <source>Tune even while &amp;other mounts write</source>
        <translation>Auch abstimmen, &amp;während andere Einhängepunkte schreiben</translation>
    </message>
    <message>
        <source>Their writes get each trial value too, and change what it measures.</source>
        <translation>Deren Schreibvorgänge bekommen jeden Versuchswert auch und verändern, was er misst.</translation>
    </message>
    <message>
        <source>&amp;Tune</source>
        <translation>&amp;Abstimmen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>Stops and puts the limit from before back.</source>
        <translation>Hält an und stellt die Grenze von vorher wieder her.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Closes; a tune under way stops and puts the limit from before back.</source>
        <translation>Schließt; eine laufende Abstimmung hält an und stellt die Grenze von vorher wieder her.</translation>
    </message>
    <message>
        <source>Sets the knee until the next boot: a change on the Changes page, which Undo takes back.</source>
        <translation>Setzt das Knie bis zum nächsten Start: eine Änderung auf der Seite Änderungen, die Rückgängig zurücknimmt.</translation>
    </message>
    <message>
        <source>Measures what %1 sends to its server per second at the write-back limit set now, then at larger ones, each for a few seconds once it settled, and ends on the knee: the smallest limit within 5 % of the best, where it beat the limit set now. It never goes below that. Each value is set for the time being: stop or close, and the limit from before comes back.</source>
        <translation>Misst, was %1 pro Sekunde an seinen Server sendet, bei der jetzt gesetzten Rückschreibgrenze, dann bei größeren, jede einige Sekunden, nachdem sie sich eingependelt hat, und endet auf dem Knie: der kleinsten Grenze innerhalb von 5 % der besten, wo sie die jetzt gesetzte übertraf. Darunter geht sie nie. Jeder Wert gilt vorübergehend: anhalten oder schließen, und die Grenze von vorher kommt zurück.</translation>
    </message>
    <message>
        <source>The limit is the client&apos;s: no other NFS mount has it now.</source>
        <translation>Die Grenze ist die des Clients: kein anderer NFS-Einhängepunkt hat sie jetzt.</translation>
    </message>
    <message>
        <source>The limit is the client&apos;s: %1 get each trial value too. The tune does not start while one of them writes, unless you ask it to.</source>
        <translation>Die Grenze ist die des Clients: %1 bekommen jeden Versuchswert auch. Die Abstimmung beginnt nicht, solange einer davon schreibt, außer Sie verlangen es.</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>MB/s sent</source>
        <translation>MB/s gesendet</translation>
    </message>
    <message>
        <source>WRITEs</source>
        <translation>WRITEs</translation>
    </message>
    <message>
        <source>COMMITs</source>
        <translation>COMMITs</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Why this value</source>
        <translation>Warum dieser Wert</translation>
    </message>
    <message>
        <source>Trial %1 of at most %2: %3. %4</source>
        <translation>Versuch %1 von höchstens %2: %3. %4</translation>
    </message>
    <message>
        <source>Looking at what the mounts write…</source>
        <translation>Es wird geprüft, was die Einhängepunkte schreiben…</translation>
    </message>
    <message>
        <source>The write-back limit is %1.</source>
        <translation>Die Rückschreibgrenze ist %1.</translation>
    </message>
    <message>
        <source>S&amp;et %1</source>
        <translation>%1 s&amp;etzen</translation>
    </message>
    <message>
        <source>Keep after re&amp;boot…</source>
        <translation>Nach Neustart &amp;behalten…</translation>
    </message>
    <message>
        <source>Fills in the knee on the Write-back page with Keep after reboot ticked: its Set sets it now and writes it to %1 for every boot.</source>
        <translation>Trägt den Kniepunkt auf der Seite Schreibpuffer ein, mit „Nach Neustart behalten“ angekreuzt: Deren Setzen setzt ihn sofort und schreibt ihn für jeden Start nach %1.</translation>
    </message>
</context>
<context>
    <name>nfstuner::WriteTuner</name>
    <message>
        <source>%1 is below the limit set now, %2: a write tune never goes below it, since that slows every NFS mount&apos;s write-back</source>
        <translation>%1 liegt unter der jetzt gesetzten Grenze, %2: eine Schreib-Abstimmung geht nie darunter, da das das Rückschreiben jedes NFS-Einhängepunkts bremst</translation>
    </message>
    <message>
        <source>Stopped before the end; the write-back limit goes back to %1.</source>
        <translation>Vor dem Ende angehalten; die Rückschreibgrenze geht zurück auf %1.</translation>
    </message>
    <message>
        <source>%1 is no longer mounted; the write-back limit goes back to %2.</source>
        <translation>%1 ist nicht mehr eingehängt; die Rückschreibgrenze geht zurück auf %2.</translation>
    </message>
    <message>
        <source>Someone else set the write-back limit to %1 meanwhile: their value stays, and the tune stops.</source>
        <translation>Jemand anderes hat die Rückschreibgrenze inzwischen auf %1 gesetzt: dessen Wert bleibt, und die Abstimmung hält an.</translation>
    </message>
    <message>
        <source>Nothing writes to %1 now (%2 in %3 s): start the writing workload, then tune. Nothing was changed.</source>
        <translation>Nichts schreibt jetzt auf %1 (%2 in %3 s): starten Sie die schreibende Last, dann abstimmen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>nfs_congestion_kb is one value for every NFS mount, and other mounts write now: %1. Their writes would change under each trial value and change what it measures; nothing was changed (--despite-other-writers tunes anyway).</source>
        <translation>nfs_congestion_kb ist ein Wert für jeden NFS-Einhängepunkt, und andere Einhängepunkte schreiben jetzt: %1. Deren Schreibvorgänge würden sich unter jedem Versuchswert ändern und verändern, was er misst; nichts wurde geändert (--despite-other-writers stimmt trotzdem ab).</translation>
    </message>
    <message>
        <source>other NFS mounts write now: %1</source>
        <translation>andere NFS-Einhängepunkte schreiben jetzt: %1</translation>
    </message>
    <message>
        <source>Nothing was written to %1 for %2 s: the workload stopped; the write-back limit goes back to %3.</source>
        <translation>Auf %1 wurde %2 s lang nichts geschrieben: die Last hat aufgehört; die Rückschreibgrenze geht zurück auf %3.</translation>
    </message>
</context>
<context>
    <name>nfstuner::WritebackChart</name>
    <message>
        <source>Write-back in flight against the limit</source>
        <translation>Laufendes Zurückschreiben im Vergleich zum Limit</translation>
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
        <translation>Limit (nfs_congestion_kb)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
</context>
<context>
    <name>nfstuner::WritebackPage</name>
    <message>
        <source>%1 (%2 KiB)</source>
        <translation>%1 (%2 KiB)</translation>
    </message>
    <message>
        <source>Limit now:</source>
        <translation>Limit jetzt:</translation>
    </message>
    <message>
        <source>Kernel default here:</source>
        <translation>Kernel-Vorgabe hier:</translation>
    </message>
    <message>
        <source>At boot:</source>
        <translation>Beim Start:</translation>
    </message>
    <message>
        <source>In flight now:</source>
        <translation>Jetzt unterwegs:</translation>
    </message>
    <message>
        <source>KiB, or 1G</source>
        <translation>KiB oder 1G</translation>
    </message>
    <message>
        <source>New write-back limit</source>
        <translation>Neues Write-back-Limit</translation>
    </message>
    <message>
        <source>&amp;New limit:</source>
        <translation>&amp;Neues Limit:</translation>
    </message>
    <message>
        <source>&amp;Keep after reboot</source>
        <translation>Na&amp;ch Neustart behalten</translation>
    </message>
    <message>
        <source>Also write it to %1, which systemd-sysctl applies at boot.</source>
        <translation>Auch in %1 schreiben, das systemd-sysctl beim Start anwendet.</translation>
    </message>
    <message>
        <source>&amp;Set limit</source>
        <translation>L&amp;imit setzen</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 Minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>Chart time window</source>
        <translation>Zeitraum der Diagramme</translation>
    </message>
    <message>
        <source>Mounts that wrote in the last minute</source>
        <translation>Mounts, die in der letzten Minute schrieben</translation>
    </message>
    <message>
        <source>Mount point</source>
        <translation>Mountpunkt</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>WRITE/s</source>
        <translation>WRITE/s</translation>
    </message>
    <message>
        <source>Per WRITE</source>
        <translation>Je WRITE</translation>
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
        <translation>WRITE-RTT</translation>
    </message>
    <message>
        <source>WRITE exec</source>
        <translation>WRITE-Ausf.</translation>
    </message>
    <message>
        <source>Time from queueing a WRITE to its reply, on average</source>
        <translation>Zeit vom Einreihen eines WRITE bis zur Antwort, im Mittel</translation>
    </message>
    <message>
        <source>%1, for %2 of memory (16 × √pages, at most 256 MiB)</source>
        <translation>%1, für %2 Speicher (16 × √Seiten, höchstens 256 MiB)</translation>
    </message>
    <message>
        <source>unknown: /proc/meminfo cannot be read</source>
        <translation>unbekannt: /proc/meminfo ist nicht lesbar</translation>
    </message>
    <message>
        <source>%1, from %2 line %3</source>
        <translation>%1, aus %2 Zeile %3</translation>
    </message>
    <message>
        <source>not set: boot keeps the kernel&apos;s default</source>
        <translation>nicht gesetzt: beim Start bleibt die Vorgabe des Kernels</translation>
    </message>
    <message>
        <source>That is the limit now.</source>
        <translation>Das ist das jetzige Limit.</translation>
    </message>
    <message>
        <source>Sets fs.nfs.nfs_congestion_kb from %1 to %2 KiB now, and in %3 for every boot.</source>
        <translation>Setzt fs.nfs.nfs_congestion_kb jetzt von %1 auf %2 KiB und in %3 für jeden Start.</translation>
    </message>
    <message>
        <source>Sets fs.nfs.nfs_congestion_kb from %1 to %2 KiB now, until the next boot.</source>
        <translation>Setzt fs.nfs.nfs_congestion_kb jetzt von %1 auf %2 KiB, bis zum nächsten Start.</translation>
    </message>
    <message>
        <source>Setting…</source>
        <translation>Wird gesetzt…</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>fs.nfs.nfs_congestion_kb: %1 → %2 KiB.</source>
        <translation>fs.nfs.nfs_congestion_kb: %1 → %2 KiB.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>%1 Not saved: %2</source>
        <translation>%1 Nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>%1 Saved in %2.</source>
        <translation>%1 Gespeichert in %2.</translation>
    </message>
    <message>
        <source>Writeback %1 (%2 % of the limit), Dirty %3</source>
        <translation>Writeback %1 (%2 % des Limits), Dirty %3</translation>
    </message>
    <message>
        <source>Writeback %1, Dirty %2</source>
        <translation>Writeback %1, Dirty %2</translation>
    </message>
    <message>
        <source>No mount wrote in the last minute.</source>
        <translation>Kein Mount schrieb in der letzten Minute.</translation>
    </message>
    <message>
        <source>Mounts that wrote in the last minute:</source>
        <translation>Mounts, die in der letzten Minute schrieben:</translation>
    </message>
    <message>
        <source>Nothing to advise: the limit did not hold writes back in the last minute, and no mount wrote in small pieces or committed often.</source>
        <translation>Nichts zu raten: das Limit bremste in der letzten Minute keine Schreibvorgänge, und kein Mount schrieb in kleinen Stücken oder bestätigte oft.</translation>
    </message>
    <message>
        <source>Take the pr&amp;oposal: %1</source>
        <translation>V&amp;orschlag übernehmen: %1</translation>
    </message>
    <message>
        <source>Ch&amp;arts show:</source>
        <translation>Diagra&amp;mme zeigen:</translation>
    </message>
    <message>
        <source>Set the write-back limit</source>
        <translation>Rückschreibgrenze setzen</translation>
    </message>
    <message>
        <source>fs.nfs.nfs_congestion_kb is %1 KiB already.</source>
        <translation>fs.nfs.nfs_congestion_kb ist bereits %1 KiB.</translation>
    </message>
    <message>
        <source>Per mount:</source>
        <translation>Je Einhängung:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no NFS mount</source>
        <translation>keine NFS-Einhängung</translation>
    </message>
    <message>
        <source>unknown: the BDIs&apos; max_ratio cannot be read</source>
        <translation>unbekannt: max_ratio der BDIs ist nicht lesbar</translation>
    </message>
    <message>
        <source>each NFS mount may fill the whole dirty limit (max_ratio 100 % on each of their BDIs, none strict)</source>
        <translation>jede NFS-Einhängung darf die ganze Dirty-Grenze füllen (max_ratio 100 % auf jedem ihrer BDIs, keines strikt)</translation>
    </message>
    <message>
        <source>Read the warning above: Set anyway sets %1.</source>
        <translation>Lesen Sie die Warnung oben: Trotzdem setzen setzt %1.</translation>
    </message>
    <message>
        <source>Set an&amp;yway</source>
        <translation>Trotzdem set&amp;zen</translation>
    </message>
</context>
<context>
    <name>nfstuner::cli</name>
    <message>
        <source>List NFS mounts with BDI, sizes and readahead</source>
        <translation>NFS-Einhängungen mit BDI, Größen und Vorauslesen auflisten</translation>
    </message>
    <message>
        <source>Read and edit nfs.conf ([nfsrahead] and the rest)</source>
        <translation>nfs.conf lesen und bearbeiten ([nfsrahead] und den Rest)</translation>
    </message>
    <message>
        <source>Throughput and per-op figures over an interval</source>
        <translation>Durchsatz und Werte je Operation über ein Intervall</translation>
    </message>
    <message>
        <source>Set one mount&apos;s readahead now (through the helper)</source>
        <translation>Das Vorauslesen einer Einhängung sofort setzen (über den Helfer)</translation>
    </message>
    <message>
        <source>Apply the [nfsrahead] settings to mounted NFS file systems</source>
        <translation>Die [nfsrahead]-Einstellungen auf eingehängte NFS-Dateisysteme anwenden</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run &quot;%1 COMMAND --help&quot; for a command&apos;s options.</source>
        <translation>„%1 BEFEHL --help“ zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Read the system below DIR instead of / (a folder laid out like a filesystem: DIR/proc/self/mountinfo, DIR/sys/class/bdi, DIR/etc/nfs.conf).</source>
        <translation>Das System unterhalb von DIR statt / lesen (ein Ordner, aufgebaut wie ein Dateisystem: DIR/proc/self/mountinfo, DIR/sys/class/bdi, DIR/etc/nfs.conf).</translation>
    </message>
    <message>
        <source>root %1 does not exist or is not a directory</source>
        <translation>Wurzel %1 existiert nicht oder ist kein Ordner</translation>
    </message>
    <message>
        <source>Shows and tunes the readahead of NFS client mounts.</source>
        <translation>Zeigt und stellt das Vorauslesen von NFS-Client-Einhängungen ein.</translation>
    </message>
    <message>
        <source>The command to run.</source>
        <translation>Der auszuführende Befehl.</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>kein Befehl angegeben</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>The nfs.conf to use (default: ROOT/etc/nfs.conf). Its drop-in folder is FILE.d, as for nfs-utils.</source>
        <translation>Die zu verwendende nfs.conf (Vorgabe: ROOT/etc/nfs.conf). Ihr Ordner für Zusatzdateien ist FILE.d, wie bei nfs-utils.</translation>
    </message>
    <message>
        <source>The section&apos;s argument: [SECTION &quot;SUB&quot;].</source>
        <translation>Das Argument des Abschnitts: [SECTION &quot;SUB&quot;].</translation>
    </message>
    <message>
        <source>--file needs a path</source>
        <translation>--file braucht einen Pfad</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <source>Prints a value as nfs-utils reads it (like nfsconf --get): exit 0 when set, 1 when not.</source>
        <translation>Gibt einen Wert so aus, wie nfs-utils ihn liest (wie nfsconf --get): Status 0, wenn gesetzt, sonst 1.</translation>
    </message>
    <message>
        <source>cannot load %1</source>
        <translation>%1 kann nicht geladen werden</translation>
    </message>
    <message>
        <source>Prints every value as nfs-utils reads it, sorted (like nfsconf --dump).</source>
        <translation>Gibt alle Werte sortiert so aus, wie nfs-utils sie liest (wie nfsconf --dump).</translation>
    </message>
    <message>
        <source>Also write &quot;# Modified: INFO on DATE&quot;, as nfsconf does.</source>
        <translation>Auch „# Modified: INFO on DATE“ schreiben, wie nfsconf.</translation>
    </message>
    <message>
        <source>Sets one value in one file, changing only its line. For files you may write; `config save` goes through the privileged helper.</source>
        <translation>Setzt einen Wert in einer Datei und ändert nur dessen Zeile. Für Dateien, die Sie schreiben dürfen; `config save` geht über den privilegierten Helfer.</translation>
    </message>
    <message>
        <source>Removes one value from one file, changing only its lines.</source>
        <translation>Entfernt einen Wert aus einer Datei und ändert nur dessen Zeilen.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>Shows the [nfsrahead] settings nfsrahead will use for new mounts: each value, the file and line it comes from, what it overrides, and what to look out for.</source>
        <translation>Zeigt die [nfsrahead]-Einstellungen, die nfsrahead für neue Einhängungen nutzen wird: jeden Wert, Datei und Zeile seiner Herkunft, was er überschreibt und worauf zu achten ist.</translation>
    </message>
    <message>
        <source>Usage: %1 get|dump|set|unset|effective|save ... (each takes --help)
</source>
        <translation>Aufruf: %1 get|dump|set|unset|effective|save ... (jeweils mit --help)
</translation>
    </message>
    <message>
        <source>config: expected get, dump, set, unset, effective or save</source>
        <translation>config: get, dump, set, unset, effective oder save erwartet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Files read: %1</source>
        <translation>Gelesene Dateien: %1</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>SCHLÜSSEL</translation>
    </message>
    <message>
        <source>VALUE</source>
        <translation>WERT</translation>
    </message>
    <message>
        <source>FROM</source>
        <translation>HERKUNFT</translation>
    </message>
    <message>
        <source>OVERRIDES</source>
        <translation>ÜBERSCHREIBT</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>[nfsrahead]</source>
        <translation>[nfsrahead]</translation>
    </message>
    <message>
        <source>from %1 at %2</source>
        <translation>aus %1 in %2</translation>
    </message>
    <message>
        <source>the built-in default</source>
        <translation>die eingebaute Vorgabe</translation>
    </message>
    <message>
        <source>New %1 mounts get %2 KiB (%3)</source>
        <translation>Neue %1-Einhängungen erhalten %2 KiB (%3)</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Warnungen:</translation>
    </message>
    <message>
        <source>An NFS mountpoint, or a BDI such as 0:29.</source>
        <translation>Ein NFS-Einhängepunkt oder ein BDI wie 0:29.</translation>
    </message>
    <message>
        <source>The new readahead.</source>
        <translation>Das neue Vorauslesen.</translation>
    </message>
    <message>
        <source>expected MOUNTPOINT|BDI SIZE</source>
        <translation>MOUNTPOINT|BDI SIZE erwartet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: give KiB, or a number with K, M or G</source>
        <translation>„%1“ ist keine Größe: KiB angeben oder eine Zahl mit K, M oder G</translation>
    </message>
    <message>
        <source>%1 is not an NFS mountpoint (see `nfs-tuner-cli list`)</source>
        <translation>%1 ist kein NFS-Einhängepunkt (siehe `nfs-tuner-cli list`)</translation>
    </message>
    <message>
        <source>%1%2: readahead %3 -&gt; %4 KiB</source>
        <translation>%1%2: Vorauslesen %3 -&gt; %4 KiB</translation>
    </message>
    <message>
        <source>%1 (%2): readahead %3 -&gt; %4 KiB</source>
        <translation>%1 (%2): Vorauslesen %3 -&gt; %4 KiB</translation>
    </message>
    <message>
        <source>no NFS mounts to apply the settings to</source>
        <translation>keine NFS-Einhängungen, auf die sich die Einstellungen anwenden ließen</translation>
    </message>
    <message>
        <source>Settings to save.</source>
        <translation>Zu speichernde Einstellungen.</translation>
    </message>
    <message>
        <source>Remove a key (repeatable).</source>
        <translation>Einen Schlüssel entfernen (wiederholbar).</translation>
    </message>
    <message>
        <source>/etc/nfs.conf (default) or /etc/nfs.conf.d/NAME.conf.</source>
        <translation>/etc/nfs.conf (Vorgabe) oder /etc/nfs.conf.d/NAME.conf.</translation>
    </message>
    <message>
        <source>--file must be an absolute path such as /etc/nfs.conf.d/50-readahead.conf</source>
        <translation>--file muss ein absoluter Pfad sein, etwa /etc/nfs.conf.d/50-readahead.conf</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>MOUNTPOINT</source>
        <translation>EINHÄNGEPUNKT</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>QUELLE</translation>
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
        <translation>VORAUSLESEN</translation>
    </message>
    <message>
        <source>SHARES BDI WITH</source>
        <translation>TEILT BDI MIT</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>Lists the NFS mounts with their BDI (the unit readahead applies to), rsize, wsize, version and current readahead.</source>
        <translation>Listet die NFS-Einhängungen mit ihrem BDI (der Einheit, für die das Vorauslesen gilt), rsize, wsize, Version und aktuellem Vorauslesen auf.</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>JSON statt einer Tabelle ausgeben.</translation>
    </message>
    <message>
        <source>no NFS mounts in %1</source>
        <translation>keine NFS-Einhängungen in %1</translation>
    </message>
    <message>
        <source>Shows what each NFS mount did over an interval: read and write MB/s (application and wire level), READ and WRITE ops/s, KiB per RPC, round-trip and execute time, retransmissions. Rates use the measured time.</source>
        <translation>Zeigt, was jede NFS-Einhängung in einem Intervall tat: Lesen und Schreiben in MB/s (Anwendungs- und Netzebene), READ- und WRITE-Operationen/s, KiB je RPC, Umlauf- und Ausführungszeit, Wiederholungen. Raten beruhen auf der gemessenen Zeit.</translation>
    </message>
    <message>
        <source>Only these mounts.</source>
        <translation>Nur diese Einhängungen.</translation>
    </message>
    <message>
        <source>Print one JSON document per interval.</source>
        <translation>Ein JSON-Dokument je Intervall ausgeben.</translation>
    </message>
    <message>
        <source>Number of reports (default 1).</source>
        <translation>Anzahl der Berichte (Vorgabe 1).</translation>
    </message>
    <message>
        <source>--interval takes seconds (0 to 86400), --count a number from 1</source>
        <translation>--interval nimmt Sekunden (0 bis 86400), --count eine Zahl ab 1</translation>
    </message>
    <message>
        <source>READ MB/s</source>
        <translation>LESEN MB/s</translation>
    </message>
    <message>
        <source>WRITE MB/s</source>
        <translation>SCHREIBEN MB/s</translation>
    </message>
    <message>
        <source>READ/s</source>
        <translation>READ/s</translation>
    </message>
    <message>
        <source>KiB/READ</source>
        <translation>KiB/READ</translation>
    </message>
    <message>
        <source>WRITE/s</source>
        <translation>WRITE/s</translation>
    </message>
    <message>
        <source>KiB/WRITE</source>
        <translation>KiB/WRITE</translation>
    </message>
    <message>
        <source>RTT R ms</source>
        <translation>RTT L ms</translation>
    </message>
    <message>
        <source>EXE R ms</source>
        <translation>AUSF L ms</translation>
    </message>
    <message>
        <source>RETRANS</source>
        <translation>WIEDERH</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>BEFEHL</translation>
    </message>
    <message>
        <source>Seconds per report (default 1); 0: one report of the averages since each mount was mounted.</source>
        <translation>Sekunden je Bericht (Vorgabe 1); 0: ein Bericht mit den Mittelwerten seit dem Einhängen jeder Einhängung.</translation>
    </message>
    <message>
        <source>--interval 0 gives one report, of the averages since mount</source>
        <translation>--interval 0 gibt einen einzigen Bericht aus, mit den Mittelwerten seit dem Einhängen</translation>
    </message>
    <message>
        <source>%1: holes not transferred: %2 MB (READ_PLUS)
</source>
        <translation>%1: nicht übertragene Lücken: %2 MB (READ_PLUS)
</translation>
    </message>
    <message>
        <source>WIRE R MB/s</source>
        <translation>NETZ L MB/s</translation>
    </message>
    <message>
        <source>WIRE W MB/s</source>
        <translation>NETZ S MB/s</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>SUMME</translation>
    </message>
    <message>
        <source>* one superblock: mounts on this BDI share its counters; TOTAL counts each BDI once.
</source>
        <translation>* ein Superblock: Einhängungen auf diesem BDI teilen seine Zähler; SUMME zählt jedes BDI einmal.
</translation>
    </message>
    <message>
        <source>%1 already has these settings: nothing to save</source>
        <translation>%1 enthält diese Einstellungen bereits: nichts zu speichern</translation>
    </message>
    <message>
        <source>raise %1 -&gt; %2</source>
        <translation>erhöhen %1 -&gt; %2</translation>
    </message>
    <message>
        <source>lower %1 -&gt; %2</source>
        <translation>senken %1 -&gt; %2</translation>
    </message>
    <message>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>not enough data (readahead %1)</source>
        <translation>zu wenig Daten (Vorauslesen %1)</translation>
    </message>
    <message>
        <source>rsize %1</source>
        <translation>rsize %1</translation>
    </message>
    <message>
        <source>Says for each NFS backing device whether to raise, lower or keep its readahead, the value to set and why, from what its reads did: READ size against readahead and rsize, READs in flight, over-fetch, round trip and rate. docs/ADVICE.md explains the rules.</source>
        <translation>Sagt für jedes NFS-Backing-Device, ob sein Vorauslesen erhöht, gesenkt oder behalten werden sollte, den Wert und warum, aus dem, was seine Lesezugriffe taten: READ-Größe gegen Vorauslesen und rsize, READs unterwegs, Zuviel, Umlaufzeit und Rate. docs/ADVICE.md erklärt die Regeln.</translation>
    </message>
    <message>
        <source>Only the devices of these mounts.</source>
        <translation>Nur die Geräte dieser Einhängepunkte.</translation>
    </message>
    <message>
        <source>Seconds to measure (default 10); 0: judge the averages since each mount was mounted.</source>
        <translation>Sekunden zu messen (Standard 10); 0: die Mittelwerte seit dem Einhängen beurteilen.</translation>
    </message>
    <message>
        <source>--interval takes seconds (0 to 86400)</source>
        <translation>--interval nimmt Sekunden (0 bis 86400)</translation>
    </message>
    <message>
        <source>What readahead each mount should have, and why, from its reads</source>
        <translation>Welches Vorauslesen jeder Einhängepunkt haben sollte und warum, aus seinen Lesezugriffen</translation>
    </message>
    <message>
        <source>Measure read throughput of a file at several readahead values</source>
        <translation>Lesedurchsatz einer Datei bei mehreren Vorauslesewerten messen</translation>
    </message>
    <message>
        <source>MB/S</source>
        <translation>MB/S</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDEN</translation>
    </message>
    <message>
        <source>READS</source>
        <translation>READS</translation>
    </message>
    <message>
        <source>PER READ</source>
        <translation>JE READ</translation>
    </message>
    <message>
        <source>&lt;- knee</source>
        <translation>&lt;- Kniepunkt</translation>
    </message>
    <message>
        <source>[%1/%2] %3: %4 of %5</source>
        <translation>[%1/%2] %3: %4 von %5</translation>
    </message>
    <message>
        <source>The file to read.</source>
        <translation>Die zu lesende Datei.</translation>
    </message>
    <message>
        <source>Readahead values, comma-separated, in KiB or with a unit (default: 128K, 512K, 1M, 2M, 4M and 15 x rsize).</source>
        <translation>Vorauslesewerte, durch Kommas getrennt, in KiB oder mit Einheit (Vorgabe: 128K, 512K, 1M, 2M, 4M und 15 x rsize).</translation>
    </message>
    <message>
        <source>Runs per value; the median counts (default 3).</source>
        <translation>Läufe je Wert; der Median zählt (Vorgabe 3).</translation>
    </message>
    <message>
        <source>Read only the first SIZE bytes of the file (a number with K, M or G).</source>
        <translation>Nur die ersten GRÖSSE Bytes der Datei lesen (eine Zahl mit K, M oder G).</translation>
    </message>
    <message>
        <source>Bytes per read call, as dd&apos;s bs= (default 64K). Keep it at or below the smallest value: the kernel reads at least what a call asks for.</source>
        <translation>Bytes je Leseaufruf, wie bs= bei dd (Vorgabe 64K). Höchstens so groß wie der kleinste Wert: der Kernel liest mindestens, was ein Aufruf verlangt.</translation>
    </message>
    <message>
        <source>At the end, set the knee as the readahead (instead of the value from before).</source>
        <translation>Am Ende den Kniepunkt als Vorauslesen setzen (statt des vorherigen Werts).</translation>
    </message>
    <message>
        <source>expected one FILE</source>
        <translation>eine DATEI erwartet</translation>
    </message>
    <message>
        <source>--repeat takes a whole number, not &quot;%1&quot;</source>
        <translation>--repeat nimmt eine ganze Zahl, nicht „%1“</translation>
    </message>
    <message>
        <source>--%1 takes a size in bytes, or with K, M or G: not &quot;%2&quot;</source>
        <translation>--%1 nimmt eine Größe in Bytes, oder mit K, M oder G: nicht „%2“</translation>
    </message>
    <message>
        <source>warning: reads of %1 are larger than a readahead of %2: the kernel reads at least what a call asks for, so those values measure alike</source>
        <translation>Warnung: Leseaufrufe zu %1 sind größer als ein Vorauslesen von %2: der Kernel liest mindestens, was ein Aufruf verlangt, daher messen diese Werte gleich</translation>
    </message>
    <message>
        <source>warning: %1 is on the same BDI (%2): its readahead changes too while this runs</source>
        <translation>Warnung: %1 liegt auf demselben BDI (%2): dessen Vorauslesen ändert sich währenddessen mit</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 (BDI %3, rsize %4): %5 per run in reads of %6, %n run(s) per value</source>
        <translation>
            <numerusform>%1 auf %2 (BDI %3, rsize %4): %5 je Lauf in Leseaufrufen zu %6, %n Lauf je Wert</numerusform>
            <numerusform>%1 auf %2 (BDI %3, rsize %4): %5 je Lauf in Leseaufrufen zu %6, %n Läufe je Wert</numerusform>
        </translation>
    </message>
    <message>
        <source>Knee: %1, the smallest value within 5 % of the best median</source>
        <translation>Kniepunkt: %1, der kleinste Wert innerhalb von 5 % des besten Medians</translation>
    </message>
    <message>
        <source>The readahead is back at %1.</source>
        <translation>Das Vorauslesen ist wieder bei %1.</translation>
    </message>
    <message>
        <source>Readahead set to the knee: %1.</source>
        <translation>Vorauslesen auf den Kniepunkt gesetzt: %1.</translation>
    </message>
    <message>
        <source>cancelled; the readahead is %1</source>
        <translation>abgebrochen; das Vorauslesen ist %1</translation>
    </message>
    <message>
        <source>back at %1</source>
        <translation>wieder bei %1</translation>
    </message>
    <message>
        <source>not back yet</source>
        <translation>noch nicht zurückgesetzt</translation>
    </message>
    <message>
        <source>the knee could not be set: %1</source>
        <translation>der Kniepunkt konnte nicht gesetzt werden: %1</translation>
    </message>
    <message>
        <source>RULE</source>
        <translation>REGEL</translation>
    </message>
    <message>
        <source>KIB</source>
        <translation>KIB</translation>
    </message>
    <message>
        <source>MOUNTS NOW</source>
        <translation>EINHÄNGUNGEN JETZT</translation>
    </message>
    <message>
        <source>(ignored)</source>
        <translation>(übergangen)</translation>
    </message>
    <message>
        <source>[nfs-tuner] rules (set by nfs-tuner-rahead after nfsrahead)</source>
        <translation>[nfs-tuner]-Regeln (gesetzt von nfs-tuner-rahead nach nfsrahead)</translation>
    </message>
    <message>
        <source>%1 gets %2 KiB when mounted again (rule %3 at %4)</source>
        <translation>%1 bekommt beim nächsten Einhängen %2 KiB (Regel %3 in %4)</translation>
    </message>
    <message>
        <source>[nfs-tuner] %1 = %2: matches no mount now</source>
        <translation>[nfs-tuner] %1 = %2: passt derzeit zu keiner Einhängung</translation>
    </message>
    <message>
        <source>[nfs-tuner] %1 = %2: next mount of %3</source>
        <translation>[nfs-tuner] %1 = %2: beim nächsten Einhängen von %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected KEY=KIB, such as nfs4=16384 or fileserver:/export/media=1024</source>
        <translation>„%1“: erwartet SCHLÜSSEL=KIB, etwa nfs4=16384 oder fileserver:/export/media=1024</translation>
    </message>
    <message>
        <source>The NFS write-back limit: now, its default, and what boot sets</source>
        <translation>Die NFS-Rückschreibgrenze: jetzt, ihr Standard und was der Start setzt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>NFS write-back limit (fs.nfs.nfs_congestion_kb): %1</source>
        <translation>NFS-Rückschreibgrenze (fs.nfs.nfs_congestion_kb): %1</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Kernel default for this machine&apos;s memory: %1</source>
        <translation>Kernel-Standard für den Speicher dieses Rechners: %1</translation>
    </message>
    <message>
        <source>At boot: %1</source>
        <translation>Beim Start: %1</translation>
    </message>
    <message>
        <source>%1 from %2:%3</source>
        <translation>%1 aus %2:%3</translation>
    </message>
    <message>
        <source>not set in sysctl configuration (the default)</source>
        <translation>in der sysctl-Konfiguration nicht gesetzt (der Standard)</translation>
    </message>
    <message>
        <source>Dirty %1 KiB, Writeback %2 KiB, WritebackTmp %3 KiB</source>
        <translation>Dirty %1 KiB, Writeback %2 KiB, WritebackTmp %3 KiB</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>Set the NFS write-back limit now, and for boot with --persist</source>
        <translation>Die NFS-Rückschreibgrenze jetzt setzen, mit --persist auch für den Start</translation>
    </message>
    <message>
        <source>Sets the NFS client&apos;s write-back limit (fs.nfs.nfs_congestion_kb) through the privileged helper. KIB is in KiB, or with a unit: 1G. With --persist it is also kept in /etc/sysctl.d/60-nfs-tuner.conf, which systemd-sysctl applies at boot.</source>
        <translation>Setzt die Rückschreibgrenze des NFS-Clients (fs.nfs.nfs_congestion_kb) über den privilegierten Helfer. KIB in KiB oder mit Einheit: 1G. Mit --persist wird sie auch in /etc/sysctl.d/60-nfs-tuner.conf festgehalten, das systemd-sysctl beim Start anwendet.</translation>
    </message>
    <message>
        <source>The new limit.</source>
        <translation>Die neue Grenze.</translation>
    </message>
    <message>
        <source>Also keep it after a reboot.</source>
        <translation>Auch nach einem Neustart beibehalten.</translation>
    </message>
    <message>
        <source>expected KIB, such as 1048576 or 1G</source>
        <translation>erwartet KIB, etwa 1048576 oder 1G</translation>
    </message>
    <message>
        <source>nfs_congestion_kb: %1 -&gt; %2 KiB</source>
        <translation>nfs_congestion_kb: %1 -&gt; %2 KiB</translation>
    </message>
    <message>
        <source>Readahead facts and advice for Prometheus (node_exporter&apos;s textfile)</source>
        <translation>Vorauslese-Werte und Empfehlungen für Prometheus (Textdatei für node_exporter)</translation>
    </message>
    <message>
        <source>Write DIR/nfs_tuner.prom instead of printing (node_exporter&apos;s --collector.textfile.directory; on Debian /var/lib/prometheus/node-exporter).</source>
        <translation>DIR/nfs_tuner.prom schreiben statt ausgeben (--collector.textfile.directory von node_exporter; unter Debian /var/lib/prometheus/node-exporter).</translation>
    </message>
    <message>
        <source>--textfile %1 is not a folder</source>
        <translation>--textfile %1 ist kein Ordner</translation>
    </message>
    <message>
        <source>Saves readahead settings: keys nfs, nfs4 and default go to [nfsrahead]; any other key is an [nfs-tuner] rule: SERVER, SERVER:/EXPORT or /MOUNT/POINT. Only the edited lines change. New mounts get them; --apply also sets mounted ones. On / the privileged helper makes the changes; with --root they are made inside that folder, with your own permissions.</source>
        <translation>Speichert Vorausleseeinstellungen: die Schlüssel nfs, nfs4 und default kommen nach [nfsrahead]; jeder andere Schlüssel ist eine [nfs-tuner]-Regel: SERVER, SERVER:/EXPORT oder /EINHÄNGE/PUNKT. Nur die bearbeiteten Zeilen ändern sich. Neue Einhängungen erhalten sie; --apply setzt auch eingehängte. Auf / nimmt der privilegierte Helfer die Änderungen vor; mit --root geschehen sie in diesem Ordner, mit Ihren eigenen Rechten.</translation>
    </message>
    <message>
        <source>Then set every mounted NFS BDI to what nfsrahead would choose now.</source>
        <translation>Danach jedes eingehängte NFS-BDI auf das setzen, was nfsrahead jetzt wählen würde.</translation>
    </message>
    <message>
        <source>Change nothing: show what would change.</source>
        <translation>Nichts ändern: zeigen, was sich ändern würde.</translation>
    </message>
    <message>
        <source>Print one JSON object: changed, the file before and after, the keys, the BDIs applied, or the error.</source>
        <translation>Ein JSON-Objekt ausgeben: changed, die Datei vorher und nachher, die Schlüssel, die gesetzten BDIs oder den Fehler.</translation>
    </message>
    <message>
        <source>would set %1 (%2): readahead %3 -&gt; %4 KiB</source>
        <translation>würde %1 (%2) setzen: Vorauslesen %3 -&gt; %4 KiB</translation>
    </message>
    <message>
        <source>Sets the readahead of one NFS mount (of its BDI, so also of the mounts sharing it) through the privileged helper (with --root: in that folder). SIZE is in KiB, or with a unit: 15M, 1G.</source>
        <translation>Setzt das Vorauslesen einer NFS-Einhängung (ihres BDI, also auch der Einhängungen, die es teilen) über den privilegierten Helfer (mit --root: in diesem Ordner). SIZE in KiB oder mit Einheit: 15M, 1G.</translation>
    </message>
    <message>
        <source>Sets every mounted NFS BDI to what nfsrahead would choose from the [nfsrahead] settings and [nfs-tuner] rules, as if each mount had just appeared.</source>
        <translation>Setzt jedes eingehängte NFS-BDI auf das, was nfsrahead aus den [nfsrahead]-Einstellungen und [nfs-tuner]-Regeln wählen würde, als wäre jede Einhängung gerade erschienen.</translation>
    </message>
    <message>
        <source>Judge on this interval alone: neither read nor add to what each readahead value gave before (%1).</source>
        <translation>Nur nach diesem Intervall urteilen: weder lesen noch ergänzen, was jeder Vorauslese-Wert früher brachte (%1).</translation>
    </message>
    <message>
        <source>Forget what was measured before on the chosen devices, then judge.</source>
        <translation>Vergessen, was zuvor auf den gewählten Geräten gemessen wurde, dann urteilen.</translation>
    </message>
    <message>
        <source>warning: what was measured is not kept: %1</source>
        <translation>Warnung: das Gemessene wird nicht behalten: %1</translation>
    </message>
    <message>
        <source>%1 (remove that file, or judge without it: --no-memory)</source>
        <translation>%1 (diese Datei entfernen oder ohne sie urteilen: --no-memory)</translation>
    </message>
    <message>
        <source>--forget and --no-memory exclude each other</source>
        <translation>--forget und --no-memory schließen einander aus</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: this command takes options only</source>
        <translation>unerwartetes Argument „%1“: dieser Befehl nimmt nur Optionen</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Shows the NFS client&apos;s write-back limit (fs.nfs.nfs_congestion_kb): the value now, the kernel&apos;s default for this machine, the value boot sets and the file and line it comes from (as systemd-sysctl reads sysctl.d), the write-back in memory, and each NFS mount&apos;s share of the dirty limit (its BDI&apos;s max_ratio, max_bytes and strict_limit).</source>
        <translation>Zeigt die Write-back-Grenze des NFS-Clients (fs.nfs.nfs_congestion_kb): den Wert jetzt, den Standard des Kernels für diesen Rechner, den Wert, den der Systemstart setzt, mit Datei und Zeile, aus der er kommt (wie systemd-sysctl sysctl.d liest), das Write-back im Speicher und den Anteil jeder NFS-Einhängung an der Dirty-Grenze (max_ratio, max_bytes und strict_limit ihres BDI).</translation>
    </message>
    <message>
        <source>BDI %1 (%2): may keep %3</source>
        <translation>BDI %1 (%2): darf %3 halten</translation>
    </message>
    <message>
        <source>Tune one mount&apos;s readahead on the reads it has now, measured</source>
        <translation>Das Vorauslesen einer Einhängung auf ihre jetzigen Lesezugriffe abstimmen, gemessen</translation>
    </message>
    <message>
        <source>At the end, set the knee as a lasting value (until the next mount) instead of putting the start back.</source>
        <translation>Am Ende den Kniepunkt als bleibenden Wert setzen (bis zum nächsten Einhängen), statt den Anfangswert wiederherzustellen.</translation>
    </message>
    <message>
        <source>Stop after N seconds with what was measured (%1 to %2, default %3).</source>
        <translation>Nach N Sekunden mit dem Gemessenen enden (%1 bis %2, Vorgabe %3).</translation>
    </message>
    <message>
        <source>Try only these readahead values, comma-separated, in KiB or with a unit (default: 128K doubled up to 15 x rsize, in the order the advisor gives).</source>
        <translation>Nur diese Vorauslesewerte versuchen, durch Kommas getrennt, in KiB oder mit Einheit (Vorgabe: 128K verdoppelt bis 15 x rsize, in der Reihenfolge des Beraters).</translation>
    </message>
    <message>
        <source>The NFS mount whose reads to tune on.</source>
        <translation>Die NFS-Einhängung, auf deren Lesezugriffe abgestimmt wird.</translation>
    </message>
    <message>
        <source>--values: %1</source>
        <translation>--values: %1</translation>
    </message>
    <message>
        <source>--max-seconds takes whole seconds from %1 to %2, not &quot;%3&quot;</source>
        <translation>--max-seconds nimmt ganze Sekunden von %1 bis %2, nicht „%3“</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1: waiting for a file on the mount to be opened again</source>
        <translation>%1: warte, bis eine Datei der Einhängung wieder geöffnet wird</translation>
    </message>
    <message>
        <source>%1: %2 s, %3 READs, %4 so far</source>
        <translation>%1: %2 s, %3 READs, bisher %4</translation>
    </message>
    <message>
        <source>The readahead is now %1, until the file system is mounted again.</source>
        <translation>Das Vorauslesen ist jetzt %1, bis das Dateisystem neu eingehängt wird.</translation>
    </message>
    <message>
        <source>The readahead is %1.</source>
        <translation>Das Vorauslesen ist %1.</translation>
    </message>
    <message>
        <source>To set the knee: nfs-tuner-cli set-readahead%1 %2 %3</source>
        <translation>Um den Kniepunkt zu setzen: nfs-tuner-cli set-readahead%1 %2 %3</translation>
    </message>
    <message>
        <source>expected one MOUNTPOINT</source>
        <translation>ein MOUNTPOINT erwartet</translation>
    </message>
    <message>
        <source>Tuning %1 (BDI %2, rsize %3) on its reads now: at most %4 trials, %5 s</source>
        <translation>Stimme %1 (BDI %2, rsize %3) auf die jetzigen Lesezugriffe ab: höchstens %4 Versuche, %5 s</translation>
    </message>
    <message>
        <source>WHY</source>
        <translation>WARUM</translation>
    </message>
    <message>
        <source>Tunes the readahead of MOUNTPOINT&apos;s BDI on the reads it has now: measures the value set now, then value after value in the order the advisor gives, each until its throughput (what applications read per second in which they read) is known, and ends on the knee, the smallest value within 5 % of the best, never on one that measured below the start. Trial values are temporary: the start comes back at the end (unless --apply), on Ctrl-C and, should this program die, by the helper. It stops and puts the start back when the reads stop or change, and leaves the value alone when someone else sets it meanwhile. docs/TUNING.md explains the rules.</source>
        <translation>Stimmt das Vorauslesen des BDI von MOUNTPOINT auf die jetzigen Lesezugriffe ab: misst den jetzigen Wert, dann Wert um Wert in der Reihenfolge des Beraters, jeden, bis sein Durchsatz (was Anwendungen je Sekunde lesen, in der sie lesen) bekannt ist, und endet beim Kniepunkt, dem kleinsten Wert innerhalb von 5 % des besten, nie bei einem, der weniger maß als der Anfangswert. Versuchswerte sind vorläufig: Der Anfangswert kommt am Ende zurück (außer mit --apply), bei Strg-C und, sollte dieses Programm sterben, durch den Helfer. Sie hält an und stellt den Anfangswert wieder her, wenn die Lesezugriffe aufhören oder sich ändern, und lässt den Wert in Ruhe, wenn jemand anderes ihn inzwischen setzt. docs/TUNING.md erklärt die Regeln.</translation>
    </message>
    <message>
        <source>Measured here, while reading: %1.</source>
        <translation>Hier beim Lesen gemessen: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>With --root: read FILE from that folder anyway. Its figures then time this machine&apos;s disk, not an NFS mount: to try the sweep out, never to choose a value.</source>
        <translation>Mit --root: DATEI trotzdem aus jenem Ordner lesen. Die Zahlen messen dann die Platte dieses Rechners, keine NFS-Einhängung: um die Messreihe auszuprobieren, nie um einen Wert zu wählen.</translation>
    </message>
    <message>
        <source>Measures sequential read throughput of FILE, a large file on an NFS mount, at several readahead values: for each, the mount&apos;s BDI gets the value for the time being, the file&apos;s cached pages are dropped (and checked to be gone), and the file is read from the start, timed, with the READs the mount sent. Prints the median of the runs per value and the knee: the smallest value within 5 % of the best. The readahead from before is put back at the end, on Ctrl-C and on error; should this program die, the helper puts it back. Other mounts of the same BDI feel every change while it runs. With --root the readahead files below that folder change, not the system&apos;s, and it runs only with --folder-reads.</source>
        <translation>Misst den sequenziellen Lesedurchsatz von DATEI, einer großen Datei auf einer NFS-Einhängung, bei mehreren Vorauslesewerten: für jeden bekommt der BDI der Einhängung vorübergehend den Wert, die zwischengespeicherten Seiten der Datei werden verworfen (und geprüft, dass sie weg sind), und die Datei wird von vorn gelesen, mit Zeitmessung und den READs der Einhängung. Gibt den Median der Läufe je Wert aus und den Kniepunkt: den kleinsten Wert innerhalb von 5 % des besten. Der vorherige Wert wird am Ende, bei Strg-C und bei Fehlern zurückgesetzt; stirbt dieses Programm, setzt ihn der Helfer zurück. Andere Einhängungen desselben BDI spüren jede Änderung mit. Mit --root ändern sich die Vorauslese-Dateien unter jenem Ordner, nicht die des Systems, und sie läuft nur mit --folder-reads.</translation>
    </message>
    <message>
        <source>%1 is a system captured in a folder: reading its files would time this machine&apos;s disk, not its NFS mounts. Sweep on the machine itself (or give --folder-reads to try the sweep out).</source>
        <translation>%1 ist ein in einem Ordner erfasstes System: Seine Dateien zu lesen, würde die Platte dieses Rechners messen, nicht seine NFS-Einhängungen. Auf dem Rechner selbst messen (oder --folder-reads angeben, um die Messreihe auszuprobieren).</translation>
    </message>
    <message>
        <source>warning: --folder-reads: these figures time this machine&apos;s disk, not an NFS mount; choose no value by them</source>
        <translation>Warnung: --folder-reads: Diese Zahlen messen die Platte dieses Rechners, keine NFS-Einhängung; danach keinen Wert wählen</translation>
    </message>
    <message>
        <source>Dirty, Writeback, WritebackTmp: unknown</source>
        <translation>Dirty, Writeback, WritebackTmp: unbekannt</translation>
    </message>
    <message>
        <source>Who reads each mount: processes, rates, call sizes, patterns</source>
        <translation>Wer jeden Mount liest: Prozesse, Raten, Aufrufgrößen, Muster</translation>
    </message>
    <message numerus="yes">
        <source>%1 (BDI %2): %n reader(s), %3 MB/s</source>
        <translation>
            <numerusform>%1 (BDI %2): %n lesender Prozess, %3 MB/s</numerusform>
            <numerusform>%1 (BDI %2): %n lesende Prozesse, %3 MB/s</numerusform>
        </translation>
    </message>
    <message>
        <source> (your processes only)</source>
        <translation> (nur Ihre Prozesse)</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>BENUTZER</translation>
    </message>
    <message>
        <source>CALLS/s</source>
        <translation>AUFRUFE/s</translation>
    </message>
    <message>
        <source>KiB/CALL</source>
        <translation>KiB/AUFRUF</translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation>MUSTER</translation>
    </message>
    <message>
        <source>DIRECT</source>
        <translation>DIREKT</translation>
    </message>
    <message>
        <source>FETCHED MB/s</source>
        <translation>GEHOLT MB/s</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>DATEIEN</translation>
    </message>
    <message>
        <source> (+%1)</source>
        <translation> (+%1)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>~ a share: the process also read elsewhere, or by pread (placed by the mount&apos;s own counters).
</source>
        <translation>~ ein Anteil: der Prozess las auch anderswo oder mit pread (zugeordnet nach den eigenen Zählern des Mounts).
</translation>
    </message>
    <message>
        <source>FETCHED: not known yet whether this kernel counts NFS readahead in read_bytes.</source>
        <translation>GEHOLT: noch nicht bekannt, ob dieser Kernel NFS-Vorauslesen in read_bytes zählt.</translation>
    </message>
    <message>
        <source>More processes or files than one scan takes: some are left out.
</source>
        <translation>Mehr Prozesse oder Dateien, als ein Durchgang fasst: manche fehlen.
</translation>
    </message>
    <message>
        <source>not authorized to see other users&apos; processes (%1): showing yours only</source>
        <translation>nicht berechtigt, die Prozesse anderer Benutzer zu sehen (%1): nur Ihre werden gezeigt</translation>
    </message>
    <message>
        <source>Shows who reads each NFS mount: the processes with files open there, sorted by read rate, with their read calls, call size, pattern (sequential, random, mixed), O_DIRECT and the bytes the kernel fetched for them. Your own processes, or with --all-users everyone&apos;s (through the helper, which asks for an administrator&apos;s password).</source>
        <translation>Zeigt, wer jeden NFS-Mount liest: die Prozesse mit dort offenen Dateien, nach Leserate sortiert, mit ihren Leseaufrufen, der Aufrufgröße, dem Muster (sequential, random, mixed), O_DIRECT und den Bytes, die der Kernel für sie holte. Ihre eigenen Prozesse oder mit --all-users die aller (über den Helfer, der nach dem Passwort eines Administrators fragt).</translation>
    </message>
    <message>
        <source>Seconds between reports (default 2).</source>
        <translation>Sekunden zwischen den Berichten (Vorgabe 2).</translation>
    </message>
    <message>
        <source>Every user&apos;s processes, not only yours.</source>
        <translation>Die Prozesse aller Benutzer, nicht nur Ihre.</translation>
    </message>
    <message>
        <source>Print one JSON object per interval.</source>
        <translation>Ein JSON-Objekt je Intervall ausgeben.</translation>
    </message>
    <message>
        <source>End after one interval.</source>
        <translation>Nach einem Intervall enden.</translation>
    </message>
    <message>
        <source>--interval takes seconds from %1 to %2, not &quot;%3&quot;</source>
        <translation>--interval nimmt Sekunden von %1 bis %2, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>Every host&apos;s NFS mounts from Prometheus, by export; a playbook</source>
        <translation>Die NFS-Mounts aller Hosts aus Prometheus, nach Export; ein Playbook</translation>
    </message>
    <message>
        <source>HOST</source>
        <translation>HOST</translation>
    </message>
    <message>
        <source>EXPORT</source>
        <translation>EXPORT</translation>
    </message>
    <message>
        <source>ADVICE</source>
        <translation>RAT</translation>
    </message>
    <message>
        <source>READ</source>
        <translation>LESEN</translation>
    </message>
    <message>
        <source>By export:</source>
        <translation>Nach Export:</translation>
    </message>
    <message numerus="yes">
        <source>%n at %1</source>
        <translation>
            <numerusform>%n mit %1</numerusform>
            <numerusform>%n mit %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; reads %1 to %2</source>
        <translation>; liest %1 bis %2</translation>
    </message>
    <message>
        <source>The Prometheus server&apos;s URL (a path prefix kept).</source>
        <translation>Die URL des Prometheus-Servers (ein Pfadpräfix bleibt erhalten).</translation>
    </message>
    <message>
        <source>Write the advice&apos;s changes as a playbook to FILE.</source>
        <translation>Die Änderungen des Rats als Playbook in DATEI schreiben.</translation>
    </message>
    <message>
        <source>Send the bearer token in FILE.</source>
        <translation>Das Bearer-Token aus DATEI senden.</translation>
    </message>
    <message>
        <source>Send basic auth; FILE holds USER:PASSWORD (not on the command line, where any user could read it).</source>
        <translation>Basic Auth senden; DATEI enthält BENUTZER:PASSWORT (nicht auf der Befehlszeile, wo jeder Benutzer es lesen könnte).</translation>
    </message>
    <message>
        <source>Trust the CA certificates in FILE (PEM) for https.</source>
        <translation>Den CA-Zertifikaten in DATEI (PEM) für https vertrauen.</translation>
    </message>
    <message>
        <source>Wait at most SECONDS for each answer (default 30).</source>
        <translation>Höchstens SEKUNDEN auf jede Antwort warten (Vorgabe 30).</translation>
    </message>
    <message>
        <source>--prometheus URL is needed</source>
        <translation>--prometheus URL wird benötigt</translation>
    </message>
    <message>
        <source>--timeout takes 1 to 3600 seconds</source>
        <translation>--timeout nimmt 1 bis 3600 Sekunden</translation>
    </message>
    <message>
        <source>%1 must hold USER:PASSWORD</source>
        <translation>%1 muss BENUTZER:PASSWORT enthalten</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) written to %1</source>
        <translation>
            <numerusform>%n Änderung in %1 geschrieben</numerusform>
            <numerusform>%n Änderungen in %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Values refused:</source>
        <translation>Abgelehnte Werte:</translation>
    </message>
    <message>
        <source>warning: %1 can be read by other users than its owner (chmod 600 %1)</source>
        <translation>Warnung: %1 kann von anderen Benutzern als seinem Eigentümer gelesen werden (chmod 600 %1)</translation>
    </message>
    <message>
        <source>Left out: %1 %2: %3</source>
        <translation>Weggelassen: %1 %2: %3</translation>
    </message>
    <message>
        <source>Lists every host&apos;s NFS mounts from the fleet&apos;s Prometheus (the series of `nfs-tuner-cli metrics` on each host, and node_exporter&apos;s mountstats where present), sorted by what the advice would change most, and groups them by export. With --playbook, writes the advice&apos;s changes as a playbook for the nfstuner.tuning Ansible collection, one play per host: named as the inventory must name it (the host label&apos;s value, or the instance without its port where no other instance has that address).</source>
        <translation>Listet die NFS-Einhängungen jedes Hosts aus dem Prometheus der Flotte (die Reihen von `nfs-tuner-cli metrics` auf jedem Host und, wo vorhanden, mountstats von node_exporter), sortiert nach dem, was der Rat am meisten ändern würde, und gruppiert sie nach Export. Mit --playbook werden die Änderungen des Rats als Playbook für die Ansible-Sammlung nfstuner.tuning geschrieben, ein Play pro Host, benannt, wie das Inventar ihn benennen muss (der Wert des Host-Labels oder die Instanz ohne Port, wo keine andere Instanz diese Adresse hat).</translation>
    </message>
    <message>
        <source>Name hosts by LABEL (default instance): a label of the series, such as one the scrape configuration sets, or of node_uname_info, such as nodename.</source>
        <translation>Hosts nach LABEL benennen (Standard instance): ein Label der Reihen, etwa eines, das die Scrape-Konfiguration setzt, oder von node_uname_info, etwa nodename.</translation>
    </message>
    <message>
        <source>--host-label takes a label name (letters, digits and _), not &quot;%1&quot;</source>
        <translation>--host-label nimmt einen Labelnamen (Buchstaben, Ziffern und _), nicht „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%1 is shut down (shutdown is 1 in its /sys/fs/nfs entry): every request on it fails until it is unmounted.</source>
        <translation>
            <numerusform>%1 ist abgeschaltet (shutdown ist 1 in seinem Eintrag unter /sys/fs/nfs): jede Anfrage darauf schlägt fehl, bis es ausgehängt wird.</numerusform>
            <numerusform>%1 sind abgeschaltet (shutdown ist 1 in ihren Einträgen unter /sys/fs/nfs): jede Anfrage darauf schlägt fehl, bis sie ausgehängt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is negative: no option takes a negative value</source>
        <translation>%1: „%2“ ist negativ: keine Option nimmt einen negativen Wert</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative: no option takes a negative value</source>
        <translation>„%1“ ist negativ: keine Option nimmt einen negativen Wert</translation>
    </message>
    <message>
        <source>MB/S WHILE READING</source>
        <translation>MB/S BEIM LESEN</translation>
    </message>
    <message>
        <source>What limits each mount, from the kernel&apos;s counters, and the change that moves it</source>
        <translation>Was jedes Einhängen begrenzt, aus den Zählern des Kernels, und die Änderung, die es bewegt</translation>
    </message>
    <message>
        <source>The totals since each mount was mounted:
</source>
        <translation>Die Summen seit jeder Einhängung:
</translation>
    </message>
    <message>
        <source>Over %1 s:
</source>
        <translation>Über %1 s:
</translation>
    </message>
    <message>
        <source>Close behind: %1.</source>
        <translation>Knapp dahinter: %1.</translation>
    </message>
    <message>
        <source>Do: %1</source>
        <translation>Tun: %1</translation>
    </message>
    <message>
        <source>warning: the last diagnoses are not read: %1</source>
        <translation>Warnung: die letzten Diagnosen werden nicht gelesen: %1</translation>
    </message>
    <message>
        <source>warning: the diagnosis is not kept: %1</source>
        <translation>Warnung: die Diagnose wird nicht behalten: %1</translation>
    </message>
    <message>
        <source>Names what limits each NFS mount from the kernel&apos;s counters (the round trip, the server, the transport&apos;s queue, losses, metadata, the application or the page cache), with the figures it rests on and the one change that moves it; and says whether the last diagnosis of the same export differed. docs/ADVICE.md explains each verdict.</source>
        <translation>Nennt aus den Zählern des Kernels, was jede NFS-Einhängung begrenzt (die Umlaufzeit, den Server, die Warteschlange des Transports, Verluste, Metadaten, die Anwendung oder den Seiten-Cache), mit den Zahlen, auf denen es beruht, und der einen Änderung, die es bewegt; und sagt, ob die letzte Diagnose desselben Exports anders war. docs/ADVICE.md erklärt jedes Urteil.</translation>
    </message>
    <message>
        <source>Seconds to measure (default 10, 1 to 3600).</source>
        <translation>Sekunden zu messen (Vorgabe 10, 1 bis 3600).</translation>
    </message>
    <message>
        <source>With --root A: a second capture of the same system, DIR: the counters from A to DIR. Without it, a capture&apos;s totals since each mount.</source>
        <translation>Mit --root A: eine zweite Aufnahme desselben Systems, DIR: die Zähler von A bis DIR. Ohne sie die Summen einer Aufnahme seit jeder Einhängung.</translation>
    </message>
    <message>
        <source>--seconds takes 1 to 3600, not &quot;%1&quot;</source>
        <translation>--seconds nimmt 1 bis 3600, nicht „%1“</translation>
    </message>
    <message>
        <source>--then needs --root: two captures of one system</source>
        <translation>--then braucht --root: zwei Aufnahmen eines Systems</translation>
    </message>
    <message>
        <source>From the first capture to the second:
</source>
        <translation>Von der ersten Aufnahme zur zweiten:
</translation>
    </message>
    <message>
        <source>LIMIT</source>
        <translation>GRENZE</translation>
    </message>
    <message>
        <source>Prints, in Prometheus&apos; text format, each NFS backing device&apos;s readahead now and on the next mount, rsize, wsize, the advisor&apos;s verdict on its reads since mount, what limits it (diagnose&apos;s verdict and figures, since the mount or over --seconds), and each mount&apos;s identity. With --textfile, writes them to DIR/nfs_tuner.prom at once (a temporary file renamed) for node_exporter&apos;s textfile collector.</source>
        <translation>Gibt im Textformat von Prometheus für jedes NFS-Backing-Device das Vorauslesen jetzt und beim nächsten Einhängen aus, rsize, wsize, das Urteil des Ratgebers über seine Lesezugriffe seit dem Einhängen, was es begrenzt (Urteil und Zahlen von diagnose, seit dem Einhängen oder über --seconds) und die Identität jeder Einhängung. Mit --textfile schreibt es sie auf einmal nach DIR/nfs_tuner.prom (eine umbenannte temporäre Datei) für den Textfile-Collector von node_exporter.</translation>
    </message>
    <message>
        <source>Diagnose each mount over N seconds measured now (1 to 3600) instead of its totals since the mount.</source>
        <translation>Jede Einhängung über N jetzt gemessene Sekunden diagnostizieren (1 bis 3600) statt über ihre Summen seit dem Einhängen.</translation>
    </message>
    <message>
        <source>Nothing to advise over %1 s: the limit did not hold writes back, and no mount wrote in small pieces or committed often.</source>
        <translation>Nichts zu empfehlen über %1 s: Die Grenze hat keine Schreibvorgänge zurückgehalten, und kein Mount schrieb in kleinen Stücken oder committete oft.</translation>
    </message>
    <message>
        <source>Also advise on the limit as the window&apos;s Write-back page does, judged on the writes of the next SECONDS (0.5 to 3600): whether write-back in flight sat at the limit while WRITEs were quick, and what to raise it to.</source>
        <translation>Außerdem zur Grenze beraten wie die Seite Write-back des Fensters, beurteilt nach den Schreibvorgängen der nächsten SEKUNDEN (0,5 bis 3600): ob das Write-back im Flug an der Grenze lag, während WRITEs schnell waren, und worauf sie anzuheben ist.</translation>
    </message>
    <message>
        <source>--advise takes seconds (0.5 to 3600), not &quot;%1&quot;</source>
        <translation>--advise nimmt Sekunden (0,5 bis 3600), nicht „%1“</translation>
    </message>
    <message>
        <source>Tune the NFS write-back limit (nfs_congestion_kb, the client&apos;s, for every mount) on what MOUNTPOINT writes now, instead of its readahead; --values are then limits, never below the one set now (default: it doubled four times); --max-seconds defaults to %1.</source>
        <translation>Die NFS-Rückschreibgrenze (nfs_congestion_kb, die des Clients, für jeden Einhängepunkt) auf das abstimmen, was MOUNTPOINT jetzt schreibt, statt seines Vorauslesens; --values sind dann Grenzen, nie unter der jetzt gesetzten (Vorgabe: sie viermal verdoppelt); --max-seconds ist vorgegeben %1.</translation>
    </message>
    <message>
        <source>With --write: tune even while other NFS mounts write (each trial value is theirs too).</source>
        <translation>Mit --write: auch abstimmen, während andere NFS-Einhängepunkte schreiben (jeder Versuchswert ist auch ihrer).</translation>
    </message>
    <message>
        <source>The limit is the client&apos;s: %1 get each trial value too.</source>
        <translation>Die Grenze ist die des Clients: %1 bekommen jeden Versuchswert auch.</translation>
    </message>
    <message>
        <source>MB/S SENT</source>
        <translation>MB/S GESENDET</translation>
    </message>
    <message>
        <source>WRITES</source>
        <translation>WRITES</translation>
    </message>
    <message>
        <source>COMMITS</source>
        <translation>COMMITS</translation>
    </message>
    <message>
        <source>The write-back limit is now %1, until the next boot.</source>
        <translation>Die Rückschreibgrenze ist jetzt %1, bis zum nächsten Start.</translation>
    </message>
    <message>
        <source>The write-back limit is %1.</source>
        <translation>Die Rückschreibgrenze ist %1.</translation>
    </message>
    <message>
        <source>To set the knee: nfs-tuner-cli set-congestion%1 %2</source>
        <translation>Um das Knie zu setzen: nfs-tuner-cli set-congestion%1 %2</translation>
    </message>
    <message>
        <source>Tuning the NFS write-back limit (nfs_congestion_kb) on what %1 writes now: at most %2 trials, %3 s</source>
        <translation>Die NFS-Rückschreibgrenze (nfs_congestion_kb) wird auf das abgestimmt, was %1 jetzt schreibt: höchstens %2 Versuche, %3 s</translation>
    </message>
</context>
<context>
    <name>nfstuner::readWholeFile</name>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1: keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes</source>
        <translation>%1: größer als %2 Bytes</translation>
    </message>
</context>
<context>
    <name>nfstuner::units</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
</TS>
