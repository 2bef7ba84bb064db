#include "AddressLockout.h"

namespace hk {

bool AddressLockout::strike(const QHostAddress& peer)
{
    const qint64 now = m_clock.elapsed();
    if (m_records.size() > 4096)
        forgetOld(now);
    Record& r = m_records[peer.toString()];
    if (r.lockedUntil >= 0 && now < r.lockedUntil)
        return true;
    if (r.strikes == 0 || now - r.firstAt > m_limits.windowMs) {
        r.strikes = 0;
        r.firstAt = now;
        r.lockedUntil = -1;
    }
    if (++r.strikes < m_limits.strikes)
        return false;
    r.lockedUntil = now + m_limits.lockMs;
    return true;
}

bool AddressLockout::isLockedOut(const QHostAddress& peer) const
{
    const auto it = m_records.constFind(peer.toString());
    return it != m_records.cend() && it->lockedUntil >= 0 && m_clock.elapsed() < it->lockedUntil;
}

// Keeps the table small under a flood from many addresses: what no longer counts is dropped.
void AddressLockout::forgetOld(qint64 now)
{
    m_records.removeIf([&](const auto& entry) {
        const Record& r = entry.value();
        const bool locked = r.lockedUntil >= 0 && now < r.lockedUntil;
        return !locked && now - r.firstAt > m_limits.windowMs;
    });
}

} // namespace hk
