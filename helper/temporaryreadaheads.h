// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tuning/readaheadtuner.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace nfstuner {

// The readaheads set until their callers leave (SetReadaheadTemporary),
// kept per BDI rather than per caller: the value from before the first
// temporary change, the temporary value now, the mounts it was made on, and
// who holds it. The value goes back only when the last holder leaves (and
// then only if the BDI still has the temporary value on the same mounts:
// ReadaheadTuner::putBack); a lasting change of the BDI, by anyone, ends
// its temporaries, so that nothing is put back over it.
class TemporaryReadaheads
{
public:
    struct Holder
    {
        QString busName;
        uint uid = 0;
        uint pid = 0;
    };
    struct Record
    {
        BdiId bdi;
        quint32 originalKib = 0;
        quint32 temporaryKib = 0;
        BdiMounts madeOn;
        QList<Holder> holders; // the last is the one that set it last
    };

    // A temporary change made for `holder`.
    void made(const Holder &holder, const ReadaheadChange &change);
    // A lasting change of `bdi`: its temporaries end, nothing goes back.
    std::optional<Record> endedBy(const BdiId &bdi);
    // `busName` left: what it was the last holder of, to put back.
    QList<Record> left(const QString &busName);
    // Everything, for putting back before the helper stops.
    QList<Record> takeAll();

    bool holds(const QString &busName) const;
    bool isEmpty() const { return m_records.isEmpty(); }

private:
    QHash<BdiId, Record> m_records;
};

} // namespace nfstuner
