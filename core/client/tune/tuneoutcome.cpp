// SPDX-License-Identifier: GPL-2.0-or-later
#include "tune/tuneoutcome.h"

namespace nfstuner::tune {

using namespace Qt::Literals::StringLiterals;

QString outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Tuned:
        return u"tuned"_s;
    case Outcome::KeptStart:
        return u"kept-start"_s;
    case Outcome::Stopped:
        return u"stopped"_s;
    case Outcome::NoWorkload:
        return u"no-workload"_s;
    case Outcome::WorkloadChanged:
        return u"workload-changed"_s;
    case Outcome::Refused:
        return u"refused"_s;
    case Outcome::Conflict:
        break;
    }
    return u"conflict"_s;
}

} // namespace nfstuner::tune
