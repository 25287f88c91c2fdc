// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/tuningbackend.h"

#include <QCoreApplication>

namespace nfstuner {

Error applyFailuresError(const QStringList &failures, qsizetype appliedCount)
{
    return Error{Error::Code::Io, QCoreApplication::translate("nfstuner::TuningBackend",
                                                              "%1 (the other %n mount(s) were set)",
                                                              nullptr, int(appliedCount))
                                      .arg(failures.join(QStringLiteral("; ")))};
}

} // namespace nfstuner
