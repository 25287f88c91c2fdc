// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuningsession.h"

#include "cli.h"
#include "console.h"
#include "dbus/helperclient.h"
#include "ttyagent.h"
#include "tuning/localtuningbackend.h"

namespace nfstuner::cli {

QCommandLineOption throughHelperOption()
{
    QCommandLineOption option(QStringLiteral("through-helper"),
                              QStringLiteral("Send changes to the helper even with --root."));
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}

TuningSession::TuningSession(const SystemRoot &root, const QCommandLineParser &parser)
{
    if (root.isRealSystem() || parser.isSet(QStringLiteral("through-helper"))) {
        m_agent = std::make_unique<TtyAuthAgent>();
        m_backend = std::make_unique<HelperClient>();
    } else {
        m_backend = std::make_unique<LocalTuningBackend>(root);
    }
    m_live = std::make_unique<LiveTuning>(*m_backend);
}

TuningSession::~TuningSession() = default;

int printFailure(const Error &error)
{
    printError(error.message);
    return error.code == Error::Code::NotAuthorized ? ExitNotAuthorized : ExitFailure;
}

} // namespace nfstuner::cli
