#include "PeerRefusals.h"

#include "i18n/Translate.h"

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::PeerRefusals", text, disambiguation, n);
}

} // namespace

QString PeerRefusals::words(Refusal why)
{
    switch (why) {
    case Refusal::NotLocal: return tr("not on the local network");
    case Refusal::PlainFromOutside: return tr("from outside the local network without encryption");
    case Refusal::TooManyFromPeer: return tr("too many connections from one address");
    case Refusal::ServerBusy: return tr("the server has as many connections as it can take");
    case Refusal::LockedOut: return tr("locked out for a while after too many links that do not work");
    case Refusal::BadLink: return tr("a link that does not work");
    case Refusal::TooManyRequests: return tr("too many requests");
    case Refusal::TooManyPages: return tr("too many pages open for one link");
    case Refusal::RequestTooLarge: return tr("request too large");
    case Refusal::HeadersTooLarge: return tr("request headers too large");
    case Refusal::TimedOut: return tr("no request in time");
    case Refusal::UnmaskedFrame: return tr("a WebSocket frame without a mask");
    case Refusal::WrongHost: return tr("a page of another site, or a name that is not this server's");
    }
    return {};
}

QString PeerRefusals::note(const QHostAddress& peer, Refusal why)
{
    ++m_total;
    ++m_byReason[int(why)];
    const Key key{peer.toString(), int(why)};
    const auto it = m_counted.find(key);
    if (it == m_counted.end()) {
        m_counted.insert(key, 0);
        return tr("%1: %2").arg(key.peer, words(why));
    }
    ++it.value();
    return {};
}

QStringList PeerRefusals::flush()
{
    QStringList lines;
    for (auto it = m_counted.cbegin(); it != m_counted.cend(); ++it) {
        if (it.value() > 0)
            lines.append(tr("%1: %n more refused (%2)", nullptr, int(qMin<qint64>(it.value(), INT_MAX)))
                             .arg(it.key().peer, words(Refusal(it.key().why))));
    }
    // Kinds that were quiet since the last flush are forgotten, so their next refusal is told at once again.
    m_counted.removeIf([](const auto& entry) { return entry.value() == 0; });
    for (auto it = m_counted.begin(); it != m_counted.end(); ++it)
        it.value() = 0;
    return lines;
}

} // namespace hk
