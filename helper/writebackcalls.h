// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "callpipeline.h"
#include "tuning/tuningrequests.h"
#include "tuning/writebacktuner.h"

namespace nfstuner {

// The write side's methods as calls for the pipeline, for requests already
// parsed and checked: what polkit and the log are shown, and the work
// (SetNfsCongestionKb, SetNfsCongestionKbTemporary, WriteNfsCongestionConfig).
class WritebackCalls
{
public:
    explicit WritebackCalls(SystemRoot root)
        : m_tuner(std::move(root))
    {}

    CallPipeline::Call setCongestion(const QDBusMessage &call, const CongestionRequest &valid,
                                     bool temporary) const;
    CallPipeline::Call persistCongestion(const QDBusMessage &call,
                                         const CongestionConfigRequest &valid) const;

    const WritebackTuner &tuner() const { return m_tuner; }

private:
    WritebackTuner m_tuner;
};

} // namespace nfstuner
