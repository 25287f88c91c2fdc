// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "session/livetuning.h"
#include "tuning/tuningbackend.h"

#include <QCommandLineParser>
#include <QEventLoop>

#include <functional>
#include <memory>
#include <optional>

namespace nfstuner::cli {

class TtyAuthAgent;

// Where a command's changes go. On the real system: nfs-tuner-helper (one
// privileged path, one audit trail), which asks polkit, with a terminal agent
// for a password. On a --root folder: this process, with the same checks and
// the caller's own permissions, so nothing outside that folder is touched and
// no helper is asked to change the real system after reading the folder.
// Test buses run a helper on a folder: --through-helper (hidden) sends that
// folder's changes to it.
class TuningSession
{
public:
    TuningSession(const SystemRoot &root, const QCommandLineParser &parser);
    ~TuningSession();
    TuningSession(const TuningSession &) = delete;
    TuningSession &operator=(const TuningSession &) = delete;

    TuningBackend &backend() { return *m_backend; }
    // The same application layer as the window's session: what keeps a
    // value at boot is decided there, once.
    LiveTuning &live() { return *m_live; }

    // Runs one call to its end.
    template<typename T>
    Result<T>
    run(const std::function<void(TuningBackend &, QObject *, TuningBackend::Done<T>)> &call)
    {
        QEventLoop loop;
        std::optional<Result<T>> result;
        call(*m_backend, &loop, [&](Result<T> answer) {
            result = std::move(answer);
            loop.quit();
        });
        if (!result)
            loop.exec();
        return std::move(*result);
    }

private:
    std::unique_ptr<TtyAuthAgent> m_agent;
    std::unique_ptr<TuningBackend> m_backend;
    std::unique_ptr<LiveTuning> m_live;
};

// The hidden option for a helper that works on the --root folder itself.
QCommandLineOption throughHelperOption();

// Prints the error; the exit code for it (ExitNotAuthorized when polkit said no).
int printFailure(const Error &error);

} // namespace nfstuner::cli
