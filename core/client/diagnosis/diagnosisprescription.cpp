// SPDX-License-Identifier: GPL-2.0-or-later
// One prescription per verdict: the change that moves it, how sure, and
// what it costs; live where the kernel allows.
#include "advice/advicethresholds.h"
#include "base/units.h"
#include "diagnosis/diagnosisparts.h"

#include <QLocale>
#include <QRegularExpression>

namespace nfstuner {

namespace {

// A word the shell takes as it is: quoted where it holds anything but
// letters, digits and -_./:@%+=, (mount points with spaces, or worse).
QString shellQuoted(const QString &word)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:@%+=,-]+$"));
    if (plain.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

QString sharedClientText(const MountDiagnoser::Input &input)
{
    return input.sameClient.isEmpty()
               ? MountDiagnosis::tr("remount it (no other mount shares its client)")
               : MountDiagnosis::tr("remount it together with %1, which share its client")
                     .arg(input.sameClient.join(QStringLiteral(", ")));
}

// A transport's slot table is sized when it connects: a setting changed
// since reaches only new mounts (of a client no mount holds any more).
void prescribeSlots(Prescription &p, const MountDiagnoser::Input &input, const DiagnosisEvidence &e)
{
    p.kind = Prescription::Kind::Setting;
    p.remountTogether = input.sameClient;
    if (!input.version.startsWith(u'3')) {
        const quint32 now = input.sessionSlots.value_or(64);
        p.text = MountDiagnosis::tr("Requests wait for a session slot: raise the nfs module's "
                                    "max_session_slots (now %1) to %2, then %3; the server may "
                                    "grant fewer.")
                     .arg(now)
                     .arg(now * 2)
                     .arg(sharedClientText(input));
        p.command =
            QStringLiteral("echo %1 > /sys/module/nfs/parameters/max_session_slots").arg(now * 2);
        return;
    }
    if (!input.slotTableEntries) {
        p.text = MountDiagnosis::tr("Requests wait for a slot: raise "
                                    "sunrpc.tcp_max_slot_table_entries to 128 before the mount, "
                                    "then %1. It costs memory for the slots.")
                     .arg(sharedClientText(input));
        p.command = QStringLiteral("sysctl -w sunrpc.tcp_max_slot_table_entries=128");
        return;
    }
    const quint32 now = *input.slotTableEntries;
    if (now > e.maxSlots) {
        p.text = MountDiagnosis::tr("Requests wait for one of the transport's %1 slots, the "
                                    "table it got when it connected; "
                                    "sunrpc.tcp_max_slot_table_entries is %2 now, which a new "
                                    "mount gets: %3.")
                     .arg(e.maxSlots)
                     .arg(now)
                     .arg(sharedClientText(input));
        p.command = QStringLiteral("umount %1 && mount %1").arg(shellQuoted(input.mountpoint));
        return;
    }
    const quint32 wanted = std::max<quint32>(now * 2, 128);
    p.text = MountDiagnosis::tr("Requests wait for a slot: raise "
                                "sunrpc.tcp_max_slot_table_entries (now %1) to %2 before the "
                                "mount, then %3. It costs memory for the slots.")
                 .arg(now)
                 .arg(wanted)
                 .arg(sharedClientText(input));
    p.command = QStringLiteral("sysctl -w sunrpc.tcp_max_slot_table_entries=%1").arg(wanted);
}

} // namespace

void prescribe(MountDiagnosis &d, const MountDiagnoser::Input &input)
{
    Prescription &p = d.prescription;
    const DiagnosisEvidence &e = d.evidence;
    const QString mount = input.mountpoint;
    switch (d.bottleneck) {
    case Bottleneck::RoundTrip:
        if (const auto kib = e.advisedReadAheadKib;
            kib && e.readAheadKib && *kib > *e.readAheadKib) {
            p.kind = Prescription::Kind::Readahead;
            p.readAheadKib = kib;
            p.text = MountDiagnosis::tr("Raise the readahead to %1: more READs in flight cover "
                                        "the round trip. Live, no remount; Tune… measures it on "
                                        "these reads and keeps the knee.")
                         .arg(units::kib(*kib));
            p.command = QStringLiteral("nfs-tuner-cli tune --apply %1").arg(shellQuoted(mount));
        } else {
            p.kind = Prescription::Kind::MountOptions;
            p.text = MountDiagnosis::tr(
                         "The readahead is at its most and one reader still keeps little in "
                         "flight: more connections (nconnect=4) carry more at once; it costs "
                         "sockets on the server; %1.")
                         .arg(sharedClientText(input));
            p.command = QStringLiteral("umount %1 && mount -o nconnect=4 %2 %1")
                            .arg(shellQuoted(mount),
                                 shellQuoted(exportSpec(input.server, input.exportPath)));
            p.remountTogether = input.sameClient;
        }
        break;
    case Bottleneck::Server:
        p.kind = Prescription::Kind::Nothing;
        p.text = MountDiagnosis::tr("The server is the limit: %1 of each READ is its own. Nothing "
                                    "on this client will help; look at the server's disks and "
                                    "load.")
                     .arg(e.readServerMs ? units::milliseconds(*e.readServerMs) : QString());
        break;
    case Bottleneck::TransportQueue:
        prescribeSlots(p, input, e);
        break;
    case Bottleneck::Losses:
        p.kind = Prescription::Kind::Nothing;
        p.text = MountDiagnosis::tr("Requests are lost: nothing in readahead or the slots helps. "
                                    "Look at the link (errors, drops) and the server's load; "
                                    "timeo= and retrans= say how long the client waits before "
                                    "sending again.");
        break;
    case Bottleneck::Metadata:
        p.kind = Prescription::Kind::MountOptions;
        p.text = MountDiagnosis::tr("Attributes are asked for again and again: a longer "
                                    "attribute cache (actimeo=60), or nocto where no other "
                                    "client changes the files, saves the round trips. It costs "
                                    "seeing other clients' changes later; the export is mounted "
                                    "again with the option.");
        p.command =
            QStringLiteral("umount %1 && mount -o actimeo=60 %2 %1")
                .arg(shellQuoted(mount), shellQuoted(exportSpec(input.server, input.exportPath)));
        break;
    case Bottleneck::Application:
        if (const auto kib = e.advisedReadAheadKib;
            kib && e.readAheadKib && *kib < *e.readAheadKib) {
            // Small reads at random: the readahead fetches what nobody reads.
            p.kind = Prescription::Kind::Readahead;
            p.readAheadKib = kib;
            p.text = MountDiagnosis::tr("The application reads small pieces here and there: lower "
                                        "the readahead to %1 so that the server sends only what "
                                        "is read. Live, no remount.")
                         .arg(units::kib(*kib));
            p.command = QStringLiteral("nfs-tuner-cli set-readahead %1 %2")
                            .arg(shellQuoted(mount))
                            .arg(*kib);
            break;
        }
        p.kind = Prescription::Kind::Nothing;
        p.text = MountDiagnosis::tr("The application sets the pace: larger reads, or more "
                                    "readers at once, would speed it; nothing on the client "
                                    "will.");
        break;
    case Bottleneck::PageCache:
        p.kind = Prescription::Kind::Nothing;
        p.text = MountDiagnosis::tr("The reads come from memory: the mount is not the limit.");
        break;
    case Bottleneck::NotBusy:
        p.kind = Prescription::Kind::Nothing;
        p.text = MountDiagnosis::tr("Diagnose again while it is busy.");
        break;
    }
}

MountDiagnosis MountDiagnoser::diagnose(const Input &input)
{
    MountDiagnosis d;
    d.evidence = evidenceOf(input);
    judgeBottleneck(d);
    prescribe(d, input);
    return d;
}

QString MountDiagnosis::sentence() const
{
    QString text = bottleneckWord(bottleneck) + QStringLiteral(": ") + reasons.value(0);
    if (close)
        text += u' ' + tr("Close behind: %1.").arg(bottleneckWord(*close).toLower());
    return text;
}

} // namespace nfstuner
