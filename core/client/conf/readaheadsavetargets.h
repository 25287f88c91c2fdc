// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QList>
#include <QString>

namespace nfstuner {

class NfsConf;

// A file the [nfsrahead] keys and [nfs-tuner] rules may be saved in.
struct ReadaheadSaveTarget
{
    QString path; // as nfs-utils names it, e.g. /etc/nfs.conf.d/50-site.conf
    bool exists = false;
    // A new drop-in is read before this existing one (nfs-utils reads them
    // in versionsort order); empty: read after every other.
    QString readBefore;
};

// Where the window offers to save readahead settings, and where it starts:
// /etc/nfs.conf, each drop-in the helper may write, and one new drop-in
// read last; the starting one is the latest of them that defines a key or
// a rule, since nfs-utils takes the last definition, so an edit there
// takes effect; /etc/nfs.conf when none does.
class ReadaheadSaveTargets
{
public:
    static ReadaheadSaveTargets of(const NfsConf &conf, const SystemRoot &root);

    const QList<ReadaheadSaveTarget> &choices() const { return m_choices; }
    // Index into choices().
    int preferred() const { return m_preferred; }

private:
    QList<ReadaheadSaveTarget> m_choices;
    int m_preferred = 0;
};

} // namespace nfstuner
