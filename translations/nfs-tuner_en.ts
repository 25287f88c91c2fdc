<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CongestionLimit</name>
    <message numerus="yes">
        <source>unknown: %1 is missing, though %n NFS mount(s) show the NFS client is loaded</source>
        <translation>
            <numerusform>unknown: %1 is missing, though %n NFS mount shows the NFS client is loaded</numerusform>
            <numerusform>unknown: %1 is missing, though %n NFS mounts show the NFS client is loaded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagnosisHistory</name>
    <message numerus="yes">
        <source>readahead %1, rsize %2, %n connection(s)</source>
        <translation>
            <numerusform>readahead %1, rsize %2, %n connection</numerusform>
            <numerusform>readahead %1, rsize %2, %n connections</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepProposal</name>
    <message numerus="yes">
        <source>%n rule(s) by mount point: %1, and nfsrahead keeps one value per NFS version; mounts that want one value share an export&apos;s or server&apos;s rule where it names only them.</source>
        <translation>
            <numerusform>%n rule by mount point: %1, and nfsrahead keeps one value per NFS version; mounts that want one value share an export&apos;s or server&apos;s rule where it names only them.</numerusform>
            <numerusform>%n rules by mount point: %1, and nfsrahead keeps one value per NFS version; mounts that want one value share an export&apos;s or server&apos;s rule where it names only them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) by mount point: an export&apos;s, a server&apos;s or an NFS version&apos;s key would also change the next mount of mounts this change left alone.</source>
        <translation>
            <numerusform>%n rule by mount point: an export&apos;s, a server&apos;s or an NFS version&apos;s key would also change the next mount of mounts this change left alone.</numerusform>
            <numerusform>%n rules by mount point: an export&apos;s, a server&apos;s or an NFS version&apos;s key would also change the next mount of mounts this change left alone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MountDiagnosis</name>
    <message numerus="yes">
        <source>%n op(s) in %1 s, %2 of them READs: not busy enough to say what limits it.</source>
        <translation>
            <numerusform>%n op in %1 s, %2 of them READs: not busy enough to say what limits it.</numerusform>
            <numerusform>%n ops in %1 s, %2 of them READs: not busy enough to say what limits it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PageCache</name>
    <message numerus="yes">
        <source>%n page(s) of %1 stay in memory after dropping them from the page cache (dirty pages not yet written back, pages another program holds, or a file system kept in memory): the read would not come from the server</source>
        <translation>
            <numerusform>%n page of %1 stays in memory after dropping it from the page cache (a dirty page not yet written back, a page another program holds, or a file system kept in memory): the read would not come from the server</numerusform>
            <numerusform>%n pages of %1 stay in memory after dropping them from the page cache (dirty pages not yet written back, pages another program holds, or a file system kept in memory): the read would not come from the server</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadaheadAdvisor</name>
    <message numerus="yes">
        <source>Only %n READ(s) in the window; at least %1 are needed to judge.</source>
        <translation>
            <numerusform>Only %n READ in the window; at least %1 are needed to judge.</numerusform>
            <numerusform>Only %n READs in the window; at least %1 are needed to judge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The readahead changed %n second(s) ago: the window restarted then, and judges only what was read since.</source>
        <translation>
            <numerusform>The readahead changed %n second ago: the window restarted then, and judges only what was read since.</numerusform>
            <numerusform>The readahead changed %n seconds ago: the window restarted then, and judges only what was read since.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 % of what is read comes from %n random reader(s): more readahead would fetch what they do not read, so it stays at %2.</source>
        <translation>
            <numerusform>%1 % of what is read comes from %n random reader: more readahead would fetch what it does not read, so it stays at %2.</numerusform>
            <numerusform>%1 % of what is read comes from %n random readers: more readahead would fetch what they do not read, so it stays at %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::AdvicePanel</name>
    <message numerus="yes">
        <source>%n READ(s)</source>
        <translation>
            <numerusform>%n READ</numerusform>
            <numerusform>%n READs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more BDI(s): see the Advice column.</source>
        <translation>
            <numerusform>… and %n more BDI: see the Advice column.</numerusform>
            <numerusform>… and %n more BDIs: see the Advice column.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::ChangePreview</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n BDI(s) will change. Check, then apply.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n BDI will change. Check, then apply.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n BDIs will change. Check, then apply.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n BDI(s) and the write-back limit will change. Check, then apply.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n BDI and the write-back limit will change. Check, then apply.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n BDIs and the write-back limit will change. Check, then apply.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::ChangesPage</name>
    <message numerus="yes">
        <source>Done: %n BDI(s) changed.</source>
        <translation>
            <numerusform>Done: %n BDI changed.</numerusform>
            <numerusform>Done: %n BDIs changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetExportModel</name>
    <message numerus="yes">
        <source>%n at %1</source>
        <translation>
            <numerusform>%n at %1</numerusform>
            <numerusform>%n at %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetPlaybookDialog</name>
    <message numerus="yes">
        <source>Playbook for %n change(s)</source>
        <translation>
            <numerusform>Playbook for %n change</numerusform>
            <numerusform>Playbook for %n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n advised change(s) could not go in: the playbook&apos;s first lines say why.</source>
        <translation>
            <numerusform>%n advised change could not go in: the playbook&apos;s first lines say why.</numerusform>
            <numerusform>%n advised changes could not go in: the playbook&apos;s first lines say why.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::FleetWindow</name>
    <message numerus="yes">
        <source>%n mount(s)</source>
        <translation>
            <numerusform>%n mount</numerusform>
            <numerusform>%n mounts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n host(s), read at %1</source>
        <translation>
            <numerusform>on %n host, read at %1</numerusform>
            <numerusform>on %n hosts, read at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Playbook of %n change(s)…</source>
        <translation>
            <numerusform>&amp;Playbook of %n change…</numerusform>
            <numerusform>&amp;Playbook of %n changes…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::MainWindow</name>
    <message numerus="yes">
        <source>%n NFS mount(s)</source>
        <translation>
            <numerusform>%n NFS mount</numerusform>
            <numerusform>%n NFS mounts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s) need attention</source>
        <translation>
            <numerusform>%n mount needs attention</numerusform>
            <numerusform>%n mounts need attention</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) on Persistent settings are not saved: quitting drops them.</source>
        <translation>
            <numerusform>%n edit on Persistent settings is not saved: quitting drops it.</numerusform>
            <numerusform>%n edits on Persistent settings are not saved: quitting drops them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::PersistentSettingsPage</name>
    <message numerus="yes">
        <source>Applied to %n BDI(s). The Changes page can undo it.</source>
        <translation>
            <numerusform>Applied to %n BDI. The Changes page can undo it.</numerusform>
            <numerusform>Applied to %n BDIs. The Changes page can undo it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n BDI(s) could not be set.</source>
        <translation>
            <numerusform>%n BDI could not be set.</numerusform>
            <numerusform>%n BDIs could not be set.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Filled in %n key(s) from the live change; those wider than a mount point (%1) also decide mounts that appear later. Check the change below, then Save.</source>
        <translation>
            <numerusform>Filled in %n key from the live change; those wider than a mount point (%1) also decide mounts that appear later. Check the change below, then Save.</numerusform>
            <numerusform>Filled in %n keys from the live change; those wider than a mount point (%1) also decide mounts that appear later. Check the change below, then Save.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadEditor</name>
    <message numerus="yes">
        <source>%n mount(s) selected</source>
        <translation>
            <numerusform>%n mount selected</numerusform>
            <numerusform>%n mounts selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n BDI(s).</source>
        <translation>
            <numerusform>on %n BDI.</numerusform>
            <numerusform>on %n BDIs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected mou&amp;nts (%n BDI(s))</source>
        <translation>
            <numerusform>Selected mou&amp;nts (%n BDI)</numerusform>
            <numerusform>Selected mou&amp;nts (%n BDIs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every NFS m&amp;ount (%n BDI(s))</source>
        <translation>
            <numerusform>Every NFS m&amp;ount (%n BDI)</numerusform>
            <numerusform>Every NFS m&amp;ount (%n BDIs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n BDI(s) could not be changed; the others were.</source>
        <translation>
            <numerusform>%n BDI could not be changed; the others were.</numerusform>
            <numerusform>%n BDIs could not be changed; the others were.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No rule can name only the changed mounts. %1 would also decide the next mount of %n other mount(s): %2. Extend it to them, or keep nothing after a reboot.</source>
        <translation>
            <numerusform>No rule can name only the changed mounts. %1 would also decide the next mount of %n other mount: %2. Extend it to them, or keep nothing after a reboot.</numerusform>
            <numerusform>No rule can name only the changed mounts. %1 would also decide the next mount of %n other mounts: %2. Extend it to them, or keep nothing after a reboot.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadersPage</name>
    <message numerus="yes">
        <source>%n process(es) with files open on %1, reading %2 MB/s</source>
        <translation>
            <numerusform>%n process with files open on %1, reading %2 MB/s</numerusform>
            <numerusform>%n processes with files open on %1, reading %2 MB/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::TuneDialog</name>
    <message numerus="yes">
        <source>%1: %2 s, %n READ(s), %3 so far.</source>
        <translation>
            <numerusform>%1: %2 s, %n READ, %3 so far.</numerusform>
            <numerusform>%1: %2 s, %n READs, %3 so far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::TuningBackend</name>
    <message numerus="yes">
        <source>%1 (the other %n mount(s) were set)</source>
        <translation>
            <numerusform>%1 (the other mount was set)</numerusform>
            <numerusform>%1 (the other %n mounts were set)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::WorkloadTuner</name>
    <message numerus="yes">
        <source>Only %n READ(s) in %1 s at %2: too little reading to measure. The readahead goes back to %3.</source>
        <translation>
            <numerusform>Only %n READ in %1 s at %2: too little reading to measure. The readahead goes back to %3.</numerusform>
            <numerusform>Only %n READs in %1 s at %2: too little reading to measure. The readahead goes back to %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::cli</name>
    <message numerus="yes">
        <source>%1 on %2 (BDI %3, rsize %4): %5 per run in reads of %6, %n run(s) per value</source>
        <translation>
            <numerusform>%1 on %2 (BDI %3, rsize %4): %5 per run in reads of %6, %n run per value</numerusform>
            <numerusform>%1 on %2 (BDI %3, rsize %4): %5 per run in reads of %6, %n runs per value</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (BDI %2): %n reader(s), %3 MB/s</source>
        <translation>
            <numerusform>%1 (BDI %2): %n reader, %3 MB/s</numerusform>
            <numerusform>%1 (BDI %2): %n readers, %3 MB/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at %1</source>
        <translation>
            <numerusform>%n at %1</numerusform>
            <numerusform>%n at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) written to %1</source>
        <translation>
            <numerusform>%n change written to %1</numerusform>
            <numerusform>%n changes written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is shut down (shutdown is 1 in its /sys/fs/nfs entry): every request on it fails until it is unmounted.</source>
        <translation>
            <numerusform>%1 is shut down (shutdown is 1 in its /sys/fs/nfs entry): every request on it fails until it is unmounted.</numerusform>
            <numerusform>%1 are shut down (shutdown is 1 in their /sys/fs/nfs entries): every request on them fails until they are unmounted.</numerusform>
        </translation>
    </message>
</context>
</TS>
