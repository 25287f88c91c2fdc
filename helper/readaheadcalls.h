// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "callpipeline.h"
#include "tuning/readaheadtuner.h"

namespace nfstuner {

// The readahead's methods as calls for the pipeline, for requests already
// parsed and checked: what polkit and the log are shown, and the work
// (SetReadahead, SetReadaheadTemporary, WriteReadaheadConfig, ApplyConfig).
class ReadaheadCalls
{
public:
    explicit ReadaheadCalls(const ReadaheadTuner &tuner)
        : m_tuner(tuner)
    {}

    // Made only on the mounts polkit was shown (`shown`): another that
    // took the BDI number meanwhile gets nothing.
    CallPipeline::Call set(const QDBusMessage &call, const SetReadaheadRequest &valid,
                           const BdiMounts &shown, bool temporary) const;
    CallPipeline::Call writeConfig(const QDBusMessage &call, const ConfigWriteRequest &valid) const;
    CallPipeline::Call apply(const QDBusMessage &call) const;

private:
    const ReadaheadTuner &m_tuner;
};

} // namespace nfstuner
