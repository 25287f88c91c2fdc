// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "conf/readaheadconfig.h"
#include "diagnosis/mountdiagnosis.h"
#include "mounts/mountinventory.h"

#include <QByteArray>
#include <QList>

namespace nfstuner {

// What NFS Tuner knows of this machine for Prometheus (`nfs-tuner-cli
// metrics`): per BDI its readahead now and on the next mount, rsize, wsize
// and the advice; per mount its identity (an _info series). Counters that
// node_exporter's mountstats collector already exports are not repeated.
// The diagnosis's verdict and the figures it rests on are one series each
// per BDI however many connections (nconnect) the mount has, where
// node_exporter's mountstats collector gives one per transport.
// Mounts sharing a superblock are one BDI: one series per BDI, its facts
// taken from its first mount in the table (the one that made the BDI, whose
// rules nfs-tuner-rahead applied).
struct MetricsInput
{
    const MountInventory *inventory = nullptr;
    const NfsConf *conf = nullptr;
    const ReadaheadRules *rules = nullptr;
    QList<BdiAdvice> advice;
    // What limits each BDI (its first mount's diagnosis), over the window
    // each states (the totals since the mount, or `metrics --seconds`).
    QList<std::pair<BdiId, MountDiagnosis>> diagnoses;
};

QByteArray nfsTunerMetrics(const MetricsInput &input);

} // namespace nfstuner
