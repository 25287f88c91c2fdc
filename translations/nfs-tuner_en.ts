<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>nfstuner::MainWindow</name>
    <message numerus="yes">
        <source>%n NFS mount(s)</source>
        <translation>
            <numerusform>%n NFS mount</numerusform>
            <numerusform>%n NFS mounts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::PersistentSettingsPage</name>
    <message numerus="yes">
        <source>Applied to %n BDI(s).</source>
        <translation>
            <numerusform>Applied to %n BDI.</numerusform>
            <numerusform>Applied to %n BDIs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nfstuner::ReadaheadEditor</name>
    <message numerus="yes">
        <source>&amp;Selected mounts (%n BDI(s))</source>
        <translation>
            <numerusform>&amp;Selected mounts (%n BDI)</numerusform>
            <numerusform>&amp;Selected mounts (%n BDIs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Every NFS mount (%n BDI(s))</source>
        <translation>
            <numerusform>&amp;Every NFS mount (%n BDI)</numerusform>
            <numerusform>&amp;Every NFS mount (%n BDIs)</numerusform>
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
</TS>
