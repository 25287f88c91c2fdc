// SPDX-License-Identifier: GPL-2.0-or-later
#include "writeback/congestionatboot.h"

#include "conf/readaheadconfigedit.h"
#include "tuning/writebacktuner.h"
#include "writeback/writebackstate.h"

#include <QCoreApplication>

namespace nfstuner::CongestionAtBoot {

Result<void> takesEffect(const SystemRoot &root)
{
    const auto winner = WritebackTuner(root).overriddenAtBoot();
    if (!winner)
        return {};
    return Error{Error::Code::Conflict,
                 QCoreApplication::translate("CongestionAtBoot",
                                             "%1 in %2 would not take effect at boot: %3 is read "
                                             "later and wins; change or remove it first")
                     .arg(QString::fromLatin1(NfsCongestion::SysctlKey),
                          WritebackTuner::dropInPath(),
                          QStringLiteral("%1:%2").arg(winner->file).arg(winner->line))};
}

void keep(TuningBackend &backend, const SystemRoot &root, quint32 kib, QObject *context,
          TuningBackend::Done<QByteArray> done)
{
    if (const auto effect = takesEffect(root); !effect && kib != 0)
        return done(effect.error());
    const auto before = ReadaheadConfigEdit::readTarget(root, WritebackTuner::dropInPath());
    if (!before)
        return done(before.error());
    const QString sha =
        *before ? QString::fromLatin1(AtomicFileReplace::sha256Hex(**before)) : QString();
    backend.writeNfsCongestionConfig(kib, sha, context, std::move(done));
}

} // namespace nfstuner::CongestionAtBoot
