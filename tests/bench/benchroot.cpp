// SPDX-License-Identifier: GPL-2.0-or-later
#include "benchroot.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace nfstuner::bench {

namespace {

QByteArray readFixture(const QString &relative)
{
    QFile file(QStringLiteral(NFSTUNER_FIXTURES_DIR "/roots/traffic/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

// The lines after the header of the mountstats block for `mountpoint`.
QByteArray blockBody(const QByteArray &mountstats, const QByteArray &mountpoint)
{
    const QByteArray header = " mounted on " + mountpoint + " with fstype ";
    const qsizetype at = mountstats.indexOf(header);
    if (at < 0)
        qFatal("no mountstats block for %s", mountpoint.constData());
    const qsizetype bodyStart = mountstats.indexOf('\n', at) + 1;
    qsizetype end = mountstats.indexOf("\ndevice ", bodyStart);
    end = end < 0 ? mountstats.size() : end + 1;
    return mountstats.mid(bodyStart, end - bodyStart);
}

QByteArray mountInfoLine(const QByteArray &mountinfo, const QByteArray &mountpoint)
{
    for (const QByteArray &line : mountinfo.split('\n')) {
        if (line.split(' ').value(4) == mountpoint)
            return line;
    }
    qFatal("no mountinfo line for %s", mountpoint.constData());
}

// A mountinfo line's fstype, source and super options follow the " - ".
struct Tail
{
    QByteArray fstype, source, options;
};

Tail tailOf(const QList<QByteArray> &fields)
{
    const qsizetype dash = fields.indexOf("-");
    if (dash < 0 || dash + 2 >= fields.size())
        return {};
    return {fields.value(dash + 1), fields.value(dash + 2), fields.value(dash + 3)};
}

// Counter lines that grow with traffic: bytes, READ and WRITE.
bool growingLine(QByteArrayView line)
{
    const QByteArrayView trimmed = line.trimmed();
    return trimmed.startsWith("bytes:") || trimmed.startsWith("READ:") ||
           trimmed.startsWith("WRITE:");
}

void appendScaled(QByteArray &out, QByteArrayView line, quint64 factor)
{
    const qsizetype colon = line.indexOf(':');
    out.append(line.first(colon + 1));
    const QByteArrayView fields = line.sliced(colon + 1);
    qsizetype i = 0;
    while (i < fields.size()) {
        while (i < fields.size() && (fields[i] == ' ' || fields[i] == '\t'))
            ++i;
        const qsizetype start = i;
        while (i < fields.size() && fields[i] != ' ' && fields[i] != '\t')
            ++i;
        if (i > start) {
            out.append(' ');
            out.append(QByteArray::number(fields.sliced(start, i - start).toULongLong() * factor));
        }
    }
    out.append('\n');
}

void appendBody(QByteArray &out, const QByteArray &body, quint64 factor, int ageSeconds)
{
    qsizetype start = 0;
    while (start < body.size()) {
        qsizetype end = body.indexOf('\n', start);
        end = end < 0 ? body.size() : end;
        const QByteArrayView line(body.constData() + start, end - start);
        if (line.trimmed().startsWith("age:"))
            out.append("\tage:\t" + QByteArray::number(ageSeconds) + '\n');
        else if (growingLine(line))
            appendScaled(out, line, factor);
        else {
            out.append(line);
            out.append('\n');
        }
        start = end + 1;
    }
}

int nfsMinor(int index)
{
    // Every tenth mount shares the superblock (and BDI) of the one before.
    const int unit = index % 10 == 9 ? index - 1 : index;
    return 200 + unit;
}

QByteArray nfsSource(int index)
{
    return "srv" + QByteArray::number(index / 50) + ".example.net:/export/vol" +
           QByteArray::number(index);
}

bool isNfs4(int index)
{
    return index % 2 == 1;
}

} // namespace

BenchRoot::BenchRoot(Layout layout)
    : m_layout(layout)
{
    const QByteArray stats = readFixture(QStringLiteral("mountstats.4"));
    m_nfs3Block = blockBody(stats, "/mnt/v3");
    m_nfs4Block = blockBody(stats, "/mnt/v42");
    const QByteArray mountinfo = readFixture(QStringLiteral("root/proc/self/mountinfo"));
    m_nfs3Options = tailOf(mountInfoLine(mountinfo, "/mnt/v3").split(' ')).options;
    m_nfs4Options = tailOf(mountInfoLine(mountinfo, "/mnt/v42").split(' ')).options;
    for (const QByteArray &line : mountinfo.split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const QByteArray fstype = tailOf(fields).fstype;
        if (!fstype.isEmpty() && !fstype.startsWith("nfs") && fields.at(4) != "/")
            m_otherLines.append(line);
    }
}

QString BenchRoot::nfsMountPoint(int index)
{
    return QStringLiteral("/net/srv%1/vol%2").arg(index / 50).arg(index);
}

QByteArray BenchRoot::mountInfo() const
{
    QByteArray out = "1 1 0:2 / / rw - rootfs rootfs rw\n";
    int id = 100;
    const int total = m_layout.nfsMounts + m_layout.otherMounts;
    int nfs = 0, other = 0;
    for (int i = 0; i < total; ++i) {
        // Interleaved as autofs and containers leave them: one NFS mount
        // after every few others.
        const bool takeNfs = nfs < m_layout.nfsMounts && (other >= m_layout.otherMounts ||
                                                          qint64(nfs) * m_layout.otherMounts <=
                                                              qint64(other) * m_layout.nfsMounts);
        if (takeNfs) {
            const QByteArray fstype = isNfs4(nfs) ? "nfs4" : "nfs";
            out += QByteArray::number(id++) + " 1 0:" + QByteArray::number(nfsMinor(nfs)) + " / " +
                   nfsMountPoint(nfs).toUtf8() + " rw,relatime - " + fstype + ' ' + nfsSource(nfs) +
                   ' ' + (isNfs4(nfs) ? m_nfs4Options : m_nfs3Options) + '\n';
            ++nfs;
        } else {
            QList<QByteArray> fields = m_otherLines.at(other % m_otherLines.size()).split(' ');
            fields[0] = QByteArray::number(id++);
            fields[1] = "1";
            fields[2] = "0:" + QByteArray::number(5000 + other);
            fields[4] = "/srv/other/" + tailOf(fields).fstype + QByteArray::number(other);
            out += fields.join(' ') + '\n';
            ++other;
        }
    }
    return out;
}

QByteArray BenchRoot::mountStats(int seconds) const
{
    QByteArray out;
    out.reserve(qsizetype(m_layout.nfsMounts) * (m_nfs4Block.size() + 200) +
                qsizetype(m_layout.otherMounts) * 80);
    const QByteArray info = mountInfo();
    int nfs = 0;
    for (const QByteArray &line : info.split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const Tail tail = tailOf(fields);
        if (tail.fstype.isEmpty())
            continue;
        const QByteArray &fstype = tail.fstype;
        out += "device " + tail.source + " mounted on " + fields.at(4) + " with fstype " + fstype;
        if (!fstype.startsWith("nfs")) {
            out += '\n';
            continue;
        }
        out += " statvers=1.1\n";
        // Mounts on one superblock share its counters.
        const int unit = nfsMinor(nfs) - 200;
        const quint64 factor = quint64(seconds + 1) * quint64(1 + unit % 4);
        appendBody(out, isNfs4(nfs) ? m_nfs4Block : m_nfs3Block, factor, 3600 + seconds);
        ++nfs;
    }
    return out;
}

bool BenchRoot::write(const QString &root, QString *error) const
{
    if (!writeFileAt(root + QStringLiteral("/proc/self/mountinfo"), mountInfo(), error) ||
        !writeMountStats(root, 0, error) ||
        !writeFileAt(root + QStringLiteral("/etc/nfs.conf"), generatedNfsConf(60), error))
        return false;
    for (int i = 0; i < m_layout.nfsMounts; ++i) {
        const QString bdi = QStringLiteral("/sys/class/bdi/0:%1/read_ahead_kb").arg(nfsMinor(i));
        if (!writeFileAt(root + bdi, i % 3 == 0 ? "15360\n" : "128\n", error))
            return false;
    }
    return true;
}

bool BenchRoot::writeMountStats(const QString &root, int seconds, QString *error) const
{
    return writeFileAt(root + QStringLiteral("/proc/self/mountstats"), mountStats(seconds), error);
}

QByteArray generatedNfsConf(int lines)
{
    static const char *const sections[] = {"general", "exportfs", "gssd",  "lockd",     "mountd",
                                           "nfsdcld", "nfsd",     "statd", "sm-notify", "svcgssd"};
    QByteArray out = "#\n# This is a general configuration for the\n# NFS daemons and tools\n#\n";
    int written = 4;
    for (int block = 0; written < lines - 6; ++block) {
        out += "[" + QByteArray(sections[block % 10]) +
               (block >= 10 ? " \"site" + QByteArray::number(block) + "\"" : QByteArray()) + "]\n";
        for (int key = 0; key < 8; ++key) {
            const QByteArray name = "key" + QByteArray::number(key);
            if (key % 3 == 0)
                out += "# " + name + "=example\n";
            else
                out += name + " = value" + QByteArray::number(block * 8 + key) + '\n';
        }
        out += '\n';
        written += 10;
    }
    out += "[nfsrahead]\n# nfs=15000\n# nfs4=16000\ndefault = 15360\n";
    return out;
}

bool writeFileAt(const QString &path, const QByteArray &content, QString *error)
{
    if (!QDir().mkpath(QFileInfo(path).path())) {
        *error = QStringLiteral("cannot create the folder of %1").arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() ||
        !file.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace nfstuner::bench
