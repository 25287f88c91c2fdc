// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "stats/mountstats.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace nfstuner::test {

// A program reading one file on an NFS mount again and again from a cold
// cache, as the lab's workload does: each pass opens the file, reads it
// whole, and closes it. The kernel gives a file the BDI's readahead when it
// is opened, so a pass reads at the value it started with, whatever is set
// meanwhile. How fast it reads at each readahead comes from a table (a lab
// ladder); the counters are those mountstats would show for it.
class SimulatedReader
{
public:
    struct Shape
    {
        QMap<quint32, double> mbPerSecond; // by read_ahead_kb; between keys, the lower key's
        double fileBytes = 64 << 20;
        double callBytes = 64 << 10; // the application's read size
        double rsize = 1 << 20;
        double rttMs = 20;
        // Random reads: READs of the call size, and the wire carrying
        // twice what is read (readahead nobody reads).
        bool random = false;
        // Each pass's rate moves by up to this fraction, the same way on
        // every run.
        double noise = 0;
        // A program that keeps its file open: one endless pass.
        bool reopens = true;
        // A pass that speeds up as it goes, as random reads of a file that
        // readahead brings into the page cache do: its time per byte
        // falls evenly over the file from (1 + warming) to (1 - warming)
        // times the table's, so that the whole pass reads at the table's
        // rate (0: even).
        double warming = 0;
    };

    explicit SimulatedReader(Shape shape)
        : m_shape(std::move(shape))
    {}

    // From the next pass on (or at once: `now`), reads of another shape.
    void setShape(const Shape &shape, bool now = false)
    {
        m_shape = shape;
        if (now)
            m_passLeft = 0;
    }
    void setReading(bool reading) { m_reading = reading; }
    const Shape &shape() const { return m_shape; }
    quint64 passes() const { return m_passes; }

    double rateAt(quint32 kib) const
    {
        auto it = m_shape.mbPerSecond.upperBound(kib);
        if (it != m_shape.mbPerSecond.cbegin())
            --it;
        return it.value() * 1e6;
    }

    // Moves on by `seconds` with the BDI's readahead at `kibNow`.
    void advance(double seconds, quint32 kibNow)
    {
        m_age += seconds;
        while (m_reading && seconds > 1e-9) {
            if (m_passLeft <= 0)
                open(kibNow);
            const double rate = rateNow();
            // Short steps where the rate moves within the pass.
            const double most = m_shape.warming > 0 ? m_shape.fileBytes / 64 : m_passLeft;
            const double step = std::min({seconds, m_passLeft / rate, most / rate});
            const double bytes = rate * step;
            const double readSize =
                m_shape.random ? m_shape.callBytes
                               : std::min(std::max(double(m_passKib) * 1024, m_shape.callBytes),
                                          m_shape.rsize);
            const double reads = bytes * overfetch() / readSize;
            const double inFlight = std::clamp(double(m_passKib) * 1024 / readSize, 1.0, 16.0);
            m_app += bytes;
            m_wire += bytes * overfetch();
            m_reads += reads;
            m_rttMs += reads * m_shape.rttMs;
            m_executeMs += step * 1000 * inFlight;
            m_passLeft -= bytes;
            seconds -= step;
            if (m_passLeft <= 1e-6 && m_shape.reopens) {
                ++m_releases;
                // The next file is opened at once, before anyone reading
                // the counters could change the readahead.
                open(kibNow);
            }
        }
    }

    MountCounters counters(const QString &mountpoint) const
    {
        MountCounters c;
        c.mountpoint = mountpoint;
        c.device = QStringLiteral("127.0.0.1:/export");
        c.fstype = QStringLiteral("nfs4");
        c.ageSeconds = quint64(m_age);
        c.bytes[MountCounters::NormalRead] = quint64(m_app);
        c.bytes[MountCounters::ServerRead] = quint64(m_wire);
        c.read.ops = c.read.transmissions = quint64(m_reads);
        c.read.bytesReceived = quint64(m_wire) + 120 * quint64(m_reads);
        c.read.rttMs = quint64(m_rttMs);
        c.read.executeMs = quint64(m_executeMs);
        c.allOps = c.allTransmissions = c.read.ops;
        c.fileReleases = m_releases;
        return c;
    }

    // The mount's block of /proc/self/mountstats, as the kernel prints it.
    QByteArray mountstats(const QString &mountpoint) const
    {
        const MountCounters c = counters(mountpoint);
        QByteArray events = "\tevents:\t";
        for (int i = 0; i < 27; ++i)
            events += QByteArray::number(i == 17 ? c.fileReleases : 0) + ' ';
        QByteArray bytes = "\tbytes:\t";
        for (const quint64 value : c.bytes)
            bytes += QByteArray::number(value) + ' ';
        const QByteArray read = QByteArray::number(c.read.ops);
        return "device " + c.device.toUtf8() + " mounted on " + mountpoint.toUtf8() +
               " with fstype nfs4 statvers=1.1\n\tage:\t" + QByteArray::number(c.ageSeconds) +
               '\n' + events + '\n' + bytes + "\n\tper-op statistics\n\t        READ: " + read +
               ' ' + read + " 0 " + QByteArray::number(140 * c.read.ops) + ' ' +
               QByteArray::number(c.read.bytesReceived) + " 0 " + QByteArray::number(c.read.rttMs) +
               ' ' + QByteArray::number(c.read.executeMs) + " 0\n\n";
    }

private:
    double rateNow() const
    {
        if (m_shape.warming <= 0 || !m_shape.reopens)
            return m_passRate;
        // The inverse rate falls evenly with the share read, so the pass's
        // time (its integral over the bytes) is the even pass's.
        const double read = 1 - m_passLeft / m_shape.fileBytes;
        const double w = m_shape.warming;
        return m_passRate / ((1 + w) - 2 * w * read);
    }

    double overfetch() const { return m_shape.random ? 2.0 : 1.0; }

    void open(quint32 kibNow)
    {
        ++m_passes;
        m_passKib = kibNow;
        m_passLeft = m_shape.reopens ? m_shape.fileBytes : 1e18;
        // A deterministic wobble of the pass's rate.
        const double wobble = std::sin(double(m_passes) * 2.3999632) * m_shape.noise;
        m_passRate = rateAt(m_passKib) * (1 + wobble);
    }

    Shape m_shape;
    bool m_reading = true;
    quint64 m_passes = 0;
    quint32 m_passKib = 0;
    double m_passLeft = 0;
    double m_passRate = 0;
    double m_age = 0, m_app = 0, m_wire = 0, m_reads = 0, m_rttMs = 0, m_executeMs = 0;
    quint64 m_releases = 0;
};

} // namespace nfstuner::test
